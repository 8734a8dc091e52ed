import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { allianceMembers, alliances, users, userTypes } from '../../db/schema';
import { type ListInput, type ListSpec, runList } from '../../lib/list';

const columns = {
  id: alliances.id,
  name: alliances.name,
  leader_id: alliances.leader_id,
  created_at: alliances.created_at,
};

/** Alliances; a company sees those it leads or belongs to. */
export function listAlliances(db: Tx, input: ListInput, orgId: number | null) {
  const spec: ListSpec<typeof columns> = {
    from: alliances,
    select: columns,
    base: [
      orgId === null
        ? undefined
        : sql`(${alliances.leader_id} = ${orgId} or exists (select 1 from alliance_members am
              where am.alliance_id = ${alliances.id} and am.member_id = ${orgId}))`,
    ],
    filters: { search: { op: 'search', columns: [alliances.name] } },
    sorts: { id: alliances.id, name: alliances.name, created_at: alliances.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: alliances.id,
  };
  return runList(db, spec, input);
}

/** The members of these alliances with their display names. */
export async function membersOf(db: Tx, allianceIds: number[]) {
  if (!allianceIds.length) return [];
  return db
    .select({
      alliance_id: allianceMembers.alliance_id,
      id: users.id,
      name: users.name,
      company_name_ar: users.company_name_ar,
      company_name_en: users.company_name_en,
    })
    .from(allianceMembers)
    .innerJoin(users, eq(users.id, allianceMembers.member_id))
    .where(inArray(allianceMembers.alliance_id, allianceIds))
    .orderBy(allianceMembers.alliance_id, users.id);
}

export async function findAlliance(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(alliances).where(eq(alliances.id, id));
  const [a] = await (lock ? q.for('update') : q);
  return a ?? null;
}

/** Of these ids, those that are live, active organisations (not employees, not authorities). */
export async function eligibleOrganisations(db: Tx, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(
      and(
        inArray(users.id, ids),
        isNull(users.deleted_at),
        isNull(users.parent_id),
        eq(users.status, 'active'),
        eq(userTypes.is_authority, false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Of these organisations, those already in an alliance other than `exceptAlliance`. */
export async function inOtherAlliance(db: Tx, ids: number[], exceptAlliance = 0) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: allianceMembers.member_id })
    .from(allianceMembers)
    .where(and(inArray(allianceMembers.member_id, ids), ne(allianceMembers.alliance_id, exceptAlliance)));
  return rows.map((r) => r.id);
}

export async function isMember(db: Tx, allianceId: number, memberId: number) {
  const [m] = await db
    .select({ id: allianceMembers.member_id })
    .from(allianceMembers)
    .where(and(eq(allianceMembers.alliance_id, allianceId), eq(allianceMembers.member_id, memberId)));
  return !!m;
}

/** Every organisation that may join an alliance, with the alliance it is in (or null). */
export function organisations(db: Tx) {
  return db
    .select({
      id: users.id,
      name: users.name,
      company_name_ar: users.company_name_ar,
      company_name_en: users.company_name_en,
      alliance_id: allianceMembers.alliance_id,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .leftJoin(allianceMembers, eq(allianceMembers.member_id, users.id))
    .where(
      and(
        isNull(users.deleted_at),
        isNull(users.parent_id),
        eq(users.status, 'active'),
        eq(userTypes.is_authority, false),
      ),
    )
    .orderBy(users.name)
    .limit(2000);
}
