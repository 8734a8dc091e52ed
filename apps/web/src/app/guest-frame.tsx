import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch/language-switch';
import { AppFooter } from './app-footer';

/**
 * The guest pages' frame: the brand leading home, the language switch, the page, the footer. The
 * caller gives the link around the brand: the router's in the desk (guest-layout.tsx), a plain one
 * on the field page, which has no router (field-main.tsx).
 */
export function GuestFrame({
  home,
  children,
}: {
  home: (brand: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="guest-layout">
      <header className="guest-header">
        {home(
          <>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <strong>{t('app.name')}</strong>
          </>,
        )}
        <LanguageSwitch />
      </header>
      <main className="guest-main">{children}</main>
      <AppFooter />
    </div>
  );
}
