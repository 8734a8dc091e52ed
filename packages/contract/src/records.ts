import { z } from 'zod';
import { USER_STATUSES, type UserStatus } from './accounts/user-types';
import { ASSIGNMENT_STATUSES } from './camps/assignments';
import { CAMP_STATUSES } from './camps/camps';
import { CONTRACT_PARTIES, CONTRACT_STATUSES, type ContractStatus } from './contracts/contracts';
import { id } from './fields';
import { ORDER_STATUSES } from './orders/orders';
import { REASSIGN_STATUSES, REASSIGN_TYPES } from './reassign/reassign';
import { CATEGORY_AUDIENCES, FILLING_STATUSES, type FillingStatus } from './templates/templates';

/**
 * What the API answers for the records and list rows the screens read: the web infers its types
 * from these (never a hand-written copy), and the status → colour records are exhaustive.
 */

/** A tag colour (antd's preset names). */
export type StatusColor = 'default' | 'green' | 'gold' | 'blue' | 'red' | 'orange' | 'purple';

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, StatusColor> = {
  unsigned: 'default',
  signed_by_company: 'gold',
  signed_by_authority: 'blue',
  signed: 'green',
};

export const FILLING_STATUS_COLORS: Record<FillingStatus, StatusColor> = {
  draft: 'default',
  answered: 'blue',
  signing: 'gold',
  signed: 'green',
};

export const USER_STATUS_COLORS: Record<UserStatus, StatusColor> = {
  active: 'green',
  pending: 'gold',
  review: 'blue',
  rejected: 'red',
  disabled: 'default',
};

// ---- plain resources (list rows; `edit/{id}` answers the same record) ----

/** Squares, cities, countries and user categories: spec §3 id, name, name_en. */
export const NamesRowSchema = z.object({ id, name: z.string(), name_en: z.string() });
export type NamesRow = z.infer<typeof NamesRowSchema>;

/** A country (`general/countries`, spec §7): its names and when it was written. */
export const CountryRowSchema = NamesRowSchema.extend({ created_at: z.string(), updated_at: z.string() });
export type CountryRow = z.infer<typeof CountryRowSchema>;

/** A user type (`general/types`): fixed id and code, names in both languages. */
export const UserTypeRowSchema = z.object({ id, code: z.string(), name_ar: z.string(), name_en: z.string() });
export type UserTypeRow = z.infer<typeof UserTypeRowSchema>;

/** A question category row (`general/question_category`). */
export const QuestionCategoryRowSchema = NamesRowSchema.extend({
  audience: z.enum(CATEGORY_AUDIENCES),
  audience_text: z.string(),
  questions_count: z.number().int(),
});
export type QuestionCategoryRow = z.infer<typeof QuestionCategoryRowSchema>;

// ---- contracts ----

const flag = z.union([z.literal(0), z.literal(1)]);
const instant = z.string();

/** A row of `POST general/contracts`. */
export const ContractRowSchema = z.object({
  id,
  assign_camps_id: id,
  company_id: id,
  contract_status: z.enum(CONTRACT_STATUSES),
  contract_status_text: z.string(),
  camp_number: z.string(),
  square_name: z.string(),
  company_name: z.string(),
  created_at: instant,
  signed_at: instant.nullable(),
  can_sign: flag,
});
export type ContractRow = z.infer<typeof ContractRowSchema>;

export const PartySignatureSchema = z.object({
  party: z.enum(CONTRACT_PARTIES),
  party_text: z.string(),
  signature: z
    .object({
      user_name: z.string(),
      signed_at: instant,
      content_hash: z.string(),
      signature_image: z.string().nullable(),
      stamp_image: z.string().nullable(),
    })
    .nullable(),
});
export type PartySignature = z.infer<typeof PartySignatureSchema>;

/** `GET general/contracts/sign-contract/{id}`: the document, its parties and who may sign now. */
export const ContractViewSchema = z.object({
  id,
  assign_camps_id: id,
  contract_status: z.enum(CONTRACT_STATUSES),
  contract_status_text: z.string(),
  title: z.string(),
  content: z.string(),
  content_hash: z.string(),
  created_at: instant,
  signed_at: instant.nullable(),
  camp_number: z.string(),
  square_name: z.string(),
  company_name: z.string(),
  receiver_cr: z.string().nullable(),
  assign_status: z.string(),
  verify_url: z.string(),
  my_party: z.enum(CONTRACT_PARTIES),
  can_sign: flag,
  parties: z.array(PartySignatureSchema),
});
export type ContractView = z.infer<typeof ContractViewSchema>;

// ---- form fillings ----

/** One signer slot of a filling, in signing order. */
export const SignerStateSchema = z.object({
  signer_num: z.number().int(),
  type_id: id,
  type_name: z.string(),
  type_name_en: z.string(),
  user_id: id.nullable(),
  state: z.enum(['signed', 'current', 'waiting']),
  signature: z
    .object({ id, user_id: id, user_name: z.string(), signed_at: instant, answers_hash: z.string() })
    .nullable(),
  signature_image: z.string().nullable().optional(),
  stamp_image: z.string().nullable().optional(),
});
export type SignerState = z.infer<typeof SignerStateSchema>;

/** A delivery form of an appointment with its filling's state (`GET general/appointments/forms/{id}`). */
export const DeliveryFormRowSchema = z.object({
  id,
  name: z.string(),
  filling_id: id.nullable(),
  status: z.enum(FILLING_STATUSES).nullable(),
  status_text: z.string().nullable(),
});
export type DeliveryFormRow = z.infer<typeof DeliveryFormRowSchema>;

// ---- workflow lists (rows of `POST …list?page`; each is a route's `response` schema) ----

const text = z.string();
const maybe = <T extends z.ZodType>(t: T) => t.nullable();
const int = z.number().int();

/** What every workflow row carries (`workflowState`): its status, in words, and what the caller may do. */
export const workflowState = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: z.enum(statuses),
  status_text: text,
  allowed_actions: z.array(text),
});

/** A row of `POST general/orders/list` (and `consulting-list`). */
export const OrderRowSchema = z.object({
  id,
  number: text,
  season: int,
  company_id: id,
  filed_by: id,
  consultant_id: id.nullable(),
  contractor_id: id.nullable(),
  camp_id: id,
  camp_number: text,
  square_name: text,
  square_name_en: text,
  number_of_hijaj: int,
  planed_achive_date: text,
  created_at: instant,
  company_name: text,
  company_name_en: text,
  ...workflowState(ORDER_STATUSES),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** A row of `general/reassign_order/list`: its camps' numbers joined, signed (1/0), appointment. */
export const ReassignRowSchema = z.object({
  id,
  type: z.enum(REASSIGN_TYPES),
  company_id: id,
  form_id: id,
  fee_halalas: maybe(int),
  signed_at: maybe(instant),
  rejection_reason: maybe(text),
  created_at: instant,
  company_name: text,
  company_name_en: text,
  camps: text,
  status_id: int,
  signed: flag,
  appointment: maybe(instant),
  ...workflowState(REASSIGN_STATUSES),
});
export type ReassignRow = z.infer<typeof ReassignRowSchema>;

// ---- camps ----

/**
 * A camp as `POST general/camps` lists it and `edit/{id}` reads it: its columns (`is_developed` as
 * 1/0), its square and city, its active assignment and holder, labels in the caller's language.
 */
export const CampRowSchema = z.object({
  id,
  uuid: text,
  square_id: id,
  city_id: maybe(id),
  camp_number: text,
  camp_name: text,
  status: z.enum(CAMP_STATUSES),
  status_text: text,
  is_developed: flag,
  mina_label: maybe(text),
  mina_plot_number: maybe(text),
  tents_count: int,
  size: int,
  created_at: instant,
  updated_at: instant,
  square_name: text,
  square_name_en: text,
  city_name: maybe(text),
  city_name_en: maybe(text),
  assign_camp_id: maybe(id),
  assign_status: maybe(z.enum(ASSIGNMENT_STATUSES)),
  assign_status_text: maybe(text),
  company_id: maybe(id),
  company_name: maybe(text),
  company_name_en: maybe(text),
});
export type CampRow = z.infer<typeof CampRowSchema>;

// ---- users ----

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
