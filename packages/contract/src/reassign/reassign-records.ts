/** What the re-assign and lock orders answer (issue 13 §3): list rows and an order's details. */
import { z } from 'zod';
import { id } from '../fields';
import { flag, instant, int, maybe, text, workflowState } from '../records';
import { REASSIGN_STATUSES, REASSIGN_TYPES } from './reassign';

/** A row of `general/reassign_order/list`: its camps' numbers joined, signed (1/0), appointment. */
export const ReassignRowSchema = z.object({
  id,
  type: z.enum(REASSIGN_TYPES),
  company_id: id,
  form_id: id,
  fee_halalas: maybe(int),
  signed_at: maybe(instant),
  rejection_reason: maybe(text),
  created_at: instant,
  company_name: text,
  company_name_en: text,
  camps: text,
  status_id: int,
  signed: flag,
  appointment: maybe(instant),
  ...workflowState(REASSIGN_STATUSES),
});
export type ReassignRow = z.infer<typeof ReassignRowSchema>;
