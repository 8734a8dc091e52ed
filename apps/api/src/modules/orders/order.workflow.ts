/** The order workflow's server side (declaration: ORDER_WORKFLOW in the contract). */
import { ORDER_GUARD_MESSAGES, ORDER_WORKFLOW } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { orderInputAnswers, orders, serviceInputs } from '../../db/schema';
import type { ServerWorkflow } from '../../lib/workflow';
import { currentFiles, fileCounts, type Order, orderNeeds } from './orders.repository';

/** Every required input of every service answered, a service at least, both parties named. */
async function complete(tx: Tx, row: Order) {
  if (!row.consultant_id || !row.contractor_id) return false;
  const [r] = await query<{ services: number; unanswered: number }>(
    tx,
    sql`select (select count(*) from order_services s where s.order_id = ${row.id})::int as services,
               (select count(*) from order_services s
                  join ${serviceInputs} i on i.service_id = s.service_id and i.required = 1
                  left join ${orderInputAnswers} a on a.order_service_id = s.id and a.input_id = i.id
                 where s.order_id = ${row.id} and coalesce(trim(a.value), '') = '')::int as unanswered`,
  );
  return r.services > 0 && r.unanswered === 0;
}

async function counts(tx: Tx, id: number) {
  const needs = await orderNeeds(tx, id);
  return { needs, c: fileCounts(needs.slots, await currentFiles(tx, id)) };
}

export const orderWorkflow: ServerWorkflow<Order> = {
  def: ORDER_WORKFLOW,
  table: orders,
  statusKey: 'status',
  ownerKey: 'company_id',
  module: 'orders',
  method: (a) =>
    ({
      consultant_accept: 'general/orders/consulting',
      consultant_decline: 'general/orders/consulting',
      contractor_accept: 'general/orders/contracting',
      contractor_decline: 'general/orders/contracting',
      approve: 'general/orders/approve',
      disapprove: 'general/orders/disapprove',
    })[a] ?? `general/orders/${a}`,
  parties: {
    filer: (row, actor) => row.filed_by === actor.orgId,
    consultant: (row, actor) => row.consultant_id === actor.orgId,
    contractor: (row, actor) => row.contractor_id === actor.orgId,
  },
  /** The first acceptance names its party; the second sends the order to review. */
  pick: ({ from, action }) =>
    from === 'sent'
      ? action === 'consultant_accept'
        ? 'consultant_accepted'
        : 'contractor_accepted'
      : 'under_review',
  guards: {
    complete: async ({ tx, row }) => ((await complete(tx, row)) ? null : ORDER_GUARD_MESSAGES.complete),
    pledges_uploaded: async ({ tx, row }) =>
      (await counts(tx, row.id)).c.pledge.missing > 0 ? ORDER_GUARD_MESSAGES.pledges_uploaded : null,
    attachments_uploaded: async ({ tx, row }) => {
      const { c } = await counts(tx, row.id);
      return c.attachment.missing + c.specialist.missing > 0
        ? ORDER_GUARD_MESSAGES.attachments_uploaded
        : null;
    },
    services_specified: async ({ tx, row }) => {
      const { needs } = await counts(tx, row.id);
      return needs.items.some((i) => i.is_req === 1 && !i.specialist_name)
        ? ORDER_GUARD_MESSAGES.services_specified
        : null;
    },
    /** Approval: every file reviewed and accepted, every specialist approved. */
    files_processed: async ({ tx, row }) => {
      const { needs, c } = await counts(tx, row.id);
      const all = [c.pledge, c.attachment, c.specialist];
      if (all.some((k) => k.pending > 0 || k.rejected > 0)) return ORDER_GUARD_MESSAGES.files_processed;
      if (all.some((k) => k.missing > 0)) return ORDER_GUARD_MESSAGES.attachments_uploaded;
      if (needs.items.some((i) => i.is_req === 1 && !i.specialist_approved))
        return ORDER_GUARD_MESSAGES.services_specified;
      return null;
    },
  },
  notice: async ({ row }) => ({ link: `/orders/details/${row.id}`, params: { number: row.number } }),
};
