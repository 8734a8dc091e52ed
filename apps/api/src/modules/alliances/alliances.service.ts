import type { AllianceStore } from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { allianceMembers, alliances } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ListInput } from '../../lib/list';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import * as repo from './alliances.repository';

const MODULE = 'alliances';

/**
 * An alliance's leader is always one of its members (the login answer's `is_alliance_leader`
 * and `is_belong_to_alliacne` follow from these rows); an organisation belongs to one alliance.
 */

const memberName = (
  m: { name: string; company_name_ar: string | null; company_name_en: string | null },
  lang: 'ar' | 'en',
) =>
  (lang === 'en' ? (m.company_name_en ?? m.company_name_ar) : (m.company_name_ar ?? m.company_name_en)) ??
  m.name;

export async function list(ctx: AppContext, req: FastifyRequest, caller: AuthUser, input: ListInput) {
  const page = await repo.listAlliances(ctx.db, input, scopeOrg(caller));
  const members = await repo.membersOf(
    ctx.db,
    page.data.map((a) => a.id as number),
  );
  return {
    ...page,
    data: page.data.map((a) => {
      const own = members
        .filter((m) => m.alliance_id === a.id)
        .map((m) => ({ id: m.id, name: memberName(m, req.lang) }));
      return {
        ...a,
        leader: own.find((m) => m.id === a.leader_id) ?? null,
        members: own,
        members_count: own.length,
      };
    }),
  };
}

/**
 * `general/alliance/organisations`: the organisations that may be chosen as leader or member
 * (live, active, not employees, not authorities), with the alliance each already belongs to.
 */
export async function organisations(ctx: AppContext, req: FastifyRequest) {
  const rows = await repo.organisations(ctx.db);
  return { data: rows.map((o) => ({ id: o.id, name: memberName(o, req.lang), alliance_id: o.alliance_id })) };
}

/** The alliance, locked, if the caller may manage it (an authority, or its leader); else 404. */
async function manageable(tx: Tx, caller: AuthUser, id: number) {
  const a = await repo.findAlliance(tx, id, true);
  const org = scopeOrg(caller);
  if (!a || (org !== null && a.leader_id !== org)) throw AppError.notFound();
  return a;
}

/** Members must be live, active organisations, not in another alliance. */
async function assertJoinable(tx: Tx, ids: number[], field: string, allianceId = 0) {
  const ok = await repo.eligibleOrganisations(tx, ids);
  if (ids.some((i) => !ok.has(i))) throw AppError.invalid({ [field]: 'alliance.member_invalid' });
  if ((await repo.inOtherAlliance(tx, ids, allianceId)).length)
    throw AppError.invalid({ [field]: 'alliance.member_taken' });
}

/** `general/alliance/store_with_members`: a company leads its own alliance; an authority names the leader. */
export async function storeWithMembers(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  v: AllianceStore,
) {
  const org = scopeOrg(caller);
  if (org !== null && v.leader_id !== undefined && v.leader_id !== org)
    throw AppError.invalid({ leader_id: 'alliance.leader_own_org' });
  const leader = org ?? v.leader_id;
  if (leader === undefined) throw AppError.invalid({ leader_id: 'validation.required' });
  const members = [...new Set([leader, ...v.members])];
  const id = await ctx.db.transaction(async (tx) => {
    await assertJoinable(tx, [leader], 'leader_id');
    await assertJoinable(tx, members, 'members');
    const [a] = await tx.insert(alliances).values({ name: v.name, leader_id: leader }).returning();
    await tx.insert(allianceMembers).values(members.map((m) => ({ alliance_id: a.id, member_id: m })));
    await audit(tx, req, {
      event: 'created',
      table: 'alliances',
      recordId: a.id,
      new: { ...a, members },
      module: MODULE,
      method: 'general/alliance/store_with_members',
    });
    return a.id;
  });
  return { message: req.t('alliance.created'), data: { id, name: v.name, leader_id: leader, members } };
}

/** `general/alliance/change_Leader`: the new leader is one of the members. */
export async function changeLeader(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  v: { alliance_id: number; leader_id: number },
) {
  await ctx.db.transaction(async (tx) => {
    const a = await manageable(tx, caller, v.alliance_id);
    if (!(await repo.isMember(tx, a.id, v.leader_id)))
      throw AppError.invalid({ leader_id: 'alliance.leader_not_member' });
    await tx
      .update(alliances)
      .set({ leader_id: v.leader_id, updated_at: sql`now()` })
      .where(eq(alliances.id, a.id));
    await audit(tx, req, {
      event: 'leader_changed',
      table: 'alliances',
      recordId: a.id,
      old: { leader_id: a.leader_id },
      new: { leader_id: v.leader_id },
      module: MODULE,
      method: 'general/alliance/change_Leader',
    });
  });
  return { message: req.t('alliance.leader_changed'), data: { id: v.alliance_id, leader_id: v.leader_id } };
}

/** `general/alliance_members/store`. */
export async function addMember(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  v: { alliance_id: number; member_id: number },
) {
  await ctx.db.transaction(async (tx) => {
    const a = await manageable(tx, caller, v.alliance_id);
    if (await repo.isMember(tx, a.id, v.member_id))
      throw AppError.invalid({ member_id: 'alliance.already_member' });
    await assertJoinable(tx, [v.member_id], 'member_id', a.id);
    await tx.insert(allianceMembers).values({ alliance_id: a.id, member_id: v.member_id });
    await audit(tx, req, {
      event: 'member_added',
      table: 'alliances',
      recordId: a.id,
      new: { member_id: v.member_id },
      module: MODULE,
      method: 'general/alliance_members/store',
    });
  });
  return { message: req.t('alliance.member_added') };
}

/** `general/alliance_members/remove_member` (alliance_id, member_id); the leader stays. */
export async function removeMember(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  v: { alliance_id: number; member_id: number },
) {
  await ctx.db.transaction(async (tx) => {
    const a = await manageable(tx, caller, v.alliance_id);
    if (v.member_id === a.leader_id) throw AppError.invalid({ member_id: 'alliance.cannot_remove_leader' });
    const gone = await tx
      .delete(allianceMembers)
      .where(and(eq(allianceMembers.alliance_id, a.id), eq(allianceMembers.member_id, v.member_id)))
      .returning();
    if (!gone.length) throw AppError.invalid({ member_id: 'alliance.not_member' });
    await audit(tx, req, {
      event: 'member_removed',
      table: 'alliances',
      recordId: a.id,
      old: { member_id: v.member_id },
      module: MODULE,
      method: 'general/alliance_members/remove_member',
    });
  });
  return { message: req.t('alliance.member_removed') };
}
