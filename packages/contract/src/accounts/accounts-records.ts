/** What the accounts area answers (issue 13 §3): user types and users. */
import { z } from 'zod';
import { id } from '../fields';
import { instant, maybe, type StatusColor, text } from '../records';
import { USER_STATUSES, type UserStatus } from './user-types';

export const USER_STATUS_COLORS: Record<UserStatus, StatusColor> = {
  active: 'green',
  pending: 'gold',
  review: 'blue',
  rejected: 'red',
  disabled: 'default',
};

/** A user type (`general/types`): fixed id and code, names in both languages. */
export const UserTypeRowSchema = z.object({
  id,
  code: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  is_authority: z.boolean(),
  is_registrable: z.boolean(),
  created_at: instant,
  updated_at: instant,
});

/** A row of `POST users`, `users/request` and `users/employees` (spec 000 §3: with its roles). */
export const UserRowSchema = z.object({
  id,
  name: text,
  email: text,
  phone: text,
  type_id: id,
  type_code: text,
  type_name_ar: text,
  type_name_en: text,
  parent_id: maybe(id),
  status: z.enum(USER_STATUSES),
  status_text: text,
  reject_reason: maybe(text),
  is_government: z.boolean(),
  company_name_ar: maybe(text),
  company_name_en: maybe(text),
  created_at: instant,
  roles: z.array(z.object({ id, name: text, name_en: maybe(text) })),
});
export type UserRow = z.infer<typeof UserRowSchema>;

/** The events of a user's history (`users/history/{id}`), as the audit rows name them. */
const USER_HISTORY_EVENTS = [
  'created',
  'status_changed',
  'roles_changed',
  'gov_changed',
  'updated',
  'deleted',
  'resubmitted',
] as const;
type UserHistoryEvent = (typeof USER_HISTORY_EVENTS)[number];

export const USER_HISTORY_EVENT_COLORS: Record<UserHistoryEvent, StatusColor> = {
  created: 'green',
  status_changed: 'blue',
  roles_changed: 'purple',
  gov_changed: 'cyan',
  updated: 'gold',
  deleted: 'red',
  resubmitted: 'blue',
};
