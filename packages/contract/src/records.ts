import { z } from 'zod';
import { CONTRACT_PARTIES, CONTRACT_STATUSES, type ContractStatus } from './contracts';
import { id } from './fields';
import { CATEGORY_AUDIENCES, FILLING_STATUSES, type FillingStatus } from './templates';
import type { UserStatus } from './user-types';

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
