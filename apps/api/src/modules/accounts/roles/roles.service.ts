import { ADMIN_TYPE_ID, PERMISSION_AREAS, PERMISSIONS, type RoleInput, translate } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { roles } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError, type FieldErrors } from '../../../lib/app-error';
import { audit } from '../../../lib/audit';
import * as repo from './roles.repository';

const MODULE = 'roles';

/** `roles/permissions`: the catalogue grouped by area, for the permission picker. */
export const catalogue = () => ({
  data: PERMISSION_AREAS.map((a) => ({
    ...a,
    permissions: PERMISSIONS.filter((p) => p.area === a.area).map(({ name, ar, en }) => ({ name, ar, en })),
  })),
});

async function roleData(db: Tx, id: number) {
  const role = await repo.findRole(db, id);
  if (!role) throw AppError.notFound();
  return { ...role, permissions: await repo.rolePermissionNames(db, id) };
}

export const editRole = async (ctx: AppContext, id: number) => ({ data: await roleData(ctx.db, id) });

/**
 * The permissions a non-administrator may not touch: those they do not hold themselves, among the
 * ones granted (`after` minus `before`) or taken away (`before` minus `after`). An administrator
 * may change anything. Keeping a permission the role already has is not a change.
 */
function untouchable(caller: Actor, before: readonly string[], after: readonly string[]) {
  if (caller.typeId === ADMIN_TYPE_ID) return [];
  const b = new Set(before);
  const a = new Set(after);
  const changed = [...after.filter((p) => !b.has(p)), ...before.filter((p) => !a.has(p))];
  return changed.filter((p) => !caller.permissions.has(p));
}

/** Uniqueness of both names, and nobody but an administrator grants or removes a permission they lack. */
async function check(tx: Tx, caller: Actor, v: RoleInput, selfId?: number, before: string[] = []) {
  const clash = await repo.nameClashes(tx, v, selfId);
  const fields: FieldErrors = {};
  if (clash.name) fields.name = 'role.duplicate';
  if (clash.name_en) fields.name_en = 'role.duplicate';
  if (untouchable(caller, before, v.permissions).length) fields.permissions = 'role.permission_not_held';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

export async function storeRole(ctx: AppContext, caller: Actor, v: RoleInput) {
  const id = await ctx.db.transaction(async (tx) => {
    await check(tx, caller, v);
    const [role] = await tx
      .insert(roles)
      .values({ name: v.name, name_en: v.name_en, type_ids: [...new Set(v.type_ids ?? [])] })
      .returning();
    await repo.setRolePermissions(tx, role.id, v.permissions);
    await audit(tx, null, {
      event: 'created',
      table: 'roles',
      recordId: role.id,
      new: { ...role, permissions: [...v.permissions].sort() },
      module: MODULE,
      method: 'roles/store',
      userId: caller.id,
      ip: caller.ip,
    });
    return role.id;
  });
  return { message: translate(caller.lang, 'crud.created'), data: await roleData(ctx.db, id) };
}

export async function updateRole(ctx: AppContext, caller: Actor, id: number, v: RoleInput) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findRole(tx, id, true);
    if (!before) throw AppError.notFound();
    const oldPerms = await repo.rolePermissionNames(tx, id);
    await check(tx, caller, v, id, oldPerms);
    const [after] = await tx
      .update(roles)
      .set({
        name: v.name,
        name_en: v.name_en,
        ...(v.type_ids ? { type_ids: [...new Set(v.type_ids)] } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(roles.id, id))
      .returning();
    await repo.setRolePermissions(tx, id, v.permissions);
    await audit(tx, null, {
      event: 'updated',
      table: 'roles',
      recordId: id,
      old: { ...before, permissions: oldPerms },
      new: { ...after, permissions: [...new Set(v.permissions)].sort() },
      module: MODULE,
      method: 'roles/update',
      userId: caller.id,
      ip: caller.ip,
    });
  });
  return { message: translate(caller.lang, 'crud.updated'), data: await roleData(ctx.db, id) };
}

/**
 * `roles/delete/{id}`: refused (422) while a user holds the role, and, for a non-administrator,
 * when the role carries a permission they do not hold (deleting takes them all away).
 */
export async function deleteRole(ctx: AppContext, caller: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findRole(tx, id, true);
    if (!before) throw AppError.notFound();
    if ((await repo.holders(tx, id)) > 0) throw AppError.invalid({ id: 'role.in_use' }, 'role.in_use');
    const perms = await repo.rolePermissionNames(tx, id);
    if (untouchable(caller, perms, []).length)
      throw AppError.invalid({ id: 'role.permission_not_held' }, 'role.permission_not_held');
    await repo.deleteRole(tx, id);
    await audit(tx, null, {
      event: 'deleted',
      table: 'roles',
      recordId: id,
      old: { ...before, permissions: perms },
      module: MODULE,
      method: 'roles/delete',
      userId: caller.id,
      ip: caller.ip,
    });
  });
  return { message: translate(caller.lang, 'crud.deleted') };
}
