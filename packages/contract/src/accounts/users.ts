import { z } from 'zod';
import { emptyOr, id, nullishText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import type { MessageKey } from '../messages';
import {
  dateField,
  digitsField,
  emailField,
  flag01,
  mobileField,
  nationalIdField,
  passwordField,
  personNameField,
  prefixField,
} from '../validation';
import { defineWorkflow } from '../workflow';
import { SITES, USER_STATUS_LABELS, USER_STATUSES } from './user-types';

/** What an administrator may set a user to with `users/switch-user-status/{id}` (spec §4). */
const SWITCH_STATUS_TARGETS = ['active', 'rejected', 'disabled'] as const;
type SwitchStatusTarget = (typeof SWITCH_STATUS_TARGETS)[number];

/**
 * The registration-review workflow (run by the workflow kernel): from each status, what an
 * administrator may set. Asking for the status the user already has is not an error: it answers
 * 200 with `code: 104` (WARNING_CODE) and the "already …" message of USER_STATUS_WARNINGS.
 */
export const USER_STATUS_WORKFLOW = defineWorkflow({
  name: 'user_status',
  title: { ar: 'حالة الحساب', en: 'Account status' },
  statuses: USER_STATUSES,
  labels: USER_STATUS_LABELS,
  refused: 'user.transition_not_allowed',
  actions: {
    activate: {
      label: { ar: 'تفعيل', en: 'Activate' },
      from: ['pending', 'review', 'rejected', 'disabled'],
      to: 'active',
      permission: 'user-request',
      party: 'authority',
      guards: ['roles_grantable'],
      after: ['set_roles'],
      how: 'switch-user-status, with roles',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending', 'review'],
      to: 'rejected',
      permission: 'user-request',
      party: 'authority',
      after: ['revoke_tokens'],
      how: "switch-user-status, with reject_reason; ends its employees' sessions",
    },
    disable: {
      label: { ar: 'تعطيل', en: 'Disable' },
      from: ['pending', 'review', 'rejected', 'active'],
      to: 'disabled',
      permission: 'user-request',
      party: 'authority',
      after: ['revoke_tokens'],
      how: "switch-user-status; ends its and its employees' sessions",
    },
    resubmit: {
      label: { ar: 'إعادة تقديم الطلب', en: 'Resubmit' },
      from: ['pending', 'rejected'],
      to: 'review',
      permission: null,
      party: 'applicant',
      event: 'resubmitted',
      how: 'auth/registration: the applicant corrects the registration',
    },
    disable_employee: {
      label: { ar: 'تعطيل الموظف', en: 'Disable the employee' },
      from: ['active'],
      to: 'disabled',
      permission: 'user-employee-index',
      party: 'employer',
      after: ['revoke_tokens'],
      how: 'employees/switch-status; ends their sessions',
    },
    enable_employee: {
      label: { ar: 'تفعيل الموظف', en: 'Enable the employee' },
      from: ['disabled'],
      to: 'active',
      permission: 'user-employee-index',
      party: 'employer',
      how: 'employees/switch-status',
    },
  },
});

/** The action of `users/employees/switch-status/{id}` for each target. */
export const EMPLOYEE_STATUS_ACTIONS = { active: 'enable_employee', disabled: 'disable_employee' } as const;

/** The action of `switch-user-status` for each target. */
export const SWITCH_STATUS_ACTIONS = { active: 'activate', rejected: 'reject', disabled: 'disable' } as const;

/** The message key of the 104 warning for each target, and of the success notice. */
export const USER_STATUS_WARNINGS: Record<SwitchStatusTarget, MessageKey> = {
  active: 'user.already_active',
  rejected: 'user.already_rejected',
  disabled: 'user.already_disabled',
};
export const USER_STATUS_SUCCESS: Record<SwitchStatusTarget, MessageKey> = {
  active: 'user.activated',
  rejected: 'user.rejected',
  disabled: 'user.disabled',
};

/** Spec §5: "At least one role must be chosen for a user". */
const roleIdsField = z.array(id).min(1, { error: 'user.roles_required' }).max(50);

/** `POST users/switch-user-status/{id}`: status + platform, and roles (activate) or reject_reason (reject). */
export const SwitchUserStatusSchema = z
  .object({
    status: z.enum(SWITCH_STATUS_TARGETS),
    platform: z.enum(SITES).default('mena'),
    roles: z.array(id).max(50).optional(),
    reject_reason: z.string().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'active' && !v.roles?.length)
      ctx.addIssue({ code: 'custom', path: ['roles'], message: 'user.roles_required' });
    if (v.status === 'rejected' && !v.reject_reason)
      ctx.addIssue({ code: 'custom', path: ['reject_reason'], message: 'user.reject_reason_required' });
  });
export type SwitchUserStatus = z.infer<typeof SwitchUserStatusSchema>;

/** `POST users/update-user-role/{id}`. */
export const UpdateUserRoleSchema = z.object({ roles: roleIdsField });

/** `POST users/switch-gov/{id}`: sets the flag when `is_government` is sent, toggles it otherwise. */
export const SwitchGovSchema = z.object({ is_government: flag01.optional() });

/** The user fields of spec §3 an administrator edits, with the rules of §5. */
const userFields = {
  name: personNameField,
  email: emailField,
  phone: mobileField,
  type_id: id,
  prefix: prefixField.nullish(),
  first_name: personNameField.nullish(),
  last_name: personNameField.nullish(),
  company_name_ar: nullishText(150),
  company_name_en: nullishText(150),
  vat_number: digitsField({ min: 15, max: 15 }).nullish(),
  commercial_register_number: digitsField({ min: 10, max: 10 }).nullish(),
  commercial_register_expiry: dateField.nullish(),
  unified_number: nationalIdField.nullish(),
  owner_name: nullishText(100),
  owner_identity_number: nationalIdField.nullish(),
  business_license_expiry: dateField.nullish(),
  practice_certificate_expiry: dateField.nullish(),
  classification_certificate_expiry: dateField.nullish(),
  hajj_license_expiry: dateField.nullish(),
  national_address: nullishText(250),
  delegate_identity_number: nationalIdField.nullish(),
  roles: roleIdsField,
};

const confirmed = <T extends { password?: string | null; password_confirmation?: string | null }>(v: T) =>
  !v.password || v.password === v.password_confirmation;
const confirmation = { path: ['password_confirmation'], error: 'validation.password_confirmation' };

/** `POST users/store`. */
export const UserStoreSchema = z
  .object({ ...userFields, password: passwordField, password_confirmation: z.string().max(128) })
  .refine(confirmed, confirmation);
export type UserStore = z.infer<typeof UserStoreSchema>;

/** `POST users/update/{id}`: the password only when it changes. */
export const UserUpdateSchema = z
  .object({
    ...userFields,
    password: z.union([passwordField, z.literal('')]).nullish(),
    password_confirmation: z.string().max(128).nullish(),
  })
  .refine(confirmed, confirmation);
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** `POST users/create-employee`: a user under the caller's organisation, of the caller's type. */
export const CreateEmployeeSchema = z
  .object({
    name: personNameField,
    email: emailField,
    phone: mobileField,
    first_name: personNameField.nullish(),
    last_name: personNameField.nullish(),
    password: passwordField,
    password_confirmation: z.string().max(128),
    roles: roleIdsField,
  })
  .refine(confirmed, confirmation);
export type CreateEmployee = z.infer<typeof CreateEmployeeSchema>;

/** `POST users/employees/update/{id}` (inferred): the same fields; the password only when changed. */
export const UpdateEmployeeSchema = z
  .object({
    name: personNameField,
    email: emailField,
    phone: mobileField,
    first_name: personNameField.nullish(),
    last_name: personNameField.nullish(),
    password: z.union([passwordField, z.literal('')]).nullish(),
    password_confirmation: z.string().max(128).nullish(),
    roles: roleIdsField,
  })
  .refine(confirmed, confirmation);
export type UpdateEmployee = z.infer<typeof UpdateEmployeeSchema>;

/** `POST users/employees/switch-status/{id}` (inferred): a company enables or disables its employee. */
export const EmployeeStatusSchema = z.object({ status: z.enum(['active', 'disabled']) });

/** `POST users?page` (and `users/request`, `users/employees`): the filters of the users screens. */
export const UserListBodySchema = ListBodyBaseSchema.extend({
  name: z.string().max(100).optional(),
  email: z.string().max(190).optional(),
  search: z.string().max(100).optional(),
  type_id: emptyOr(id),
  status: emptyOr(z.enum(USER_STATUSES)),
  is_government: emptyOr(flag01),
  alliance_id: emptyOr(id),
});

/** `POST user-contacts?page`. */
export const UserContactsBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  type_id: emptyOr(id),
});

/** `POST general/types/update/{id}`: only the names change; codes and ids are fixed (USER_TYPES). */
export const UserTypeNamesSchema = z.object({
  name_ar: z.string().trim().min(1).max(120),
  name_en: z.string().trim().min(1).max(120),
});

/** `POST general/categories/store` and `update/{id}` (spec §3: names and ids). */
export const CategorySchema = z.object({
  name: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
});
