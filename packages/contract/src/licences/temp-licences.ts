import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { emptyOr, filterId, id, requiredId } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { FormSchema } from '../templates/templates';
import { dateField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Temporary licences (spec 001 §2 "Temporary licences", §3 "Temporary licence order", §6, §7
// "Temporary licences", §9: the order form is form number 7). A company asks for a temporary
// licence (a temporary electricity connection, a temporary structure…) by answering form 7 of the
// templates engine for one of its camps; the authority approves it — which issues a licence record
// (`general/temp_licenses`: number, period, conditions) and its verifiable document — or rejects
// it with a reason. The company may withdraw (`destroy/{id}`) a pending order.
// ---------------------------------------------------------------------------------------------

export const TEMP_ORDER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TempOrderStatus = (typeof TEMP_ORDER_STATUSES)[number];

/** Approve: the licence's period in days (from the approval) and its conditions. */
const TempOrderApproveInput = z.object({
  days: z.coerce
    .number({ error: 'temp_licence.period_required' })
    .int({ error: 'temp_licence.period_required' })
    .min(1, { error: 'temp_licence.period_required' })
    .max(365, { error: 'temp_licence.period_max' }),
  conditions: z.string().trim().max(2000).optional(),
});
/** Reject: the reason is required. */
const TempOrderRejectInput = z.object({
  reason: z
    .string({ error: 'temp_licence.reason_required' })
    .trim()
    .min(1, { error: 'temp_licence.reason_required' })
    .max(1000),
});

export const TEMP_ORDER_WORKFLOW = defineWorkflow({
  name: 'temp_license_order',
  title: { ar: 'طلب ترخيص مؤقت', en: 'Temporary licence order' },
  statuses: TEMP_ORDER_STATUSES,
  labels: {
    pending: 'temp_licence.status.pending',
    approved: 'temp_licence.status.approved',
    rejected: 'temp_licence.status.rejected',
    cancelled: 'temp_licence.status.cancelled',
  },
  refused: 'temp_licence.transition_not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: 'order-tmp-license-index',
      party: 'authority',
      input: TempOrderApproveInput,
      guards: ['form_filled'],
      after: ['issue_licence'],
      notify: { to: 'owner', message: 'temp_licence.notice.approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'approve/{id} with the period (days) and the conditions; issues the temp_licenses record',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending'],
      to: 'rejected',
      permission: 'order-tmp-license-index',
      party: 'authority',
      input: TempOrderRejectInput,
      notify: { to: 'owner', message: 'temp_licence.notice.rejected', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'reject/{id} with the reason',
    },
    cancel: {
      label: { ar: 'سحب الطلب', en: 'Withdraw' },
      from: ['pending'],
      to: 'cancelled',
      permission: 'temp-licenses-order-index',
      party: 'owner',
      confirm: 'workflow.confirm',
      how: 'DELETE destroy/{id} by the company while pending',
    },
  },
});

/** The order's drawings (`temp_license_order_kroky_documents`): pdf, image or dwg, up to 100 MB. */
export const TEMP_ORDER_SLOTS: AttachmentSlots = {
  kroky: {
    kind: 'drawing',
    required: false,
    types: ['pdf', 'png', 'jpeg', 'dwg'],
    label: { ar: 'الكروكي', en: 'Drawing (kroky)' },
  },
};

const answersField = z.array(z.object({ question_id: id, value: z.unknown() })).max(300);

/** `POST general/temp_license_order/store`: the camp and form 7's answers. */
export const TempOrderStoreSchema = z.object({
  camp_id: requiredId('temp_licence.select_camp'),
  answers: answersField.min(1, { error: 'temp_licence.form_not_filled' }),
});
/** `POST general/temp_license_order/update/{id}`: the answers (the camp stays). */
export const TempOrderUpdateSchema = z.object({
  answers: answersField.min(1, { error: 'temp_licence.form_not_filled' }),
});
/** `POST general/temp_license_order/approve|reject/{id}`: the action's input. */
export const TempOrderActionSchema = z.looseObject({});
/** `POST general/temp_license_order_kroky_documents/store?temp_license_order_id=`. */
export const TempKrokyQuerySchema = z.object({ temp_license_order_id: id });

/** `POST general/temp_license_order?page`. */
export const TempOrderListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: emptyOr(z.enum(TEMP_ORDER_STATUSES)),
  company_id: filterId,
  camp_id: filterId,
});

/**
 * `POST general/temp_licenses/store` and `update/{id}` (the /licenses screens): an issued licence
 * — its holder, activity, period in days from the start date, and conditions. The number is the
 * server's (`TL-000001`); a licence issued by an order's approval keeps its company.
 */
export const TempLicenceSchema = z.object({
  company_id: id,
  activity: z.string().trim().min(1).max(200),
  period: z.coerce
    .number({ error: 'temp_licence.period_required' })
    .int({ error: 'temp_licence.period_required' })
    .min(1, { error: 'temp_licence.period_required' })
    .max(365, { error: 'temp_licence.period_max' }),
  starts_at: dateField,
  conditions: z.string().trim().max(2000).nullish(),
});
export type TempLicenceInput = z.infer<typeof TempLicenceSchema>;

/** `POST general/temp_licenses?page`. */
export const TempLicenceListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  company_id: filterId,
});

/** `POST general/temp_license_forms?page`: the temporary-licence forms (type `temp_license`). */
export const TempFormListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
});

/** `POST general/temp_license_forms/store` and `update/{id}`: a form of type `temp_license`. */
export const TempFormSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, type: 'temp_license' } : v),
  FormSchema,
);
