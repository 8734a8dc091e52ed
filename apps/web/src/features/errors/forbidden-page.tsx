import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInShell } from '../../components/page-state/in-shell';
import { HomeButton } from './home-button';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  // On its own the page needs its h1; inside the shell the breadcrumb's title is the h1.
  const inShell = useInShell();
  return (
    <Result
      status="403"
      title={
        inShell ? (
          t('errors.forbidden_title')
        ) : (
          <h1 className="result-title">{t('errors.forbidden_title')}</h1>
        )
      }
      subTitle={t('errors.forbidden_text')}
      extra={<HomeButton />}
    />
  );
}
