/**
 * Who may read, answer and sign a filling (issue 14 §1). Being an authority type is not a
 * permission: reading needs the permission of the area the filling's subject belongs to (the
 * declarative map below; a later area adds its subject type here — the contract's SubjectType makes
 * a missing entry a compile error) plus row scope (authorities: every organisation; others: their
 * own). Changing answers: only the filling's own organisation or a party the form names (a category
 * audience), and only in a state FILLING_WORKFLOW leaves open (not `signed`). Signing: only the signer whose turn it
 * is (the engine checks the turn, type, named user and organisation).
 */
import type { FillingStatus, FormDefinition, PermissionName, SubjectType } from '@mashaer/contract';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';

/**
 * The permissions (any one of them) that let a caller read the fillings of a subject type.
 * `owner: true`: the filling's own organisation reads it without one (a general form sent to a user).
 */
const FILLING_SUBJECT_ACCESS: Record<SubjectType, { permissions: readonly PermissionName[]; owner?: true }> =
  {
    general: { permissions: ['tamplate-form-index'], owner: true },
    appointment: {
      permissions: ['delivery-signature-index', 'delivery-appointment-index', 'delivery-camp-index'],
    },
    readiness_order: { permissions: ['readiness-license-index', 'readiness-license'] },
    reassign_order: {
      permissions: ['order-re-assign-index', 'order-re-assign', 'order-re-assign-signature'],
    },
    lock_order: { permissions: ['order-lock-index', 'order-lock', 'order-lock-signature'] },
    temp_license_order: { permissions: ['temp-licenses-order-index', 'order-tmp-license-index'] },
  };

/** The caller as the fillings need it; callers without `permissions` (the seed) are trusted as system. */
type FillingCaller = Pick<Actor, 'id' | 'typeId' | 'isAuthority' | 'orgId'> & {
  permissions?: ReadonlySet<string>;
};
type FillingRow = { company_id: number | null; subject_type: string };

const inScope = (user: FillingCaller, f: FillingRow) =>
  user.isAuthority || (f.company_id !== null && f.company_id === user.orgId);

/** The subject types whose fillings this caller may read (for lists); null: all (system callers). */
export function readableSubjects(user: FillingCaller): SubjectType[] | null {
  if (!user.permissions) return null;
  return (Object.keys(FILLING_SUBJECT_ACCESS) as SubjectType[]).filter((t) =>
    FILLING_SUBJECT_ACCESS[t].permissions.some((p) => user.permissions!.has(p)),
  );
}

/** The subject types a company caller reads as the owning organisation without a permission. */
export const ownerReadableSubjects = () =>
  (Object.keys(FILLING_SUBJECT_ACCESS) as SubjectType[]).filter((t) => FILLING_SUBJECT_ACCESS[t].owner);

/** May this caller read the filling? Area permission (or ownership where the map allows) + row scope. */
export function canReadFilling(user: FillingCaller, f: FillingRow): boolean {
  if (!inScope(user, f)) return false;
  if (!user.permissions) return true;
  const area = FILLING_SUBJECT_ACCESS[f.subject_type as SubjectType];
  if (!area) return false;
  if (area.owner && f.company_id !== null && f.company_id === user.orgId) return true;
  return area.permissions.some((p) => user.permissions!.has(p));
}

/** Is the caller a party the form names (a category audience naming the user, its organisation or type)? */
function namedByForm(user: FillingCaller, def: FormDefinition) {
  return def.questions.some((q) => {
    const c = q.category;
    if (!def.with_category || !c || c.audience === 'all') return false;
    if (c.audience === 'users') return c.user_ids.includes(user.id) || c.user_ids.includes(user.orgId);
    return c.type_ids.includes(user.typeId);
  });
}

/** The states in which answers may change (FILLING_WORKFLOW: a `signed` filling is closed). */
const ANSWERABLE: ReadonlySet<FillingStatus> = new Set(['draft', 'answered', 'signing']);

/**
 * Refuses a change of answers unless the caller fills the filling (its organisation, or a party
 * the form names) and its state allows answering (ANSWERABLE). Call after canReadFilling.
 */
export function assertMayAnswer(
  user: FillingCaller,
  f: FillingRow & { status: string },
  def: FormDefinition,
) {
  if (!ANSWERABLE.has(f.status as FillingStatus)) throw new AppError(422, 'filling.closed');
  if (!user.permissions) return;
  const own = f.company_id !== null && f.company_id === user.orgId;
  if (!own && !namedByForm(user, def)) throw new AppError(403, 'filling.not_fillers');
}
