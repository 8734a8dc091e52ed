import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { violationOrders, violations } from '../../db/schema';
import { type DocumentDef, describedBy } from '../../lib/documents';

/** What an order certifies: the company, its violations and the total fine. */
export async function orderContent(db: Tx, id: number) {
  const [o] = await db.select().from(violationOrders).where(eq(violationOrders.id, id));
  if (!o) return null;
  const items = await db
    .select({ number: violations.number })
    .from(violations)
    .where(eq(violations.violation_order_id, id))
    .orderBy(asc(violations.id));
  return {
    violation_order: o.number,
    company_id: o.company_id,
    total_fine: o.total_fine,
    violations: items.map((i) => i.number),
    issued_at: o.created_at.toISOString(),
  };
}

/** The regulatory violation order as a verifiable document (its QR on `/regulatory-violation-order/ready/:id`). */
export const violationOrderDocument: DocumentDef = {
  content: orderContent,
  describe: describedBy(violationOrders, violationOrders.number, 'violation_order.title'),
};
