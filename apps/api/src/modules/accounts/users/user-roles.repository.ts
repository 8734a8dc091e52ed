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

/**
 * Roles with their permission names, by id: the ids asked for (missing ones are simply absent), or
 * every role.
 */
export async function rolesWithPermissions(db: Tx, ids?: number[]) {
  if (ids?.length === 0) return [];
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
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(roles.id);
  const out = new Map<number, Omit<(typeof rows)[number], 'perm'> & { perms: string[] }>();
  for (const { perm, ...r } of rows) {
    const role = out.get(r.id) ?? { ...r, perms: [] };
    if (perm) role.perms.push(perm);
    out.set(r.id, role);
  }
  return [...out.values()];
}
