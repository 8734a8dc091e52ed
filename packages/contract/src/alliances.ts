import { z } from 'zod';
import { id } from './fields';
import { ListBodyBaseSchema } from './list';

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
