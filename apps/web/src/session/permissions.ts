import { api } from '../api/client';
import { readSession, savePermissions, saveUser } from './session-store';
import type { SessionType, SessionUser } from './session-types';

type PermissionMe = { data: { permissions: string[]; user?: SessionUser; type?: SessionType } };

/** GET auth/permission-me: refreshes the stored permission list (and user/type when sent). */
export async function loadPermissions(): Promise<string[]> {
  const answer = await api.get<PermissionMe>('auth/permission-me', { silent: true });
  const { permissions, user, type } = answer.data;
  if (user) saveUser(user, type);
  savePermissions(permissions ?? []);
  return readSession().permissions;
}
