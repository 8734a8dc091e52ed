/**
 * The alliance membership workflow's server side (its declaration: ALLIANCE_MEMBERSHIP_WORKFLOW in
 * the contract). The record is the `alliance_memberships` row, read with its alliance's leader
 * (`leader_id`, the `leader` party and the recipient of the leader's notices); `alliance_members`
 * (the members the session and the lists read) follows it through the `join` and `drop` steps.
 */
import { ALLIANCE_MEMBERSHIP_WORKFLOW } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../../db/client';
import { allianceMemberships } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { serverWorkflow } from '../../../lib/workflow-types';

export type Membership = typeof allianceMemberships.$inferSelect & { leader_id: number };

/** Who may see a membership: an authority holding alliance-index sees all; else its own organisation's. */
export const allianceScope = (actor: Pick<Actor, 'isAuthority' | 'permissions' | 'orgId'>) =>
  actor.isAuthority && actor.permissions.has('alliance-index') ? null : actor.orgId;

export const membershipWorkflow = serverWorkflow<Membership, typeof ALLIANCE_MEMBERSHIP_WORKFLOW>({
  def: ALLIANCE_MEMBERSHIP_WORKFLOW,
  table: allianceMemberships,
  ownerKey: 'member_id',
  module: 'alliances',
  method: (action) =>
    action === 'remove'
      ? 'general/alliance_members/remove_member'
      : action === 'invite'
        ? 'general/alliance_members/store'
        : 'general/alliance_memberships/change_status',
  parties: { leader: (row, actor) => row.leader_id === actor.orgId },
  guards: {
    /** An organisation belongs to one alliance (its user row is locked: two acceptances queue). */
    async not_in_other_alliance({ tx, row }) {
      await query(tx, sql`select id from users where id = ${row.member_id} for update`);
      const [other] = await query<{ id: number }>(
        tx,
        sql`select alliance_id as id from alliance_members
             where member_id = ${row.member_id} and alliance_id <> ${row.alliance_id} limit 1`,
      );
      return other ? 'alliance.member_taken' : null;
    },
    async not_leader({ row, action }) {
      if (row.member_id !== row.leader_id) return null;
      return action === 'leave' ? 'alliance.leader_cannot_leave' : 'alliance.cannot_remove_leader';
    },
  },
  after: {
    async join({ tx, row }) {
      await query(
        tx,
        sql`insert into alliance_members (alliance_id, member_id) values (${row.alliance_id}, ${row.member_id})
            on conflict do nothing`,
      );
    },
    async drop({ tx, row }) {
      await query(
        tx,
        sql`delete from alliance_members where alliance_id = ${row.alliance_id} and member_id = ${row.member_id}`,
      );
    },
  },
  recipients: { leader: async ({ row }) => row.leader_id },
  async notice({ tx, row }) {
    const [n] = await query<{ name: string; member: string }>(
      tx,
      sql`select a.name, coalesce(u.company_name_ar, u.name) as member
            from alliances a, users u where a.id = ${row.alliance_id} and u.id = ${row.member_id}`,
    );
    return { link: '/alliances', params: { name: n?.name ?? '', member: n?.member ?? '' } };
  },
});

/** A membership, locked, with its alliance's leader, if the caller may see it; else 404. */
export async function lockMembership(tx: Tx, actor: Actor, id: number): Promise<Membership> {
  const [row] = await query<Record<string, unknown>>(
    tx,
    sql`select m.id, m.alliance_id, m.member_id, m.status, m.created_at, m.updated_at, a.leader_id
          from alliance_memberships m join alliances a on a.id = m.alliance_id
         where m.id = ${id} for update of m`,
  );
  const org = allianceScope(actor);
  if (!row || (org !== null && row.member_id !== org && row.leader_id !== org)) throw AppError.notFound();
  return {
    ...(row as Membership),
    created_at: new Date(row.created_at as string),
    updated_at: new Date(row.updated_at as string),
  };
}

/**
 * The membership row of an organisation in an alliance, locked; a member that joined before
 * memberships were records (the seed, an older database) gets its `member` row here first.
 */
export async function membershipOf(tx: Tx, actor: Actor, allianceId: number, memberId: number) {
  const [m] = await query<{ id: number }>(
    tx,
    sql`with ins as (
          insert into alliance_memberships (alliance_id, member_id, status)
          select am.alliance_id, am.member_id, 'member' from alliance_members am
           where am.alliance_id = ${allianceId} and am.member_id = ${memberId}
          on conflict do nothing returning id)
        select id from ins
        union all
        select id from alliance_memberships where alliance_id = ${allianceId} and member_id = ${memberId}`,
  );
  return m ? lockMembership(tx, actor, m.id) : null;
}
