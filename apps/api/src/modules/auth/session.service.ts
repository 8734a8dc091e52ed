import { ADMIN_TYPE_ID, type Lang, USER_STATUS_LABELS, type UserStatus } from '@mashaer/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { users, userTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { permissionsOf } from '../../plugins/access';

export type SessionRow = {
  u: Pick<
    typeof users.$inferSelect,
    | 'id'
    | 'name'
    | 'email'
    | 'phone'
    | 'type_id'
    | 'parent_id'
    | 'status'
    | 'is_acknowledged'
    | 'is_government'
    | 'reject_reason'
    | 'company_name_ar'
    | 'company_name_en'
  >;
  t: Pick<typeof userTypes.$inferSelect, 'id' | 'code' | 'name_ar' | 'name_en'>;
  roles: { id: number; name: string }[];
  role_ids: number[];
  acl_version: number;
  leader: boolean;
  member: boolean;
};

/**
 * The select of a session row from `source`, a relation of users rows (the table, or the row an
 * update just changed): user, type, roles and alliance flags in one statement.
 */
export const sessionSelect = (source: SQL, where?: SQL) => sql`
    select jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone,
             'type_id', u.type_id, 'parent_id', u.parent_id, 'status', u.status,
             'is_acknowledged', u.is_acknowledged, 'is_government', u.is_government,
             'reject_reason', u.reject_reason, 'company_name_ar', u.company_name_ar,
             'company_name_en', u.company_name_en) as u,
           jsonb_build_object('id', t.id, 'code', t.code, 'name_ar', t.name_ar, 'name_en', t.name_en) as t,
           coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name) order by r.id)
                       from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id), '[]'::jsonb) as roles,
           coalesce((select array_agg(ur.role_id) from user_roles ur where ur.user_id = u.id), '{}') as role_ids,
           (select v.version::int from acl_version v where v.id = 1) as acl_version,
           exists(select 1 from alliances a where a.leader_id = coalesce(u.parent_id, u.id)) as leader,
           exists(select 1 from alliance_members m where m.member_id = coalesce(u.parent_id, u.id)) as member
      from ${source} u join ${userTypes} t on t.id = u.type_id
     ${where ? sql`where ${where}` : sql``}`;

/**
 * The user as the web app keeps it in its session (spec §3 "User", "Session"); the permissions
 * come from the per-process role cache.
 */
export async function sessionPayload(db: Db, userId: number, lang: Lang) {
  const [row] = await query<SessionRow>(db, sessionSelect(sql`${users}`, sql`u.id = ${userId}`));
  return toSession(db, row, lang);
}

/** A session row (see `sessionSelect`) as the answer the web app keeps. */
export async function toSession(db: Db, row: SessionRow | undefined, lang: Lang) {
  if (!row) throw AppError.notFound();
  const { u, t } = row;
  const perms = [...(await permissionsOf(db, row.acl_version, row.role_ids))].sort();
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
    roles: row.roles,
  };
  const type = { id: t.id, code: t.code, name: lang === 'en' ? t.name_en : t.name_ar };
  return {
    user,
    type,
    consultant: t.code === 'consultant' ? { id: u.id, name: user.company_name ?? u.name } : null,
    is_alliance_leader: row.leader,
    is_belong_to_alliacne: row.member,
    is_policy: u.type_id !== ADMIN_TYPE_ID && !u.is_acknowledged,
    permissions: status === 'active' ? perms : [],
  };
}
