import type { RouteAccess } from '../../../routing/route-types';

/**
 * Who may open /violations/field: the desk's route (routes.ts) and the page's own entry
 * (src/field-main.tsx) apply the same rule.
 */
export const FIELD_ACCESS: RouteAccess = { kind: 'auth', permission: 'view-violation-form' };
