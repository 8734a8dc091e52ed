/** The cancel/replacement request workflow's server side (declaration: CANCEL_REQUEST_WORKFLOW). */
import { CANCEL_REQUEST_WORKFLOW, translate } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import { orderCancelRequests, orders } from '../../db/schema';
import { applyAction } from '../../lib/workflow';
import { serverWorkflow } from '../../lib/workflow-types';
import { notifyUsers } from '../notifications/notifications.service';
import { orderWorkflow } from './order.workflow';
import { auditBy } from './order-audit';

export type CancelRequest = typeof orderCancelRequests.$inferSelect;

export const cancelRequestWorkflow = serverWorkflow<CancelRequest, typeof CANCEL_REQUEST_WORKFLOW>({
  def: CANCEL_REQUEST_WORKFLOW,
  table: orderCancelRequests,
  module: 'orders',
  method: () => 'general/orders/change_request_status',
  after: {
    /**
     * A cancellation cancels the order (and its licence) through the order workflow; a
     * replacement names the new party on the order and asks it to review and accept.
     */
    apply_request: async ({ tx, actor, after }) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, after.order_id)).for('update');
      if (after.type === 'cancel') {
        await applyAction(tx, orderWorkflow, actor, order, 'cancel_by_request', {
          system: true,
          reason: after.reason,
          set: { reason: after.reason },
        });
        return;
      }
      const column = after.type === 'contractor' ? 'contractor_id' : 'consultant_id';
      await tx
        .update(orders)
        .set({ [column]: after.new_party_id, updated_at: sql`now()` })
        .where(eq(orders.id, order.id));
      await auditBy(tx, actor, {
        event: 'parties_updated',
        table: 'orders',
        recordId: order.id,
        old: { [column]: order[column] },
        new: { [column]: after.new_party_id },
        method: `general/orders/canceled_requests/update_${after.type}`,
      });
      if (after.new_party_id)
        await notifyUsers(
          tx,
          [after.new_party_id],
          translate('ar', 'cancel_request.notice.new_party', { number: order.number }),
          `/orders/details/${order.id}`,
        );
    },
  },
  notice: async ({ tx, row }) => {
    const [o] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.order_id));
    return {
      link: `/orders/tracking/${row.order_id}`,
      params: { number: o?.number ?? String(row.order_id) },
    };
  },
});
