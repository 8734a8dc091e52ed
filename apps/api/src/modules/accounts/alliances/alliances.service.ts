import { type ALLIANCE_MEMBERSHIP_ACTIONS, type AllianceStore, translate } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { allianceMembers, allianceMemberships, alliances } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { audit } from '../../../lib/audit';
import type { ListInput } from '../../../lib/list';
import { applyAction, recordCreated, timeline, workflowState } from '../../../lib/workflow';
import { scopeOrg } from '../../../plugins/access';
import { notifyUsers } from '../../notifications/notifications.service';
import * as repo from './alliances.repository';
import {
  allianceScope,
  lockMembership,
  type Membership,
  membershipOf,
  membershipWorkflow,
} from './membership.workflow';

const MODULE = 'alliances';

// An alliance's leader is always one of its members (the login answer's `is_alliance_leader` and
// `is_belong_to_alliacne` follow from these rows); an organisation belongs to one alliance. Every
// other organisation joins by accepting an invitation (the membership workflow).
const memberName = (
  m: { name: string; company_name_ar: string | null; company_name_en: string | null },
  lang: 'ar' | 'en',
) =>
  (lang === 'en' ? (m.company_name_en ?? m.company_name_ar) : (m.company_name_ar ?? m.company_name_en)) ??
  m.name;

/**
 * `general/alliance?page`: every alliance for an authority holding alliance-index; for anyone else
 * (the /alliances screen needs no permission) those its organisation leads or belongs to, with
 * `can_leave` where it is a member but not the leader.
 */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const org = allianceScope(actor);
  const page = await repo.listAlliances(ctx.db, input, org);
  const members = await repo.membersOf(
    ctx.db,
    page.data.map((a) => a.id as number),
  );
  return {
    ...page,
    data: page.data.map((a) => {
      const own = members
        .filter((m) => m.alliance_id === a.id)
        .map((m) => ({ id: m.id, name: memberName(m, actor.lang) }));
      return {
        ...a,
        leader: own.find((m) => m.id === a.leader_id) ?? null,
        members: own,
        members_count: own.length,
        can_leave: own.some((m) => m.id === actor.orgId) && a.leader_id !== actor.orgId,
      };
    }),
  };
}

/**
 * `general/alliance/organisations`: the organisations that may be chosen as leader or member
 * (live, active, not employees, not authorities): names only, not their alliance ties.
 */
export async function organisations(ctx: AppContext, actor: Actor) {
  const rows = await repo.organisations(ctx.db);
  return { data: rows.map((o) => ({ id: o.id, name: memberName(o, actor.lang) })) };
}

/** Runs `fn` in a transaction on the alliance `id`, locked, if the caller may manage it (an authority or its leader); else 404. */
function onManageable<T>(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fn: (tx: Tx, a: typeof alliances.$inferSelect) => Promise<T>,
) {
  return ctx.db.transaction(async (tx) => {
    const a = await repo.findAlliance(tx, id, true);
    const org = scopeOrg(actor);
    if (!a || (org !== null && a.leader_id !== org)) throw AppError.notFound();
    return fn(tx, a);
  });
}

/** Members must be live, active organisations, not in another alliance. */
async function assertJoinable(tx: Tx, ids: number[], field: string, allianceId = 0) {
  const ok = await repo.eligibleOrganisations(tx, ids);
  if (ids.some((i) => !ok.has(i))) throw AppError.invalid({ [field]: 'alliance.member_invalid' });
  if ((await repo.inOtherAlliance(tx, ids, allianceId)).length)
    throw AppError.invalid({ [field]: 'alliance.member_taken' });
}

/**
 * Invites an organisation (a new membership record `invited`, or `invite` again after a decline,
 * a withdrawal, a departure or a removal); it joins only when it accepts. It is told in-app.
 */
async function invite(
  tx: Tx,
  actor: Actor,
  alliance: { id: number; name: string; leader_id: number },
  memberId: number,
  field: string,
) {
  const existing = await membershipOf(tx, actor, alliance.id, memberId);
  if (existing) {
    if (existing.status === 'member' || existing.status === 'invited')
      throw AppError.invalid({ [field]: 'alliance.already_member' });
    await applyAction(tx, membershipWorkflow, actor, existing, 'invite');
    return existing.id;
  }
  const [m] = await tx
    .insert(allianceMemberships)
    .values({ alliance_id: alliance.id, member_id: memberId, status: 'invited' })
    .returning({ id: allianceMemberships.id });
  await recordCreated(tx, membershipWorkflow, m.id, 'invited', actor);
  await notifyUsers(
    tx,
    [memberId],
    translate('ar', 'alliance.invitation', { name: alliance.name }),
    '/alliances',
  );
  return m.id;
}

/**
 * `general/alliance/store_with_members`: a company leads its own alliance; an authority names the
 * leader. The leader is its first member; the others are invited and join when they accept.
 */
export async function storeWithMembers(ctx: AppContext, actor: Actor, v: AllianceStore) {
  const org = scopeOrg(actor);
  if (org !== null && v.leader_id !== undefined && v.leader_id !== org)
    throw AppError.invalid({ leader_id: 'alliance.leader_own_org' });
  const leader = org ?? v.leader_id;
  if (leader === undefined) throw AppError.invalid({ leader_id: 'validation.required' });
  const invited = [...new Set(v.members)].filter((m) => m !== leader);
  const id = await ctx.db.transaction(async (tx) => {
    await assertJoinable(tx, [leader], 'leader_id');
    await assertJoinable(tx, invited, 'members');
    const [a] = await tx.insert(alliances).values({ name: v.name, leader_id: leader }).returning();
    await tx.insert(allianceMembers).values({ alliance_id: a.id, member_id: leader });
    const [m] = await tx
      .insert(allianceMemberships)
      .values({ alliance_id: a.id, member_id: leader, status: 'member' })
      .returning({ id: allianceMemberships.id });
    await recordCreated(tx, membershipWorkflow, m.id, 'member', actor);
    for (const member of invited) await invite(tx, actor, a, member, 'members');
    await audit(tx, null, {
      event: 'created',
      table: 'alliances',
      recordId: a.id,
      new: { ...a, members: [leader], invited },
      module: MODULE,
      method: 'general/alliance/store_with_members',
      userId: actor.id,
      ip: actor.ip,
    });
    return a.id;
  });
  return {
    message: `${translate(actor.lang, 'alliance.created')}${invited.length ? ` — ${translate(actor.lang, 'alliance.invited')}` : ''}`,
    data: { id, name: v.name, leader_id: leader, members: [leader], invited },
  };
}

/** `general/alliance/change_Leader`: the new leader is one of the members. */
export async function changeLeader(
  ctx: AppContext,
  actor: Actor,
  v: { alliance_id: number; leader_id: number },
) {
  await onManageable(ctx, actor, v.alliance_id, async (tx, a) => {
    if (!(await repo.isMember(tx, a.id, v.leader_id)))
      throw AppError.invalid({ leader_id: 'alliance.leader_not_member' });
    await tx
      .update(alliances)
      .set({ leader_id: v.leader_id, updated_at: sql`now()` })
      .where(eq(alliances.id, a.id));
    await audit(tx, null, {
      event: 'leader_changed',
      table: 'alliances',
      recordId: a.id,
      old: { leader_id: a.leader_id },
      new: { leader_id: v.leader_id },
      module: MODULE,
      method: 'general/alliance/change_Leader',
      userId: actor.id,
      ip: actor.ip,
    });
  });
  return {
    message: translate(actor.lang, 'alliance.leader_changed'),
    data: { id: v.alliance_id, leader_id: v.leader_id },
  };
}

/** `general/alliance_members/store`: invites the organisation; it joins when it accepts. */
export async function addMember(
  ctx: AppContext,
  actor: Actor,
  v: { alliance_id: number; member_id: number },
) {
  const membershipId = await onManageable(ctx, actor, v.alliance_id, async (tx, a) => {
    if (await repo.isMember(tx, a.id, v.member_id))
      throw AppError.invalid({ member_id: 'alliance.already_member' });
    await assertJoinable(tx, [v.member_id], 'member_id', a.id);
    return invite(tx, actor, a, v.member_id, 'member_id');
  });
  return {
    message: translate(actor.lang, 'alliance.invited'),
    data: await showMembership(ctx, actor, membershipId),
  };
}

/**
 * `general/alliance_members/remove_member` (alliance_id, member_id): the leader (or an authority)
 * removes a member or withdraws a pending invitation; the leader stays.
 */
export async function removeMember(
  ctx: AppContext,
  actor: Actor,
  v: { alliance_id: number; member_id: number },
) {
  const action = await onManageable(ctx, actor, v.alliance_id, async (tx, a) => {
    if (v.member_id === a.leader_id) throw AppError.invalid({ member_id: 'alliance.cannot_remove_leader' });
    const m = await membershipOf(tx, actor, a.id, v.member_id);
    if (!m || (m.status !== 'member' && m.status !== 'invited'))
      throw AppError.invalid({ member_id: 'alliance.not_member' });
    const name = m.status === 'member' ? 'remove' : 'withdraw';
    await applyAction(tx, membershipWorkflow, actor, m, name, {
      method: 'general/alliance_members/remove_member',
    });
    return name;
  });
  return {
    message: translate(actor.lang, action === 'remove' ? 'alliance.member_removed' : 'alliance.withdrawn'),
  };
}

const ACTION_MESSAGES = {
  accept: 'alliance.accepted',
  decline: 'alliance.declined',
  leave: 'alliance.left',
  withdraw: 'alliance.withdrawn',
} as const;

/** `general/alliance_memberships/change_status/{id}`: accept, decline, leave or withdraw. */
export async function changeMembershipStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: (typeof ALLIANCE_MEMBERSHIP_ACTIONS)[number],
) {
  await ctx.db.transaction(async (tx) => {
    const m = await lockMembership(tx, actor, id);
    await applyAction(tx, membershipWorkflow, actor, m, action);
  });
  return {
    message: translate(actor.lang, ACTION_MESSAGES[action]),
    data: await showMembership(ctx, actor, id),
  };
}

/** `general/alliance_members/leave` (alliance_id): the caller's organisation leaves the alliance. */
export async function leave(ctx: AppContext, actor: Actor, allianceId: number) {
  const id = await ctx.db.transaction(async (tx) => {
    const m = await membershipOf(tx, actor, allianceId, actor.orgId);
    if (!m || m.status !== 'member') throw AppError.notFound();
    await applyAction(tx, membershipWorkflow, actor, m, 'leave', {
      method: 'general/alliance_members/leave',
    });
    return m.id;
  });
  return { message: translate(actor.lang, 'alliance.left'), data: await showMembership(ctx, actor, id) };
}

const membershipRow = (actor: Actor, r: repo.MembershipRow) => ({
  id: r.id,
  alliance: { id: r.alliance_id, name: r.alliance_name },
  member: { id: r.member_id, name: actor.lang === 'en' ? r.member_name_en : r.member_name_ar },
  leader: { id: r.leader_id, name: actor.lang === 'en' ? r.leader_name_en : r.leader_name_ar },
  ...workflowState(membershipWorkflow, actor, r as unknown as Membership),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** `general/alliance_memberships?page`: the invitations and memberships the caller may see. */
export async function listMemberships(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listMemberships(ctx.db, input, allianceScope(actor));
  return { ...page, data: page.data.map((r) => membershipRow(actor, r as repo.MembershipRow)) };
}

/** `general/alliance_memberships/edit/{id}`: one membership with its timeline. */
export async function showMembership(ctx: AppContext, actor: Actor, id: number) {
  const r = await repo.findMembership(ctx.db, id, allianceScope(actor));
  if (!r) throw AppError.notFound();
  return { ...membershipRow(actor, r), timeline: await timeline(ctx.db, membershipWorkflow, id, actor.lang) };
}
