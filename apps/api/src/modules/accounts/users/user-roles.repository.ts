import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../../db/schema';

export async function userRoleList(db: Tx, userId: number) {
  return db
    .select({ id: roles.id, name: roles.name, name_en: roles.name_en })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(roles.id);
}

export async function setUserRoles(tx: Tx, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length)
    await tx.insert(userRoles).values(unique.map((role_id) => ({ user_id: userId, role_id })));
}

/** The roles asked for, each with its permission names (missing ids are simply absent). */
export async function rolesWithPermissions(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: roles.id, type_ids: roles.type_ids, perm: permissions.name })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(inArray(roles.id, ids));
  const out = new Map<number, { id: number; type_ids: number[]; perms: string[] }>();
  for (const r of rows) {
    const role = out.get(r.id) ?? { id: r.id, type_ids: r.type_ids, perms: [] };
    if (r.perm) role.perms.push(r.perm);
    out.set(r.id, role);
  }
  return [...out.values()];
}

/** Every role with its permission names, by id. */
export async function allRolesWithPermissions(db: Tx) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      name_en: roles.name_en,
      type_ids: roles.type_ids,
      perm: permissions.name,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .orderBy(roles.id);
  const out = new Map<
    number,
    { id: number; name: string; name_en: string | null; type_ids: number[]; perms: string[] }
  >();
  for (const r of rows) {
    const role = out.get(r.id) ?? {
      id: r.id,
      name: r.name,
      name_en: r.name_en,
      type_ids: r.type_ids,
      perms: [],
    };
    if (r.perm) role.perms.push(r.perm);
    out.set(r.id, role);
  }
  return [...out.values()];
}
