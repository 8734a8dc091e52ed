/** What the users routes answer besides their lists (issue 27 §3). */
import { z } from 'zod';
import { MessageResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { listResponseSchema } from '../list';
import { instant, int, maybe, text } from '../records';

const date = maybe(text);

/** A user as the screens read it: every registration field, no secrets, its status in words. */
export const UserRecordSchema = z.object({
  id,
  name: text,
  email: text,
  phone: text,
  type_id: id,
  parent_id: maybe(id),
  status: text,
  status_text: text,
  reject_reason: maybe(text),
  is_government: z.boolean(),
  is_acknowledged: z.boolean(),
  first_name: maybe(text),
  last_name: maybe(text),
  company_name_ar: maybe(text),
  company_name_en: maybe(text),
  prefix: maybe(text),
  vat_number: maybe(text),
  commercial_register_number: maybe(text),
  commercial_register_expiry: date,
  unified_number: maybe(text),
  owner_name: maybe(text),
  owner_identity_number: maybe(text),
  business_license_expiry: date,
  practice_certificate_expiry: date,
  classification_certificate_expiry: date,
  hajj_license_expiry: date,
  national_address: maybe(text),
  delegate_identity_number: maybe(text),
  created_at: instant,
  updated_at: instant,
});

const RoleRefSchema = z.object({ id, name: text, name_en: maybe(text) });

/** A user with the roles it holds (`users/edit/{id}`, the writes' answers). */
const UserWithRolesSchema = UserRecordSchema.extend({ roles: z.array(RoleRefSchema) });

/** `users/edit/{id}` and `users/employees/edit/{id}`. */
export const UserEditAnswerSchema = z.object({ data: UserWithRolesSchema });

/** A write on a user: its notice and the user as it now is (roles when the write changed them). */
export const UserWriteAnswerSchema = messageResponse(
  UserRecordSchema.extend({ roles: z.array(RoleRefSchema).optional() }),
);

/** `users/update-user-role/{id}`: the roles the user now holds. */
export const UserRolesAnswerSchema = messageResponse(z.object({ roles: z.array(RoleRefSchema) }));

/** `users/delete/{id}`: the notice. */
export const UserDeletedAnswerSchema = MessageResponseSchema;

/** `users/view/{id}`: the user, its type, roles and registration documents. */
export const UserViewAnswerSchema = z.object({
  data: UserWithRolesSchema.extend({
    type: maybe(z.object({ id, code: text, name: text })).optional(),
    documents: z.array(
      z.object({ id, field: text, name: text, mime: text, size: int, created_at: instant, url: text }),
    ),
  }),
});

/** `users/history/{id}`: the user's audit rows, newest first. */
export const UserHistoryAnswerSchema = z.object({
  data: z.array(
    z.object({
      id,
      event: text,
      module: maybe(text),
      method: maybe(text),
      message: maybe(text),
      old_value: z.unknown(),
      new_value: z.unknown(),
      created_at: instant,
      actor: maybe(z.object({ id, name: maybe(text) })),
    }),
  ),
});

/** `users/role-options`: the roles this caller may give. */
export const RoleOptionsAnswerSchema = z.object({ data: z.array(RoleRefSchema) });

/** A row of `/user-contacts`: an active organisation's contact details. */
export const UserContactsListSchema = listResponseSchema(
  z.object({
    id,
    name: text,
    email: text,
    phone: text,
    type_id: id,
    type_name_ar: text,
    type_name_en: text,
    company_name_ar: maybe(text),
    company_name_en: maybe(text),
  }),
);
