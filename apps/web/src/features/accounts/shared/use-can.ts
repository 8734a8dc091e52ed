import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { useSession } from '../../../session/session-store';

/** The app's one permission check (session/can.ts), re-exported where the accounts screens import it. */
export { useCan } from '../../../session/can';

export function useIsAdmin() {
  return useSession().type?.id === ADMIN_TYPE_ID;
}
