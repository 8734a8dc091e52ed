import { AUTHORITY_TYPE_CODES, type UserTypeCode } from '@mashaer/contract';
import { useSession } from '../../session/session-store';

/** An authority user (admin, kdana, gov): bills and invoices are theirs to issue and review. */
export const useAuthority = () => AUTHORITY_TYPE_CODES.includes(useSession().type?.code as UserTypeCode);
