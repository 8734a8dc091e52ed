import { translate } from '@mashaer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reassignOrderCamps, reassignOrders } from '../../db/schema';
import type { DocumentDef } from '../../lib/documents';

type Order = typeof reassignOrders.$inferSelect;

/**
 * What a re-delivery record certifies: which order's camps were handed over again, at which
 * appointment, and who signed for each party (fixed by the second signature).
 */
export const redeliveryContent = (o: Order, campIds: number[]) => ({
  reassign_order: o.id,
  type: o.type,
  company_id: o.company_id,
  camp_ids: [...campIds].sort((a, b) => a - b),
  redelivery_at: o.redelivery_at?.toISOString() ?? null,
  company_signed_by: o.redelivery_company_signed_by,
  company_signed_at: o.redelivery_company_signed_at?.toISOString() ?? null,
  authority_signed_by: o.redelivery_authority_signed_by,
  authority_signed_at: o.redelivery_authority_signed_at?.toISOString() ?? null,
});

/** The camps still in an order's group. */
export async function groupCampIds(db: Tx, orderId: number) {
  const rows = await db
    .select({ camp_id: reassignOrderCamps.camp_id })
    .from(reassignOrderCamps)
    .where(and(eq(reassignOrderCamps.reassign_order_id, orderId), isNull(reassignOrderCamps.removed_at)));
  return rows.map((r) => r.camp_id);
}

/**
 * The re-delivery record as a verifiable document (lib/documents): issued by the second party's
 * signature (`re-delivery/sign/{id}`), printed at `/re-assign-orders/:id/re-delivery/file`;
 * genuine while the order is still re-delivered with the same signatures and camps.
 */
export const redeliveryDocument: DocumentDef = {
  async content(db: Tx, id: number) {
    const [o] = await db.select().from(reassignOrders).where(eq(reassignOrders.id, id));
    return o ? redeliveryContent(o, await groupCampIds(db, id)) : null;
  },
  async intact(db: Tx, id: number) {
    const [o] = await db
      .select({ status: reassignOrders.status })
      .from(reassignOrders)
      .where(eq(reassignOrders.id, id));
    return o?.status === 'redelivered';
  },
  async describe(_db: Tx, id: number, lang: 'ar' | 'en') {
    return {
      number: `RD-${String(id).padStart(6, '0')}`,
      title: translate(lang, 'reassign.redelivery_title', { id }),
    };
  },
};
