import { ORDER_SIGNERS } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { orderSignatures, orders } from '../../db/schema';
import type { DocumentDef } from '../../lib/documents';

/** The parties who sign an approved order, in the order the print shows them (the contract's). */
export { ORDER_SIGNERS, type OrderSigner } from '@mashaer/contract';

/** What an order certifies: its number, parties, camp, figures and services (fixed once approved). */
export async function orderContent(db: Tx, id: number) {
  const [o] = await query<{
    number: string;
    season: number;
    company_id: number;
    consultant_id: number | null;
    contractor_id: number | null;
    camp_number: string;
    number_of_hijaj: number;
    camp_size: number;
    count_day: number;
    planed_achive_date: string;
    approved_at: string | null;
  }>(
    db,
    sql`select o.number, o.season, o.company_id, o.consultant_id, o.contractor_id, c.camp_number, o.number_of_hijaj,
               o.camp_size, o.count_day, o.planed_achive_date::text as planed_achive_date, o.approved_at::text as approved_at
          from orders o join camps c on c.id = o.camp_id where o.id = ${id}`,
  );
  if (!o) return null;
  const services = await query<{ service_id: number; specialist_name: string | null }>(
    db,
    sql`select service_id, specialist_name from order_services where order_id = ${id} order by service_id`,
  );
  return { ...o, services };
}

/**
 * The approved order as a verifiable document (lib/documents): issued when its three parties have
 * signed; genuine while it still hashes to what was issued and every signature covers that hash.
 */
export const orderDocument: DocumentDef = {
  content: orderContent,
  async intact(db: Tx, id: number, hash: string) {
    const sigs = await db
      .select({ hash: orderSignatures.content_hash })
      .from(orderSignatures)
      .where(eq(orderSignatures.order_id, id));
    return sigs.length === ORDER_SIGNERS.length && sigs.every((s) => s.hash === hash);
  },
  async describe(db: Tx, id: number, lang: 'ar' | 'en') {
    const [o] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    return {
      number: o?.number ?? String(id),
      title: lang === 'ar' ? 'طلب أعمال إضافية' : 'Additional works order',
    };
  },
};
