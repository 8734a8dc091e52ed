import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { outer, type Tx } from '../../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../../db/schema';
import { type ListInput, type ListSpec, runList } from '../../../lib/list';
import { findRow } from '../../../lib/scope';

// Qualified by hand: drizzle writes a column of a one-table select unqualified, and inside these
// subqueries a bare "id" would mean the subquery's own table.
const roleId = outer(roles.id);
const columns = {
  id: roles.id,
  name: roles.name,
  name_en: roles.name_en,
  type_ids: roles.type_ids,
  created_at: roles.created_at,
  permissions_count: sql<number>`(select count(*)::int from role_permissions rp where rp.role_id = ${roleId})`,
  users_count: sql<number>`(select count(*)::int from user_roles ur join users u on u.id = ur.user_id
                             where ur.role_id = ${roleId} and u.deleted_at is null)`,
};

export function listRoles(db: Tx, input: ListInput) {
  const spec: ListSpec<typeof columns> = {
    from: roles,
    select: columns,
    filters: { search: { op: 'search', columns: [roles.name, roles.name_en] } },
    sorts: { id: roles.id, name: roles.name, name_en: roles.name_en, created_at: roles.created_at },
    defaultSort: { by: 'id', dir: 'asc' },
    tiebreak: roles.id,
  };
  return runList(db, spec, input);
}

export async function findRole(db: Tx, id: number, lock = false) {
  return (await findRow(db, roles, eq(roles.id, id), lock)) ?? null;
}

export async function rolePermissionNames(db: Tx, roleId: number) {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(rolePermissions.role_id, roleId))
    .orderBy(permissions.name);
  return rows.map((r) => r.name);
}

/** Replaces the role's permissions by these catalogue names. */
export async function setRolePermissions(tx: Tx, roleId: number, names: string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const ids = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  if (ids.length)
    await tx.insert(rolePermissions).values(ids.map((p) => ({ role_id: roleId, permission_id: p.id })));
}

/** Names already used by another role (case-insensitive), by field. */
export async function nameClashes(db: Tx, v: { name: string; name_en: string }, selfId = 0) {
  const rows = await db
    .select({ name: roles.name, name_en: roles.name_en })
    .from(roles)
    .where(
      and(
        ne(roles.id, selfId),
        sql`(lower(${roles.name}) = lower(${v.name}) or lower(${roles.name_en}) = lower(${v.name_en}))`,
      ),
    );
  return {
    name: rows.some((r) => r.name.toLowerCase() === v.name.toLowerCase()),
    name_en: rows.some((r) => r.name_en?.toLowerCase() === v.name_en.toLowerCase()),
  };
}

/** How many live users hold the role. */
export async function holders(db: Tx, roleId: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(eq(userRoles.role_id, roleId), isNull(users.deleted_at)));
  return Number(r?.n ?? 0);
}

/** Deletes the role; soft-deleted users still tied to it let go of it first. */
export async function deleteRole(tx: Tx, roleId: number) {
  await tx.delete(userRoles).where(eq(userRoles.role_id, roleId));
  await tx.delete(roles).where(eq(roles.id, roleId));
}
