import { z } from 'zod';
import { id } from './fields';
import { INVOICE_STATUSES, SADAD_REASONS, SADAD_STATUSES } from './finance/finance';
import { CAR_LICENCE_STATUSES, READINESS_STATUSES } from './licences/licences';

/**
 * What the API answers for the records and list rows the screens read: the web infers its types
 * from these (never a hand-written copy), and the status → colour records are exhaustive. Each
 * area's records live in its folder (`<area>/<area>-records.ts`); what they share is here.
 */

/** A tag colour (antd's preset colour and status names). */
export type StatusColor =
  | 'default'
  | 'green'
  | 'gold'
  | 'blue'
  | 'red'
  | 'orange'
  | 'purple'
  | 'cyan'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error';

// ---- plain resources (list rows; `edit/{id}` answers the same record) ----

/** Squares, cities, countries and user categories: spec §3 id, name, name_en. */
export const NamesRowSchema = z.object({ id, name: z.string(), name_en: z.string() });
export type NamesRow = z.infer<typeof NamesRowSchema>;

/** A names row as its table holds it (squares, cities, countries, user categories): with its times. */
export const DatedNamesRowSchema = NamesRowSchema.extend({ created_at: z.string(), updated_at: z.string() });
export type DatedNamesRow = z.infer<typeof DatedNamesRowSchema>;

/** A 1/0 flag (spec §5). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** A time as sent: ISO text. */
export const instant = z.string();

// ---- workflow lists (rows of `POST …list?page`; each is a route's `response` schema) ----

/** The parts of an answer's fields: text, a nullable value, an integer. */
export const text = z.string();
export const maybe = <T extends z.ZodType>(t: T) => t.nullable();
export const int = z.number().int();

/** What every workflow row carries (`workflowState`): its status, in words, and what the caller may do. */
export const workflowState = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: z.enum(statuses),
  status_text: text,
  allowed_actions: z.array(text),
});

/** Finance rows add the status's position and the old `get_status` pair (spec 001 §7). */
const financeState = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  ...workflowState(statuses),
  status_id: int,
  get_status: z.object({ id: int, status: text }),
});

/** A row of `POST general/readiness_licenses` (names in the caller's language). */
export const ReadinessRowSchema = z.object({
  id,
  assign_camp_id: id,
  camp_id: id,
  company_id: id,
  form_id: maybe(id),
  validity_period: maybe(int),
  issued_at: maybe(instant),
  expires_at: maybe(instant),
  rejection_reason: maybe(text),
  created_at: instant,
  camp_number: text,
  square_name: text,
  company_name: text,
  ...workflowState(READINESS_STATUSES),
});
export type ReadinessRow = z.infer<typeof ReadinessRowSchema>;

/** A row of the entry (car) licences list. */
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
  reject_cause: maybe(text),
  approval_date: maybe(instant),
  expire_date: maybe(instant),
  created_at: instant,
  camp_number: text,
  square_name: text,
  company_name: text,
  ...workflowState(CAR_LICENCE_STATUSES),
});
export type CarLicenceRow = z.infer<typeof CarLicenceRowSchema>;

/** A Sadad order (list row and the details' order). */
export const SadadRowSchema = z.object({
  id,
  bill_number: text,
  company_id: id,
  company_name: text.optional(),
  amount: int,
  amount_sar: text,
  due_date: text,
  reason: z.enum(SADAD_REASONS),
  reason_text: text,
  description: maybe(text),
  linked_type: maybe(text),
  linked_id: maybe(int),
  rejection_reason: maybe(text),
  paid_at: maybe(instant),
  created_at: instant,
  ...financeState(SADAD_STATUSES),
});
export type SadadRow = z.infer<typeof SadadRowSchema>;

/** An invoice (list row and the head of its details). */
export const InvoiceRowSchema = z.object({
  id,
  invoice_number: maybe(text),
  company_id: id,
  company_name: text.optional(),
  due_date: text,
  note: maybe(text),
  subtotal: int,
  vat_rate_bp: int,
  vat_rate: text,
  vat_total: int,
  total: int,
  subtotal_sar: text,
  vat_total_sar: text,
  total_sar: text,
  issued_at: maybe(instant),
  paid_at: maybe(instant),
  rejection_reason: maybe(text),
  created_at: instant,
  ...financeState(INVOICE_STATUSES),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/** One step of a workflow record's timeline (`timeline` on every workflow record's details). */
export const TimelineEventSchema = z.object({
  id: int,
  action: text,
  action_text: text,
  from_status: maybe(text),
  from_status_text: maybe(text),
  to_status: text,
  to_status_text: text,
  reason: maybe(text),
  payload: z.unknown(),
  actor: maybe(z.object({ id, name_ar: text, name_en: text })),
  created_at: instant,
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** A document's public check (`/qr/:code`), once it is issued. */
export const DocumentLinkSchema = z.object({ code: text, url: text });
