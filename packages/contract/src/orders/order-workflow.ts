import { z } from 'zod';
import { defineWorkflow } from '../workflow';
import { ORDER_STATUSES, type OrderStatus } from './orders';
import { HandoverSchema, LicenceExtendSchema, LicenceIssueSchema, ReasonSchema } from './orders-licence';

// The order workflow (doc 001 §3 "Order", §8): its moves, guards and the spec's messages.

const reason = z.object({ reason: z.string().trim().min(1, { error: 'order.reason_required' }).max(1000) });

const SEND_GUARDS = ['complete', 'pledges_uploaded', 'attachments_uploaded', 'services_specified'] as const;
const LIVE: OrderStatus[] = [
  'draft',
  'sent',
  'consultant_accepted',
  'contractor_accepted',
  'under_review',
  'returned',
];

/**
 * The order's lifecycle (issue 16 §3): the owner sends a complete order; the consultant and the
 * contractor each accept (both → review) or decline (→ returned); the authority approves (every
 * file reviewed) or returns it with a reason; the owner fixes a returned order and resends it, or
 * cancels it before approval.
 */
export const ORDER_WORKFLOW = defineWorkflow({
  name: 'order',
  title: { ar: 'طلب الأعمال الإضافية', en: 'Additional works order' },
  statuses: ORDER_STATUSES,
  labels: {
    draft: { ar: 'مسودة', en: 'Draft' },
    sent: { ar: 'مرسل للاستشاري والمقاول', en: 'Sent to consultant and contractor' },
    consultant_accepted: { ar: 'قبول الاستشاري', en: 'Accepted by the consultant' },
    contractor_accepted: { ar: 'قبول المقاول', en: 'Accepted by the contractor' },
    under_review: { ar: 'قيد المراجعة', en: 'Under review' },
    returned: { ar: 'معاد', en: 'Returned' },
    approved: { ar: 'معتمد', en: 'Approved' },
    cancelled: { ar: 'ملغي', en: 'Cancelled' },
    licensed: { ar: 'مرخص', en: 'Licensed' },
    completed: { ar: 'تم التسليم', en: 'Handed over' },
    handover_cancelled: { ar: 'ملغي عند التسليم', en: 'Cancelled at handover' },
  },
  refused: 'order.transition_not_allowed',
  actions: {
    send: {
      label: { ar: 'إرسال', en: 'Send' },
      from: ['draft'],
      to: 'sent',
      permission: 'order-create',
      party: ['owner', 'filer'],
      guards: SEND_GUARDS,
      confirm: 'workflow.confirm',
      how: 'send',
    },
    resend: {
      label: { ar: 'إعادة الإرسال', en: 'Resend' },
      from: ['returned'],
      to: 'sent',
      permission: 'order-update',
      party: ['owner', 'filer'],
      guards: SEND_GUARDS,
      confirm: 'workflow.confirm',
      how: 'fix order, resend',
    },
    consultant_accept: {
      label: { ar: 'قبول الاستشاري', en: 'Consultant accepts' },
      from: ['sent', 'contractor_accepted'],
      to: ['consultant_accepted', 'under_review'],
      permission: 'order-consulting-index',
      party: 'consultant',
      confirm: 'workflow.confirm',
      how: 'consulting',
    },
    consultant_decline: {
      label: { ar: 'رفض الاستشاري', en: 'Consultant declines' },
      from: ['sent', 'contractor_accepted'],
      to: 'returned',
      permission: 'order-consulting-index',
      party: 'consultant',
      input: reason,
      notify: { to: 'owner', message: 'order.notice.declined' },
      how: 'consulting, with a reason',
    },
    contractor_accept: {
      label: { ar: 'قبول المقاول', en: 'Contractor accepts' },
      from: ['sent', 'consultant_accepted'],
      to: ['contractor_accepted', 'under_review'],
      permission: 'order-consulting-index',
      party: 'contractor',
      confirm: 'workflow.confirm',
      how: 'contracting',
    },
    contractor_decline: {
      label: { ar: 'رفض المقاول', en: 'Contractor declines' },
      from: ['sent', 'consultant_accepted'],
      to: 'returned',
      permission: 'order-consulting-index',
      party: 'contractor',
      input: reason,
      notify: { to: 'owner', message: 'order.notice.declined' },
      how: 'contracting, with a reason',
    },
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['under_review'],
      to: 'approved',
      permission: 'order-processing-tsleem',
      party: 'authority',
      guards: ['files_processed'],
      notify: { to: 'owner', message: 'order.notice.approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'approve',
    },
    disapprove: {
      label: { ar: 'إعادة للتعديل', en: 'Return for changes' },
      from: ['under_review'],
      to: 'returned',
      permission: 'order-processing-tsleem',
      party: 'authority',
      input: reason,
      notify: { to: 'owner', message: 'order.notice.returned', channels: ['sms', 'email'] },
      how: 'disapprove, with a reason',
    },
    cancel: {
      label: { ar: 'إلغاء الطلب', en: 'Cancel order' },
      from: LIVE,
      to: 'cancelled',
      permission: 'order-create',
      party: ['owner', 'filer'],
      confirm: 'workflow.confirm',
      how: 'the owner, before approval',
    },
    add_license: {
      label: { ar: 'إصدار الرخصة', en: 'Issue licence' },
      from: ['approved'],
      to: 'licensed',
      permission: 'order-processing-tsleem',
      party: 'authority',
      input: LicenceIssueSchema,
      after: ['issue_licence'],
      notify: { to: 'owner', message: 'order.notice.licensed', channels: ['sms', 'email'] },
      how: 'add-license/{id}: number, issue date, expiry',
    },
    extend_license: {
      label: { ar: 'تمديد الرخصة', en: 'Extend licence' },
      from: ['licensed'],
      to: 'licensed',
      permission: 'order-processing-tsleem',
      party: 'authority',
      input: LicenceExtendSchema,
      guards: ['expiry_later'],
      after: ['extend_licence'],
      notify: { to: 'owner', message: 'order.notice.extended' },
      how: 'extend_license/{id}: a new expiry with a reason, kept as a version',
    },
    handover: {
      label: { ar: 'تسليم', en: 'Hand over' },
      from: ['licensed'],
      to: 'completed',
      permission: 'order-processing-tsleem',
      party: 'authority',
      input: HandoverSchema,
      guards: ['safety_checked'],
      notify: { to: 'owner', message: 'order.notice.completed' },
      confirm: 'workflow.confirm',
      how: 'handover/{id} with every check of find-safty/{id} confirmed',
    },
    cancel_by_tsleem: {
      label: { ar: 'إلغاء عند التسليم', en: 'Cancel at handover' },
      from: ['licensed'],
      to: 'handover_cancelled',
      permission: 'order-processing-tsleem',
      party: 'authority',
      input: ReasonSchema,
      after: ['cancel_licence'],
      notify: { to: 'owner', message: 'order.notice.handover_cancelled', channels: ['sms', 'email'] },
      how: 'cancel-by-tsleem/{id}, with a reason; the licence is cancelled',
    },
    cancel_by_request: {
      label: { ar: 'إلغاء بطلب الشركة', en: "Cancelled at the company's request" },
      from: ['approved', 'licensed'],
      to: 'cancelled',
      permission: 'order-cancel-request-index',
      party: 'system',
      after: ['cancel_licence'],
      how: 'an approved cancel request; the licence is cancelled',
    },
  },
});
export type OrderAction = keyof typeof ORDER_WORKFLOW.actions;

/** The spec's messages (doc 001 §8), verbatim in English. */
export const ORDER_GUARD_MESSAGES = {
  complete: 'order.not_complete',
  pledges_uploaded: 'order.pledge_not_uploaded',
  attachments_uploaded: 'order.attachment_not_uploaded',
  services_specified: 'order.service_not_specified',
  files_processed: 'order.pledge_not_processing',
} as const;
