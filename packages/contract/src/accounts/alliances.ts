import { z } from 'zod';
import { id } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { defineWorkflow } from '../workflow';

/** `POST general/alliance/store_with_members`: a company leads its own alliance; an authority names the leader. */
export const AllianceStoreSchema = z.object({
  name: z.string().trim().min(1).max(150),
  leader_id: id.optional(),
  members: z.array(id).min(1, { error: 'alliance.members_required' }).max(200),
});
export type AllianceStore = z.infer<typeof AllianceStoreSchema>;

/** `POST general/alliance/change_Leader`: the new leader is one of the members. */
export const AllianceChangeLeaderSchema = z.object({ alliance_id: id, leader_id: id });

/** `POST general/alliance_members/store` and `remove_member` (spec: alliance_id, member_id). */
export const AllianceMemberSchema = z.object({ alliance_id: id, member_id: id });

/** `POST general/alliance?page`. */
export const AllianceListBodySchema = ListBodyBaseSchema.extend({ search: z.string().max(100).optional() });

/**
 * Alliance membership (issue 14 defect 9): an organisation is invited and joins only when it
 * accepts; it may decline, and a member may leave (the leader is told). The leader (or an
 * authority) withdraws an invitation, removes a member (`remove_member`) or invites again.
 */
const ALLIANCE_MEMBERSHIP_STATUSES = [
  'invited',
  'member',
  'declined',
  'withdrawn',
  'left',
  'removed',
] as const;

export const ALLIANCE_MEMBERSHIP_WORKFLOW = defineWorkflow({
  name: 'alliance_membership',
  title: { ar: 'عضوية التحالف', en: 'Alliance membership' },
  statuses: ALLIANCE_MEMBERSHIP_STATUSES,
  labels: {
    invited: { ar: 'مدعوة', en: 'Invited' },
    member: { ar: 'عضو', en: 'Member' },
    declined: { ar: 'رفضت الدعوة', en: 'Declined' },
    withdrawn: { ar: 'سُحبت الدعوة', en: 'Withdrawn' },
    left: { ar: 'غادرت', en: 'Left' },
    removed: { ar: 'أُزيلت', en: 'Removed' },
  },
  refused: 'alliance.transition_not_allowed',
  actions: {
    accept: {
      label: { ar: 'قبول الدعوة', en: 'Accept' },
      from: ['invited'],
      to: 'member',
      permission: null,
      party: 'owner',
      guards: ['not_in_other_alliance'],
      after: ['join'],
      notify: { to: 'leader', message: 'alliance.member_accepted' },
      how: 'the invited organisation, change_status',
    },
    decline: {
      label: { ar: 'رفض الدعوة', en: 'Decline' },
      from: ['invited'],
      to: 'declined',
      permission: null,
      party: 'owner',
      how: 'the invited organisation, change_status',
    },
    leave: {
      label: { ar: 'مغادرة التحالف', en: 'Leave' },
      from: ['member'],
      to: 'left',
      permission: null,
      party: 'owner',
      guards: ['not_leader'],
      after: ['drop'],
      notify: { to: 'leader', message: 'alliance.member_left' },
      how: 'a member, alliance_members/leave or change_status',
    },
    withdraw: {
      label: { ar: 'سحب الدعوة', en: 'Withdraw' },
      from: ['invited'],
      to: 'withdrawn',
      permission: 'alliance-index',
      party: ['leader', 'authority'],
      how: 'change_status or remove_member',
    },
    remove: {
      label: { ar: 'إزالة العضو', en: 'Remove' },
      from: ['member'],
      to: 'removed',
      permission: 'alliance-index',
      party: ['leader', 'authority'],
      guards: ['not_leader'],
      after: ['drop'],
      notify: { to: 'owner', message: 'alliance.member_removed' },
      how: 'alliance_members/remove_member',
    },
    invite: {
      label: { ar: 'دعوة مجدداً', en: 'Invite again' },
      from: ['declined', 'withdrawn', 'left', 'removed'],
      to: 'invited',
      permission: 'alliance-index',
      party: ['leader', 'authority'],
      notify: { to: 'owner', message: 'alliance.invitation' },
      how: 'alliance_members/store',
    },
  },
});

export const ALLIANCE_MEMBERSHIP_ACTIONS = ['accept', 'decline', 'leave', 'withdraw'] as const;

/** `POST general/alliance_memberships/change_status/{id}`: the caller's answer to an invitation. */
export const AllianceMembershipActionSchema = z.object({ action: z.enum(ALLIANCE_MEMBERSHIP_ACTIONS) });

/** `POST general/alliance_members/leave`: the caller's organisation leaves the alliance. */
export const AllianceLeaveSchema = z.object({ alliance_id: id });

/** `POST general/alliance_memberships?page`: the memberships the caller may see. */
export const AllianceMembershipListBodySchema = ListBodyBaseSchema.extend({
  status: z.enum(ALLIANCE_MEMBERSHIP_STATUSES).optional(),
});
