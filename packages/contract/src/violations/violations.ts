import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { emptyOr, filterId, idList, optionalId, optionalText, requiredId } from '../fields';
import { MAX_HALALAS } from '../finance/money';
import { ListBodyBaseSchema } from '../list';
import { defineWorkflow } from '../workflow';
import { VIOLATION_STATUS_LABELS, VIOLATION_STATUSES } from './violation-statuses';

// ---------------------------------------------------------------------------------------------
// Violations (spec 001 §2 "Violations", §3 "Violation", §4, §5, §6, §7 "Violations"): an
// inspector records a violation on a camp (photos, level); the authority assigns it to the company
// holding the camp, which opens it (viewed), fixes it (answer with evidence) or objects (cause and
// file); the authority answers the objection (accepted → cancelled, refused → reject_answered) and
// completes a fixed one. Past the level's deadline without an answer it is locked (no objection).
// ---------------------------------------------------------------------------------------------

export { VIOLATION_STATUS_LABELS, VIOLATION_STATUSES, type ViolationStatus } from './violation-statuses';

const required = (key: 'violation.answer_required' | 'violation.rejection_cause_required') =>
  z.string({ error: key }).trim().min(1, { error: key }).max(2000);

export const VIOLATION_WORKFLOW = defineWorkflow({
  name: 'violation',
  title: { ar: 'المخالفة', en: 'Violation' },
  statuses: VIOLATION_STATUSES,
  labels: VIOLATION_STATUS_LABELS,
  refused: 'violation.transition_not_allowed',
  create: {
    label: { ar: 'تسجيل المخالفة', en: 'Violation recorded' },
    to: 'created',
    permission: 'view-violation-form',
    party: 'authority',
    how: 'general/violation_forms/store',
  },
  actions: {
    assign: {
      label: { ar: 'إسناد للشركة', en: 'Assign to the company' },
      from: ['created'],
      to: 'assigned',
      permission: 'view-violation-form',
      party: 'authority',
      guards: ['images_uploaded'],
      notify: { to: 'owner', message: 'violation.notify_assigned', channels: ['sms'] },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms_assigns/store',
    },
    unassign: {
      label: { ar: 'إلغاء الإسناد', en: 'Withdraw the assignment' },
      from: ['assigned'],
      to: 'created',
      permission: 'view-violation-form',
      party: 'authority',
      confirm: 'workflow.confirm',
      how: 'DELETE general/violation_forms_assigns/{id}, before the company opens it',
    },
    view: {
      label: { ar: 'اطلاع الشركة', en: 'Opened by the company' },
      from: ['assigned'],
      to: 'viewed',
      permission: 'view-violations',
      party: 'owner',
      how: 'the company opens it (edit/{id}), once',
    },
    object: {
      label: { ar: 'اعتراض', en: 'Object' },
      from: ['viewed'],
      to: 'rejected',
      permission: 'view-violations',
      party: 'owner',
      input: z.object({ rejection_cause: required('violation.rejection_cause_required') }),
      guards: ['before_deadline', 'rejection_file_uploaded'],
      notify: { to: 'inspector', message: 'violation.notify_objected' },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/object/{id} with the cause, after the file',
    },
    accept_objection: {
      label: { ar: 'قبول الاعتراض', en: 'Accept the objection' },
      from: ['rejected'],
      to: 'cancelled',
      permission: 'view-violation-form',
      party: 'authority',
      notify: { to: 'owner', message: 'violation.notify_objection_accepted', channels: ['sms'] },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/accept_objection/{id}',
    },
    refuse_objection: {
      label: { ar: 'رفض الاعتراض', en: 'Refuse the objection' },
      from: ['rejected'],
      to: 'reject_answered',
      permission: 'view-violation-form',
      party: 'authority',
      input: z.object({ reject_answer: required('violation.answer_required') }),
      notify: { to: 'owner', message: 'violation.notify_objection_refused', channels: ['sms'] },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/refuse_objection/{id} with the answer',
    },
    answer: {
      label: { ar: 'الرد بالإصلاح', en: 'Answer with the fix' },
      from: ['viewed', 'reject_answered', 'locked'],
      permission: 'view-violations',
      party: 'owner',
      input: z.object({ answer: required('violation.answer_required') }),
      guards: ['evidence_uploaded'],
      event: 'violation_answered',
      notify: { to: 'inspector', message: 'violation.notify_answered' },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/answer/{id} with the answer, after the evidence photos',
    },
    complete: {
      label: { ar: 'اعتماد الإصلاح', en: 'Accept the fix' },
      from: ['viewed', 'reject_answered', 'locked'],
      to: 'completed',
      permission: 'view-violation-form',
      party: 'authority',
      guards: ['answered'],
      notify: { to: 'owner', message: 'violation.notify_completed' },
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/complete/{id}',
    },
    cancel: {
      label: { ar: 'إلغاء المخالفة', en: 'Cancel the violation' },
      from: ['created', 'assigned', 'viewed'],
      to: 'cancelled',
      permission: 'view-violation-form',
      party: 'authority',
      confirm: 'workflow.confirm',
      how: 'general/violation_forms/cancel/{id}',
    },
    lock: {
      label: { ar: 'إقفال بعد انتهاء المهلة', en: 'Locked after the deadline' },
      from: ['assigned', 'viewed', 'reject_answered'],
      to: 'locked',
      permission: null,
      party: 'system',
      guards: ['deadline_passed'],
      notify: { to: 'owner', message: 'violation.notify_locked' },
      how: "the deadline job: the level's fix hours passed since the assignment without an answer",
    },
  },
});

/** Most photos of one violation (and of one answer's evidence): slots `image_1` … `image_8`. */
const VIOLATION_MAX_IMAGES = 8;
const photoSlots = (prefix: string, n: number, ar: string, en: string, first: boolean) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `${prefix}_${i + 1}`,
      {
        kind: 'document',
        required: first && i === 0,
        types: ['jpeg', 'png'],
        label: { ar: `${ar} ${i + 1}`, en: `${en} ${i + 1}` },
      },
    ]),
  ) as AttachmentSlots;

/**
 * A violation's files: the inspector's photos (the first required), the company's objection file
 * and its evidence photos. Photos are shrunk on the phone before upload (≤ ~500 KB), so the 2 MB
 * class is their limit.
 */
export const VIOLATION_SLOTS: AttachmentSlots = {
  ...photoSlots('image', VIOLATION_MAX_IMAGES, 'صورة المخالفة', 'Violation photo', true),
  rejection_file: {
    kind: 'document',
    required: false,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'ملف الاعتراض', en: 'Objection file' },
  },
  ...photoSlots('evidence', 4, 'صورة الإصلاح', 'Fix photo', false),
};

const latitude = z.coerce.number({ error: 'violation.location_invalid' }).min(-90).max(90);
const longitude = z.coerce.number({ error: 'violation.location_invalid' }).min(-180).max(180);

/** `POST general/violation_forms/store`: the camp (its square and company derived), level, body, place. */
export const ViolationStoreSchema = z.object({
  camp_id: requiredId('violation.camp_required'),
  violation_form_level_id: requiredId('violation.level_required'),
  body: z
    .string({ error: 'violation.body_required' })
    .trim()
    .min(1, { error: 'violation.body_required' })
    .max(5000),
  lat: latitude.nullish(),
  lng: longitude.nullish(),
  /** A phone's offline submission: the same key twice answers the first record (no second one). */
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'violation.key_invalid' })
    .optional(),
});
export type ViolationStore = z.infer<typeof ViolationStoreSchema>;

/** `POST general/violation_forms/update/{id}` (while `created`): the same fields but the key. */
export const ViolationUpdateSchema = ViolationStoreSchema.omit({ idempotency_key: true });

/** `POST general/violation_forms?page`. */
export const ViolationListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: emptyOr(z.enum(VIOLATION_STATUSES)),
  violation_form_level_id: filterId,
  square_id: filterId,
  company_id: filterId,
  camp_id: filterId,
  /** Only mine (the inspector's own list on the phone). */
  mine: z.coerce.number().int().min(0).max(1).optional(),
});

/** `POST general/violation_forms_assigns/store`: violations to their companies (and an inspector). */
export const ViolationAssignSchema = z.object({
  violation_form_ids: idList(100).min(1, { error: 'violation.violations_required' }),
  inspector_id: optionalId,
});

/** A violation level (spec §9: configurable): bilingual name, order, colour, deadline, fine. */
export const ViolationLevelSchema = z.object({
  name: z
    .string({ error: 'violation.level_name_required' })
    .trim()
    .min(1, { error: 'violation.level_name_required' })
    .max(100),
  name_en: z
    .string({ error: 'violation.level_name_required' })
    .trim()
    .min(1, { error: 'violation.level_name_required' })
    .max(100),
  severity: z.coerce.number({ error: 'violation.severity_invalid' }).int().min(1).max(100),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'violation.color_invalid' }),
  fix_hours: z.coerce
    .number({ error: 'violation.fix_hours_invalid' })
    .int()
    .min(1)
    .max(24 * 365),
  /** Halalas; 0 = no fine. */
  fine: z.coerce.number({ error: 'violation.fine_invalid' }).int().min(0).max(MAX_HALALAS),
});

/** `POST general/regulatory-violation-order/store`: one company's violations in one order. */
export const ViolationOrderStoreSchema = z.object({
  violation_form_ids: idList(50).min(1, { error: 'violation.violations_required' }),
  /** The order's own note beside the legal text. */
  notes: optionalText(2000),
});

/** `POST general/regulatory-violation-order?page`. */
export const ViolationOrderListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().trim().max(100).optional(),
  company_id: filterId,
});
