import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { emptyOr, filterId, id, optionalId, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { upcomingDateField } from '../validation';
import { defineWorkflow } from '../workflow';
import { MAX_INVOICE_LINES, MAX_QUANTITY, positiveHalalas } from './money';

// ---------------------------------------------------------------------------------------------
// Payment-slip (SADAD) orders (spec 001 §2 "Payment-slip orders", §3 "Sadad order", §4, §7
// "Sadad and invoices"): the authority bills a company; the company pays through SADAD and uploads
// its receipt; the authority approves (paid) or rejects with a reason (the company uploads again).
// ---------------------------------------------------------------------------------------------

export const SADAD_STATUSES = ['issued', 'awaiting_review', 'paid', 'rejected', 'cancelled'] as const;
export type SadadStatus = (typeof SADAD_STATUSES)[number];

/** What a bill is for; a fee or fine may name the record it bills (`linked_type`, `linked_id`). */
export const SADAD_REASONS = ['service_fee', 'reassign_fee', 'violation_fine', 'other'] as const;

const rejectInput = z.object({
  rejection_reason: z
    .string({ error: 'finance.rejection_reason_required' })
    .trim()
    .min(1, {
      error: 'finance.rejection_reason_required',
    })
    .max(1000),
});

export const SADAD_WORKFLOW = defineWorkflow({
  name: 'sadad',
  title: { ar: 'طلب سداد', en: 'Sadad order' },
  statuses: SADAD_STATUSES,
  labels: {
    issued: { ar: 'بانتظار السداد', en: 'Awaiting payment' },
    awaiting_review: { ar: 'بانتظار المراجعة', en: 'Awaiting review' },
    paid: { ar: 'مدفوع', en: 'Paid' },
    rejected: { ar: 'مرفوض', en: 'Rejected' },
    cancelled: { ar: 'ملغي', en: 'Cancelled' },
  },
  refused: 'finance.transition_not_allowed',
  actions: {
    upload_docs: {
      label: { ar: 'رفع إيصال السداد', en: 'Upload the payment receipt' },
      from: ['issued', 'rejected'],
      to: 'awaiting_review',
      permission: 'clearance-sadad-index',
      party: 'owner',
      how: 'upload_docs with the receipt',
    },
    approve: {
      label: { ar: 'اعتماد السداد', en: 'Approve the payment' },
      from: ['awaiting_review'],
      to: 'paid',
      permission: 'clearance-sadad-index',
      party: 'authority',
      notify: { to: 'owner', message: 'sadad.notify_paid' },
      confirm: 'finance.confirm_approve',
      how: 'change_state, action approve',
    },
    reject: {
      label: { ar: 'رفض الإيصال', en: 'Reject the receipt' },
      from: ['awaiting_review'],
      to: 'rejected',
      permission: 'clearance-sadad-index',
      party: 'authority',
      input: rejectInput,
      notify: { to: 'owner', message: 'sadad.notify_rejected', channels: ['sms', 'email'] },
      confirm: 'finance.confirm_reject',
      how: 'change_state, action reject with rejection_reason',
    },
    cancel: {
      label: { ar: 'إلغاء الطلب', en: 'Cancel the order' },
      from: ['issued', 'awaiting_review', 'rejected'],
      to: 'cancelled',
      permission: 'clearance-sadad-index',
      party: 'authority',
      notify: { to: 'owner', message: 'sadad.notify_cancelled' },
      confirm: 'finance.confirm_cancel',
      how: 'cancel/{id}, before payment',
    },
  },
});

/** The one slot of a sadad order and of an invoice: the company's payment receipt. */
export const RECEIPT_SLOTS = {
  receipt: {
    kind: 'document',
    required: true,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'إيصال السداد', en: 'Payment receipt' },
  },
} as const satisfies AttachmentSlots;

/**
 * The one slot of a clearance product's file (`/clearance-{product}/file/:id`, the record being
 * the company): the document its department attaches to its vote (a meter reading, a certificate).
 */
export const CLEARANCE_FILE_SLOTS = {
  file: {
    kind: 'document',
    required: false,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'مستند إخلاء الطرف', en: 'Clearance document' },
  },
} as const satisfies AttachmentSlots;

/** `POST general/sadad/store`: the authority bills a company. */
export const SadadStoreSchema = z.object({
  company_id: id,
  bill_number: z
    .string({ error: 'finance.bill_number_invalid' })
    .trim()
    .regex(/^\d{6,20}$/, { error: 'finance.bill_number_invalid' }),
  /** Integer halalas. */
  amount: positiveHalalas,
  due_date: upcomingDateField,
  reason: z.enum(SADAD_REASONS, { error: 'finance.reason_invalid' }),
  description: optionalText(500),
  /** The record the bill is for (a re-assign order, a violation), when there is one. */
  linked_type: optionalText(40),
  linked_id: optionalId,
});
export type SadadStore = z.infer<typeof SadadStoreSchema>;

/** `POST general/sadad/change_state`. */
export const SadadChangeStateSchema = z.object({
  sadad_order_id: id,
  action: z.enum(['approve', 'reject'], { error: 'finance.action_invalid' }),
  rejection_reason: z.string().trim().max(1000).optional(),
});

/** `POST general/sadad/upload_docs` (multipart `file`; the order in the query or a field). */
export const SadadUploadQuerySchema = z.object({ sadad_order_id: id });

/** `POST general/sadad?page`. */
export const SadadListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: emptyOr(z.enum(SADAD_STATUSES)),
  reason: emptyOr(z.enum(SADAD_REASONS)),
  company_id: filterId,
});

// ---------------------------------------------------------------------------------------------
// Invoices (spec 001 §2 "Invoices", §7): line items, VAT computed on the server (money.ts), a
// printable tax invoice with the ZATCA simplified QR.
// ---------------------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['draft', 'issued', 'approved', 'rejected', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_WORKFLOW = defineWorkflow({
  name: 'invoice',
  title: { ar: 'الفاتورة', en: 'Invoice' },
  statuses: INVOICE_STATUSES,
  labels: {
    draft: { ar: 'مسودة', en: 'Draft' },
    issued: { ar: 'مصدرة', en: 'Issued' },
    approved: { ar: 'مدفوعة', en: 'Paid' },
    rejected: { ar: 'مرفوضة', en: 'Rejected' },
    cancelled: { ar: 'ملغاة', en: 'Cancelled' },
  },
  refused: 'finance.transition_not_allowed',
  actions: {
    issue: {
      label: { ar: 'إصدار الفاتورة', en: 'Issue the invoice' },
      from: ['draft'],
      to: 'issued',
      permission: 'clearance-invoices-index',
      party: 'authority',
      after: ['reopen_clearance'],
      notify: { to: 'owner', message: 'invoice.notify_issued', channels: ['sms', 'email'] },
      confirm: 'finance.confirm_issue',
      how: 'store, or update with issue = 1',
    },
    upload_docs: {
      label: { ar: 'رفع إيصال السداد', en: 'Upload the payment receipt' },
      from: ['issued', 'rejected'],
      to: 'issued',
      permission: 'clearance-invoices-index',
      party: 'owner',
      how: 'upload_docs with the receipt; a rejected invoice is issued again',
    },
    approve: {
      label: { ar: 'اعتماد السداد', en: 'Approve the payment' },
      from: ['issued'],
      to: 'approved',
      permission: 'clearance-invoices-index',
      party: 'authority',
      guards: ['receipt_uploaded'],
      notify: { to: 'owner', message: 'invoice.notify_paid' },
      confirm: 'finance.confirm_approve',
      how: 'change_state, action approve',
    },
    reject: {
      label: { ar: 'رفض الإيصال', en: 'Reject the receipt' },
      from: ['issued'],
      to: 'rejected',
      permission: 'clearance-invoices-index',
      party: 'authority',
      input: rejectInput,
      guards: ['receipt_uploaded'],
      notify: { to: 'owner', message: 'invoice.notify_rejected', channels: ['sms', 'email'] },
      confirm: 'finance.confirm_reject',
      how: 'change_state, action reject with rejection_reason',
    },
    cancel: {
      label: { ar: 'إلغاء الفاتورة', en: 'Cancel the invoice' },
      from: ['draft', 'issued', 'rejected'],
      to: 'cancelled',
      permission: 'clearance-invoices-index',
      party: 'authority',
      confirm: 'finance.confirm_cancel',
      how: 'cancel/{id}, before payment',
    },
  },
});

const InvoiceLineSchema = z.object({
  description: z
    .string({ error: 'finance.line_description_required' })
    .trim()
    .min(1, { error: 'finance.line_description_required' })
    .max(300),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
  /** Integer halalas. */
  unit_price: positiveHalalas,
});

/** `POST general/invoices/store` (issued at once) and `save_as_draft`. */
export const InvoiceStoreSchema = z.object({
  company_id: id,
  due_date: upcomingDateField,
  note: optionalText(1000),
  lines: z.array(InvoiceLineSchema).min(1, { error: 'finance.lines_required' }).max(MAX_INVOICE_LINES),
});
export type InvoiceStore = z.infer<typeof InvoiceStoreSchema>;

/** `POST general/invoices/update`: a draft's new content; `issue` 1 issues it in the same call. */
export const InvoiceUpdateSchema = InvoiceStoreSchema.extend({
  invoice_id: id,
  issue: z.coerce.number().int().min(0).max(1).optional(),
});

/** `POST general/invoices/change_state`. */
export const InvoiceChangeStateSchema = z.object({
  invoice_id: id,
  action: z.enum(['approve', 'reject'], { error: 'finance.action_invalid' }),
  rejection_reason: z.string().trim().max(1000).optional(),
});

export const InvoiceUploadQuerySchema = z.object({ invoice_id: id });

/** `POST general/invoices?page`. */
export const InvoiceListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: emptyOr(z.enum(INVOICE_STATUSES)),
  company_id: filterId,
});

/**
 * `GET general/{sadad,invoices}/companies?search=&id=`: the company filter's options, searched as
 * typed (about 1,400 organisations: never sent with every page of the list). `id` adds the chosen
 * company, so a filter restored from the address shows its name.
 */
export const CompanyOptionsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  id: filterId,
});
export const COMPANY_OPTIONS_LIMIT = 20;
