import { z } from 'zod';
import { id } from '../fields';
import { ListBodyBaseSchema, listResponseSchema } from '../list';
import { TimelineEventSchema } from '../records';
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

// ---- answers ----

const Named = z.object({ id, name: z.string().nullable() });

/** A row of `POST general/alliance?page`: the alliance, its leader and members. */
export const AllianceListAnswerSchema = listResponseSchema(
  z.object({
    id,
    name: z.string(),
    leader_id: id,
    created_at: z.string(),
    leader: Named.nullable(),
    members: z.array(Named),
    members_count: z.number().int(),
    can_leave: z.boolean(),
  }),
);

/** `general/alliance/organisations`: who may lead or join. */
export const AllianceOrganisationsAnswerSchema = z.object({ data: z.array(Named) });

/** `general/alliance/store_with_members`: the new alliance and whom it invited. */
export const AllianceStoredAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    id,
    name: z.string(),
    leader_id: id,
    members: z.array(id),
    invited: z.array(id),
  }),
});

/** `general/alliance/change_Leader`. */
export const AllianceLeaderAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ id, leader_id: id }),
});

/** An invitation or membership as the screens read it. */
const MembershipSchema = z.object({
  id,
  alliance: Named,
  member: Named,
  leader: Named,
  status: z.string(),
  status_text: z.string(),
  allowed_actions: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `POST general/alliance_memberships?page`. */
export const MembershipListAnswerSchema = listResponseSchema(MembershipSchema);

/** `general/alliance_memberships/edit/{id}`: the membership and its timeline. */
export const MembershipAnswerSchema = z.object({
  data: MembershipSchema.extend({ timeline: z.array(TimelineEventSchema) }),
});

/** A write on a membership: its notice and the membership as it now is. */
export const MembershipWriteAnswerSchema = MembershipAnswerSchema.extend({ message: z.string() });
