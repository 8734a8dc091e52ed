import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('errors.not_found_title')}
      subTitle={t('errors.not_found_text')}
      extra={<HomeButton />}
    />
  );
}
