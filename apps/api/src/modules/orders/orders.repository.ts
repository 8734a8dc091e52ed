/**
 * Queries of orders: row scope, writes, the screens' reads. What an order asks for is in
 * order-needs.repository.ts, what it names in order-references.repository.ts.
 */
import { orderNumber } from '@mashaer/contract';
import { and, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import {
  attachments,
  camps,
  orderInputAnswers,
  orderSeasons,
  orderServiceItems,
  orders,
  serviceInputs,
  squares,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { equalTo, type ListInput, runList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { searchJoins } from '../../lib/list-defaults';
import { searchThrough } from '../../lib/list-filters';
import type { ListSpec } from '../../lib/list-spec';
import { orgName, orgNames } from '../../lib/org-name';
import { squareNames } from '../../lib/place-names';
import { deleteRow, insertRow, touchRow, updateRow } from '../../lib/rows';
import { findOr404 } from '../../lib/scope';

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
const orderScopeBranches = (org: number | Placeholder): SQL[] => [
  eq(orders.company_id, org),
  // Written as the partial index `orders_filed_for_other_idx` is, so the planner may use it.
  and(eq(orders.filed_by, org), sql`${orders.filed_by} <> ${orders.company_id}`) as SQL,
  and(ne(orders.status, 'draft'), eq(orders.consultant_id, org)) as SQL,
  and(ne(orders.status, 'draft'), eq(orders.contractor_id, org)) as SQL,
];

/** The order in the caller's scope (locked when asked), or 404. */
export async function findOrder(tx: Tx, who: Scoped, id: number, lock = false): Promise<Order> {
  return findOr404(tx, orders, and(eq(orders.id, id), orderScope(who)), lock);
}

/** Whether the caller acts for the order's owner (the receiver or the organisation that filed it). */
export const isOwnerSide = (row: Order, who: Scoped) =>
  row.company_id === who.orgId || row.filed_by === who.orgId;

const company = alias(users, 'company');

/** The next order number of the season: one upsert, so parallel filings never share a number. */
export async function nextNumber(tx: Tx, season: number) {
  const [r] = await tx
    .insert(orderSeasons)
    .values({ season, last_seq: 1 })
    .onConflictDoUpdate({ target: orderSeasons.season, set: { last_seq: sql`${orderSeasons.last_seq} + 1` } })
    .returning({ seq: orderSeasons.last_seq });
  return orderNumber(season, r.seq);
}

/** A new order in draft (its creation event is the kernel's: `recordCreated`). */
export const insertOrder = (tx: Tx, values: typeof orders.$inferInsert) => insertRow(tx, orders, values);

export const updateOrder = (tx: Tx, id: number, set: Partial<typeof orders.$inferInsert>) =>
  touchRow(tx, orders, id, set);

/** Deletes an order with its attachment rows; answers the file keys to remove from the store. */
export async function deleteOrder(tx: Tx, id: number) {
  const files = await tx
    .delete(attachments)
    .where(and(eq(attachments.record_type, ORDER_RECORD), eq(attachments.record_id, id)))
    .returning({ key: attachments.file_key });
  await tx.delete(orders).where(eq(orders.id, id));
  return files.map((f) => f.key);
}

/** Puts the order's services to exactly `ids` (answers and files of a removed service go with it). */
export async function setServices(tx: Tx, orderId: number, ids: number[]) {
  const have = await tx
    .select({ id: orderServiceItems.id, service_id: orderServiceItems.service_id })
    .from(orderServiceItems)
    .where(eq(orderServiceItems.order_id, orderId));
  const gone = have.filter((h) => !ids.includes(h.service_id));
  if (gone.length)
    await tx.delete(orderServiceItems).where(
      inArray(
        orderServiceItems.id,
        gone.map((g) => g.id),
      ),
    );
  const add = ids.filter((id) => !have.some((h) => h.service_id === id));
  if (add.length)
    await tx.insert(orderServiceItems).values(add.map((service_id) => ({ order_id: orderId, service_id })));
}

/** The (order service, input) pairs an order's services ask, as `os:input` keys. */
export async function inputKeys(tx: Tx, orderId: number) {
  const rows = await query<{ os: number; input: number }>(
    tx,
    sql`select s.id as os, i.id as input from order_services s join ${serviceInputs} i on i.service_id = s.service_id
         where s.order_id = ${orderId}`,
  );
  return new Set(rows.map((v) => `${v.os}:${v.input}`));
}

export async function saveAnswer(tx: Tx, a: { order_service_id: number; input_id: number; value: string }) {
  await tx
    .insert(orderInputAnswers)
    .values(a)
    .onConflictDoUpdate({
      target: [orderInputAnswers.order_service_id, orderInputAnswers.input_id],
      set: { value: a.value, updated_at: sql`now()` },
    });
}

/** One of an order's services (an `order_services` row), or undefined. */
export async function serviceItem(tx: Tx, itemId: number) {
  const [item] = await tx.select().from(orderServiceItems).where(eq(orderServiceItems.id, itemId));
  return item;
}

export const updateServiceItem = (
  tx: Tx,
  itemId: number,
  set: Partial<typeof orderServiceItems.$inferInsert>,
) => updateRow(tx, orderServiceItems, itemId, set);

export const deleteServiceItem = (tx: Tx, itemId: number) => deleteRow(tx, orderServiceItems, itemId);

/** The order and slot an order's attachment belongs to, or undefined. */
export async function orderAttachment(db: Tx, attachmentId: number) {
  const [a] = await db
    .select({ record_id: attachments.record_id, slot: attachments.slot })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.record_type, ORDER_RECORD)));
  return a;
}

// ---- reads of the screens ----

/** The order in the caller's scope with its company, camp and square names, or undefined. */
export async function orderHead(db: Tx, who: Scoped, id: number) {
  const [row] = await db
    .select({
      order: orders,
      ...orgNames(company),
      camp_number: camps.camp_number,
      square_id: camps.square_id,
      ...squareNames,
    })
    .from(orders)
    .innerJoin(company, eq(company.id, orders.company_id))
    .innerJoin(camps, eq(camps.id, orders.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .where(and(eq(orders.id, id), orderScope(who)));
  return row;
}

/** Every input of the order's services with its answer (null when unanswered). */
export const answeredInputs = (db: Tx, orderId: number) =>
  query<{
    order_service_id: number;
    input_id: number;
    label: string;
    label_en: string;
    type: string;
    required: number;
    options: string | null;
    value: string | null;
  }>(
    db,
    sql`select s.id as order_service_id, i.id as input_id, i.label, i.label_en, i.type, i.required, i.options, a.value
          from order_services s join ${serviceInputs} i on i.service_id = s.service_id
          left join ${orderInputAnswers} a on a.order_service_id = s.id and a.input_id = i.id
         where s.order_id = ${orderId} order by s.id, i.id`,
  );

/** Organisations' names in both languages. */
export const organisationNames = (db: Tx, ids: number[]) =>
  db
    .select({ id: users.id, name: orgName(users, 'ar'), name_en: orgName(users, 'en') })
    .from(users)
    .where(inArray(users.id, ids));

/**
 * A page of `POST general/orders/list` in the caller's scope; `inbox` (the consulting screen): the
 * orders naming the caller. A compiled list (one prepared statement a scope and filter set).
 */
export function listOrders(db: Tx, who: Scoped, input: ListInput, inbox: boolean) {
  const key = `orders:${who.isAuthority ? 'all' : 'org'}:${inbox ? 'inbox' : 'list'}`;
  return runList(
    db,
    keyedSpec(key, () => orderListSpec(who, inbox)),
    input,
    { org: who.orgId },
  );
}

/** The orders list's spec for a scope (what `key` says of `who`: authority or not) and screen. */
function orderListSpec(who: Scoped, inbox: boolean): Omit<ListSpec<Record<string, unknown>>, 'key'> {
  const org = sql.placeholder('org');
  // A company's own list: its scope's alternatives each walk their index (see `ListSpec.anyOf`).
  const branches = !who.isAuthority && !inbox;
  const base: (SQL | undefined)[] = [branches ? undefined : orderScope(who, org)];
  if (inbox)
    base.push(
      sql`(${orders.consultant_id} = ${org} or ${orders.contractor_id} = ${org})`,
      ne(orders.status, 'draft'),
    );
  const joins = (q: PgSelect) =>
    q
      .innerJoin(company, eq(company.id, orders.company_id))
      .innerJoin(camps, eq(camps.id, orders.camp_id))
      .innerJoin(squares, eq(squares.id, camps.square_id)) as unknown as PgSelect;
  return {
    deferJoins: true,
    from: orders,
    ...searchJoins(joins),
    select: {
      id: orders.id,
      number: orders.number,
      season: orders.season,
      status: orders.status,
      company_id: orders.company_id,
      filed_by: orders.filed_by,
      consultant_id: orders.consultant_id,
      contractor_id: orders.contractor_id,
      camp_id: orders.camp_id,
      camp_number: camps.camp_number,
      ...squareNames,
      number_of_hijaj: orders.number_of_hijaj,
      planed_achive_date: orders.planed_achive_date,
      created_at: orders.created_at,
      ...orgNames(company),
    },
    filters: {
      ...equalTo({
        status: orders.status,
        company_id: orders.company_id,
        camp_id: orders.camp_id,
        season: orders.season,
      }),
      search: {
        op: 'search',
        // Each arm an array computed once (an index scan), so the newest-first page never walks
        // the primary key testing every order (3 s on 100,000 orders).
        columns: [
          searchThrough(orders.id, orders.id, [orders.number]),
          searchThrough(orders.camp_id, camps.id, [camps.camp_number]),
          searchThrough(orders.company_id, users.id, [users.company_name_ar, users.company_name_en]),
        ],
      },
    },
    sorts: { id: orders.id, number: orders.number, status: orders.status, created_at: orders.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: orders.id,
    base,
    ...(branches ? { anyOf: orderScopeBranches(org) } : {}),
  };
}
