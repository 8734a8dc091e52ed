import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { id, idList } from '../fields';
import { ListBodyBaseSchema } from '../list';
import type { PermissionName } from '../permissions';
import { instantField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Re-assign and lock orders (spec 001 §2 "Re-assign", "Lock", §3 "Re-assign or lock order", §4,
// §6, §7 "Re-assign and lock orders"). One order groups one or more of a company's camps; a lock
// order is the same record with `type: lock` and the `lock` form.
// ---------------------------------------------------------------------------------------------

export const REASSIGN_TYPES = ['reassign', 'lock'] as const;
export type ReassignType = (typeof REASSIGN_TYPES)[number];

/** The spec's permission names (§6), by the order's type and the role they play. */
export const REASSIGN_PERMISSIONS: Record<
  ReassignType,
  { index: PermissionName; signature: PermissionName }
> = {
  reassign: { index: 'order-re-assign-index', signature: 'order-re-assign-signature' },
  lock: { index: 'order-lock-index', signature: 'order-lock-signature' },
};

export const REASSIGN_STATUSES = [
  'draft',
  'signing',
  'awaiting_payment',
  'under_review',
  'approved',
  'redelivery_booked',
  'redelivered',
  'rejected',
  'rejected_by_handover',
  'cancelled',
] as const;
export type ReassignStatus = (typeof REASSIGN_STATUSES)[number];

/** A re-delivery appointment's length in minutes (like a delivery appointment's). */
const minutes = z.coerce.number().int().min(15).max(480);

const reason = z.string().trim().min(1, 'reassign.reason_required').max(1000);

/**
 * The order's workflow, for both types. The permission of each action depends on the order's type
 * (REASSIGN_PERMISSIONS), so the declaration names parties the server resolves on the row:
 * `company` (the order's organisation with the type's list permission), `company_signer` (… with
 * the type's signature permission), `reviewer` (an authority with the type's list permission).
 */
export const REASSIGN_WORKFLOW = defineWorkflow({
  name: 'reassign_order',
  title: { ar: 'طلب إعادة التسليم أو الإقفال', en: 'Re-assign or lock order' },
  statuses: REASSIGN_STATUSES,
  labels: {
    draft: { ar: 'مسودة', en: 'Draft' },
    signing: { ar: 'بانتظار التوقيع', en: 'Being signed' },
    awaiting_payment: { ar: 'بانتظار السداد', en: 'Awaiting payment' },
    under_review: { ar: 'قيد المراجعة', en: 'Under review' },
    approved: { ar: 'معتمد', en: 'Approved' },
    redelivery_booked: { ar: 'تم حجز موعد إعادة التسليم', en: 'Re-delivery booked' },
    redelivered: { ar: 'تمت إعادة التسليم', en: 'Re-delivered' },
    rejected: { ar: 'مرفوض', en: 'Rejected' },
    rejected_by_handover: { ar: 'مرفوض من جهة التسليم', en: 'Rejected by the handover party' },
    cancelled: { ar: 'ملغي', en: 'Cancelled' },
  },
  refused: 'reassign.transition_not_allowed',
  actions: {
    submit: {
      label: { ar: 'إرسال للتوقيع', en: 'Send for signing' },
      from: ['draft'],
      to: 'signing',
      permission: null,
      party: 'company',
      guards: ['has_camps', 'form_answered', 'drawings_uploaded'],
      confirm: 'workflow.confirm',
      how: 'store documents form: the form answered and the drawings uploaded',
    },
    sign: {
      label: { ar: 'توقيع', en: 'Sign' },
      from: ['signing'],
      to: 'awaiting_payment',
      permission: null,
      party: ['company_signer', 'authority_signer'],
      guards: ['has_camps', 'form_signed'],
      notify: { to: 'owner', message: 'reassign.notify_signed', channels: ['sms', 'email'] },
      how: 'sign/{id}, once every signer of the form has signed in signer_num order',
    },
    submit_payment: {
      label: { ar: 'إرسال مستندات السداد', en: 'Submit payment documents' },
      from: ['awaiting_payment'],
      to: 'under_review',
      permission: null,
      party: 'company',
      guards: ['payment_uploaded'],
      confirm: 'workflow.confirm',
      how: 'submit-payment/{id} after reassign_payment_documents/store',
    },
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['under_review'],
      to: 'approved',
      permission: null,
      party: 'reviewer',
      guards: ['has_camps', 'payment_approved'],
      notify: { to: 'owner', message: 'reassign.notify_approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'reassign_order_flow/approve',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['signing', 'awaiting_payment', 'under_review'],
      to: 'rejected',
      permission: null,
      party: 'reviewer',
      input: z.object({ reason }),
      notify: { to: 'owner', message: 'reassign.notify_rejected', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'reassign_order_flow/reject with the reason',
    },
    book_redelivery: {
      label: { ar: 'حجز موعد إعادة التسليم', en: 'Book the re-delivery' },
      from: ['approved'],
      to: 'redelivery_booked',
      permission: null,
      party: 'reviewer',
      input: z.object({ appointment: instantField, minutes: minutes.optional() }),
      after: ['book_appointments'],
      notify: { to: 'owner', message: 'reassign.notify_redelivery_booked', channels: ['sms', 'email'] },
      how: 're-appointment with order_id, appointment: one appointment per camp, none overlapping',
    },
    redeliver: {
      label: { ar: 'اكتمال إعادة التسليم', en: 'Re-delivery completed' },
      from: ['redelivery_booked'],
      to: 'redelivered',
      permission: null,
      party: 'system',
      guards: ['redelivery_file_uploaded'],
      after: ['assignment_timeline'],
      notify: { to: 'owner', message: 'reassign.notify_redelivered' },
      how: 're-delivery/sign/{id}: the second of the two parties signs',
    },
    reject_by_handover: {
      label: { ar: 'رفض الاستلام', en: 'Refuse the handover' },
      from: ['redelivery_booked'],
      to: 'rejected_by_handover',
      permission: null,
      party: 'company_signer',
      input: z.object({ reason }),
      after: ['release_appointments'],
      confirm: 'workflow.confirm',
      how: 'rejected-by-handover/{id} with the reason',
    },
    cancel: {
      label: { ar: 'إلغاء الطلب', en: 'Cancel order' },
      from: ['draft', 'signing', 'awaiting_payment'],
      to: 'cancelled',
      permission: null,
      party: ['company', 'reviewer'],
      confirm: 'workflow.confirm',
      how: 'reassign_order_flow/cancel-order or cancel/{id}',
    },
    change_camps: {
      label: { ar: 'تعديل المخيمات', en: 'Camps changed' },
      from: ['draft'],
      permission: null,
      party: 'company',
      event: 'camps_changed',
      how: 'reassign_order/update or removeOrderFromGroup/{id}: the group changes only while a draft (never while it is signed), on the timeline',
    },
  },
});

/** The order's files (spec §3 "reassign_kroky_documents and payment documents"). */
export const REASSIGN_KROKY_SLOTS = {
  kroky: {
    kind: 'drawing',
    required: true,
    types: ['pdf', 'png', 'jpeg', 'dwg'],
    label: { ar: 'المخطط (الكروكي)', en: 'Drawing (kroky)' },
  },
} as const satisfies AttachmentSlots;
export const REASSIGN_PAYMENT_SLOTS = {
  payment: {
    kind: 'document',
    required: true,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'إيصال السداد', en: 'Payment receipt' },
  },
} as const satisfies AttachmentSlots;

/** At most this many camps in one order. */
const REASSIGN_MAX_CAMPS = 50;

const type = z.enum(REASSIGN_TYPES, { error: 'reassign.type_invalid' });

/** `POST general/reassign_order/list?page` (body `type`). */
export const ReassignListBodySchema = ListBodyBaseSchema.extend({
  type: type.default('reassign'),
  status: z.union([z.enum(REASSIGN_STATUSES), z.literal('')]).optional(),
  search: z.string().trim().max(100).optional(),
});

/** `POST general/reassign_order/store` (`type: lock` adds a lock order). */
export const ReassignStoreSchema = z.object({
  type: type.default('reassign'),
  camp_ids: idList(REASSIGN_MAX_CAMPS).min(1, 'reassign.camps_required'),
  notes: z.string().trim().max(2000).optional(),
});

/** `POST general/reassign_order/update`: the order's camps (while a draft) and notes. */
export const ReassignUpdateSchema = z.object({
  reassign_order_id: id,
  camp_ids: idList(REASSIGN_MAX_CAMPS).min(1, 'reassign.camps_required').optional(),
  notes: z.string().trim().max(2000).optional(),
});

/** `reassign_order_flow/approve` and `cancel-order`. */
export const ReassignFlowSchema = z.object({ reassign_order_id: id });

/** `reassign_order_flow/reject`: the reason (`reason`, or the spec's `rejection_reason`). */
export const ReassignRejectSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('reason' in v) && 'rejection_reason' in v
      ? { ...v, reason: (v as { rejection_reason: unknown }).rejection_reason }
      : v,
  z.object({ reassign_order_id: id, reason }),
);

/** `?reassign_order_id=` of the documents' store/update (multipart `file`). */
export const ReassignDocumentQuerySchema = z.object({ reassign_order_id: id });

/** The signed re-delivery record the authority stores (`…/re-delivery/file`). */
export const REASSIGN_REDELIVERY_SLOTS = {
  redelivery: {
    kind: 'document',
    required: true,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'ملف إعادة التسليم', en: 'Re-delivery file' },
  },
} as const satisfies AttachmentSlots;

/** `re-appointment`: the order and the re-delivery time (ISO instant) and length. */
export const ReassignReappointmentSchema = z.object({
  order_id: id,
  appointment: instantField,
  minutes: minutes.optional(),
});

/** `re-delivery/sign/{id}`: the party's password, re-entered. */
export const ReassignRedeliverySignSchema = z.object({ password: z.string().min(1).max(128) });

/** `rejected-by-handover/{id}`: the handover party's reason. */
export const ReassignHandoverRejectSchema = z.object({ reason });
