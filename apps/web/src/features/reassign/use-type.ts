import type { ReassignType } from '@mashaer/contract';
import { useLocation } from 'react-router';

/** The order type of the current route (`/lock…` routes are lock orders). */
export const useType = (): ReassignType => (useLocation().pathname.startsWith('/lock') ? 'lock' : 'reassign');
