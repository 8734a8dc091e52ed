/** What the orders area answers (issue 13 §3): list rows, the order's details, reports and licence prints. */
import { z } from 'zod';
import { id } from '../fields';
import { instant, int, text, workflowState } from '../records';
import { ORDER_STATUSES } from './orders';

/** A row of `POST general/orders/list` (and `consulting-list`). */
export const OrderRowSchema = z.object({
  id,
  number: text,
  season: int,
  company_id: id,
  filed_by: id,
  consultant_id: id.nullable(),
  contractor_id: id.nullable(),
  camp_id: id,
  camp_number: text,
  square_name: text,
  square_name_en: text,
  number_of_hijaj: int,
  planed_achive_date: text,
  created_at: instant,
  company_name: text,
  company_name_en: text,
  ...workflowState(ORDER_STATUSES),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;
