/** An order's files: the attachments mechanism, with the slots its services and pledges ask for. */

import {
  ORDER_FILES_OPEN,
  ORDER_WORKFLOW,
  type OrderStatus,
  orderSlotKind,
  statusText,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  type AttachmentArea,
  listAttachments,
  openAttachment,
  uploadAttachment,
} from '../../lib/attachments';
import type { MultipartReader } from '../../lib/uploads';
import { currentFiles, fileCounts, orderNeeds } from './order-needs.repository';
import { findOrder, isOwnerSide, ORDER_RECORD, orderAttachment } from './orders.repository';
import { BASE, MODULE } from './orders.service';

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

/** Uploads into one of the order's slots (`kind` and the pledge or order-service id it is for). */
export async function upload(
  ctx: AppContext,
  actor: Actor,
  files: MultipartReader,
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
  return uploadAttachment(ctx, files, area, actor, orderId, slot, method);
}

/** The order an attachment belongs to, in the caller's scope, or 404. */
async function attachmentOrder(db: Tx, actor: Actor, attachmentId: number) {
  const a = await orderAttachment(db, attachmentId);
  if (!a) throw AppError.notFound();
  const order = await findOrder(db, actor, a.record_id);
  return { order, slot: a.slot };
}

/**
 * The area in which the authority reviews one file (`disapprovePladgeAttachment` and its
 * siblings): the file is of one of `kinds` and its order under review.
 */
export async function reviewArea(ctx: AppContext, actor: Actor, attachmentId: number, kinds: string[]) {
  const { order, slot } = await attachmentOrder(ctx.db, actor, attachmentId);
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
  return areaOf(ctx.db, order.id);
}

export async function listFiles(ctx: AppContext, actor: Actor, orderId: number) {
  await findOrder(ctx.db, actor, orderId);
  return listAttachments(ctx, await areaOf(ctx.db, orderId), actor, orderId);
}

/** The area in which the owner side deletes one of its pending files (`deleteOrderAttachment`). */
export async function deleteArea(ctx: AppContext, actor: Actor, attachmentId: number) {
  const { order } = await attachmentOrder(ctx.db, actor, attachmentId);
  if (!isOwnerSide(order, actor)) throw AppError.forbidden();
  return areaOf(ctx.db, order.id);
}

/** A file of an order in the caller's scope, opened for download. */
export async function openFile(ctx: AppContext, actor: Actor, attachmentId: number) {
  const { order } = await attachmentOrder(ctx.db, actor, attachmentId);
  return openAttachment(ctx, await areaOf(ctx.db, order.id), actor, attachmentId);
}

/** Counts of the order's files by kind (`getRequiredPledgesCount`, `getAttachmentCount`). */
export async function counts(ctx: AppContext, actor: Actor, orderId: number) {
  await findOrder(ctx.db, actor, orderId);
  const { slots } = await orderNeeds(ctx.db, orderId);
  return fileCounts(slots, await currentFiles(ctx.db, orderId));
}

/** The rejected current files of an order (`getRejectedAttachment/{id}`). */
export async function rejectedFiles(ctx: AppContext, actor: Actor, orderId: number) {
  const all = await listFiles(ctx, actor, orderId);
  return {
    data: all.data.slots
      .filter((s) => s.current?.status === 'rejected')
      .map((s) => ({ ...s.current, slot_text: s.slot_text })),
  };
}
