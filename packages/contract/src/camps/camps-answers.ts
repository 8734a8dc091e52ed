/** What the camps, Tafweej, assignment, appointment and absence routes answer (issue 27 §3). */
import { z } from 'zod';
import { MessageResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { listResponseSchema } from '../list';
import { int, maybe, text } from '../records';
import {
  AbsenceRowSchema,
  AppointmentRowSchema,
  AppointmentSchema,
  AssignmentRowSchema,
  AssignmentSchema,
} from './assignment-records';
import { CAMP_STATUSES } from './camps';
import { CampRowSchema } from './camps-records';

/** A write on a camp: its notice and the camp as it now is. */
export const CampWriteAnswerSchema = messageResponse(CampRowSchema);

/** `tafweej/get-camps`: the camps, as the camps list answers them. */
export const TafweejCampListSchema = listResponseSchema(CampRowSchema);

const OptionSchema = z.object({ value: z.union([text, int]), label: text });

/** `general/camps/get-all-data`: the options of the camp and assignment forms. */
export const CampFormDataSchema = z.object({
  data: z.object({
    squares: z.array(OptionSchema),
    cities: z.array(OptionSchema),
    countries: z.array(OptionSchema),
    companies: z.array(OptionSchema.extend({ type_code: text })),
    statuses: z.array(OptionSchema),
  }),
});

/** `general/camps/camp-by-square/{id}`: the square's camps, each with whether it is assigned. */
export const CampsBySquareSchema = z.object({
  data: z.array(
    z.object({
      id,
      camp_number: text,
      status: z.enum(CAMP_STATUSES),
      mina_label: maybe(text),
      is_assigned: z.union([z.literal(0), z.literal(1)]),
      status_text: text,
    }),
  ),
});

/** `tafweej/send-otp`: where the code went, or (sent with the code) the officer's token. */
export const TafweejCodeSentSchema = messageResponse(
  z.object({ phone: text.optional(), token_tafweej: text.optional(), expires_in: int }),
);

/** `tafweej/check-assign-camp`: the camp's assignment. */
export const TafweejAssignmentSchema = messageResponse(
  z.object({
    camp_id: id,
    assign_camp_id: maybe(id),
    company_id: maybe(id),
    company_name: maybe(text),
    status: maybe(text),
    status_text: text,
  }),
);

/** An assignment as read, and its writes: the notice and the assignment as it now is. */
export const AssignmentAnswerSchema = z.object({ data: AssignmentSchema });
export const AssignmentWriteSchema = messageResponse(AssignmentSchema);

/** An appointment as read, and its writes. */
export const AppointmentAnswerSchema = z.object({ data: AppointmentSchema });
export const AppointmentWriteSchema = messageResponse(AppointmentSchema);

/** A write answered with its notice only (a delete). */
export const CampNoticeSchema = MessageResponseSchema;

/** The assignment (and deliveries), appointment and absence lists. */
export const AssignmentListSchema = listResponseSchema(AssignmentRowSchema);
export const AppointmentListSchema = listResponseSchema(AppointmentRowSchema);
export const AbsenceListSchema = listResponseSchema(AbsenceRowSchema);

/** `general/absence_history/store`. */
export const AbsenceRecordedSchema = messageResponse(z.object({ id, appointment_id: id }));
