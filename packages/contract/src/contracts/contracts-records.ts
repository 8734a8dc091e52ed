/** What the contracts area answers (issue 13 §3): its list rows, the contract to sign, the delivery forms. */
import { z } from 'zod';
import { id } from '../fields';
import { flag, instant, type StatusColor, TimelineEventSchema, text } from '../records';
import { FILLING_STATUSES } from '../templates/fillings';
import { CONTRACT_PARTIES, CONTRACT_STATUSES, type ContractStatus } from './contracts';

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, StatusColor> = {
  unsigned: 'default',
  signed_by_company: 'gold',
  signed_by_authority: 'blue',
  signed: 'green',
};

/** A row of `POST general/contracts`. */
export const ContractRowSchema = z.object({
  id,
  assign_camps_id: id,
  company_id: id,
  camp_id: id,
  contract_status: z.enum(CONTRACT_STATUSES),
  contract_status_text: z.string(),
  content_hash: z.string(),
  camp_number: z.string(),
  square_name: z.string(),
  square_name_en: z.string(),
  company_name: z.string(),
  company_name_en: z.string(),
  created_at: instant,
  signed_at: instant.nullable(),
  can_sign: flag,
});
export type ContractRow = z.infer<typeof ContractRowSchema>;

const PartySignatureSchema = z.object({
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

/** `GET general/contracts/sign-contract/{id}`: the document, its parties and who may sign now. */
export const ContractViewSchema = z.object({
  id,
  assign_camps_id: id,
  company_id: id,
  camp_id: id,
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
  verify_code: z.string().nullable(),
  verify_url: z.string().nullable(),
  my_party: z.enum(CONTRACT_PARTIES),
  can_sign: flag,
  allowed_actions: z.array(z.string()),
  timeline: z.array(TimelineEventSchema),
  parties: z.array(PartySignatureSchema),
});
export type ContractView = z.infer<typeof ContractViewSchema>;

/** A delivery form of an appointment with its filling's state (`GET general/appointments/forms/{id}`). */
const DeliveryFormRowSchema = z.object({
  id,
  name: z.string(),
  filling_id: id.nullable(),
  status: z.enum(FILLING_STATUSES).nullable(),
  status_text: z.string().nullable(),
});

// ---- answers of the writes (issue 27 §3) ----

/** `general/contracts/store`: the notice and the new contract. */
export const ContractStoredSchema = z.object({ message: text, data: ContractViewSchema });

/** `general/contracts/bulk-store`: the contracts made, one per assignment. */
export const ContractsStoredSchema = z.object({
  message: text,
  data: z.array(z.object({ assign_camps_id: id, contract_id: id })),
});

const ContractSignedRowSchema = z.object({
  contract_id: id,
  contract_status: z.enum(CONTRACT_STATUSES),
  contract_status_text: text,
  signature_id: id,
});

/** `sign-contract/{id}`: the signature and the contract's status after it. */
export const ContractSignedSchema = z.object({ message: text, data: ContractSignedRowSchema });

/** `general/contracts/bulk-sign`: one row per contract signed. */
export const ContractsSignedSchema = z.object({ message: text, data: z.array(ContractSignedRowSchema) });

/** `general/appointments/forms/{id}`: the appointment and its delivery forms. */
export const AppointmentFormsAnswerSchema = z.object({
  data: z.object({
    appointment: z.object({ id, assign_camp_id: id, status: text, appointment: instant }),
    forms: z.array(DeliveryFormRowSchema),
  }),
});

/** `general/appointments/start-form/{id}`: the filling begun. */
export const DeliveryFormStartedSchema = z.object({
  message: text,
  data: z.object({ filling_id: id, form_id: id, status: z.enum(FILLING_STATUSES), status_text: text }),
});
