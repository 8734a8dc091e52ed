import {
  ATTACHMENT_STATUS_LABELS,
  ATTACHMENT_WORKFLOW,
  type Attachment,
  type AttachmentReview,
  type AttachmentSlots,
  type AttachmentStatus,
  type Lang,
  translate,
} from '@mashaer/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { attachments } from '../db/schema';
import type { Actor } from './actor';
import { AppError, isUniqueViolation } from './app-error';
import { audit } from './audit';
import { discard, type MultipartReader } from './uploads';
import { applyAction, removeRecord } from './workflow';
import { serverWorkflow } from './workflow-types';

/** Who acts on an attachment: enough for row scope and the audit trail. */
export type AttachmentActor = { id: number; orgId: number; isAuthority: boolean };
/** Who reads or uploads: with the language of the answer and the address for the audit trail. */
export type AttachmentReader = AttachmentActor & { lang: Lang; ip?: string | null };

/**
 * An area's attachments: its record type (the `record_type` of the rows), its slots (declared in
 * the contract) and how to find one of its records in the caller's scope — locked (`FOR UPDATE`)
 * when `lock` — answering the organisation it belongs to, or nothing (then 404).
 */
export type AttachmentArea = {
  recordType: string;
  slots: AttachmentSlots;
  module: string;
  findRecord: (
    tx: Tx,
    actor: AttachmentActor,
    recordId: number,
    lock: boolean,
  ) => Promise<{ companyId: number | null } | null | undefined>;
  /** Where a row's file downloads (the area's download route), for the answers. */
  downloadUrl: (attachmentId: number) => string;
  /**
   * Run in the upload's transaction after the row is written (the record is locked by
   * `findRecord`): a workflow moved by the upload (a receipt puts a bill under review), so the
   * file and the move commit or roll back together.
   */
  afterUpload?: (tx: Tx, recordId: number) => Promise<void>;
};

export type Row = typeof attachments.$inferSelect;

/** The review workflow's server side (declaration: ATTACHMENT_WORKFLOW in the contract). */
const attachmentWorkflow = serverWorkflow<Row, typeof ATTACHMENT_WORKFLOW>({
  def: ATTACHMENT_WORKFLOW,
  table: attachments,
  ownerKey: null,
  module: 'attachments',
  method: () => 'attachments',
  // The area's route has let the caller through (its permission and row scope): it is the reviewer.
  parties: { reviewer: () => true },
  // A restored file was rejected if it had been reviewed (only a pending or rejected file is replaced).
  pick: ({ row }) => (row.reviewed_at ? 'rejected' : 'pending'),
});

export function answer(area: AttachmentArea, row: Row, lang: 'ar' | 'en'): Attachment {
  const status = row.status as AttachmentStatus;
  return {
    id: row.id,
    slot: row.slot,
    slot_text: area.slots[row.slot]?.label[lang] ?? row.slot,
    file_name: row.file_name,
    size: row.size,
    content_type: row.content_type,
    status,
    status_text: ATTACHMENT_STATUS_LABELS[status]?.[lang] ?? status,
    reason: row.reason,
    reviewer_id: row.reviewer_id,
    reviewed_at: isoOrNull(row.reviewed_at),
    replaces_id: row.replaces_id,
    uploaded_by: row.uploaded_by,
    created_at: isoOf(row.created_at),
    url: area.downloadUrl(row.id),
  };
}

const notPending = (row: Row, lang: 'ar' | 'en') =>
  new AppError(422, 'attachment.not_pending', {
    params: { status: ATTACHMENT_STATUS_LABELS[row.status as AttachmentStatus]?.[lang] ?? row.status },
  });

/** A record of the area in the caller's scope, or 404. */
export async function recordInScope(
  tx: Tx,
  area: AttachmentArea,
  actor: AttachmentActor,
  id: number,
  lock: boolean,
) {
  const rec = await area.findRecord(tx, actor, id, lock);
  if (!rec) throw AppError.notFound();
  return rec;
}

/** An attachment of the area whose record is in the caller's scope (locked when `lock`), or 404. */
export async function attachmentInScope(
  tx: Tx,
  area: AttachmentArea,
  actor: AttachmentActor,
  id: number,
  lock: boolean,
) {
  const q = tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.record_type, area.recordType)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw AppError.notFound();
  await recordInScope(tx, area, actor, row.record_id, false);
  return row;
}

/**
 * Uploads a file into a slot of a record (multipart field `file`). The slot and the record are
 * checked before the body is read; the file streams into storage with the slot's size limit (413
 * as soon as passed) and types (422 from its first bytes). A current file in the slot that is
 * pending or rejected becomes `replaced` (kept as history); an approved one cannot be replaced.
 * The stored file is removed again if anything fails.
 */
export async function uploadAttachment(
  ctx: AppContext,
  upload: MultipartReader,
  area: AttachmentArea,
  actor: Actor,
  recordId: number,
  slotName: string,
  method: string,
) {
  // Out of scope is 404 before anything about the call is judged.
  await recordInScope(ctx.db, area, actor, recordId, false);
  const slot = Object.hasOwn(area.slots, slotName) ? area.slots[slotName] : undefined;
  if (!slot) throw AppError.invalid({ slot: 'attachment.unknown_slot' });
  const { files: saved } = await upload(ctx.storage, { file: slot });
  const file = saved.get('file');
  if (!file) throw AppError.invalid({ file: 'file.required' });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const rec = await recordInScope(tx, area, actor, recordId, true);
      const [current] = await tx
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.record_type, area.recordType),
            eq(attachments.record_id, recordId),
            eq(attachments.slot, slotName),
            ne(attachments.status, 'replaced'),
          ),
        )
        .for('update');
      if (current?.status === 'approved') throw AppError.invalid({ file: 'attachment.approved_final' });
      if (current)
        await applyAction(tx, attachmentWorkflow, actor, current, 'replace', {
          system: true,
          method,
          module: area.module,
        });
      const [created] = await tx
        .insert(attachments)
        .values({
          record_type: area.recordType,
          record_id: recordId,
          slot: slotName,
          file_key: file.storage_key,
          file_name: file.original_name,
          size: file.size,
          content_type: file.mime,
          sha256: file.sha256,
          replaces_id: current?.id ?? null,
          uploaded_by: actor.id,
          company_id: rec.companyId,
        })
        .returning();
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip ?? null,
        event: current ? 'attachment_replaced' : 'attachment_uploaded',
        table: 'attachments',
        recordId: created.id,
        old: current ? { id: current.id, status: current.status } : null,
        new: { record_type: area.recordType, record_id: recordId, slot: slotName, file: file.original_name },
        module: area.module,
        method,
      });
      await area.afterUpload?.(tx, recordId);
      return created;
    });
    return { message: translate(actor.lang, 'attachment.uploaded'), data: answer(area, row, actor.lang) };
  } catch (e) {
    await discard([file]);
    // Two uploads into one slot at once: the partial unique index lets one through.
    if (isUniqueViolation(e)) throw new AppError(422, 'attachment.busy');
    throw e;
  }
}

/** A reviewer approves or rejects (with a reason) a pending attachment. */
export async function reviewAttachment(
  ctx: AppContext,
  area: AttachmentArea,
  actor: Actor,
  id: number,
  body: AttachmentReview,
  method: string,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await attachmentInScope(tx, area, actor, id, true);
    if (before.status !== 'pending') throw notPending(before, actor.lang);
    const reason = body.status === 'rejected' ? (body.reason ?? null) : null;
    const { row: after } = await applyAction(
      tx,
      attachmentWorkflow,
      actor,
      before,
      body.status === 'approved' ? 'approve' : 'reject',
      {
        set: { reason, reviewer_id: actor.id, reviewed_at: new Date() },
        reason,
        auditNew: { reason },
        method,
        module: area.module,
      },
    );
    return after;
  });
  return {
    message: translate(
      actor.lang,
      body.status === 'approved' ? 'attachment.approved' : 'attachment.rejected',
    ),
    data: answer(area, row, actor.lang),
  };
}

/**
 * Removes a pending attachment (an upload made by mistake); the file it replaced, if any, becomes
 * current again. The stored file is deleted after the commit.
 */
export async function deleteAttachment(
  ctx: AppContext,
  area: AttachmentArea,
  actor: Actor,
  id: number,
  method: string,
) {
  const key = await ctx.db.transaction(async (tx) => {
    const before = await attachmentInScope(tx, area, actor, id, true);
    if (before.status !== 'pending') throw notPending(before, actor.lang);
    await removeRecord(tx, attachmentWorkflow, actor, before, {
      event: 'attachment_deleted',
      module: area.module,
      method,
    });
    if (before.replaces_id) {
      const [replaced] = await tx
        .select()
        .from(attachments)
        .where(eq(attachments.id, before.replaces_id))
        .for('update');
      if (replaced)
        await applyAction(tx, attachmentWorkflow, actor, replaced, 'restore', {
          system: true,
          method,
          module: area.module,
        });
    }
    return before.file_key;
  });
  // The record is gone either way: a file the store could not remove is only unreachable bytes.
  await ctx.storage.delete(key).catch(() => undefined);
  return { message: translate(actor.lang, 'attachment.deleted') };
}

// The reads (a record's slots, counts, downloads, completeness) live in attachment-reads.ts.
export {
  assertAttachmentsComplete,
  attachmentCounts,
  downloadAttachment,
  listAttachments,
  openAttachment,
} from './attachment-reads';

import { isoOf, isoOrNull } from './iso';
