/** What is done to an order's services and parties while it is editable: inputs' answers, specialists, removal, consultant and contractor. */
import {
  type AddSpecialistSchema,
  type AnswerInputsSchema,
  type OrderPartiesSchema,
  translate,
} from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { auditBy } from './order-audit';
import { orderItems } from './order-needs.repository';
import { assertParty, editable } from './order-rules';
import {
  deleteServiceItem,
  findOrder,
  inputKeys,
  type Order,
  saveAnswer,
  serviceItem,
  updateOrder,
  updateServiceItem,
} from './orders.repository';
import { BASE, details } from './orders.service';

/** `answer-inputs`: the answers to the inputs of the order's services (editable states). */
export async function answerInputs(ctx: AppContext, actor: Actor, body: z.infer<typeof AnswerInputsSchema>) {
  await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, body.order_id, true);
    editable(order, actor);
    const ok = await inputKeys(tx, order.id);
    const errors: FieldErrors = {};
    body.answers.forEach((a, i) => {
      if (!ok.has(`${a.order_service_id}:${a.input_id}`))
        errors[`answers.${i}.input_id`] = 'order.input_invalid';
    });
    if (Object.keys(errors).length) throw AppError.invalid(errors);
    for (const a of body.answers)
      await saveAnswer(tx, { order_service_id: a.order_service_id, input_id: a.input_id, value: a.value });
    await auditBy(tx, actor, {
      event: 'answered',
      table: 'orders',
      recordId: order.id,
      new: { answers: body.answers },
      method: `${BASE}/answer-inputs`,
    });
  });
  return details(ctx.db, actor, body.order_id);
}

/** The order's service `id` (an order_services row) in the caller's scope, with its order locked. */
async function itemInScope(tx: Tx, actor: Actor, itemId: number) {
  const item = await serviceItem(tx, itemId);
  if (!item) throw AppError.notFound();
  const order = await findOrder(tx, actor, item.order_id, true);
  return { item, order };
}

/** `add-specialist/{id}`: names the certified specialist of a service that needs one. */
export async function addSpecialist(
  ctx: AppContext,
  actor: Actor,
  itemId: number,
  body: z.infer<typeof AddSpecialistSchema>,
) {
  const orderId = await ctx.db.transaction(async (tx) => {
    const { item, order } = await itemInScope(tx, actor, itemId);
    editable(order, actor);
    const needs = (await orderItems(tx, order.id)).find((i) => i.id === item.id);
    if (needs?.is_req !== 1) throw AppError.invalid({ specialist_name: 'order.specialist_not_required' });
    await updateServiceItem(tx, itemId, { ...body, specialist_approved: false });
    await auditBy(tx, actor, {
      event: 'specialist_added',
      table: 'order_services',
      recordId: itemId,
      old: { specialist_name: item.specialist_name },
      new: body,
      method: `${BASE}/add-specialist`,
    });
    return order.id;
  });
  return {
    message: translate(actor.lang, 'order.specialist_added'),
    data: await details(ctx.db, actor, orderId),
  };
}

/** `approve-add-specialist/{id}`: the authority approves a named specialist. */
export async function approveSpecialist(ctx: AppContext, actor: Actor, itemId: number) {
  const orderId = await ctx.db.transaction(async (tx) => {
    const { item, order } = await itemInScope(tx, actor, itemId);
    if (!actor.isAuthority) throw AppError.forbidden();
    if (!item.specialist_name) throw AppError.invalid({ id: 'order.specialist_missing' });
    if (item.specialist_approved)
      throw new AppError(422, 'attachment.not_pending', { params: { status: '✓' } });
    await updateServiceItem(tx, itemId, { specialist_approved: true });
    await auditBy(tx, actor, {
      event: 'specialist_approved',
      table: 'order_services',
      recordId: itemId,
      new: { specialist_approved: true },
      method: `${BASE}/approve-add-specialist`,
    });
    return order.id;
  });
  return {
    message: translate(actor.lang, 'order.specialist_approved'),
    data: await details(ctx.db, actor, orderId),
  };
}

/** `services/destroy/{id}`: removes a service from an editable order. */
export async function removeService(ctx: AppContext, actor: Actor, itemId: number) {
  await ctx.db.transaction(async (tx) => {
    const { item, order } = await itemInScope(tx, actor, itemId);
    editable(order, actor);
    await deleteServiceItem(tx, itemId);
    await auditBy(tx, actor, {
      event: 'deleted',
      table: 'order_services',
      recordId: itemId,
      old: item,
      method: `${BASE}/services/destroy`,
    });
  });
}

/** `updateConsulting`, `updateContracter`, `updateBoth`, `updateContractorsList`. */
export async function updateParties(
  ctx: AppContext,
  actor: Actor,
  body: z.infer<typeof OrderPartiesSchema>,
  which: ('consultant' | 'contractor')[],
  method: string,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, body.order_id, true);
    editable(before, actor);
    const set: Partial<Order> = {};
    for (const w of which) {
      const v = body[`${w}_id`];
      if (!v) throw AppError.invalid({ [`${w}_id`]: `order.${w}_invalid` });
      await assertParty(tx, v, w);
      set[`${w}_id`] = v;
    }
    await updateOrder(tx, before.id, set);
    await auditBy(tx, actor, {
      event: 'parties_updated',
      table: 'orders',
      recordId: before.id,
      old: { consultant_id: before.consultant_id, contractor_id: before.contractor_id },
      new: set,
      method,
    });
  });
  return {
    message: translate(actor.lang, 'order.parties_updated'),
    data: await details(ctx.db, actor, body.order_id),
  };
}
