import { z } from 'zod';
import { filterId, id, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import type { MessageKey } from '../messages';
import { instantField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Appointment status (spec §3: pending, approved, rejected).
// ---------------------------------------------------------------------------------------------

export const APPOINTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * The appointment's status, through `appointments/update/{id}`: the authority approves or rejects
 * it; a new time (re-booking) makes it pending again (`rebook`, taken by the update itself).
 */
export const APPOINTMENT_WORKFLOW = defineWorkflow({
  name: 'appointment',
  title: { ar: 'موعد التسليم', en: 'Delivery appointment' },
  statuses: APPOINTMENT_STATUSES,
  labels: {
    pending: 'appointment.status.pending',
    approved: 'appointment.status.approved',
    rejected: 'appointment.status.rejected',
  },
  refused: 'appointment.transition_not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: 'delivery-appointment-creat-index',
      party: ['owner', 'authority'],
      how: 'update with status',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending', 'approved'],
      to: 'rejected',
      permission: 'delivery-appointment-creat-index',
      party: ['owner', 'authority'],
      how: 'update with status',
    },
    rebook: {
      label: { ar: 'إعادة الحجز', en: 'Re-book' },
      from: ['approved', 'rejected'],
      to: 'pending',
      permission: 'delivery-appointment-creat-index',
      party: 'system',
      how: 'a new time; clears the absence mark',
    },
    redelivery_booked: {
      label: { ar: 'موعد إعادة التسليم', en: 'Re-delivery appointment' },
      from: ['pending'],
      to: 'approved',
      permission: null,
      party: 'system',
      how: "booked approved by a re-assign/lock order's re-appointment",
    },
    redelivery_released: {
      label: { ar: 'إلغاء موعد إعادة التسليم', en: 'Re-delivery appointment released' },
      from: ['pending', 'approved'],
      to: 'rejected',
      permission: null,
      party: 'system',
      how: 'its re-assign/lock order is refused by the handover party',
    },
  },
});

export const APPOINTMENT_STATUS_LABEL = APPOINTMENT_WORKFLOW.labels as Record<AppointmentStatus, MessageKey>;

/** Default and bounds of an appointment's length, in minutes. */
export const APPOINTMENT_MINUTES = { default: 60, min: 15, max: 480 } as const;

// ---------------------------------------------------------------------------------------------
// Wire schemas: appointments and absence.
// ---------------------------------------------------------------------------------------------

/** A calendar day or an ISO instant; stored as timestamptz (the shared calendar rule). */
const instant = instantField;

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
