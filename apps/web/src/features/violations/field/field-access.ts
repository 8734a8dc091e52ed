import type { RouteAccess } from '../../../routing/route-types';

/**
 * Who may open /violations/field (the form): the desk's route (routes.ts) and the page's own entry
 * (src/field-main.tsx) apply the same rule.
 */
export const FIELD_ACCESS: RouteAccess = { kind: 'auth', permission: 'view-violation-form' };

/**
 * Who may open the list and a violation's details on the phone: whoever reads violations (spec
 * 001 §6 `view-violations`): the inspectors and the companies answering them. The server's row
 * scope decides which (a company: its own, once assigned; a draft or another's → 404).
 */
const FIELD_READ_ACCESS: RouteAccess = { kind: 'auth', permission: 'view-violations' };

type FieldScreen = { kind: 'form' } | { kind: 'list' } | { kind: 'details'; id: number };

/** The screen of a path under /violations/field (anything else there: the form). */
export function fieldScreenOf(pathname: string): FieldScreen {
  const rest = pathname.replace(/\/+$/, '').replace(/^\/violations\/field/, '');
  if (rest === '/list') return { kind: 'list' };
  const id = /^\/(\d{1,12})$/.exec(rest)?.[1];
  return id ? { kind: 'details', id: Number(id) } : { kind: 'form' };
}

export const accessOf = (s: FieldScreen) => (s.kind === 'form' ? FIELD_ACCESS : FIELD_READ_ACCESS);
