/** What an order asks for: its services, their pledges and attachment slots, and its files' state. */
import { type OrderSlotKind, orderSlotKind, orderSlots } from '@mashaer/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { attachments, orderServiceItems, orderServices, pledges, specialists } from '../../db/schema';
import { ORDER_RECORD } from './orders.repository';

/** The services of an order with what each asks for. */
export function orderItems(db: Tx, orderId: number) {
  return db
    .select({
      id: orderServiceItems.id,
      service_id: orderServiceItems.service_id,
      name: orderServices.name,
      name_en: orderServices.name_en,
      days_count: orderServices.days_count,
      price: orderServices.price,
      needs_attachment: orderServices.needs_attachment,
      is_req: specialists.is_req,
      specialist_name: orderServiceItems.specialist_name,
      specialist_license: orderServiceItems.specialist_license,
      specialist_approved: orderServiceItems.specialist_approved,
    })
    .from(orderServiceItems)
    .innerJoin(orderServices, eq(orderServices.id, orderServiceItems.service_id))
    .innerJoin(specialists, eq(specialists.id, orderServices.specialist_id))
    .where(eq(orderServiceItems.order_id, orderId))
    .orderBy(orderServiceItems.id);
}

/** The pledges the given services require. */
export function pledgesOf(db: Tx, serviceIds: number[]) {
  if (!serviceIds.length) return Promise.resolve([]);
  return db.select().from(pledges).where(inArray(pledges.service_id, serviceIds)).orderBy(pledges.id);
}

/** An order's services, the pledges they require and its attachment slots (contract `orderSlots`). */
export async function orderNeeds(db: Tx, orderId: number) {
  const items = await orderItems(db, orderId);
  const required = await pledgesOf(
    db,
    items.map((i) => i.service_id),
  );
  const slots = orderSlots({
    pledges: required.map((p) => ({
      id: p.id,
      title_ar: p.title,
      title_en: p.title_en,
      required: p.required === 1,
    })),
    attachments: items
      .filter((i) => i.needs_attachment === 1)
      .map((i) => ({ order_service_id: i.id, name_ar: i.name, name_en: i.name_en })),
    specialists: items
      .filter((i) => i.is_req === 1)
      .map((i) => ({ order_service_id: i.id, name_ar: i.name, name_en: i.name_en })),
  });
  return { items, pledges: required, slots };
}

type FileState = { slot: string; status: string; id: number };

/** The current (not replaced) files of an order. */
export const currentFiles = (db: Tx, orderId: number) =>
  query<FileState>(
    db,
    sql`select id, slot, status from ${attachments}
         where record_type = ${ORDER_RECORD} and record_id = ${orderId} and status <> 'replaced'`,
  );

/** Per kind: required slots with no usable file (none, or rejected), pending files, rejected files. */
export function fileCounts(slots: Record<string, { required: boolean }>, files: FileState[]) {
  const out: Record<OrderSlotKind, { required: number; missing: number; pending: number; rejected: number }> =
    {
      pledge: { required: 0, missing: 0, pending: 0, rejected: 0 },
      attachment: { required: 0, missing: 0, pending: 0, rejected: 0 },
      specialist: { required: 0, missing: 0, pending: 0, rejected: 0 },
    };
  const bySlot = new Map(files.map((f) => [f.slot, f]));
  for (const [slot, s] of Object.entries(slots)) {
    const kind = orderSlotKind(slot);
    if (!kind) continue;
    const f = bySlot.get(slot);
    if (s.required) out[kind].required++;
    if (s.required && (!f || f.status === 'rejected')) out[kind].missing++;
    if (f?.status === 'pending') out[kind].pending++;
    if (f?.status === 'rejected') out[kind].rejected++;
  }
  return out;
}
