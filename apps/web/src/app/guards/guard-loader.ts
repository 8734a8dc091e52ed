import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { RouteAccess } from '../../routing/route-types';
import { loadPermissions } from '../../session/permissions';
import { clearSession, readSession, rememberPath } from '../../session/session-store';
import { decideEntry } from './entry-rules';

/**
 * The entry rules run as a route loader, so they are checked before every route change
 * (the data router runs loaders before it commits a navigation).
 */
export function guardLoader(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    let decision = decideEntry(access, readSession());
    if (decision.type === 'load-permissions') {
      try {
        await loadPermissions();
      } catch {
        // A 401 has already sent the user to /login; other failures fall through to the rules.
      }
      decision = decideEntry(access, readSession(), true);
    }
    if (decision.type === 'redirect') {
      if (decision.clear) clearSession();
      if (decision.remember) rememberPath(here);
      throw redirect(decision.to);
    }
    return null;
  };
}
