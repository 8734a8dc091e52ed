/** What the camps, Tafweej, assignment, appointment and absence routes answer (issue 27 §3). */
import { z } from 'zod';
import {
  LooseListResponseSchema,
  LooseRecordAnswerSchema,
  LooseRecordSchema,
  MessageResponseSchema,
  messageResponse,
} from '../endpoint';
import { id } from '../fields';
import { listResponseSchema } from '../list';
import { int, maybe, text } from '../records';
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
    LooseRecordSchema.extend({ id, is_assigned: z.union([z.literal(0), z.literal(1)]), status_text: text }),
  ),
});

/** `tafweej/send-otp`: where the code went, or (sent with the code) the officer's token. */
export const TafweejCodeSentSchema = messageResponse(
  z.object({ phone: text.optional(), token_tafweej: text.optional(), expires_in: int }),
);

/** `tafweej/check-assign-camp`: the camp's assignment. */
export const TafweejAssignmentSchema = messageResponse(
  LooseRecordSchema.extend({
    camp_id: id,
    assign_camp_id: maybe(id),
    company_id: maybe(id),
    company_name: maybe(text),
    status: maybe(text),
    status_text: text,
  }),
);

/**
 * An assignment, an appointment or an absence record as read (`{ data }`): the record's fields
 * are not declared one by one yet (the assignment carries its camp, files, appointments and
 * timeline).
 */
export const CampRecordAnswerSchema = LooseRecordAnswerSchema;

/** A write on an assignment or an appointment: its notice and the record as it now is. */
export const CampRecordWriteSchema = messageResponse(LooseRecordSchema);

/** A write answered with its notice only (a delete). */
export const CampNoticeSchema = MessageResponseSchema;

/** The assignment, appointment and absence lists (rows not declared field by field yet). */
export const CampRecordListSchema = LooseListResponseSchema;

/** `general/absence_history/store`. */
export const AbsenceRecordedSchema = messageResponse(z.object({ id, appointment_id: id }));
