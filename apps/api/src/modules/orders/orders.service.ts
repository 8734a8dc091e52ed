/**
 * Orders for additional works (issue 16): filing, the receiver, the lifecycle and the reads. What is
 * done to an order's services and parties is in `order-items.service.ts`, its files in
 * `order-files.service.ts`.
 */
import {
  ORDER_STATUSES,
  ORDER_WORKFLOW,
  type OrderAction,
  type OrderRow,
  type OrderStatus,
  type OrderStore,
  orderSlotName,
  statusText,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { extend } from '../../lib/extend';
import { type ListInput, listResponse } from '../../lib/list';
import { seasonOf } from '../../lib/site-time';
import { applyAction, timeline, workflowState } from '../../lib/workflow';
import { orderRequestActions } from './cancel-requests.service';
import { orderWorkflow } from './order.workflow';
import { auditBy, recordFiled } from './order-audit';
import { licenceSummary } from './order-licence.repository';
import { currentFiles, fileCounts, orderNeeds, pledgesOf } from './order-needs.repository';
import { activeCatalogue, heldCamps, partiesOfType, squareOfCamp } from './order-references.repository';
import { assertCamp, assertNamed, editable, formColumns, resolveReceiver } from './order-rules';
import {
  answeredInputs,
  deleteOrder,
  findOrder,
  insertOrder,
  isOwnerSide,
  listOrders,
  nextNumber,
  type Order,
  orderHead,
  orderScope,
  organisationNames,
  setServices,
  updateOrder,
} from './orders.repository';

/** The orders' row scope, for the dashboards' counts (the same orders the list shows). */
export { orderScope };

export const MODULE = 'orders';
export const BASE = 'general/orders';

// ---- writes ----

export async function store(ctx: AppContext, actor: Actor, body: OrderStore) {
  const id = await ctx.db.transaction(async (tx) => {
    const receiver = await resolveReceiver(tx, actor, body.receiver_id);
    await assertNamed(tx, body, receiver);
    const season = seasonOf();
    const row = await insertOrder(tx, {
      number: await nextNumber(tx, season),
      season,
      company_id: receiver,
      filed_by: actor.orgId,
      ...formColumns(body),
      created_by: actor.id,
    });
    await setServices(tx, row.id, body.services);
    await recordFiled(tx, orderWorkflow, actor, row, { table: 'orders', method: `${BASE}/store` });
    return row.id;
  });
  return details(ctx.db, actor, id);
}

/**
 * A change to an editable order in the caller's scope (locked): `change` writes it and says what
 * the audit row keeps; the answer is the order after it.
 */
async function edit(
  ctx: AppContext,
  actor: Actor,
  id: number,
  path: string,
  change: (tx: Tx, before: Order) => Promise<{ old: unknown; new: unknown }>,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, id, true);
    editable(before, actor);
    const logged = await change(tx, before);
    await auditBy(tx, actor, {
      event: 'updated',
      table: 'orders',
      recordId: id,
      ...logged,
      method: `${BASE}/${path}`,
    });
  });
  return details(ctx.db, actor, id);
}

export const update = (ctx: AppContext, actor: Actor, id: number, body: OrderStore) =>
  edit(ctx, actor, id, 'update', async (tx, before) => {
    await assertNamed(tx, body, before.company_id);
    const after = await updateOrder(tx, id, formColumns(body));
    await setServices(tx, id, body.services);
    return { old: before, new: after };
  });

/** `update-receiver/{id}`: the authority (or the filer) moves a draft or returned order to another receiver. */
export const updateReceiver = (ctx: AppContext, actor: Actor, id: number, receiverId: number) =>
  edit(ctx, actor, id, 'update-receiver', async (tx, before) => {
    const receiver = await resolveReceiver(tx, actor, receiverId);
    await assertCamp(tx, before.camp_id, receiver);
    await updateOrder(tx, id, { company_id: receiver });
    return { old: { company_id: before.company_id }, new: { company_id: receiver } };
  });

/** `destroy/{id}`: only a draft is deleted (its services, answers and files go with it). */
export async function destroy(ctx: AppContext, actor: Actor, id: number) {
  const keys = await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, id, true);
    if (!isOwnerSide(before, actor) && !actor.isAuthority) throw AppError.forbidden();
    if (before.status !== 'draft')
      throw new AppError(422, 'order.destroy_draft_only', {
        params: { status: statusText(ORDER_WORKFLOW, before.status as OrderStatus, actor.lang) },
        fields: { status: 'order.destroy_draft_only' },
      });
    const keys = await deleteOrder(tx, id);
    await auditBy(tx, actor, {
      event: 'deleted',
      table: 'orders',
      recordId: id,
      old: before,
      method: `${BASE}/destroy`,
    });
    return keys;
  });
  for (const k of keys) await ctx.storage.delete(k).catch(() => undefined);
}

/** Takes a workflow action on an order in the caller's scope (locked; else 404). */
export async function act(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: OrderAction,
  input: Record<string, unknown> = {},
) {
  await ctx.db.transaction(async (tx) => {
    const row = await findOrder(tx, actor, id, true);
    const reason = typeof input.reason === 'string' ? input.reason : null;
    await applyAction(tx, orderWorkflow, actor, row, action, {
      input,
      reason,
      set: (to) => ({
        ...(reason ? { reason } : {}),
        ...(to === 'approved' ? { approved_at: new Date() } : {}),
      }),
    });
  });
  return details(ctx.db, actor, id);
}

/** `required-pledges?services[]=…`: the pledges the chosen services require (the create form). */
export async function requiredPledges(ctx: AppContext, serviceIds: number[]) {
  return { data: await pledgesOf(ctx.db, serviceIds) };
}

// ---- reads ----

/** The order as every screen reads it: fields, parties, services with inputs and answers, files, state, timeline. */
export async function details(db: Tx, actor: Actor, id: number) {
  const row = await orderHead(db, actor, id);
  if (!row) throw AppError.notFound();
  const o = row.order;
  const { items, pledges, slots } = await orderNeeds(db, id);
  const files = await currentFiles(db, id);
  const inputs = items.length ? await answeredInputs(db, id) : [];
  const parties = await organisationNames(db, [o.consultant_id ?? 0, o.contractor_id ?? 0]);
  const partyName = (pid: number | null) => parties.find((p) => p.id === pid) ?? null;
  const fileOf = (slot: string) => files.find((f) => f.slot === slot) ?? null;
  const state = workflowState(orderWorkflow, actor, o);
  return {
    ...o,
    company_name: row.company_name,
    company_name_en: row.company_name_en,
    camp_number: row.camp_number,
    square_id: row.square_id,
    square_name: row.square_name,
    square_name_en: row.square_name_en,
    consultant: partyName(o.consultant_id),
    contractor: partyName(o.contractor_id),
    services: items.map((i) => ({
      ...i,
      inputs: inputs.filter((x) => x.order_service_id === i.id),
      attachment_slot: i.needs_attachment === 1 ? orderSlotName('attachment', i.id) : null,
      specialist_slot: i.is_req === 1 ? orderSlotName('specialist', i.id) : null,
    })),
    pledges: pledges.map((p) => ({
      ...p,
      slot: orderSlotName('pledge', p.id),
      file: fileOf(orderSlotName('pledge', p.id)),
    })),
    counts: fileCounts(slots, files),
    is_owner: isOwnerSide(o, actor),
    licence: await licenceSummary(db, o, actor.lang),
    ...state,
    allowed_actions: [...state.allowed_actions, ...(await orderRequestActions(db, actor, o))],
    timeline: await timeline(db, orderWorkflow, id, actor.lang),
  };
}

/** `POST general/orders/list?page` (and the consulting screen's `inbox`), with each row's state. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput, inbox = false) {
  const page = await listOrders(ctx.db, actor, input, inbox);
  return listResponse(
    {
      ...page,
      data: page.data.map(
        (r) => extend(r, workflowState(orderWorkflow, actor, r as unknown as Order)) as unknown as OrderRow,
      ),
    },
    {
      status: ORDER_STATUSES.map((s) => ({ value: s, label: statusText(ORDER_WORKFLOW, s, actor.lang) })),
    },
  );
}

/** `GET general/orders/create`: what the order form offers the caller. */
export async function formOptions(ctx: AppContext, actor: Actor) {
  return {
    data: {
      camps: await heldCamps(ctx.db, actor),
      consultants: await partiesOfType(ctx.db, 'consultant'),
      contractors: await partiesOfType(ctx.db, 'contractor'),
      services: await activeCatalogue(ctx.db),
      receiver_fixed: ['service_provider', 'gov'].includes(actor.typeCode),
    },
  };
}

/** `square-by-camp`: the square of a camp. */
export async function squareByCamp(ctx: AppContext, campId: number) {
  const r = await squareOfCamp(ctx.db, campId);
  if (!r) throw AppError.notFound();
  return { data: r };
}
