/** The sadad order workflow's server side (declaration: SADAD_WORKFLOW in the contract). */
import { SADAD_STATUS_COLORS, SADAD_WORKFLOW } from '@mashaer/contract';
import { sadadOrders } from '../../db/schema';
import { ownedBy, workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { billMethod } from './bill-receipts';

export type SadadOrder = typeof sadadOrders.$inferSelect;

export const sadadWorkflow = serverWorkflow<SadadOrder, typeof SADAD_WORKFLOW>({
  def: SADAD_WORKFLOW,
  table: sadadOrders,
  module: 'finance',
  method: billMethod('general/sadad'),
  notice: async ({ row }) => ({ link: `/sadad/details/${row.id}`, params: { number: row.bill_number } }),
});

/** The one search box (issue 29 §2): sadad bills by number, a company's own only. */
export const sadadSearch = workflowSearch(sadadWorkflow, SADAD_STATUS_COLORS, {
  area: 'sadad',
  permission: 'clearance-sadad-index',
  columns: [sadadOrders.bill_number],
  title: sadadOrders.bill_number,
  scope: ownedBy(sadadOrders.company_id),
});
