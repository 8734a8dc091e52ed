import { z } from 'zod';
import type { Attachment } from '../attachments';
import { id } from '../fields';
import { AttachmentsViewSchema } from '../licences/licences-records';
import { FilterOptionSchema } from '../list';
import { type StatusColor, TimelineEventSchema, workflowState } from '../records';
import { CLEARANCE_STATUSES, type ClearanceStatus } from './clearance';
import { CLEARANCE_VOTERS, type ClearanceVoter } from './clearance-voters';
import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  SADAD_REASONS,
  SADAD_STATUSES,
  type SadadStatus,
} from './finance';

/**
 * What the finance routes answer (sadad orders, invoices, clearance): each is the route's
 * `response` schema, so an answer that drifts fails the area's tests, and the web infers its
 * types from these. Amounts are integer halalas, with their `…_sar` text.
 */

const text = z.string();
const int = z.number().int();
/** A time (timestamptz) as the answer writes it: ISO text. */
const instant = z.string();

/** Finance rows add the status's position and the old `get_status` pair (spec 001 §7). */
const financeState = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  ...workflowState(statuses),
  status_id: int,
  get_status: z.object({ id: int, status: text }),
});

/** What a bill's details add to it: its timeline and its receipt. */
const billDetails = { timeline: z.array(TimelineEventSchema), attachments: AttachmentsViewSchema };

// ---- sadad orders ----

/** A Sadad order (the details' order; a write's answer has no `company_name`). */
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
  description: text.nullable(),
  linked_type: text.nullable(),
  linked_id: int.nullable(),
  rejection_reason: text.nullable(),
  paid_at: instant.nullable(),
  created_at: instant,
  ...financeState(SADAD_STATUSES),
});

/** A row of `POST general/sadad`: the columns the list draws, its company, and the spec's `status_id`, `get_status`. */
export const SadadListRowSchema = SadadRowSchema.pick({
  id: true,
  bill_number: true,
  company_id: true,
  company_name: true,
  amount: true,
  amount_sar: true,
  due_date: true,
  reason: true,
  reason_text: true,
  status: true,
  allowed_actions: true,
  status_id: true,
  get_status: true,
});
export type SadadListRow = z.infer<typeof SadadListRowSchema>;

/** `GET general/sadad/details/{id}`: the order, its timeline and its receipt. */
export const SadadDetailsSchema = SadadRowSchema.extend(billDetails);
export type SadadDetails = z.infer<typeof SadadDetailsSchema>;

/** `GET general/sadad/create`: the companies that may be billed and the reasons. */
export const SadadFormDataSchema = z.object({
  companies: z.array(FilterOptionSchema),
  reasons: z.array(FilterOptionSchema),
});
export type SadadFormData = z.infer<typeof SadadFormDataSchema>;

// ---- invoices ----

/** An invoice (the head of its details, a write's answer). */
export const InvoiceRowSchema = z.object({
  id,
  invoice_number: text.nullable(),
  company_id: id,
  company_name: text.optional(),
  due_date: text,
  note: text.nullable(),
  subtotal: int,
  vat_rate_bp: int,
  vat_rate: text,
  vat_total: int,
  total: int,
  subtotal_sar: text,
  vat_total_sar: text,
  total_sar: text,
  issued_at: instant.nullable(),
  paid_at: instant.nullable(),
  rejection_reason: text.nullable(),
  created_at: instant,
  ...financeState(INVOICE_STATUSES),
});

/** A row of `POST general/invoices`: the columns the list draws, its company, and the spec's `status_id`, `get_status`. */
export const InvoiceListRowSchema = InvoiceRowSchema.pick({
  id: true,
  invoice_number: true,
  company_id: true,
  company_name: true,
  due_date: true,
  total: true,
  total_sar: true,
  status: true,
  allowed_actions: true,
  status_id: true,
  get_status: true,
});
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;

/** A party of a tax invoice: its names and VAT number. */
const party = { name_ar: text, name_en: text };

/** `GET general/invoices/details/{id}`: the tax invoice (parties, lines, ZATCA QR), timeline, receipt. */
export const InvoiceDetailsSchema = InvoiceRowSchema.extend({
  buyer: z.object({ ...party, vat_number: text.nullable() }),
  seller: z.object({ ...party, vat_number: text }),
  lines: z.array(
    z.object({
      description: text,
      quantity: int,
      unit_price: int,
      line_total: int,
      unit_price_sar: text,
      line_total_sar: text,
    }),
  ),
  zatca_qr: text.nullable(),
  ...billDetails,
});
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

/** `GET general/invoices/create`: the companies and the VAT rate new invoices get. */
export const InvoiceFormDataSchema = z.object({
  companies: z.array(FilterOptionSchema),
  vat_rate_bp: int,
  vat_rate: text,
});
export type InvoiceFormData = z.infer<typeof InvoiceFormDataSchema>;

// ---- clearance ----

const vote = z.enum(['accept', 'reject', 'reopened']);
export type ClearanceVote = z.infer<typeof vote>;

/** One required department's vote on a company (null while it has not voted). */
const ClearanceBallotSchema = z.object({
  voter: z.enum(CLEARANCE_VOTERS as [ClearanceVoter, ...ClearanceVoter[]]),
  voter_text: text,
  vote: vote.nullable(),
  note: text.nullable(),
  voted_at: instant.nullable(),
});

/** A company's clearance: status from the required votes, how many accepted, each vote. */
const clearance = {
  clearance_status: z.enum(CLEARANCE_STATUSES),
  clearance_status_text: text,
  clearance_status_count: int,
  clearance_required_count: int,
  clearance: z.array(ClearanceBallotSchema),
};

/** A row of `POST general/clearance` (`my_vote` when the list is asked for one `voter`). */
export const ClearanceRowSchema = z.object({
  id,
  company_name: text,
  final_disclaimer_id: id.nullable(),
  ...clearance,
  my_vote: vote.nullable().optional(),
});
export type ClearanceRow = z.infer<typeof ClearanceRowSchema>;

/** An unpaid bill shown as evidence (a sadad order's or an invoice's number and amount). */
const UnpaidBillSchema = z.object({
  id,
  number: text.nullable(),
  amount: int,
  amount_sar: text,
  status: text,
});

/** `GET general/clearance/view/{id}`: each department's vote and the evidence it votes on. */
export const ClearanceViewSchema = z.object({
  id,
  company_name: text,
  ...clearance,
  unpaid: z.object({ sadad: z.array(UnpaidBillSchema), invoices: z.array(UnpaidBillSchema) }),
  /** The company's open violations (assigned, neither completed nor cancelled), oldest first. */
  violations: z.object({
    open: z.array(
      z.object({
        id,
        number: text.nullable(),
        status: text,
        status_text: text,
        camp_number: text,
        level: text,
      }),
    ),
  }),
  /** Each product's current document (the evidence its department attached), by product. */
  files: z.record(text, z.custom<Attachment>().nullable()),
  my_voters: z.array(text),
  final_disclaimer: z
    .object({
      id,
      issued_at: instant,
      document: z.object({ code: text, url: text }).nullable(),
    })
    .nullable(),
});
export type ClearanceView = z.infer<typeof ClearanceViewSchema>;

/** `POST general/clearance/store`: the company's clearance after the vote. */
export const ClearanceVotedSchema = z.object({ id, ...clearance });

/** `POST general/final_disclaimer/fetch_companies`: the cleared companies. */
export const ClearedCompanySchema = z.object({ id, company_name: text, final_disclaimer_id: id.nullable() });

// ---- colours (exhaustive: a new status fails the build until it has one) ----

export const SADAD_STATUS_COLORS: Record<SadadStatus, StatusColor> = {
  issued: 'blue',
  awaiting_review: 'gold',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, StatusColor> = {
  draft: 'default',
  issued: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export const CLEARANCE_STATUS_COLORS: Record<ClearanceStatus, StatusColor> = {
  pending: 'default',
  partial: 'gold',
  cleared: 'green',
  rejected: 'red',
};

export const CLEARANCE_VOTE_COLORS: Record<ClearanceVote, StatusColor> = {
  accept: 'green',
  reject: 'red',
  reopened: 'orange',
};
