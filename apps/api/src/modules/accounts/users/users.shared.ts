import {
  ADMIN_TYPE_ID,
  type RegisterFields,
  USER_STATUS_LABELS,
  type UserStatus,
  type UserStore,
  type UserUpdate,
} from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { files, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError, type FieldErrors, isUniqueViolation } from '../../../lib/app-error';
import { audit } from '../../../lib/audit';
import type { OpenedFile } from '../../../lib/files';
import { orNull, pick } from '../../../lib/form-values';
import { scopeOrg } from '../../../plugins/access';
import * as roleRepo from './user-roles.repository';
import * as repo from './users.repository';

export const MODULE = 'users';
export const isAdmin = (u: Pick<Actor, 'typeId'>) => u.typeId === ADMIN_TYPE_ID;

/** The user as the screens show it: no secrets, the status label in the caller's language. */
export function present(u: repo.UserRow, lang: 'ar' | 'en') {
  const { password_hash: _h, deleted_at: _d, ...rest } = u;
  return { ...rest, status_text: USER_STATUS_LABELS[u.status as UserStatus]?.[lang] ?? u.status };
}

/** The user behind `{id}` for this caller, or 404 (missing, deleted, out of scope). */
export async function load(db: Tx, caller: Actor, id: number, write = false) {
  const u = await repo.findUser(db, id, {
    orgId: scopeOrg(caller),
    // Only an administrator changes an administrator's account.
    noAdmins: write && !isAdmin(caller),
    lock: write,
  });
  if (!u) throw AppError.notFound();
  return u;
}

/**
 * Who may grant which roles. `held`: only roles the caller holds (employees). Otherwise an
 * administrator grants or removes any role, and anyone else only roles within their own
 * permissions, so that nobody hands out (or takes away) more than they have. Only the change
 * counts: a role the user keeps (`oldIds`) is not granted again.
 */
export async function assertGrantable(
  tx: Tx,
  caller: Pick<Actor, 'id' | 'typeId' | 'permissions'>,
  roleIds: number[],
  opts: { held?: boolean; oldIds?: number[]; typeId: number },
) {
  const found = await roleRepo.rolesWithPermissions(tx, roleIds);
  if (found.length !== new Set(roleIds).size) throw AppError.invalid({ roles: 'user.role_unknown' });
  if (opts.held) {
    const mine = new Set((await roleRepo.userRoleList(tx, caller.id)).map((r) => r.id));
    if (found.some((r) => !mine.has(r.id))) throw AppError.invalid({ roles: 'user.role_not_grantable' });
  } else if (!isAdmin(caller)) {
    const before = new Set(opts.oldIds ?? []);
    const after = new Set(roleIds);
    const changed = [
      ...[...after].filter((r) => !before.has(r)),
      ...[...before].filter((r) => !after.has(r)),
    ];
    const perms = await roleRepo.rolesWithPermissions(tx, changed);
    if (perms.some((r) => r.perms.some((p) => !caller.permissions.has(p))))
      throw AppError.invalid({ roles: 'user.role_not_grantable' });
  }
  // A role is given only to the user types it is meant for (a company is never given the
  // administrator's role); one the user already holds may stay.
  const kept = new Set(opts.oldIds ?? []);
  if (found.some((r) => !kept.has(r.id) && r.type_ids.length > 0 && !r.type_ids.includes(opts.typeId)))
    throw AppError.invalid({ roles: 'user.role_not_for_type' });
}

export const roleIdsOf = async (tx: Tx, userId: number) =>
  (await roleRepo.userRoleList(tx, userId)).map((r) => r.id);

export const withUniqueEmail = async <T>(fn: () => Promise<T>) => {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw AppError.invalid({ email: 'auth.email_taken' });
    throw e;
  }
};

/**
 * An employee of the caller's organisation (any organisation's for an authority), or 404: the
 * organisation itself, another company's employee and a deleted account are all "not found".
 */
export async function loadEmployee(db: Tx, caller: Actor, id: number, write = false) {
  const u = await load(db, caller, id, write);
  if (u.parent_id === null || u.id === caller.id) throw AppError.notFound();
  return u;
}

type NewAccount = typeof users.$inferInsert;

/** Inserts an account, gives it its roles and writes the creation's audit row; answers its id. */
export async function insertAccount(
  tx: Tx,
  actor: Actor,
  values: NewAccount,
  roles: number[],
  method: string,
) {
  const [u] = await tx.insert(users).values(values).returning();
  await roleRepo.setUserRoles(tx, u.id, roles);
  await audit(tx, null, {
    event: 'created',
    table: 'users',
    recordId: u.id,
    new: { ...present(u, 'en'), roles },
    module: MODULE,
    method,
    userId: actor.id,
    ip: actor.ip,
  });
  return u.id;
}

/**
 * Writes an account's fields and roles with the update's audit row; a new password (`hash`) ends
 * the user's sessions unless `keepSessions`.
 */
export async function updateAccount(
  tx: Tx,
  actor: Actor,
  change: {
    before: repo.UserRow;
    oldRoles: number[];
    set: Partial<NewAccount>;
    roles: number[];
    hash: string | null;
    keepSessions?: boolean;
    method: string;
  },
) {
  const { before, oldRoles, roles, hash } = change;
  const id = before.id;
  const [after] = await tx
    .update(users)
    .set({ ...change.set, ...(hash ? { password_hash: hash } : {}), updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  await roleRepo.setUserRoles(tx, id, roles);
  if (hash && !change.keepSessions) await repo.revokeTokens(tx, [id]);
  await audit(tx, null, {
    event: 'updated',
    table: 'users',
    recordId: id,
    old: { ...present(before, 'en'), roles: oldRoles },
    new: { ...present(after, 'en'), roles: [...new Set(roles)], credentials_changed: !!hash },
    module: MODULE,
    method: change.method,
    userId: actor.id,
    ip: actor.ip,
  });
}

/** The columns an administrator's form (or a registration) writes: never status, parent or secrets. */
export function formColumns(f: UserStore | UserUpdate | RegisterFields) {
  return {
    ...pick(f, ['name', 'email', 'phone', 'type_id']),
    ...orNull(f, [
      'prefix',
      'first_name',
      'last_name',
      'company_name_ar',
      'company_name_en',
      'vat_number',
      'commercial_register_number',
      'commercial_register_expiry',
      'unified_number',
      'owner_name',
      'owner_identity_number',
      'business_license_expiry',
      'practice_certificate_expiry',
      'classification_certificate_expiry',
      'hajj_license_expiry',
      'national_address',
      'delegate_identity_number',
    ]),
  };
}

/** The checks a form needs the database for, reported together. */
export async function checkForm(
  tx: Tx,
  caller: Actor,
  f: UserStore | UserUpdate,
  selfId?: number,
  oldRoles: number[] = [],
  before?: { type_id: number },
) {
  const fields: FieldErrors = {};
  if (!(await repo.typeExists(tx, f.type_id))) fields.type_id = 'validation.unknown_type';
  else if (f.type_id === ADMIN_TYPE_ID && !isAdmin(caller)) fields.type_id = 'error.admin_only';
  else if (!isAdmin(caller)) {
    // Only the administrator changes a user's type; a company-scoped editor gives only its own.
    if (before && f.type_id !== before.type_id) fields.type_id = 'user.type_admin_only';
    else if (!before && scopeOrg(caller) !== null && f.type_id !== caller.typeId)
      fields.type_id = 'user.type_own_only';
  }
  if (await repo.emailTaken(tx, f.email, selfId)) fields.email = 'auth.email_taken';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  await assertGrantable(tx, caller, f.roles, { oldIds: oldRoles, typeId: f.type_id });
}

/**
 * A registration document of the user `userId`, opened for download (the handler sends it); 404
 * when it is not theirs or its stored file is gone. Also the applicant's own (auth/registration).
 */
export async function openUserFile(
  ctx: AppContext,
  fileId: number,
  userId: number,
  opts: { inline?: boolean } = {},
): Promise<OpenedFile> {
  const [f] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.entity, 'user'), eq(files.entity_id, userId)));
  if (!f) throw AppError.notFound();
  const obj = await ctx.storage.get(f.storage_key);
  if (!obj) throw AppError.notFound();
  return { name: f.original_name, mime: f.mime, size: obj.size, stream: obj.stream, ...opts };
}
