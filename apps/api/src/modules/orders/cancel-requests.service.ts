/**
 * Cancel requests (issue 17 §4): the company asks to cancel its approved or licensed order, or to
 * replace its contractor or consultant, with a reason; the authority approves or rejects. A request
 * on an order that is not approved or licensed (cancelled, handed over, …), or while another is
 * open, is refused with the spec's message (doc 001 §8 "you can't request canceled").
 */
import {
  CANCEL_REQUEST_STATUSES,
  CANCEL_REQUEST_TYPE_LABELS,
  CANCEL_REQUEST_WORKFLOW,
  type CancelRequestType,
  statusText,
} from '@mashaer/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { orderCancelRequests, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { extend } from '../../lib/extend';
import { equalTo, type ListInput, listResponse, runList } from '../../lib/list';
import { findOr404 } from '../../lib/scope';
import { timeline, workflowState } from '../../lib/workflow';
import { type CancelRequest, cancelRequestWorkflow } from './cancel-requests.workflow';
import { decide, recordFiled } from './order-audit';
import { orderChildList, orgName } from './order-child-list';
import { findOrder, isOwnerSide, type Order } from './orders.repository';

const REFUSED = () =>
  new AppError(422, 'cancel_request.refused', { fields: { order_id: 'cancel_request.refused' } });

type Scoped = Pick<Actor, 'isAuthority' | 'orgId'>;
const requestScope = (who: Scoped): SQL | undefined =>
  who.isAuthority ? undefined : eq(orderCancelRequests.company_id, who.orgId);

async function findRequest(tx: Tx, who: Scoped, id: number, lock = false): Promise<CancelRequest> {
  return findOr404(tx, orderCancelRequests, and(eq(orderCancelRequests.id, id), requestScope(who)), lock);
}

/** An active organisation of the type, other than the order's current one. */
async function assertNewParty(tx: Tx, type: 'contractor' | 'consultant', id: number, current: number | null) {
  const field = `${type}_id`;
  if (id === current) throw AppError.invalid({ [field]: 'cancel_request.party_same' });
  const [u] = await query<{ id: number }>(
    tx,
    sql`select u.id from users u join user_types t on t.id = u.type_id
         where u.id = ${id} and t.code = ${type} and u.parent_id is null and u.status = 'active'`,
  );
  if (!u) throw AppError.invalid({ [field]: `order.${type}_invalid` });
}

/** The owner side (or the authority) may ask while the order is approved or licensed and no request is open. */
async function mayRequest(db: Tx, actor: Actor, order: Order) {
  if (!isOwnerSide(order, actor) && !actor.isAuthority) return false;
  if (!['approved', 'licensed'].includes(order.status)) return false;
  const [open] = await db
    .select({ id: orderCancelRequests.id })
    .from(orderCancelRequests)
    .where(and(eq(orderCancelRequests.order_id, order.id), eq(orderCancelRequests.status, 'pending')));
  return !open;
}

/** What the order's read adds to its `allowed_actions`: `request_cancel` where a request would be taken. */
export async function orderRequestActions(db: Tx, actor: Actor, order: Order): Promise<string[]> {
  return (await mayRequest(db, actor, order)) ? ['request_cancel'] : [];
}

/** `canceled_requests/store`, `update_contractor`, `update_consultant`: one request of the owner side. */
export async function store(
  ctx: AppContext,
  actor: Actor,
  body: { order_id: number; type: CancelRequestType; new_party_id?: number | null; reason: string },
) {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      // The order locked: two requests at once are decided one after the other.
      const order = await findOrder(tx, actor, body.order_id, true);
      if (!isOwnerSide(order, actor) && !actor.isAuthority) throw AppError.forbidden();
      if (!(await mayRequest(tx, actor, order))) throw REFUSED();
      if (body.type !== 'cancel') {
        if (!body.new_party_id) throw AppError.invalid({ [`${body.type}_id`]: `order.${body.type}_invalid` });
        await assertNewParty(tx, body.type, body.new_party_id, order[`${body.type}_id`]);
      }
      const [row] = await tx
        .insert(orderCancelRequests)
        .values({
          order_id: order.id,
          company_id: order.company_id,
          type: body.type,
          new_party_id: body.type === 'cancel' ? null : (body.new_party_id ?? null),
          reason: body.reason,
          created_by: actor.id,
        })
        .returning();
      await recordFiled(tx, cancelRequestWorkflow, actor, row, {
        table: 'order_cancel_requests',
        method: 'general/orders/canceled_requests/store',
      });
      return row.id;
    });
    return show(ctx.db, actor, id);
  } catch (e) {
    // The partial unique index: one open request an order, whatever the interleaving.
    if (isUniqueViolation(e)) throw REFUSED();
    throw e;
  }
}

/** `change_request_status`: the authority approves (the request takes effect) or rejects with a reason. */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  body: { request_id: number; status: 'approved' | 'rejected'; reason?: string },
) {
  await decide(ctx.db, actor, cancelRequestWorkflow, (tx) => findRequest(tx, actor, body.request_id, true), {
    refuse: body.status === 'approved' ? null : 'reject',
    reason: body.reason,
    reasonColumn: 'decision_reason',
  });
  return show(ctx.db, actor, body.request_id);
}

async function show(db: Tx, actor: Actor, id: number) {
  const r = await findRequest(db, actor, id);
  return {
    ...r,
    type_text: CANCEL_REQUEST_TYPE_LABELS[r.type as CancelRequestType][actor.lang],
    ...workflowState(cancelRequestWorkflow, actor, r),
    timeline: await timeline(db, cancelRequestWorkflow, id, actor.lang),
  };
}

/** `canceled_requests?page` (`/cancel-requests`), in the caller's scope. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const party = alias(users, 'party');
  const { search, ...shared } = orderChildList(orderCancelRequests, (q) =>
    q.leftJoin(party, eq(party.id, orderCancelRequests.new_party_id)),
  );
  const page = await runList(
    ctx.db,
    {
      ...shared,
      from: orderCancelRequests,
      select: {
        ...shared.select,
        type: orderCancelRequests.type,
        reason: orderCancelRequests.reason,
        decision_reason: orderCancelRequests.decision_reason,
        new_party_name: orgName(party, 'ar') as SQL<string | null>,
        new_party_name_en: orgName(party, 'en') as SQL<string | null>,
      },
      filters: {
        ...equalTo({ status: orderCancelRequests.status, type: orderCancelRequests.type }),
        search,
      },
      base: [requestScope(actor)],
    },
    input,
  );
  return listResponse(
    {
      ...page,
      data: page.data.map((r) =>
        extend(r, {
          type_text: CANCEL_REQUEST_TYPE_LABELS[r.type as CancelRequestType]?.[actor.lang] ?? r.type,
          ...workflowState(cancelRequestWorkflow, actor, r as unknown as CancelRequest),
        }),
      ),
    },
    {
      status: CANCEL_REQUEST_STATUSES.map((s) => ({
        value: s,
        label: statusText(CANCEL_REQUEST_WORKFLOW, s, actor.lang),
      })),
      type: Object.entries(CANCEL_REQUEST_TYPE_LABELS).map(([value, l]) => ({ value, label: l[actor.lang] })),
    },
  );
}
