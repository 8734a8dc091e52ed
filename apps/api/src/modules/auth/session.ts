import { ADMIN_TYPE_ID, type Lang, USER_STATUS_LABELS, type UserStatus } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { roles, userRoles, users, userTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The user as the web app keeps it in its session (spec §3 "User", "Session"). */
export async function sessionPayload(db: Tx, userId: number, lang: Lang) {
  const [row] = await db
    .select({ u: users, t: userTypes })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound();
  const { u, t } = row;
  const orgId = u.parent_id ?? u.id;
  const [roleRows, perms, alliance] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, u.id)),
    query<{ name: string }>(
      db,
      sql`
      select distinct p.name from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
       where ur.user_id = ${u.id} order by p.name`,
    ),
    query<{ leader: boolean; member: boolean }>(
      db,
      sql`
      select exists(select 1 from alliances where leader_id = ${orgId}) as leader,
             exists(select 1 from alliance_members where member_id = ${orgId}) as member`,
    ),
  ]);
  const status = u.status as UserStatus;
  const user = {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    type_id: u.type_id,
    parent_id: u.parent_id,
    status,
    status_text: USER_STATUS_LABELS[status]?.[lang] ?? status,
    is_acknowledged: u.is_acknowledged,
    is_government: u.is_government,
    reject_reason: u.reject_reason,
    company_name:
      lang === 'en' ? (u.company_name_en ?? u.company_name_ar) : (u.company_name_ar ?? u.company_name_en),
    roles: roleRows,
  };
  const type = { id: t.id, code: t.code, name: lang === 'en' ? t.name_en : t.name_ar };
  return {
    user,
    type,
    consultant: t.code === 'consultant' ? { id: u.id, name: user.company_name ?? u.name } : null,
    is_alliance_leader: Boolean(alliance[0]?.leader),
    is_belong_to_alliacne: Boolean(alliance[0]?.member),
    is_policy: u.type_id !== ADMIN_TYPE_ID && !u.is_acknowledged,
    permissions: status === 'active' ? perms.map((p) => p.name) : [],
  };
}
