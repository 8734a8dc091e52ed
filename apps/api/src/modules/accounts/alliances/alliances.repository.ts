import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { allianceMembers, allianceMemberships, alliances, users, userTypes } from '../../../db/schema';
import { equalTo, type ListInput, type ListSpec, runList } from '../../../lib/list';
import { findRow } from '../../../lib/scope';

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
  return (await findRow(tx, alliances, eq(alliances.id, id), lock)) ?? null;
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

/** Every organisation that may join an alliance (names only: not the alliance it is in). */
export function organisations(db: Tx) {
  return db
    .select({
      id: users.id,
      name: users.name,
      company_name_ar: users.company_name_ar,
      company_name_en: users.company_name_en,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
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

const member = alias(users, 'member');
const leader = alias(users, 'leader');
const membershipColumns = {
  id: allianceMemberships.id,
  alliance_id: allianceMemberships.alliance_id,
  alliance_name: alliances.name,
  member_id: allianceMemberships.member_id,
  member_name_ar: sql<string>`coalesce(${member.company_name_ar}, ${member.name})`,
  member_name_en: sql<string>`coalesce(${member.company_name_en}, ${member.company_name_ar}, ${member.name})`,
  leader_id: alliances.leader_id,
  leader_name_ar: sql<string>`coalesce(${leader.company_name_ar}, ${leader.name})`,
  leader_name_en: sql<string>`coalesce(${leader.company_name_en}, ${leader.company_name_ar}, ${leader.name})`,
  status: allianceMemberships.status,
  created_at: allianceMemberships.created_at,
  updated_at: allianceMemberships.updated_at,
};
export type MembershipRow = {
  id: number;
  alliance_id: number;
  alliance_name: string;
  member_id: number;
  member_name_ar: string;
  member_name_en: string;
  leader_id: number;
  leader_name_ar: string;
  leader_name_en: string;
  status: string;
  created_at: Date;
  updated_at: Date;
};

/** A membership is seen by its organisation and its alliance's leader (`orgId`), or by everyone (null). */
const membershipScope = (orgId: number | null) =>
  orgId === null
    ? undefined
    : sql`(${allianceMemberships.member_id} = ${orgId} or ${alliances.leader_id} = ${orgId})`;

/** Memberships and invitations, newest first; `status` filters (`invited`: the pending ones). */
export function listMemberships(db: Tx, input: ListInput, orgId: number | null) {
  const spec: ListSpec<typeof membershipColumns> = {
    from: allianceMemberships,
    select: membershipColumns,
    joins: (q) =>
      q
        .innerJoin(alliances, eq(alliances.id, allianceMemberships.alliance_id))
        .innerJoin(member, eq(member.id, allianceMemberships.member_id))
        .innerJoin(leader, eq(leader.id, alliances.leader_id)),
    base: [membershipScope(orgId)],
    filters: {
      ...equalTo({ status: allianceMemberships.status, alliance_id: allianceMemberships.alliance_id }),
    },
    sorts: { id: allianceMemberships.id, created_at: allianceMemberships.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: allianceMemberships.id,
  };
  return runList(db, spec, input);
}

export async function findMembership(
  db: Tx,
  id: number,
  orgId: number | null,
): Promise<MembershipRow | null> {
  const [r] = await db
    .select(membershipColumns)
    .from(allianceMemberships)
    .innerJoin(alliances, eq(alliances.id, allianceMemberships.alliance_id))
    .innerJoin(member, eq(member.id, allianceMemberships.member_id))
    .innerJoin(leader, eq(leader.id, alliances.leader_id))
    .where(and(eq(allianceMemberships.id, id), membershipScope(orgId)));
  return (r as MembershipRow | undefined) ?? null;
}
