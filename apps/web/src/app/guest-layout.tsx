import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch/language-switch';
import { AppFooter } from './app-footer';
import { PageTransition } from './page-transition';

/** Guest pages (login, register, reset, switch, done) and the minimal 403/404 pages. */
export function GuestLayout() {
  const { t } = useTranslation();
  return (
    <div className="guest-layout">
      <header className="guest-header">
        <Link to="/switch" className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <strong>{t('app.name')}</strong>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="guest-main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <AppFooter />
    </div>
  );
}
