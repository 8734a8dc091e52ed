import { useTranslation } from 'react-i18next';

/** The one page footer (contentinfo landmark) of the guest and signed-in layouts. */
export function AppFooter() {
  const { t } = useTranslation();
  return <footer className="app-footer">{t('app.footer', { year: new Date().getFullYear() })}</footer>;
}
