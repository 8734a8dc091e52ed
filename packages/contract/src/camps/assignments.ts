import { z } from 'zod';
import { filterId, id, optionalId, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { ASSIGNMENT_STATUSES } from '../list-constants';
import type { MessageKey } from '../messages';
import type { PermissionName } from '../permissions';
import { type ActionOf, defineWorkflow, transitionsOf } from '../workflow';

// ---------------------------------------------------------------------------------------------
// The assignment lifecycle (spec §3 "Assignment status values", verbatim: `deliverd`).
// ---------------------------------------------------------------------------------------------

/** The optional note of a lifecycle move (`change_status`), kept on its timeline event. */
const ChangeStatusNote = z.object({ note: optionalText(1000) });

export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** How a transition is made (the name of the assignment workflow's action). */
type TransitionVia = ActionOf<typeof ASSIGNMENT_WORKFLOW>;

/**
 * The assignment lifecycle, run by the workflow kernel (apps/api/src/lib/workflow.ts). Anything
 * not declared here is refused (422); an allowed move by someone without its permission is 403.
 * - book / cancel_appointments: an appointment is booked, or the last live one goes (system).
 * - answer: the company starts the delivery at an approved appointment (`change_status`).
 * - deliver: the authority records the camp as received; return: it takes the camp back.
 * - delivery_form_answered / delivery_completed: `after` steps of the delivery form and the
 *   contract (form answered; form fully signed and contract signed, whichever comes last).
 */
export const ASSIGNMENT_WORKFLOW = defineWorkflow({
  name: 'assignment',
  title: { ar: 'تخصيص المخيم', en: 'Camp assignment' },
  statuses: ASSIGNMENT_STATUSES,
  labels: {
    pending: 'assignment.status.pending',
    appointment: 'assignment.status.appointment',
    answered: 'assignment.status.answered',
    returned: 'assignment.status.returned',
    deliverd: 'assignment.status.deliverd',
  },
  refused: 'assignment.transition_not_allowed',
  actions: {
    appointment_booked: {
      label: { ar: 'حجز موعد', en: 'Appointment booked' },
      from: ['pending'],
      to: 'appointment',
      permission: 'delivery-appointment-creat-index',
      party: 'system',
      how: 'an appointment is booked, or a rejected one re-booked',
    },
    appointments_cancelled: {
      label: { ar: 'إلغاء المواعيد', en: 'Appointments cancelled' },
      from: ['appointment'],
      to: 'pending',
      permission: 'delivery-appointment-creat-index',
      party: 'system',
      how: 'its last live appointment is deleted or rejected',
    },
    answer: {
      label: { ar: 'بدء التسليم', en: 'Start delivery' },
      from: ['appointment'],
      to: 'answered',
      permission: 'delivery-signature-index',
      party: ['owner', 'authority'],
      guards: ['approved_appointment'],
      input: ChangeStatusNote,
      confirm: 'workflow.confirm',
      how: 'change_status',
    },
    deliver: {
      label: { ar: 'تسجيل الاستلام', en: 'Record as received' },
      from: ['answered'],
      to: 'deliverd',
      permission: 'delivery-camp-index',
      party: 'authority',
      input: ChangeStatusNote,
      confirm: 'workflow.confirm',
      how: 'change_status',
    },
    return: {
      label: { ar: 'استرجاع المخيم', en: 'Return the camp' },
      from: ['appointment', 'answered'],
      to: 'returned',
      permission: 'delivery-camp-index',
      party: 'authority',
      input: ChangeStatusNote,
      notify: { to: 'owner', message: 'assignment.notify_returned', channels: ['sms', 'email'] },
      confirm: 'workflow.confirm',
      how: 'change_status',
    },
    delivery_form_answered: {
      label: { ar: 'تعبئة نموذج التسليم', en: 'Delivery form answered' },
      from: ['appointment'],
      to: 'answered',
      permission: 'delivery-appointment-index',
      party: 'system',
      guards: ['approved_appointment'],
      how: 'the delivery form is answered',
    },
    delivery_completed: {
      label: { ar: 'اكتمال التسليم', en: 'Delivery completed' },
      from: ['answered'],
      to: 'deliverd',
      permission: 'delivery-signature-index',
      party: 'system',
      how: 'delivery form and contract fully signed',
    },
    redelivery_booked: {
      label: { ar: 'حجز موعد إعادة التسليم', en: 'Re-delivery booked' },
      from: ASSIGNMENT_STATUSES,
      permission: null,
      party: 'system',
      how: "a re-assign/lock order's re-delivery appointment is booked",
    },
    redelivered: {
      label: { ar: 'إعادة التسليم', en: 'Re-delivered' },
      from: ASSIGNMENT_STATUSES,
      permission: null,
      party: 'system',
      how: "a re-assign/lock order's re-delivery record is signed",
    },
  },
});

type AssignmentTransition = {
  from: AssignmentStatus;
  to: AssignmentStatus;
  permission: PermissionName | null;
  /** `change_status` for the moves of `assign_camps/change_status/{id}`, else the action's name. */
  via: TransitionVia | 'change_status';
  action: TransitionVia;
};

/** Every allowed move of an assignment (derived from ASSIGNMENT_WORKFLOW). */
export const ASSIGNMENT_TRANSITIONS: readonly AssignmentTransition[] = transitionsOf(ASSIGNMENT_WORKFLOW).map(
  (t) => ({
    from: t.from,
    to: t.to,
    permission: t.def.permission,
    via: t.def.how === 'change_status' ? 'change_status' : t.action,
    action: t.action,
  }),
);

/** The action of `assign_camps/change_status/{id}` for each target status. */
export const CHANGE_STATUS_ACTIONS = { answered: 'answer', deliverd: 'deliver', returned: 'return' } as const;

/** Message keys of each status's label (both dictionaries have them). */
export const ASSIGNMENT_STATUS_LABEL = ASSIGNMENT_WORKFLOW.labels as Record<AssignmentStatus, MessageKey>;

/** The targets `assign_camps/change_status/{id}` accepts. */
export const CHANGE_STATUS_TARGETS = ['answered', 'deliverd', 'returned'] as const;

// ---------------------------------------------------------------------------------------------
// Wire schemas.
// ---------------------------------------------------------------------------------------------

/** User types whose assignment form labels the licence field "centre number" (spec §6). */
export const CENTRE_NUMBER_TYPES = ['raft_office', 'service_provider'] as const;

/** `POST general/camps/assignCampToCompany` (spec §3 "Assignment"). */
export const AssignCampSchema = z.object({
  camp_id: id,
  square_id: optionalId,
  receiver_company_id: id,
  receiver_cr: z.string().trim().min(1).max(50),
  country_id: optionalId,
  pilgrims_count: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(0).max(1_000_000).optional(),
  ),
  notes: optionalText(2000),
});
export type AssignCampInput = z.infer<typeof AssignCampSchema>;

/** `POST general/camps/updateCampAssignation/{id}`: the camp itself may change only while pending. */
export const UpdateCampAssignationSchema = AssignCampSchema;

/** `POST general/camps/updateCampByCompany/{id}`: what the receiving company edits itself. */
export const UpdateCampByCompanySchema = z.object({
  country_id: optionalId,
  pilgrims_count: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(0).max(1_000_000).optional(),
  ),
  notes: optionalText(2000),
});

/** `POST general/assign_camps/change_country_id`. */
export const ChangeCountrySchema = z.object({ assign_camp_id: id, country_id: id });

/** `POST general/assign_camps/change_status/{id}`: a lifecycle move (see ASSIGNMENT_TRANSITIONS). */
export const ChangeAssignmentStatusSchema = z.object({
  status: z.enum(CHANGE_STATUS_TARGETS),
  note: optionalText(1000),
});

/** `POST general/camps/index?page` (assignments) and the deliveries register. */
export const AssignListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(ASSIGNMENT_STATUSES), z.literal('')]).optional(),
  square_id: filterId,
  camp_id: filterId,
  company_id: filterId,
  country_id: filterId,
});
