import { z } from 'zod';
import { ListBodyBaseSchema } from '../list';
import { PERMISSION_NAMES, type PermissionName } from '../permissions';
import { USER_TYPES } from './user-types';

const permissionName = z
  .string()
  .max(100)
  .refine((v) => (PERMISSION_NAMES as string[]).includes(v), { error: 'role.permission_unknown' })
  .transform((v) => v as PermissionName);

/** `POST roles/store` and `roles/update/{id}`: names in both languages and ≥1 permission of the catalogue. */
export const RoleSchema = z.object({
  name: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
  permissions: z
    .array(permissionName)
    .min(1, { error: 'role.permissions_required' })
    .max(PERMISSION_NAMES.length),
  /** The user types the role is meant for (`USER_TYPES` ids); empty or absent on store: every type. */
  type_ids: z
    .array(z.coerce.number().int())
    .max(50)
    .refine((ids) => ids.every((id) => USER_TYPES.some((t) => t.id === id)), { error: 'role.type_unknown' })
    .optional(),
});
export type RoleInput = z.infer<typeof RoleSchema>;

/** `POST roles?page`. */
export const RoleListBodySchema = ListBodyBaseSchema.extend({ search: z.string().max(100).optional() });

/** `GET roles/permissions`: the catalogue grouped by area, labels in both languages. */
export type PermissionCatalogue = {
  data: { area: string; ar: string; en: string; permissions: { name: string; ar: string; en: string }[] }[];
};
