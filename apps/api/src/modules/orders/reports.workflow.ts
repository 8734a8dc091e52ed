/** The achievement report workflow's server side (declaration: REPORT_WORKFLOW in the contract). */
import { REPORT_WORKFLOW } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import { orderReports, orders } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';

export type OrderReport = typeof orderReports.$inferSelect;

export const reportWorkflow = serverWorkflow<OrderReport, typeof REPORT_WORKFLOW>({
  def: REPORT_WORKFLOW,
  table: orderReports,
  // The report's owner is the consultant who filed it: the decision is news to it.
  ownerKey: 'consultant_id',
  module: 'orders',
  method: (a) =>
    a === 'supersede' ? 'general/orders/achive_reports/store' : 'general/orders/change_report_status',
  notice: async ({ tx, row }) => {
    const [o] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.order_id));
    return { link: `/reports/${row.id}`, params: { number: o?.number ?? String(row.order_id) } };
  },
});
