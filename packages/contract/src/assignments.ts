import { z } from 'zod';
import { ListBodyBaseSchema } from './list';
import type { PermissionName } from './permissions';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
const filterId = z.union([id, z.literal('')]).optional();
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullish());

// ---------------------------------------------------------------------------------------------
// The assignment lifecycle (spec §3 "Assignment status values", verbatim: `deliverd`).
// ---------------------------------------------------------------------------------------------

export const ASSIGNMENT_STATUSES = ['pending', 'appointment', 'answered', 'returned', 'deliverd'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** How a transition is made: by booking/cancelling an appointment, or by `assign_camps/change_status/{id}`. */
export type TransitionVia =
  | 'appointment_booked'
  | 'appointments_cancelled'
  | 'change_status'
  /** The appointment's delivery form (assign-type filling) is answered (modules/contracts/delivery-hooks). */
  | 'delivery_form_answered'
  /** The delivery form is fully signed and the contract signed by both parties, whichever comes last. */
  | 'delivery_completed';

export type AssignmentTransition = {
  from: AssignmentStatus;
  to: AssignmentStatus;
  permission: PermissionName;
  via: TransitionVia;
};

/**
 * Every allowed move of an assignment, with the permission that may make it. Anything not in
 * this table is refused (422). The server enforces it in one place (camps/assignments.service).
 * - pending → appointment: a delivery appointment is booked for it.
 * - appointment → pending: its last live appointment is deleted or rejected.
 * - appointment → answered: the company starts the delivery at an approved appointment.
 * - answered → deliverd: the authority records the camp as received.
 * - appointment | answered → returned: the authority takes the camp back (frees the camp).
 * - appointment → answered (delivery_form_answered): the appointment's delivery form is answered.
 * - answered → deliverd (delivery_completed): the delivery form is fully signed and the contract
 *   signed by both parties, whichever happens last.
 */
export const ASSIGNMENT_TRANSITIONS: readonly AssignmentTransition[] = [
  {
    from: 'pending',
    to: 'appointment',
    permission: 'delivery-appointment-creat-index',
    via: 'appointment_booked',
  },
  {
    from: 'appointment',
    to: 'pending',
    permission: 'delivery-appointment-creat-index',
    via: 'appointments_cancelled',
  },
  { from: 'appointment', to: 'answered', permission: 'delivery-signature-index', via: 'change_status' },
  { from: 'answered', to: 'deliverd', permission: 'delivery-camp-index', via: 'change_status' },
  {
    from: 'appointment',
    to: 'answered',
    permission: 'delivery-appointment-index',
    via: 'delivery_form_answered',
  },
  { from: 'answered', to: 'deliverd', permission: 'delivery-signature-index', via: 'delivery_completed' },
  { from: 'appointment', to: 'returned', permission: 'delivery-camp-index', via: 'change_status' },
  { from: 'answered', to: 'returned', permission: 'delivery-camp-index', via: 'change_status' },
];

export const findAssignmentTransition = (from: AssignmentStatus, to: AssignmentStatus, via?: TransitionVia) =>
  ASSIGNMENT_TRANSITIONS.find((t) => t.from === from && t.to === to && (via === undefined || t.via === via));

/** The transitions a user holding `permissions` may make from `from` through change_status. */
export const nextAssignmentStatuses = (from: AssignmentStatus, permissions: ReadonlySet<string>) =>
  ASSIGNMENT_TRANSITIONS.filter(
    (t) => t.from === from && t.via === 'change_status' && permissions.has(t.permission),
  ).map((t) => t.to);

/** Statuses that hold the camp (a camp has at most one assignment in them). */
export const ACTIVE_ASSIGNMENT_STATUSES = ASSIGNMENT_STATUSES.filter((s) => s !== 'returned');

/** Message keys of each status's label (both dictionaries have them). */
export const ASSIGNMENT_STATUS_LABEL: Record<AssignmentStatus, string> = {
  pending: 'assignment.status.pending',
  appointment: 'assignment.status.appointment',
  answered: 'assignment.status.answered',
  returned: 'assignment.status.returned',
  deliverd: 'assignment.status.deliverd',
};

/** The targets `assign_camps/change_status/{id}` accepts. */
export const CHANGE_STATUS_TARGETS = ['answered', 'deliverd', 'returned'] as const;

// ---------------------------------------------------------------------------------------------
// Appointment status (spec §3: pending, approved, rejected).
// ---------------------------------------------------------------------------------------------

export const APPOINTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Status changes through `appointments/update/{id}`; a new time (re-booking) makes it pending again. */
export const APPOINTMENT_STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: [],
};

export const APPOINTMENT_STATUS_LABEL: Record<AppointmentStatus, string> = {
  pending: 'appointment.status.pending',
  approved: 'appointment.status.approved',
  rejected: 'appointment.status.rejected',
};

/** Default and bounds of an appointment's length, in minutes. */
export const APPOINTMENT_MINUTES = { default: 60, min: 15, max: 480 } as const;

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

/** A calendar day or an ISO instant; stored as timestamptz. */
const instant = z
  .string()
  .trim()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s), {
    error: 'validation.date',
  })
  .refine((s) => !Number.isNaN(Date.parse(s.replace(' ', 'T'))), { error: 'validation.date' });

const minutes = z.coerce.number().int().min(APPOINTMENT_MINUTES.min).max(APPOINTMENT_MINUTES.max);

/** `POST general/appointments/store` (spec: appointment, assign_camp_id). */
export const AppointmentStoreSchema = z.object({
  assign_camp_id: id,
  appointment: instant,
  duration: minutes.default(APPOINTMENT_MINUTES.default),
  notes: optionalText(2000),
});
export type AppointmentStore = z.infer<typeof AppointmentStoreSchema>;

/** `POST general/appointments/update/{id}`: a new time re-books it; a status approves or rejects it. */
export const AppointmentUpdateSchema = z.object({
  appointment: instant.optional(),
  duration: minutes.optional(),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  notes: optionalText(2000),
});

export const AppointmentListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(APPOINTMENT_STATUSES), z.literal('')]).optional(),
  square_id: filterId,
  company_id: filterId,
  assign_camp_id: filterId,
  date_from: z.union([instant, z.literal('')]).optional(),
  date_to: z.union([instant, z.literal('')]).optional(),
});

/** `POST general/absence_history/store` (spec: appointment_id; the company comes from the appointment). */
export const AbsenceStoreSchema = z.object({ appointment_id: id, notes: optionalText(1000) });

export const AbsenceListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  company_id: filterId,
  appointment_id: filterId,
});
