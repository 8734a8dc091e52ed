import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { filterId, id, nullishText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { dateField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// After an order is approved (issue 17; doc 001 §2 "Order documents", §3 "Order", §4 "Report",
// §7 "Safety and licences", "Cancel requests", "Reports", §8): the works licence and its versions,
// the consultant's achievement reports, the handover (tsleem) and the company's cancel requests.
// ---------------------------------------------------------------------------------------------

const reasonText = z.string().trim().min(1, { error: 'order.reason_required' }).max(1000);

/** `add-license/{id}`: the authority issues the works licence (number, issue date, expiry). */
export const LicenceIssueSchema = z
  .object({
    license_number: z.string().trim().min(1).max(50),
    license_add_date: dateField,
    expiry: dateField,
  })
  .refine((v) => v.expiry > v.license_add_date, { path: ['expiry'], error: 'order.expiry_invalid' });
export type LicenceIssue = z.infer<typeof LicenceIssueSchema>;

/** `extend_license/{id}`: a new expiry with its reason; every extension is kept as a version. */
export const LicenceExtendSchema = z.object({
  expiry: dateField,
  reason: z
    .string({ error: 'order.extend_reason_required' })
    .trim()
    .min(1, { error: 'order.extend_reason_required' })
    .max(1000),
});

/** `cancel-by-tsleem/{id}`: the handover party cancels the order with a reason. */
export const ReasonSchema = z.object({ reason: reasonText });

/**
 * The handover inspection (`find-safty/{id}` lists the checks; `handover/{id}` sends those the
 * inspector confirmed): every check of the order must be confirmed.
 */
export const HandoverSchema = z.object({ checks: z.array(z.string().trim().min(1).max(60)).max(100) });

/** A licence's validity, computed from its dates at the time of the read (no job needed). */
export const LICENCE_STATES = ['valid', 'extended', 'expired', 'cancelled'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
export const LICENCE_STATE_LABELS: Record<LicenceState, { ar: string; en: string }> = {
  valid: { ar: 'سارية', en: 'Valid' },
  extended: { ar: 'سارية (ممددة)', en: 'Valid (extended)' },
  expired: { ar: 'منتهية', en: 'Expired' },
  cancelled: { ar: 'ملغاة', en: 'Cancelled' },
};

// ---- achievement (supervision) reports ----

/** Doc 001 §4 "Report: pending, approve, disapproved, old" (verbatim). */
export const REPORT_STATUSES = ['pending', 'approve', 'disapproved', 'old'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * An achievement report: the order's consultant files it on a licensed order; the authority
 * approves it or disapproves it with a reason; a newer report makes every older one `old`.
 */
export const REPORT_WORKFLOW = defineWorkflow({
  name: 'order_report',
  title: { ar: 'تقرير الإنجاز', en: 'Achievement report' },
  statuses: REPORT_STATUSES,
  labels: {
    pending: { ar: 'قيد المراجعة', en: 'Pending' },
    approve: { ar: 'معتمد', en: 'Approved' },
    disapproved: { ar: 'مرفوض', en: 'Disapproved' },
    old: { ar: 'قديم', en: 'Old' },
  },
  refused: 'report.transition_not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد التقرير', en: 'Approve report' },
      from: ['pending'],
      to: 'approve',
      permission: 'order-report-index',
      party: 'authority',
      notify: { to: 'owner', message: 'report.notice.approved' },
      confirm: 'workflow.confirm',
      how: 'change_report_status, status approve',
    },
    disapprove: {
      label: { ar: 'رفض التقرير', en: 'Disapprove report' },
      from: ['pending'],
      to: 'disapproved',
      permission: 'order-report-index',
      party: 'authority',
      input: z.object({ reason: reasonText }),
      notify: { to: 'owner', message: 'report.notice.disapproved', channels: ['sms', 'email'] },
      how: 'change_report_status, status disapproved with a reason',
    },
    supersede: {
      label: { ar: 'تقرير أحدث', en: 'Superseded by a newer report' },
      from: ['pending', 'approve', 'disapproved'],
      to: 'old',
      permission: null,
      party: 'system',
      how: 'a newer report of the order is filed',
    },
  },
});

/** `achive_reports/store`: the consultant's report on a licensed order. */
export const ReportStoreSchema = z.object({
  order_id: id,
  progress: z.coerce.number().int().min(0).max(100),
  notes: nullishText(2000),
});

/** `change_report_status`: the authority's decision on a pending report. */
export const ReportStatusSchema = z
  .object({
    report_id: id,
    status: z.enum(['approve', 'disapproved']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.status !== 'disapproved' || !!v.reason, {
    path: ['reason'],
    error: 'order.reason_required',
  });

/** `get_available_report`: which report of the order is due. */
export const AvailableReportSchema = z.object({ order_id: id });

/** `add-gis-img/{id}`: where the site image was taken (the body is the file). */
export const GisQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

/** A report's files: a photo of the works, and the site image with its location (`add-gis-img`). */
export const REPORT_SLOTS = {
  photo: {
    kind: 'drawing',
    required: false,
    types: ['png', 'jpeg', 'webp'],
    label: { ar: 'صورة الأعمال', en: 'Works photo' },
  },
  gis: {
    kind: 'drawing',
    required: false,
    types: ['png', 'jpeg', 'webp'],
    label: { ar: 'صورة الموقع', en: 'Site image' },
  },
} as const satisfies AttachmentSlots;
export type ReportSlot = keyof typeof REPORT_SLOTS;

export const ReportListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(REPORT_STATUSES), z.literal('')]).optional(),
  order_id: filterId,
});

// ---- cancel requests ----

export const CANCEL_REQUEST_TYPES = ['cancel', 'contractor', 'consultant'] as const;
export type CancelRequestType = (typeof CANCEL_REQUEST_TYPES)[number];
export const CANCEL_REQUEST_TYPE_LABELS: Record<CancelRequestType, { ar: string; en: string }> = {
  cancel: { ar: 'إلغاء الطلب', en: 'Cancel the order' },
  contractor: { ar: 'استبدال المقاول', en: 'Replace the contractor' },
  consultant: { ar: 'استبدال الاستشاري', en: 'Replace the consultant' },
};

export const CANCEL_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];

/**
 * The company's request to cancel its approved or licensed order, or to replace its contractor or
 * consultant; the authority decides. Approving a cancellation cancels the order (and its licence);
 * approving a replacement names the new party on the order and asks it to accept.
 */
export const CANCEL_REQUEST_WORKFLOW = defineWorkflow({
  name: 'order_cancel_request',
  title: { ar: 'طلب الإلغاء أو الاستبدال', en: 'Cancel or replacement request' },
  statuses: CANCEL_REQUEST_STATUSES,
  labels: {
    pending: { ar: 'قيد المراجعة', en: 'Pending' },
    approved: { ar: 'مقبول', en: 'Approved' },
    rejected: { ar: 'مرفوض', en: 'Rejected' },
  },
  refused: 'cancel_request.transition_not_allowed',
  actions: {
    approve: {
      label: { ar: 'قبول الطلب', en: 'Approve request' },
      from: ['pending'],
      to: 'approved',
      permission: 'order-cancel-request-index',
      party: 'authority',
      after: ['apply_request'],
      notify: { to: 'owner', message: 'cancel_request.notice.approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'change_request_status, status approved',
    },
    reject: {
      label: { ar: 'رفض الطلب', en: 'Reject request' },
      from: ['pending'],
      to: 'rejected',
      permission: 'order-cancel-request-index',
      party: 'authority',
      input: z.object({ reason: reasonText }),
      notify: { to: 'owner', message: 'cancel_request.notice.rejected', channels: ['sms', 'email'] },
      how: 'change_request_status, status rejected with a reason',
    },
  },
});

/** `canceled_requests/store`: cancel the order (or, with `type`, replace a party). */
export const CancelRequestStoreSchema = z.object({
  order_id: id,
  type: z.enum(CANCEL_REQUEST_TYPES).default('cancel'),
  new_party_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  reason: reasonText,
});
/** `canceled_requests/update_contractor`. */
export const ReplaceContractorSchema = z.object({ order_id: id, contractor_id: id, reason: reasonText });
/** `canceled_requests/update_consultant`. */
export const ReplaceConsultantSchema = z.object({ order_id: id, consultant_id: id, reason: reasonText });

/** `change_request_status`: the authority's decision. */
export const CancelRequestStatusSchema = z
  .object({
    request_id: id,
    status: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { path: ['reason'], error: 'order.reason_required' });

export const CancelRequestListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(CANCEL_REQUEST_STATUSES), z.literal('')]).optional(),
  type: z.union([z.enum(CANCEL_REQUEST_TYPES), z.literal('')]).optional(),
});
