import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return <footer className="app-footer">{t('app.footer', { year: new Date().getFullYear() })}</footer>;
}
