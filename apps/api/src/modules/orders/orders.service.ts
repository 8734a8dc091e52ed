/** Orders for additional works (issue 16): filing, parties, services, inputs, specialists, files, lifecycle. */
import {
  type AddSpecialistSchema,
  type AnswerInputsSchema,
  ORDER_EDITABLE,
  ORDER_FILES_OPEN,
  ORDER_STATUSES,
  ORDER_WORKFLOW,
  type OrderAction,
  type OrderPartiesSchema,
  type OrderRow,
  type OrderStatus,
  type OrderStore,
  orderSlotKind,
  orderSlotName,
  statusText,
} from '@mashaer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import {
  type AttachmentActor,
  type AttachmentArea,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  reviewAttachment,
  uploadAttachment,
} from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse } from '../../lib/list';
import { applyAction, timeline, workflowState } from '../../lib/workflow';
import { orderWorkflow } from './order.workflow';
import { licenceSummary } from './order-licence.repository';
import {
  activeCatalogue,
  activeServiceCount,
  answeredInputs,
  currentFiles,
  deleteOrder,
  deleteServiceItem,
  fileCounts,
  findOrder,
  heldCamps,
  holdsCamp,
  inputKeys,
  insertOrder,
  isActiveParty,
  isOwnerSide,
  isReceiverCompany,
  leadsAllianceOf,
  listOrders,
  nextNumber,
  ORDER_RECORD,
  type Order,
  orderAttachment,
  orderHead,
  orderItems,
  orderNeeds,
  organisationNames,
  partiesOfType,
  pledgesOf,
  saveAnswer,
  serviceItem,
  setServices,
  squareOfCamp,
  updateOrder,
  updateServiceItem,
} from './orders.repository';

const MODULE = 'orders';
const BASE = 'general/orders';

/** The pilgrimage season of a date: its Umm al-Qura year (order numbers restart each season). */
export const seasonOf = (d = new Date()) =>
  Number.parseInt(new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { year: 'numeric' }).format(d), 10);

// ---- validation of what an order names ----

/**
 * Receiver rule (doc 000 §6): service_provider and gov file for themselves; any other caller
 * chooses on the form, defaulting to itself. A company may choose itself or a member of an
 * alliance it leads; the authority any company.
 */
async function resolveReceiver(tx: Tx, actor: Actor, wanted: number | null | undefined) {
  if (['service_provider', 'gov'].includes(actor.typeCode) || !wanted || wanted === actor.orgId)
    return actor.orgId;
  if (!(await isReceiverCompany(tx, wanted)))
    throw AppError.invalid({ receiver_id: 'order.receiver_invalid' });
  if (!actor.isAuthority && !(await leadsAllianceOf(tx, actor.orgId, wanted)))
    throw AppError.invalid({ receiver_id: 'order.receiver_invalid' });
  return wanted;
}

/** A consultant or contractor: an active organisation of that type. */
async function assertParty(tx: Tx, id: number | null | undefined, type: 'consultant' | 'contractor') {
  if (!id) return;
  if (!(await isActiveParty(tx, id, type)))
    throw AppError.invalid({ [`${type}_id`]: `order.${type}_invalid` });
}

/** The camp must be held by the receiver (an assignment not returned). */
async function assertCamp(tx: Tx, campId: number, receiver: number) {
  if (!(await holdsCamp(tx, campId, receiver))) throw AppError.invalid({ camp_id: 'order.camp_invalid' });
}

async function assertServices(tx: Tx, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw AppError.invalid({ services: 'order.service_duplicate' });
  if (!ids.length) return;
  if ((await activeServiceCount(tx, ids)) !== ids.length)
    throw AppError.invalid({ services: 'order.service_invalid' });
}

const editable = (row: Order, actor: Actor) => {
  if (!ORDER_EDITABLE.includes(row.status as OrderStatus))
    throw new AppError(422, 'order.not_editable', {
      params: { status: statusText(ORDER_WORKFLOW, row.status as OrderStatus, actor.lang) },
    });
  if (!isOwnerSide(row, actor) && !actor.isAuthority) throw AppError.forbidden();
};

// ---- writes ----

export async function store(ctx: AppContext, req: FastifyRequest, actor: Actor, body: OrderStore) {
  const id = await ctx.db.transaction(async (tx) => {
    const receiver = await resolveReceiver(tx, actor, body.receiver_id);
    await assertCamp(tx, body.camp_id, receiver);
    await assertParty(tx, body.consultant_id, 'consultant');
    await assertParty(tx, body.contractor_id, 'contractor');
    await assertServices(tx, body.services);
    const season = seasonOf();
    const row = await insertOrder(
      tx,
      {
        number: await nextNumber(tx, season),
        season,
        company_id: receiver,
        filed_by: actor.orgId,
        camp_id: body.camp_id,
        number_of_hijaj: body.number_of_hijaj,
        camp_size: body.camp_size,
        count_day: body.count_day,
        planed_achive_date: body.planed_achive_date,
        consultant_id: body.consultant_id ?? null,
        contractor_id: body.contractor_id ?? null,
        notes: body.notes ?? null,
        created_by: actor.id,
      },
      actor.id,
    );
    await setServices(tx, row.id, body.services);
    await audit(tx, req, {
      event: 'created',
      table: 'orders',
      recordId: row.id,
      new: row,
      module: MODULE,
      method: `${BASE}/store`,
    });
    return row.id;
  });
  return details(ctx.db, actor, id);
}

export async function update(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  body: OrderStore,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, id, true);
    editable(before, actor);
    await assertCamp(tx, body.camp_id, before.company_id);
    await assertParty(tx, body.consultant_id, 'consultant');
    await assertParty(tx, body.contractor_id, 'contractor');
    await assertServices(tx, body.services);
    const after = await updateOrder(tx, id, {
      camp_id: body.camp_id,
      number_of_hijaj: body.number_of_hijaj,
      camp_size: body.camp_size,
      count_day: body.count_day,
      planed_achive_date: body.planed_achive_date,
      consultant_id: body.consultant_id ?? null,
      contractor_id: body.contractor_id ?? null,
      notes: body.notes ?? null,
    });
    await setServices(tx, id, body.services);
    await audit(tx, req, {
      event: 'updated',
      table: 'orders',
      recordId: id,
      old: before,
      new: after,
      module: MODULE,
      method: `${BASE}/update`,
    });
  });
  return details(ctx.db, actor, id);
}

/** `update-receiver/{id}`: the authority (or the filer) moves a draft or returned order to another receiver. */
export async function updateReceiver(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  receiverId: number,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, id, true);
    editable(before, actor);
    const receiver = await resolveReceiver(tx, actor, receiverId);
    await assertCamp(tx, before.camp_id, receiver);
    await updateOrder(tx, id, { company_id: receiver });
    await audit(tx, req, {
      event: 'updated',
      table: 'orders',
      recordId: id,
      old: { company_id: before.company_id },
      new: { company_id: receiver },
      module: MODULE,
      method: `${BASE}/update-receiver`,
    });
  });
  return details(ctx.db, actor, id);
}

/** `destroy/{id}`: only a draft is deleted (its services, answers and files go with it). */
export async function destroy(ctx: AppContext, req: FastifyRequest, actor: Actor, id: number) {
  const keys = await ctx.db.transaction(async (tx) => {
    const before = await findOrder(tx, actor, id, true);
    if (!isOwnerSide(before, actor) && !actor.isAuthority) throw AppError.forbidden();
    if (before.status !== 'draft')
      throw new AppError(422, 'order.destroy_draft_only', {
        params: { status: statusText(ORDER_WORKFLOW, before.status as OrderStatus, actor.lang) },
        fields: { status: 'order.destroy_draft_only' },
      });
    const keys = await deleteOrder(tx, id);
    await audit(tx, req, {
      event: 'deleted',
      table: 'orders',
      recordId: id,
      old: before,
      module: MODULE,
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

/** `answer-inputs`: the answers to the inputs of the order's services (editable states). */
export async function answerInputs(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  body: z.infer<typeof AnswerInputsSchema>,
) {
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
    await audit(tx, req, {
      event: 'answered',
      table: 'orders',
      recordId: order.id,
      new: { answers: body.answers },
      module: MODULE,
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
  req: FastifyRequest,
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
    await audit(tx, req, {
      event: 'specialist_added',
      table: 'order_services',
      recordId: itemId,
      old: { specialist_name: item.specialist_name },
      new: body,
      module: MODULE,
      method: `${BASE}/add-specialist`,
    });
    return order.id;
  });
  return { message: req.t('order.specialist_added'), data: await details(ctx.db, actor, orderId) };
}

/** `approve-add-specialist/{id}`: the authority approves a named specialist. */
export async function approveSpecialist(ctx: AppContext, req: FastifyRequest, actor: Actor, itemId: number) {
  const orderId = await ctx.db.transaction(async (tx) => {
    const { item, order } = await itemInScope(tx, actor, itemId);
    if (!actor.isAuthority) throw AppError.forbidden();
    if (!item.specialist_name) throw AppError.invalid({ id: 'order.specialist_missing' });
    if (item.specialist_approved)
      throw new AppError(422, 'attachment.not_pending', { params: { status: '✓' } });
    await updateServiceItem(tx, itemId, { specialist_approved: true });
    await audit(tx, req, {
      event: 'specialist_approved',
      table: 'order_services',
      recordId: itemId,
      new: { specialist_approved: true },
      module: MODULE,
      method: `${BASE}/approve-add-specialist`,
    });
    return order.id;
  });
  return { message: req.t('order.specialist_approved'), data: await details(ctx.db, actor, orderId) };
}

/** `services/destroy/{id}`: removes a service from an editable order. */
export async function removeService(ctx: AppContext, req: FastifyRequest, actor: Actor, itemId: number) {
  await ctx.db.transaction(async (tx) => {
    const { item, order } = await itemInScope(tx, actor, itemId);
    editable(order, actor);
    await deleteServiceItem(tx, itemId);
    await audit(tx, req, {
      event: 'deleted',
      table: 'order_services',
      recordId: itemId,
      old: item,
      module: MODULE,
      method: `${BASE}/services/destroy`,
    });
  });
}

/** `updateConsulting`, `updateContracter`, `updateBoth`, `updateContractorsList`. */
export async function updateParties(
  ctx: AppContext,
  req: FastifyRequest,
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
    await audit(tx, req, {
      event: 'parties_updated',
      table: 'orders',
      recordId: before.id,
      old: { consultant_id: before.consultant_id, contractor_id: before.contractor_id },
      new: set,
      module: MODULE,
      method,
    });
  });
  return { message: req.t('order.parties_updated'), data: await details(ctx.db, actor, body.order_id) };
}

// ---- files (the attachments mechanism, slots computed from the order's services) ----

const downloadUrl = (id: number) => `/api/${BASE}/attachments/download/${id}`;

/** The attachment area of one order: its slots; uploads only by the owner side while files are open. */
async function areaOf(db: Tx, orderId: number): Promise<AttachmentArea> {
  const { slots } = await orderNeeds(db, orderId);
  return {
    recordType: ORDER_RECORD,
    slots,
    module: MODULE,
    downloadUrl,
    findRecord: async (tx, who, id, lock) => {
      const row = await findOrder(tx, who, id, lock).catch(() => null);
      if (!row) return null;
      if (lock) {
        // Only the upload locks: the owner side, while the order takes files.
        if (!isOwnerSide(row, who)) throw AppError.forbidden();
        if (!ORDER_FILES_OPEN.includes(row.status as OrderStatus))
          throw new AppError(422, 'order.files_closed', { params: { status: row.status } });
      }
      return { companyId: row.company_id };
    },
  };
}

const asAttachmentActor = (a: Actor): AttachmentActor => ({
  id: a.id,
  orgId: a.orgId,
  isAuthority: a.isAuthority,
});

/** Uploads into one of the order's slots (`kind` and the pledge or order-service id it is for). */
export async function upload(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  orderId: number,
  slot: string,
  method: string,
) {
  const order = await findOrder(ctx.db, actor, orderId);
  if (!ORDER_FILES_OPEN.includes(order.status as OrderStatus))
    throw new AppError(422, 'order.files_closed', {
      params: { status: statusText(ORDER_WORKFLOW, order.status as OrderStatus, actor.lang) },
    });
  const area = await areaOf(ctx.db, orderId);
  if (!Object.hasOwn(area.slots, slot)) throw AppError.invalid({ slot: 'order.slot_invalid' });
  return uploadAttachment(ctx, req, area, asAttachmentActor(actor), orderId, slot, method);
}

export const slotFor = orderSlotName;

/** The order an attachment belongs to, in the caller's scope, or 404. */
async function attachmentOrder(db: Tx, actor: Actor, attachmentId: number) {
  const a = await orderAttachment(db, attachmentId);
  if (!a) throw AppError.notFound();
  const order = await findOrder(db, actor, a.record_id);
  return { order, slot: a.slot };
}

/** The authority's review of one file (`disapprovePladgeAttachment` and its siblings), while under review. */
export async function review(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  body: { attachment_id: number; status: 'approved' | 'rejected'; reason?: string },
  kinds: string[],
  method: string,
) {
  const { order, slot } = await attachmentOrder(ctx.db, actor, body.attachment_id);
  if (!kinds.includes(orderSlotKind(slot) ?? ''))
    throw AppError.invalid({ attachment_id: 'order.slot_invalid' });
  if (!actor.isAuthority) throw AppError.forbidden();
  if (
    !(['under_review', 'sent', 'consultant_accepted', 'contractor_accepted'] as string[]).includes(
      order.status,
    )
  )
    throw new AppError(422, 'order.files_closed', {
      params: { status: statusText(ORDER_WORKFLOW, order.status as OrderStatus, actor.lang) },
    });
  const area = await areaOf(ctx.db, order.id);
  return reviewAttachment(
    ctx,
    req,
    area,
    asAttachmentActor(actor),
    body.attachment_id,
    { status: body.status, reason: body.reason },
    method,
  );
}

export async function listFiles(ctx: AppContext, req: FastifyRequest, actor: Actor, orderId: number) {
  await findOrder(ctx.db, actor, orderId);
  return listAttachments(ctx, req, await areaOf(ctx.db, orderId), asAttachmentActor(actor), orderId);
}

export async function deleteFile(ctx: AppContext, req: FastifyRequest, actor: Actor, attachmentId: number) {
  const { order } = await attachmentOrder(ctx.db, actor, attachmentId);
  if (!isOwnerSide(order, actor)) throw AppError.forbidden();
  return deleteAttachment(
    ctx,
    req,
    await areaOf(ctx.db, order.id),
    asAttachmentActor(actor),
    attachmentId,
    `${BASE}/deleteOrderAttachment`,
  );
}

export async function downloadFile(ctx: AppContext, reply: FastifyReply, actor: Actor, attachmentId: number) {
  const { order } = await attachmentOrder(ctx.db, actor, attachmentId);
  return downloadAttachment(
    ctx,
    reply,
    await areaOf(ctx.db, order.id),
    asAttachmentActor(actor),
    attachmentId,
  );
}

/** Counts of the order's files by kind (`getRequiredPledgesCount`, `getAttachmentCount`). */
export async function counts(ctx: AppContext, actor: Actor, orderId: number) {
  await findOrder(ctx.db, actor, orderId);
  const { slots } = await orderNeeds(ctx.db, orderId);
  return fileCounts(slots, await currentFiles(ctx.db, orderId));
}

/** The rejected current files of an order (`getRejectedAttachment/{id}`). */
export async function rejectedFiles(ctx: AppContext, req: FastifyRequest, actor: Actor, orderId: number) {
  const all = await listFiles(ctx, req, actor, orderId);
  return {
    data: all.data.slots
      .filter((s) => s.current?.status === 'rejected')
      .map((s) => ({ ...s.current, slot_text: s.slot_text })),
  };
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
    ...workflowState(orderWorkflow, actor, o),
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
        (r) => ({ ...r, ...workflowState(orderWorkflow, actor, r as unknown as Order) }) as OrderRow,
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
