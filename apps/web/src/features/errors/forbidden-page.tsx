import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.forbidden_title')}
      subTitle={t('errors.forbidden_text')}
      extra={<HomeButton />}
    />
  );
}
