/** What the readiness and entry (car) licence routes answer for their writes (issue 27 §3). */
import { z } from 'zod';
import { messageResponse } from '../endpoint';
import { id } from '../fields';
import { instant, int, text, workflowState } from '../records';
import { FillingViewSchema } from '../templates/templates-answers';
import { READINESS_STATUSES } from './licences';
import { CarLicenceRowSchema, written } from './licences-records';

/** A readiness licence request's columns and state, as its writes answer it. */
const ReadinessRecordSchema = z.object({
  id,
  assign_camp_id: id,
  camp_id: id,
  company_id: id,
  form_id: id.nullable(),
  filling_id: id.nullable(),
  is_committed: z.boolean(),
  validity_period: int.nullable(),
  issued_at: instant.nullable(),
  expires_at: instant.nullable(),
  rejection_reason: text.nullable(),
  ...written,
  ...workflowState(READINESS_STATUSES),
});

/** A workflow move on a readiness request (approve, disapprove, reject, cancel). */
export const ReadinessMovedSchema = messageResponse(ReadinessRecordSchema);

/** `store`: the request filed, with its id again as `order_id` (the screens' name for it). */
export const ReadinessStoredSchema = messageResponse(ReadinessRecordSchema.extend({ order_id: id }));

/** `answer-questions`, `update-all-answers`: the request and its filling's state after the answers. */
export const ReadinessAnsweredSchema = messageResponse(
  ReadinessRecordSchema.extend({ filling_status: text }),
);

/** `question-answer/{id}`: the request's filling as read, with the request and form ids. */
export const ReadinessQuestionAnswerSchema = z.object({
  data: FillingViewSchema.shape.data.extend({ order_id: id, form_id: id.nullable() }),
});

/** A write on an entry (car) licence request: its columns and state after it. */
export const CarLicenceMovedSchema = messageResponse(
  CarLicenceRowSchema.omit({ camp_number: true, square_name: true, company_name: true }).extend(written),
);
