import { defineEndpoint, MessageResponseSchema } from '../endpoint';
import { ListQuerySchema } from '../list';
import {
  AllianceChangeLeaderSchema,
  AllianceLeaderAnswerSchema,
  AllianceLeaveSchema,
  AllianceListAnswerSchema,
  AllianceListBodySchema,
  AllianceMemberSchema,
  AllianceMembershipActionSchema,
  AllianceMembershipListBodySchema,
  AllianceOrganisationsAnswerSchema,
  AllianceStoredAnswerSchema,
  AllianceStoreSchema,
  MembershipAnswerSchema,
  MembershipListAnswerSchema,
  MembershipWriteAnswerSchema,
} from './alliances';

/** Spec §7 "Alliances" (paths verbatim, `change_Leader` included) and the membership invitations. */
export const alliancesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: 'general/alliance',
    query: ListQuerySchema,
    body: AllianceListBodySchema,
    response: AllianceListAnswerSchema,
  }),
  organisations: defineEndpoint({
    method: 'GET',
    path: 'general/alliance/organisations',
    response: AllianceOrganisationsAnswerSchema,
  }),
  storeWithMembers: defineEndpoint({
    method: 'POST',
    path: 'general/alliance/store_with_members',
    body: AllianceStoreSchema,
    status: 201,
    response: AllianceStoredAnswerSchema,
  }),
  changeLeader: defineEndpoint({
    method: 'POST',
    path: 'general/alliance/change_Leader',
    body: AllianceChangeLeaderSchema,
    response: AllianceLeaderAnswerSchema,
  }),
  addMember: defineEndpoint({
    method: 'POST',
    path: 'general/alliance_members/store',
    body: AllianceMemberSchema,
    response: MembershipWriteAnswerSchema,
  }),
  removeMember: defineEndpoint({
    method: 'POST',
    path: 'general/alliance_members/remove_member',
    body: AllianceMemberSchema,
    response: MessageResponseSchema,
  }),
  leave: defineEndpoint({
    method: 'POST',
    path: 'general/alliance_members/leave',
    body: AllianceLeaveSchema,
    response: MembershipWriteAnswerSchema,
  }),
  memberships: defineEndpoint({
    method: 'POST',
    path: 'general/alliance_memberships',
    query: ListQuerySchema,
    body: AllianceMembershipListBodySchema,
    response: MembershipListAnswerSchema,
  }),
  membership: defineEndpoint({
    method: 'GET',
    path: 'general/alliance_memberships/edit/{id}',
    response: MembershipAnswerSchema,
  }),
  changeMembershipStatus: defineEndpoint({
    method: 'POST',
    path: 'general/alliance_memberships/change_status/{id}',
    body: AllianceMembershipActionSchema,
    response: MembershipWriteAnswerSchema,
  }),
};
