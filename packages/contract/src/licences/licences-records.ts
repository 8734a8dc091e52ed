import { z } from 'zod';
import type { Attachment, AttachmentSlots } from '../attachments';
import { DOCUMENT_VALIDITIES } from '../documents/documents';
import { id } from '../fields';
import type { FilterOption } from '../list';
import { TimelineEventSchema, workflowState } from '../records';
import type { FormVersionQuestion } from '../templates/templates';
import { CAR_LICENCE_STATUSES, READINESS_STATUSES } from './licences';
import { TEMP_ORDER_STATUSES } from './temp-licences';

/**
 * What the licence routes answer (readiness, car, temporary orders, issued temporary licences):
 * each is the route's `response` schema, so an answer that drifts fails the area's tests, and the
 * web infers its types from these.
 */

const text = z.string();
const int = z.number().int();
/** A time (timestamptz) as the answer writes it: ISO text. */
const instant = z.string();

// ---- what every workflow record's details carry (the kernel's timeline, a verifiable document) ----

/** A record's live verifiable document: its code, QR link and validity (null while it has none). */
const DocumentSummarySchema = z
  .object({
    code: text,
    url: text,
    valid_from: instant,
    valid_until: instant.nullable(),
    validity: z.enum(DOCUMENT_VALIDITIES),
    validity_text: text,
  })
  .nullable();

/** One slot of a record's attachments with its current file (the attachments mechanism's answer). */
type AttachmentSlotView = {
  slot: string;
  slot_text: string;
  required: boolean;
  max_mb: number;
  types: AttachmentSlots[string]['types'];
  current: Attachment | null;
};
/** A record's attachments (`GET …/attachments/{id}`): its slots, the replaced files and the counts. */
export const AttachmentsViewSchema = z.object({
  slots: z.array(z.custom<AttachmentSlotView>()),
  history: z.array(z.custom<Attachment>()),
  counts: z.object({ missing: int, pending: int, rejected: int }),
});
export type AttachmentsView = z.infer<typeof AttachmentsViewSchema>;

/** A question of a form as a filling answers it: the question, whether the caller may answer, its value. */
export type AnsweredQuestion = FormVersionQuestion & { can_answer: boolean; value: unknown };

/** What the details of a licence add to its row: title, timeline (and its document). */
const detailsHead = { title: text, timeline: z.array(TimelineEventSchema) };
/** A licence's place: its camp, square and company in the caller's language. */
const place = { camp_number: text, square_name: text, company_name: text };
/** The form filling a readiness or temporary order is answered in (null until started). */
const filling = {
  filling_id: id.nullable(),
  filling_status: text.nullable(),
  form_version_id: id.nullable(),
  has_answers_in_version: id.nullable(),
};
export const written = { created_by: id.nullable(), created_at: instant, updated_at: instant };

// ---- readiness licences ----

/** A row of `POST general/simple-readiness-license/index` (names in the caller's language). */
const ReadinessRowSchema = z.object({
  id,
  assign_camp_id: id,
  camp_id: id,
  company_id: id,
  form_id: id.nullable(),
  validity_period: int.nullable(),
  issued_at: instant.nullable(),
  expires_at: instant.nullable(),
  rejection_reason: text.nullable(),
  created_at: instant,
  ...place,
  ...workflowState(READINESS_STATUSES),
});
/** A row of the readiness list: the status's words are the contract's (see `listResponseSchema`). */
export const ReadinessListRowSchema = ReadinessRowSchema.omit({ status_text: true });
export type ReadinessListRow = z.infer<typeof ReadinessListRowSchema>;

/** `GET general/simple-readiness-license/details/{id}`: the request, its state, timeline and licence. */
export const ReadinessDetailsSchema = ReadinessRowSchema.extend({
  ...filling,
  is_committed: z.boolean(),
  ...written,
  ...detailsHead,
  document: DocumentSummarySchema,
});
export type ReadinessDetails = z.infer<typeof ReadinessDetailsSchema>;

/** `GET general/simple-readiness-license/create`: the delivered camps, the form and the pledge. */
export const ReadinessCreateDataSchema = z.object({
  camps: z.array(
    z.object({ assign_camp_id: id, camp_id: id, camp_number: text, square_name: text, company_id: id }),
  ),
  form: z.object({ id, name: text }).nullable(),
  pledge: text,
});
export type ReadinessCreateData = z.infer<typeof ReadinessCreateDataSchema>;

// ---- entry (car) licences ----

/** An entry (car) licence: the record its page and its writes answer. */
export const CarLicenceRowSchema = z.object({
  id,
  company_id: id,
  camp_id: id,
  square_id: id,
  period: int,
  visit_cause: text,
  plate_number: text,
  driver_name: text,
  driver_identity: text,
  reject_cause: text.nullable(),
  approval_date: instant.nullable(),
  expire_date: instant.nullable(),
  created_at: instant,
  ...place,
  ...workflowState(CAR_LICENCE_STATUSES),
});
/** A row of the entry licences' list: the columns it draws, its company and its state. */
export const CarLicenceListRowSchema = CarLicenceRowSchema.pick({
  id: true,
  company_id: true,
  plate_number: true,
  driver_name: true,
  expire_date: true,
  camp_number: true,
  square_name: true,
  company_name: true,
  status: true,
  allowed_actions: true,
});
export type CarLicenceListRow = z.infer<typeof CarLicenceListRowSchema>;

/** `GET general/licenseCarOrder/view/{id}` (and `edit/{id}`): the request, timeline and permit. */
export const CarLicenceViewSchema = CarLicenceRowSchema.extend({
  ...written,
  ...detailsHead,
  document: DocumentSummarySchema,
});
export type CarLicenceView = z.infer<typeof CarLicenceViewSchema>;

// ---- temporary licences ----

/** An issued temporary licence's columns (`TL-…`; dates of validity are calendar dates). */
const tempLicence = {
  id,
  license_number: text.nullable(),
  temp_license_order_id: id.nullable(),
  company_id: id,
  camp_id: id.nullable(),
  activity: text,
  period: int,
  starts_at: text,
  ends_at: text,
  conditions: text.nullable(),
  created_at: instant,
};

/** A row of `POST general/temp_licenses` (/licenses). */
export const TempLicenceRowSchema = z.object({
  ...tempLicence,
  camp_number: text.nullable(),
  company_name: text,
});
export type TempLicenceRow = z.infer<typeof TempLicenceRowSchema>;

/** An issued licence with its document: an order's `licence`, and `GET general/temp_licenses/edit/{id}`. */
export const TempLicenceRecordSchema = z.object({
  ...tempLicence,
  created_by: id.nullable(),
  updated_at: instant,
  document: DocumentSummarySchema,
});
export type TempLicenceRecord = z.infer<typeof TempLicenceRecordSchema>;

/** `GET general/temp_licenses/edit/{id}`: the licence, its holder's name and its document. */
export const TempLicenceEditSchema = TempLicenceRecordSchema.extend({ company_name: text });
export type TempLicenceEdit = z.infer<typeof TempLicenceEditSchema>;

/** A row of `POST general/temp_license_order`. */
export const TempOrderRowSchema = z.object({
  id,
  company_id: id,
  camp_id: id,
  form_id: id,
  reject_reason: text.nullable(),
  temp_license_id: id.nullable(),
  license_number: text.nullable(),
  ends_at: text.nullable(),
  created_at: instant,
  ...place,
  ...workflowState(TEMP_ORDER_STATUSES),
});
/** A row of the temporary licence orders' list: the status's words are the contract's. */
export const TempOrderListRowSchema = TempOrderRowSchema.omit({ status_text: true });
export type TempOrderListRow = z.infer<typeof TempOrderListRowSchema>;

/** `GET general/temp_license_order/view/{id}` (edit, ready): the order, form 7 answered, its licence. */
export const TempOrderViewSchema = TempOrderRowSchema.omit({ license_number: true, ends_at: true }).extend({
  ...filling,
  ...written,
  ...detailsHead,
  form: z.object({ id, name: text, name_en: text, type: text, withCategory: int }).nullable(),
  questions: z.array(z.custom<AnsweredQuestion>()),
  licence: TempLicenceRecordSchema.nullable(),
});
export type TempOrderView = z.infer<typeof TempOrderViewSchema>;

/** `GET general/temp_license_order/create`: the caller's camps and form 7 to answer. */
export const TempCreateDataSchema = z.object({
  camps: z.array(z.custom<FilterOption>()),
  form: z.object({ id, name: text, name_en: text, current_version: int.nullable() }),
  questions: z.array(z.custom<AnsweredQuestion>()),
});
export type TempCreateData = z.infer<typeof TempCreateDataSchema>;
