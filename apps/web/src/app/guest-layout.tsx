import { Link, Outlet } from 'react-router';
import { useSession } from '../session/session-store';
import { decideEntry } from './guards/entry-rules';
import { GuestFrame } from './guest-frame';
import { LazyScreen, screenLoader } from './lazy-screen';
import { PageTransition } from './page-transition';
import { useRouteHandle } from './route-meta';

/** The pages a signed-in user may reach from inside the app and should not lose its frame on. */
const SHELL_WHEN_SIGNED_IN = new Set(['/403', '/404']);
const shellLayout = screenLoader(() => import('./shell/app-layout'));

/**
 * Guest pages (login, register, reset, switch, done) and the minimal 403/404 pages. A user who
 * may use the shell sees 403 and 404 inside it (sidebar, top bar, logout), the page in its outlet.
 */
export function GuestLayout() {
  const session = useSession();
  const handle = useRouteHandle();
  const inShell =
    handle &&
    SHELL_WHEN_SIGNED_IN.has(handle.path) &&
    decideEntry({ kind: 'auth' }, session, true).type === 'allow';
  if (inShell) return <LazyScreen loader={shellLayout} />;
  return (
    <GuestFrame
      home={(brand) => (
        <Link to="/switch" className="brand">
          {brand}
        </Link>
      )}
    >
      <PageTransition>
        <Outlet />
      </PageTransition>
    </GuestFrame>
  );
}
