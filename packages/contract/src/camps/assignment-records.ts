/** What the assignment, appointment and absence routes answer: rows and records (issue 27 §3). */
import { z } from 'zod';
import { id } from '../fields';
import { ASSIGNMENT_STATUSES } from '../list-constants';
import { instant, int, maybe, TimelineEventSchema, text } from '../records';
import { APPOINTMENT_STATUSES } from './appointments';
import { CAMP_STATUSES } from './camps';
import { CampRowSchema } from './camps-records';

/** Its square and company, in both languages (`square_name`, `company_name` in the caller's). */
const placeNames = {
  camp_number: text,
  camp_name: text,
  square_name: text,
  square_name_en: text,
  company_name: text,
  company_name_en: text,
};

/** A row of `general/camps/assign-camps` and `general/deliveries`: an assignment of a camp. */
export const AssignmentRowSchema = z.object({
  id,
  camp_id: id,
  company_id: id,
  receiver_cr: maybe(text),
  country_id: maybe(id),
  pilgrims_count: maybe(int),
  status: z.enum(ASSIGNMENT_STATUSES),
  status_text: text,
  kroky_file_id: maybe(id),
  assign_file_id: maybe(id),
  notes: maybe(text),
  created_by: maybe(id),
  created_at: instant,
  updated_at: instant,
  receiver_company_id: id,
  camp_uuid: text,
  camp_status: z.enum(CAMP_STATUSES),
  square_id: id,
  ...placeNames,
  company_type_id: id,
  company_type_code: maybe(text),
  country_name: maybe(text),
  country_name_en: maybe(text),
  country: maybe(text),
  /** The latest live appointment. */
  appointment: maybe(instant),
  receiver_cr_label: z.enum(['centre_number', 'license_number']),
});
export type AssignmentRow = z.infer<typeof AssignmentRowSchema>;

const FileMetaSchema = z.object({ id, original_name: text, size: int, mime: text, url: text });

/** An assignment as `editCampAssign/{id}` reads it and its writes answer. */
export const AssignmentSchema = AssignmentRowSchema.extend({
  camp: CampRowSchema.nullable(),
  attachment: FileMetaSchema.nullable(),
  assign_file: FileMetaSchema.nullable(),
  appointments: z.array(
    z.object({
      id,
      appointment: instant,
      ends_at: instant,
      status: z.enum(APPOINTMENT_STATUSES),
      absent_at: maybe(instant),
      status_text: text,
    }),
  ),
  history: z.array(
    TimelineEventSchema.extend({ note: maybe(text), user_id: maybe(id), user_name: maybe(text) }),
  ),
  allowed_actions: z.array(text),
  /** The targets of `change_status` open to the caller. */
  next_statuses: z.array(z.enum(ASSIGNMENT_STATUSES)),
});
export type AssignmentRecord = z.infer<typeof AssignmentSchema>;

/** A row of `general/appointments`. */
export const AppointmentRowSchema = z.object({
  id,
  assign_camp_id: id,
  camp_id: id,
  company_id: id,
  appointment: instant,
  ends_at: instant,
  status: z.enum(APPOINTMENT_STATUSES),
  status_text: text,
  notes: maybe(text),
  absent_at: maybe(instant),
  is_absent: z.union([z.literal(0), z.literal(1)]),
  created_by: maybe(id),
  created_at: instant,
  updated_at: instant,
  assign_status: z.enum(ASSIGNMENT_STATUSES),
  square_id: id,
  ...placeNames,
});
export type AppointmentRow = z.infer<typeof AppointmentRowSchema>;

/** An appointment as `general/appointments/edit/{id}` reads it and its writes answer: with its absences. */
export const AppointmentSchema = AppointmentRowSchema.extend({
  absences: z.array(z.object({ id, appointment_at: instant, notes: maybe(text), created_at: instant })),
});

/** A row of `general/absence_history`: a missed appointment. */
export const AbsenceRowSchema = z.object({
  id,
  appointment_id: id,
  company_id: id,
  appointment_at: instant,
  notes: maybe(text),
  created_by: maybe(id),
  created_at: instant,
  appointment_status: z.enum(APPOINTMENT_STATUSES),
  appointment: instant,
  ...placeNames,
});
export type AbsenceRow = z.infer<typeof AbsenceRowSchema>;
