import { ADMIN_TYPE_ID } from '@mashaer/contract';
import type { RouteAccess } from '../../routing/route-types';
import { can } from '../../session/can';
import type { Session } from '../../session/session-types';

/** What the guard does with one navigation. */
type EntryDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; remember?: boolean; clear?: boolean }
  | { type: 'load-permissions' };

const policyPending = (s: Session) =>
  Boolean(s.user && !s.user.is_acknowledged && (s.type?.id ?? s.user.type_id) !== ADMIN_TYPE_ID);
const registrationOpen = (s: Session) => s.user?.status === 'pending' || s.user?.status === 'rejected';
const loggedIn = (s: Session) => Boolean(s.token && s.user);
const allow: EntryDecision = { type: 'allow' };

/**
 * Spec 000 §2 "Entry rules" and 001 §2 "Access flow", in their order. Pure: the loader supplies
 * the session and performs the decision (redirect, remember the path, fetch permissions).
 */
export function decideEntry(access: RouteAccess, s: Session, permissionsTried = false): EntryDecision {
  if (access.kind === 'public') return allow;
  if (access.kind === 'guest') {
    const active = loggedIn(s) && !policyPending(s) && s.user?.status === 'active';
    return active ? { type: 'redirect', to: '/dashboard' } : allow;
  }
  if (!loggedIn(s)) return { type: 'redirect', to: '/login', remember: true };
  if (policyPending(s)) return { type: 'redirect', to: '/login' };
  if (access.kind === 'registration') {
    if (registrationOpen(s)) return allow;
    return s.user?.status === 'active'
      ? { type: 'redirect', to: '/dashboard' }
      : { type: 'redirect', to: '/login', clear: true };
  }
  if (registrationOpen(s)) return { type: 'redirect', to: '/register-forms' };
  if (s.user?.status !== 'active') return { type: 'redirect', to: '/login', clear: true };
  if (s.permissions.length === 0 && !permissionsTried) return { type: 'load-permissions' };
  if (access.adminOnly && s.type?.code !== 'admin') return { type: 'redirect', to: '/dashboard' };
  if (access.permission && !can(s, access.permission)) return { type: 'redirect', to: '/403' };
  return allow;
}
