import { z } from 'zod';
import { ListBodyBaseSchema, listResponseSchema } from '../list';
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

// ---- answers ----

const RoleRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  type_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A row of `POST roles?page`: the role with how many permissions and live users it has. */
export const RoleListAnswerSchema = listResponseSchema(
  RoleRecordSchema.omit({ updated_at: true }).extend({
    permissions_count: z.number().int(),
    users_count: z.number().int(),
  }),
);

/** `roles/edit/{id}`: the role and the names of its permissions. */
export const RoleAnswerSchema = z.object({
  data: RoleRecordSchema.extend({ permissions: z.array(z.string()) }),
});

/** `roles/store`, `roles/update/{id}`: the notice and the role as it now is. */
export const RoleWriteAnswerSchema = RoleAnswerSchema.extend({ message: z.string() });

/** `GET roles/permissions`: the catalogue grouped by area, labels in both languages. */
export const RoleCatalogueAnswerSchema = z.object({
  data: z.array(
    z.object({
      area: z.string(),
      ar: z.string(),
      en: z.string(),
      permissions: z.array(z.object({ name: z.string(), ar: z.string(), en: z.string() })),
    }),
  ),
});
export type PermissionCatalogue = z.infer<typeof RoleCatalogueAnswerSchema>;
