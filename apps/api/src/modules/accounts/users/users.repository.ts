import { ADMIN_TYPE_ID } from '@mashaer/contract';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../../db/client';
import {
  accessTokens,
  allianceMembers,
  alliances,
  auditLog,
  files,
  users,
  userTypes,
} from '../../../db/schema';
import { equalTo, type ListInput, type ListSpec, runCompiledList, runList } from '../../../lib/list';
import { findRow } from '../../../lib/scope';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  type_id: users.type_id,
  type_code: userTypes.code,
  type_name_ar: userTypes.name_ar,
  type_name_en: userTypes.name_en,
  parent_id: users.parent_id,
  status: users.status,
  reject_reason: users.reject_reason,
  is_government: users.is_government,
  company_name_ar: users.company_name_ar,
  company_name_en: users.company_name_en,
  created_at: users.created_at,
  /** Spec 000 §3 `roles (list with id)`: aggregated in the list's own statement (no N+1). */
  roles: sql<
    { id: number; name: string; name_en: string | null }[]
  >`(select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'name_en', r.name_en) order by r.id), '[]'::jsonb)
      from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users}.id)`,
};

/** Row scope of the users area: an organisation sees itself and its employees; authorities see all. */
export const inOrg = (orgId: number | null): SQL | undefined =>
  orgId === null ? undefined : sql`(${users.id} = ${orgId} or ${users.parent_id} = ${orgId})`;

/** The rows of each users screen (/users, /users/request, /employees). */
const SCREENS = {
  all: [],
  request: [inArray(users.status, ['pending', 'review'])],
  employees: [isNotNull(users.parent_id)],
} satisfies Record<string, SQL[]>;
export type UsersScreen = keyof typeof SCREENS;

const org = sql.placeholder('org');
const joinTypes = (q: PgSelect) =>
  q.innerJoin(userTypes, eq(userTypes.id, users.type_id)) as unknown as PgSelect;

/**
 * The users lists: the screens' filters, soft delete and row scope (a compiled list: one statement
 * per screen, scope and filter set).
 */
export async function listUsers(db: Tx, input: ListInput, orgId: number | null, screen: UsersScreen = 'all') {
  const scoped = orgId !== null;
  // /users offers an alliance filter: its options come back with the page, in the same statement.
  const withAlliances = screen === 'all';
  const spec: ListSpec<typeof columns> = {
    key: `users:${screen}:${scoped ? 'org' : 'all'}`,
    extras: withAlliances ? { alliances: allianceOptionsSql(scoped ? org : null) } : undefined,
    from: users,
    select: columns,
    joins: joinTypes,
    base: [
      isNull(users.deleted_at),
      scoped ? sql`(${users.id} = ${org} or ${users.parent_id} = ${org})` : undefined,
      ...SCREENS[screen],
    ],
    filters: {
      name: { op: 'like', column: users.name },
      email: { op: 'like', column: users.email },
      ...equalTo({ type_id: users.type_id, status: users.status }),
      is_government: { op: 'flag', column: users.is_government },
      alliance_id: {
        op: 'custom',
        variant: () => '',
        where: (_v, p) =>
          sql`exists (select 1 from ${allianceMembers} am where am.alliance_id = ${p}
                        and am.member_id = coalesce(${users.parent_id}, ${users.id}))`,
      },
      search: {
        op: 'search',
        columns: [users.name, users.email, users.company_name_ar, users.company_name_en],
      },
    },
    sorts: {
      id: users.id,
      name: users.name,
      email: users.email,
      created_at: users.created_at,
      status: users.status,
    },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: users.id,
  };
  const { page, extras } = await runCompiledList(db, spec, input, { org: orgId });
  return { page, alliances: (extras.alliances ?? []) as { value: number; label: string }[] };
}

/** The alliances for the users list's alliance filter (a company: those it leads or belongs to). */
const allianceOptionsSql = (orgId: unknown) => sql`
  select coalesce(jsonb_agg(jsonb_build_object('value', a.id, 'label', a.name) order by a.name, a.id), '[]'::jsonb)
    from (select ${alliances.id} as id, ${alliances.name} as name from ${alliances}
           ${
             orgId === null
               ? sql``
               : sql`where ${alliances.leader_id} = ${orgId} or exists (select 1 from alliance_members am
                      where am.alliance_id = ${alliances.id} and am.member_id = ${orgId})`
           }
           order by ${alliances.name} limit 500) a`;

const contactColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  type_id: users.type_id,
  type_name_ar: userTypes.name_ar,
  type_name_en: userTypes.name_en,
  company_name_ar: users.company_name_ar,
  company_name_en: users.company_name_en,
};

/** `/user-contacts`: the active organisations (not employees) with their contact details. */
export function listContacts(db: Tx, input: ListInput, orgId: number | null) {
  const spec: ListSpec<typeof contactColumns> = {
    from: users,
    select: contactColumns,
    joins: (q) => q.innerJoin(userTypes, eq(userTypes.id, users.type_id)) as unknown as typeof q,
    base: [isNull(users.deleted_at), isNull(users.parent_id), eq(users.status, 'active'), inOrg(orgId)],
    filters: {
      type_id: { op: 'eq', column: users.type_id },
      search: {
        op: 'search',
        columns: [users.name, users.email, users.phone, users.company_name_ar, users.company_name_en],
      },
    },
    sorts: { id: users.id, name: users.name, company_name_ar: users.company_name_ar },
    defaultSort: { by: 'name', dir: 'asc' },
    tiebreak: users.id,
  };
  return runList(db, spec, input);
}

/**
 * One live user within the caller's scope, or null. `noAdmins` hides administrator accounts
 * from a non-administrator who would change them.
 */
export async function findUser(
  db: Tx,
  id: number,
  opts: { orgId: number | null; noAdmins?: boolean; lock?: boolean },
) {
  return (
    (await findRow(
      db,
      users,
      and(
        eq(users.id, id),
        isNull(users.deleted_at),
        inOrg(opts.orgId),
        opts.noAdmins ? ne(users.type_id, ADMIN_TYPE_ID) : undefined,
      ),
      opts.lock,
    )) ?? null
  );
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function emailTaken(db: Tx, email: string, selfId = 0) {
  const rows = await query(
    db,
    sql`select 1 from users where lower(email) = ${email} and id <> ${selfId} and deleted_at is null limit 1`,
  );
  return rows.length > 0;
}

export async function typeExists(db: Tx, typeId: number) {
  const [t] = await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.id, typeId));
  return !!t;
}

export async function userType(db: Tx, typeId: number) {
  const [t] = await db.select().from(userTypes).where(eq(userTypes.id, typeId));
  return t ?? null;
}

/** Ends every live session of these users (a disabled or deleted account, a changed password). */
export async function revokeTokens(tx: Tx, userIds: number[]) {
  if (!userIds.length) return 0;
  const rows = await tx
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(inArray(accessTokens.user_id, userIds), isNull(accessTokens.revoked_at)))
    .returning({ id: accessTokens.id });
  return rows.length;
}

/**
 * Revokes, at once, the tokens of an organisation's employees (and of the organisation's own
 * account with `includeOrg`): disabling, rejecting or deleting an organisation cuts them all off.
 */
export async function revokeOrganisationTokens(tx: Tx, orgId: number, includeOrg: boolean) {
  const rows = await tx
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        isNull(accessTokens.revoked_at),
        sql`${accessTokens.user_id} in (select id from users where parent_id = ${orgId}${includeOrg ? sql` or id = ${orgId}` : sql``})`,
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length;
}

/** Soft-deletes an organisation and its employees; returns the ids deleted. */
export async function softDelete(tx: Tx, id: number) {
  const rows = await tx
    .update(users)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(or(eq(users.id, id), eq(users.parent_id, id)), isNull(users.deleted_at)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export function userDocuments(db: Tx, userId: number) {
  return db
    .select({
      id: files.id,
      field: files.field,
      name: files.original_name,
      mime: files.mime,
      size: files.size,
      created_at: files.created_at,
    })
    .from(files)
    .where(and(eq(files.entity, 'user'), eq(files.entity_id, userId)))
    .orderBy(files.id);
}

export async function findDocument(db: Tx, fileId: number) {
  const [f] = await db
    .select({ id: files.id, entity_id: files.entity_id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.entity, 'user')));
  return f ?? null;
}

/** The audit rows about one user, newest first, with who did each. */
export function userHistory(db: Tx, userId: number, limit = 200) {
  return db
    .select({
      id: auditLog.id,
      event: auditLog.event,
      module: auditLog.module,
      method: auditLog.method,
      message: auditLog.message,
      old_value: auditLog.old_value,
      new_value: auditLog.new_value,
      created_at: auditLog.created_at,
      actor_id: auditLog.user_id,
      actor_name: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(and(eq(auditLog.table_name, 'users'), eq(auditLog.record_id, String(userId))))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
