/** The sadad order workflow's server side (declaration: SADAD_WORKFLOW in the contract). */
import { SADAD_WORKFLOW } from '@mashaer/contract';
import { sadadOrders } from '../../db/schema';
import type { ServerWorkflow } from '../../lib/workflow';

export type SadadOrder = typeof sadadOrders.$inferSelect;

export const sadadWorkflow: ServerWorkflow<SadadOrder, typeof SADAD_WORKFLOW> = {
  def: SADAD_WORKFLOW,
  table: sadadOrders,
  statusKey: 'status',
  ownerKey: 'company_id',
  module: 'finance',
  method: (a) =>
    a === 'cancel'
      ? 'general/sadad/cancel'
      : a === 'upload_docs'
        ? 'general/sadad/upload_docs'
        : 'general/sadad/change_state',
  notice: async ({ row }) => ({ link: `/sadad/details/${row.id}`, params: { number: row.bill_number } }),
};
