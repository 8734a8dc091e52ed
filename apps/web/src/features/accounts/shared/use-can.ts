import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { useSession } from '../../../session/session-store';

/** Whether the logged-in user holds a permission (to show a button; the server decides). */
export function useCan() {
  const s = useSession();
  return (permission: string) => s.type?.id === ADMIN_TYPE_ID || s.permissions.includes(permission);
}

export function useIsAdmin() {
  return useSession().type?.id === ADMIN_TYPE_ID;
}
