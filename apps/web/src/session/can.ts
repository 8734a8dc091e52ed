import type { PermissionName } from '@mashaer/contract';
import { useSession } from './session-store';

/**
 * The one permission check of the web app (buttons, menu, route guard): the session holds the key.
 * Like the server, there is no bypass by user type: an administrator's role carries its keys.
 */
export const can = (session: { permissions: readonly string[] }, permission: PermissionName): boolean =>
  session.permissions.includes(permission);

/** `can` bound to the current session, for components: `const can = useCan(); can('user-create')`. */
export function useCan() {
  const session = useSession();
  return (permission: PermissionName) => can(session, permission);
}
