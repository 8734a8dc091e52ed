import type { RouteAccess } from '../../routing/route-types';
import { loadPermissions } from '../../session/permissions';
import { clearSession, readSession, rememberPath } from '../../session/session-store';
import { decideEntry } from './entry-rules';

/**
 * The entry rules performed for one entry to `here` (path and query): where to go instead, or
 * null when the page may open. Fetches the permissions when the stored list is empty, clears a
 * stale session and remembers the path of a guest sent to /login. No router: the desk's route
 * loader (guard-loader.ts) and the field page's own entry (field-main.tsx) both run it.
 */
export async function enterRoute(access: RouteAccess, here: string): Promise<string | null> {
  let decision = decideEntry(access, readSession());
  if (decision.type === 'load-permissions') {
    try {
      await loadPermissions();
    } catch {
      // A 401 has already sent the user to /login; other failures fall through to the rules.
    }
    decision = decideEntry(access, readSession(), true);
  }
  if (decision.type !== 'redirect') return null;
  if (decision.clear) clearSession();
  if (decision.remember) rememberPath(here);
  return decision.to;
}
