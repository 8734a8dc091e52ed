/** Queries of orders (row scope, what an order's services ask for, its current files). */
import { type OrderSlotKind, orderSlotKind, orderSlots } from '@mashaer/contract';
import { and, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { attachments, orderServiceItems, orderServices, orders, pledges, specialists } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';

export type Order = typeof orders.$inferSelect;
export const ORDER_RECORD = 'order';

type Scoped = Pick<Actor, 'isAuthority' | 'orgId'>;

/**
 * Row scope: the authority sees every order; the owner (receiver) and the organisation that
 * filed it see theirs; the consultant and the contractor see only the orders naming them, once
 * sent (a draft is the owner's business).
 */
/** `org`: the caller's organisation, or a placeholder for it (a compiled list). */
export function orderScope(who: Scoped, org: number | Placeholder = who.orgId): SQL | undefined {
  if (who.isAuthority) return undefined;
  return or(...orderScopeBranches(org));
}

/**
 * The row scope's alternatives, for a compiled list's `anyOf` (each has its index: company,
 * filed_by for another company, consultant, contractor).
 */
export const orderScopeBranches = (org: number | Placeholder): SQL[] => [
  eq(orders.company_id, org),
  // Written as the partial index `orders_filed_for_other_idx` is, so the planner may use it.
  and(eq(orders.filed_by, org), sql`${orders.filed_by} <> ${orders.company_id}`) as SQL,
  and(ne(orders.status, 'draft'), eq(orders.consultant_id, org)) as SQL,
  and(ne(orders.status, 'draft'), eq(orders.contractor_id, org)) as SQL,
];

/** The order in the caller's scope (locked when asked), or 404. */
export async function findOrder(tx: Tx, who: Scoped, id: number, lock = false): Promise<Order> {
  const q = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(who)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw AppError.notFound();
  return row;
}

/** Whether the caller acts for the order's owner (the receiver or the organisation that filed it). */
export const isOwnerSide = (row: Order, who: Scoped) =>
  row.company_id === who.orgId || row.filed_by === who.orgId;

export type OrderItem = {
  id: number;
  service_id: number;
  name: string;
  name_en: string;
  days_count: number;
  price: number | null;
  needs_attachment: number;
  is_req: number;
  specialist_name: string | null;
  specialist_license: string | null;
  specialist_approved: boolean;
};

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

export type FileState = { slot: string; status: string; id: number };

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
