import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { emptyOr, filterId, id, requiredId } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { flag01, nationalIdField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Readiness licence (spec 001 §2, §3 "Readiness order", §4, §5, §7 simple-readiness-license/*).
// A company certifies that a delivered camp is ready for pilgrims: it picks the camp, accepts the
// pledge, fills the `simple_readiness_license` form; the authority approves (with a validity in
// days), disapproves (the company corrects and resubmits), rejects finally or cancels.
// ---------------------------------------------------------------------------------------------

export const READINESS_STATUSES = [
  'draft',
  'pending',
  'approved',
  'disapproved',
  'rejected',
  'cancelled',
] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

/** The spec's `validity_period` (001 "Other payload fields"): days; 0 means unset ("the issue date is not set"). */
const ReadinessApproveInput = z.object({
  validity_period: z.coerce
    .number({ error: 'readiness.issue_date_not_set' })
    .int({ error: 'readiness.issue_date_not_set' })
    .min(0, { error: 'readiness.issue_date_not_set' })
    .max(3650)
    .refine((d) => d !== 0, { error: 'readiness.issue_date_not_set' }),
});
/** Disapprove and reject need the spec's `rejection_reason` ("rejection reason not set"). */
const ReadinessReasonInput = z.object({
  rejection_reason: z
    .string({ error: 'readiness.reason_required' })
    .trim()
    .min(1, { error: 'readiness.reason_required' })
    .max(1000),
});

export const READINESS_WORKFLOW = defineWorkflow({
  name: 'readiness',
  title: { ar: 'رخصة الجاهزية', en: 'Readiness licence' },
  statuses: READINESS_STATUSES,
  labels: {
    draft: 'readiness.status.draft',
    pending: 'readiness.status.pending',
    approved: 'readiness.status.approved',
    disapproved: 'readiness.status.disapproved',
    rejected: 'readiness.status.rejected',
    cancelled: 'readiness.status.cancelled',
  },
  refused: 'readiness.transition_not_allowed',
  actions: {
    submit: {
      label: { ar: 'تقديم الطلب', en: 'Submit' },
      from: ['draft'],
      to: 'pending',
      permission: 'readiness-license-create',
      party: 'owner',
      guards: ['form_filled'],
      how: 'answer-questions: the first complete save of the form makes the request pending',
    },
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: 'readiness-license-index',
      party: 'authority',
      input: ReadinessApproveInput,
      guards: ['form_filled'],
      after: ['issue_licence'],
      notify: { to: 'owner', message: 'readiness.notice.approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'approve with the validity period in days; 0 is unset',
    },
    disapprove: {
      label: { ar: 'إعادة للتعديل', en: 'Disapprove' },
      from: ['pending'],
      to: 'disapproved',
      permission: 'readiness-license-index',
      party: 'authority',
      input: ReadinessReasonInput,
      notify: { to: 'owner', message: 'readiness.notice.disapproved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'disapprove with the reason; the company corrects and resubmits',
    },
    reject: {
      label: { ar: 'رفض نهائي', en: 'Reject finally' },
      from: ['pending', 'disapproved'],
      to: 'rejected',
      permission: 'readiness-license-index',
      party: 'authority',
      input: ReadinessReasonInput,
      notify: { to: 'owner', message: 'readiness.notice.rejected', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'reject with the reason; final',
    },
    cancel: {
      label: { ar: 'إلغاء', en: 'Cancel' },
      from: ['draft', 'pending', 'disapproved', 'approved'],
      to: 'cancelled',
      permission: 'readiness-license-index',
      party: ['owner', 'authority'],
      after: ['cancel_licence'],
      confirm: 'workflow.confirm',
      how: 'cancel; an approved licence is cancelled with it',
    },
    resubmit: {
      label: { ar: 'إعادة تقديم', en: 'Resubmit' },
      from: ['disapproved'],
      to: 'pending',
      permission: 'readiness-license-create',
      party: 'owner',
      guards: ['form_filled'],
      confirm: 'workflow.confirm',
      how: 'update-all-answers of a disapproved licence',
    },
  },
});

/** The readiness licence's drawing (kroky, `full_path`): one file, pdf or image, up to 100 MB. */
export const READINESS_SLOTS: AttachmentSlots = {
  kroky: {
    kind: 'drawing',
    required: false,
    types: ['pdf', 'png', 'jpeg', 'dwg'],
    label: { ar: 'الكروكي', en: 'Drawing (kroky)' },
  },
};

/** `POST general/simple-readiness-license/store`: order start payload (spec §3). */
export const ReadinessStoreSchema = z.object({
  assign_camp_id: requiredId('readiness.select_camp'),
  is_committed: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    flag01.refine((v) => v === 1, { error: 'readiness.agree_pledge' }),
  ),
});

const answersField = z
  .array(z.object({ question_id: id, value: z.unknown() }))
  .max(300)
  .optional();

/**
 * `POST answer-questions` / `update-all-answers`: the form's answers of an order ("no readiness
 * order id", "no form number", "form not filled" — spec §5).
 */
export const ReadinessAnswersSchema = z.object({
  order_id: requiredId('readiness.no_order_id'),
  form_id: requiredId('readiness.no_form_number'),
  answers: answersField,
});

/** `POST approve|disapprove|reject|cancel`: the order's id plus the action's input. */
export const ReadinessActionSchema = z.looseObject({ id });
export const ReadinessKrokyQuerySchema = z.object({ id });

/** `POST general/simple-readiness-license/index?page`. */
export const ReadinessListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: emptyOr(z.enum(READINESS_STATUSES)),
  company_id: filterId,
  camp_id: filterId,
});

// ---------------------------------------------------------------------------------------------
// Entry (car) licences (spec 000 §2 /request-licenses, §7 general/licenseCarOrder; 001 §3 "Entry
// licence request", §4 "Entry licence": pending, approved, rejected; §8: a rejected request cannot
// be viewed or updated). A company asks for a vehicle's entry permit to one of its camps.
// ---------------------------------------------------------------------------------------------

export const CAR_LICENCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CarLicenceStatus = (typeof CAR_LICENCE_STATUSES)[number];

const CarLicenceRejectInput = z.object({
  reject_cause: z
    .string({ error: 'car_licence.reject_cause_required' })
    .trim()
    .min(1, { error: 'car_licence.reject_cause_required' })
    .max(1000),
});

export const CAR_LICENCE_WORKFLOW = defineWorkflow({
  name: 'car_licence',
  title: { ar: 'تصريح دخول مركبة', en: 'Entry (car) licence' },
  statuses: CAR_LICENCE_STATUSES,
  labels: {
    pending: 'car_licence.status.pending',
    approved: 'car_licence.status.approved',
    rejected: 'car_licence.status.rejected',
  },
  refused: 'car_licence.transition_not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: 'carLicense-index',
      party: 'authority',
      after: ['issue_permit'],
      notify: { to: 'owner', message: 'car_licence.notice.approved', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'approve/{id}; the expiry is the approval plus the period',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending'],
      to: 'rejected',
      permission: 'carLicense-index',
      party: 'authority',
      input: CarLicenceRejectInput,
      notify: { to: 'owner', message: 'car_licence.notice.rejected', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'reject/{id} with reject_cause',
    },
  },
});

/** `POST general/licenseCarOrder/store` and `update/{id}` (001 §3 plus the vehicle and driver). */
export const CarLicenceSchema = z.object({
  camp_id: id,
  /** The permit's period in days. */
  period: z.coerce.number().int().min(1).max(365),
  visit_cause: z.string().trim().min(1).max(500),
  plate_number: z.string().trim().min(1).max(20),
  driver_name: z.string().trim().min(1).max(100),
  driver_identity: nationalIdField,
});

/** `POST general/licenseCarOrder?page`. */
export const CarLicenceListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: emptyOr(z.enum(CAR_LICENCE_STATUSES)),
  camp_id: filterId,
});
