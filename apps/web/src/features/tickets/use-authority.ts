import { AUTHORITY_TYPE_CODES, type UserTypeCode } from '@mashaer/contract';
import { useSession } from '../../session/session-store';

/** An authority user (admin, kdana, gov): a handler, who answers tickets rather than opens them. */
export const useAuthority = () => AUTHORITY_TYPE_CODES.includes(useSession().type?.code as UserTypeCode);
