import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useRevalidator } from 'react-router';
import { notice } from '../components/notice/notice';
import { watchOtherTabs } from '../session/logout-sync';
import { sessionChangedElsewhere } from '../session/session-store';
import { useRouteHandle } from './route-meta';

/**
 * document.title from the route name, in the current language; `<html data-screen>` names the
 * route pattern each navigation committed (what a test waits for after navigating in the app).
 */
function TitleUpdater() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { key } = useLocation();
  useEffect(() => {
    document.title = handle ? `${t(handle.name)} | ${t('app.name')}` : t('app.name');
  }, [handle, t]);
  useEffect(() => {
    document.documentElement.dataset.screen = `${handle?.path ?? '-'} ${key}`;
  }, [handle, key]);
  return null;
}

/** A success message handed over by navigation state (spec "Success flow"), shown once. */
function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ({ flash?: string } & Record<string, unknown>) | null;
  const flash = state?.flash;
  useEffect(() => {
    if (!flash) return;
    notice('success', flash);
    // The rest of the state stays (an assignment's record carried on to NewAssign).
    const { flash: _shown, ...rest } = state ?? {};
    void navigate(location.pathname + location.search, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [flash, state, navigate, location.pathname, location.search]);
  return null;
}

/** Another tab logged out (or changed the session): re-run the entry rules here. */
function SessionWatcher() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(
    () =>
      watchOtherTabs(
        () => void revalidate.current(),
        () => sessionChangedElsewhere(),
      ),
    [],
  );
  return null;
}

export function RootLayout() {
  return (
    <>
      <TitleUpdater />
      <FlashMessage />
      <SessionWatcher />
      <Outlet />
    </>
  );
}
