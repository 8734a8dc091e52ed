/**
 * An order's files through the one attachments mechanism (lib/attachments): the drawings
 * (`reassign_kroky_documents`, uploaded while the order is a draft) and the payment documents
 * (`reassign_payment_documents`, uploaded once signed, reviewed by the authority). Each upload is
 * pending; a reviewer approves or rejects it with a reason; a new upload replaces a pending or
 * rejected file. The order's state and party are checked here before the mechanism runs.
 */

import {
  type AttachmentSlots,
  REASSIGN_KROKY_SLOTS,
  REASSIGN_PAYMENT_SLOTS,
  REASSIGN_REDELIVERY_SLOTS,
  type ReassignStatus,
} from '@mashaer/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { attachments } from '../../db/schema';
import { type Actor, i18nOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  type AttachmentArea,
  listAttachments,
  openAttachment,
  uploadAttachment,
} from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { issueDocument } from '../../lib/documents';
import type { MultipartReader } from '../../lib/uploads';
import { applyAction } from '../../lib/workflow';
import * as signing from '../signing/signing.service';
import * as repo from './reassign.repository';
import { details, MODULE, notEditable, orderInScope } from './reassign.shared';
import type { DocKind } from './reassign.workflow';
import {
  holds,
  KROKY_RECORD,
  PAYMENT_RECORD,
  REDELIVERY_RECORD,
  REVIEW_IN,
  reassignWorkflow,
  UPLOAD_IN,
  UPLOADER,
} from './reassign.workflow';
import { groupCampIds, redeliveryContent } from './redelivery.document';

const BASE: Record<DocKind, string> = {
  kroky: '/general/reassign_kroky_documents',
  payment: '/general/reassign_payment_documents',
  redelivery: '/general/reassign_order/re-delivery/file',
};
const RECORD: Record<DocKind, string> = {
  kroky: KROKY_RECORD,
  payment: PAYMENT_RECORD,
  redelivery: REDELIVERY_RECORD,
};
const SLOTS: Record<DocKind, AttachmentSlots> = {
  kroky: REASSIGN_KROKY_SLOTS,
  payment: REASSIGN_PAYMENT_SLOTS,
  redelivery: REASSIGN_REDELIVERY_SLOTS,
};

const areaOf = (kind: DocKind): AttachmentArea => ({
  recordType: RECORD[kind],
  slots: SLOTS[kind],
  module: 'reassign',
  // Row scope and the order type's permission: the caller's (scopedArea, below).
  findRecord: async () => ({ companyId: null }),
  downloadUrl: (id) => `/api${BASE[kind]}/download/${id}`,
});

/** The area for one caller: its order found in the caller's scope (else 404, 403 by permission). */
function scopedArea(actor: Actor, kind: DocKind): AttachmentArea {
  return {
    ...areaOf(kind),
    findRecord: async (tx, _a, id, lock) => {
      const row = await orderInScope(tx, actor, id, lock);
      return { companyId: row.company_id };
    },
  };
}

/** `store` / `update?reassign_order_id=`: the order's company uploads (or replaces) the file. */
export async function upload(
  ctx: AppContext,
  actor: Actor,
  parts: MultipartReader,
  kind: DocKind,
  orderId: number,
  method: string,
) {
  const row = await orderInScope(ctx.db, actor, orderId);
  const party =
    UPLOADER[kind] === 'authority' ? actor.isAuthority : !actor.isAuthority && row.company_id === actor.orgId;
  if (!party || !holds(actor, row.type, 'index')) throw new AppError(403, 'workflow.party_not_allowed');
  if (!UPLOAD_IN[kind].includes(row.status as ReassignStatus)) throw notEditable(actor, row.status);
  return uploadAttachment(
    ctx,
    parts,
    scopedArea(actor, kind),
    actor,
    orderId,
    kind,
    `${BASE[kind]}/${method}`.slice(1),
  );
}

/** `index/{id}` (drawings) and `view/{id}` (payment): the order's slots, current files and history. */
export function listOf(ctx: AppContext, actor: Actor, kind: DocKind, orderId: number) {
  return listAttachments(ctx, scopedArea(actor, kind), actor, orderId);
}

/** The order an attachment of this kind belongs to (its row scope and permission), else 404. */
async function orderOfAttachment(ctx: AppContext, actor: Actor, kind: DocKind, id: number) {
  const [a] = await ctx.db
    .select({ record_id: attachments.record_id })
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.record_type, areaOf(kind).recordType)));
  if (!a) throw AppError.notFound();
  return orderInScope(ctx.db, actor, a.record_id);
}

/** `download/{id}`: the file opened for the handler to send. */
export async function open(ctx: AppContext, actor: Actor, kind: DocKind, id: number) {
  await orderOfAttachment(ctx, actor, kind, id);
  return openAttachment(ctx, scopedArea(actor, kind), actor, id);
}

/**
 * `delete/{id}`: the order's company removes a pending upload. Answers the area and the call's
 * method for the attachments mechanism's delete (which the handler runs).
 */
export async function removable(ctx: AppContext, actor: Actor, kind: DocKind, id: number) {
  const row = await orderOfAttachment(ctx, actor, kind, id);
  if (actor.isAuthority || row.company_id !== actor.orgId)
    throw new AppError(403, 'workflow.party_not_allowed');
  return { area: scopedArea(actor, kind), method: `${BASE[kind]}/delete`.slice(1) };
}

/**
 * `review/{id}`: an authority with the type's permission approves or rejects (with a reason).
 * Answers the area and the call's method for the attachments mechanism's review.
 */
export async function reviewable(ctx: AppContext, actor: Actor, kind: DocKind, id: number) {
  const row = await orderOfAttachment(ctx, actor, kind, id);
  if (!actor.isAuthority || !holds(actor, row.type, 'index'))
    throw new AppError(403, 'workflow.party_not_allowed');
  if (!REVIEW_IN[kind].includes(row.status as ReassignStatus)) throw notEditable(actor, row.status);
  return { area: scopedArea(actor, kind), method: `${BASE[kind]}/review`.slice(1) };
}

/**
 * `re-delivery/sign/{id}`: each party (the order's company, the authority) signs the re-delivery
 * with its password once the re-delivery file is stored; the second signature completes the order
 * (`redeliver`, taken by the server in the same transaction).
 */
export async function signRedelivery(ctx: AppContext, actor: Actor, id: number, password: string) {
  const row = await orderInScope(ctx.db, actor, id);
  const authority = actor.isAuthority;
  if (!holds(actor, row.type, 'signature') || (!authority && row.company_id !== actor.orgId))
    throw new AppError(403, 'workflow.party_not_allowed');
  if (row.status !== 'redelivery_booked') throw notEditable(actor, row.status);
  const missing = await reassignWorkflow.guards!.redelivery_file_uploaded({
    tx: ctx.db,
    actor,
    row,
    action: 'redeliver',
    from: row.status,
    to: 'redelivered',
    input: {},
  });
  if (missing) {
    const f = typeof missing === 'string' ? { key: missing } : missing;
    throw AppError.invalid({ id: f }, f.key);
  }
  await signing.checkSignerPassword(ctx.db, { id: actor.id }, password);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderInScope(tx, actor, id, true);
    if (locked.status !== 'redelivery_booked') throw notEditable(actor, locked.status);
    const mine = authority ? locked.redelivery_authority_signed_at : locked.redelivery_company_signed_at;
    if (mine)
      throw AppError.invalid(
        { id: 'reassign.redelivery_already_signed' },
        'reassign.redelivery_already_signed',
      );
    const after = await repo.markRedeliverySigned(tx, id, actor.id, authority);
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'signed',
      table: 'reassign_orders',
      recordId: id,
      new: { redelivery_signed_by: authority ? 'authority' : 'company' },
      module: MODULE,
      method: 'general/reassign_order/re-delivery/sign',
    });
    if (after.redelivery_authority_signed_at && after.redelivery_company_signed_at) {
      await applyAction(tx, reassignWorkflow, actor, after, 'redeliver', { system: true });
      // The signed re-delivery record: printable at …/re-delivery/file with its QR (lib/documents).
      await issueDocument(tx, {
        type: 'reassign_redelivery',
        recordId: id,
        content: redeliveryContent(after, await groupCampIds(tx, id)),
        issuedBy: actor.id,
      });
    }
  });
  return { message: i18nOf(actor).t('reassign.redelivery_signed'), data: await details(ctx, actor, id) };
}
