/** The attachments mechanism's reads: a record's slots and history, counts, downloads, completeness. */
import { type AttachmentCounts, type AttachmentSlots, FILE_LIMITS, type MessageKey } from '@mashaer/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { query, type Tx } from '../db/client';
import { attachments } from '../db/schema';
import { AppError } from './app-error';
import {
  type AttachmentActor,
  type AttachmentArea,
  type AttachmentReader,
  answer,
  attachmentInScope,
  type Row,
  recordInScope,
} from './attachments';
import { fileHeaders, type OpenedFile } from './files';

/** A record's slots with their current file, the history (replaced files) and the counts. */
export async function listAttachments(
  ctx: AppContext,
  area: AttachmentArea,
  actor: AttachmentReader,
  recordId: number,
) {
  await recordInScope(ctx.db, area, actor, recordId, false);
  const rows = await ctx.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.record_type, area.recordType), eq(attachments.record_id, recordId)))
    .orderBy(desc(attachments.id));
  const current = new Map(rows.filter((r) => r.status !== 'replaced').map((r) => [r.slot, r]));
  const counts = countsOf(area.slots, [...current.values()]);
  return {
    data: {
      slots: Object.entries(area.slots).map(([slot, s]) => ({
        slot,
        slot_text: s.label[actor.lang],
        required: s.required,
        max_mb: FILE_LIMITS[s.kind] / 1024 / 1024,
        types: s.types,
        current: current.has(slot) ? answer(area, current.get(slot)!, actor.lang) : null,
      })),
      history: rows.filter((r) => r.status === 'replaced').map((r) => answer(area, r, actor.lang)),
      counts,
    },
  };
}

function countsOf(slots: AttachmentSlots, current: Row[]): AttachmentCounts {
  const have = new Set(current.map((r) => r.slot));
  return {
    missing: Object.entries(slots).filter(([slot, s]) => s.required && !have.has(slot)).length,
    pending: current.filter((r) => r.status === 'pending').length,
    rejected: current.filter((r) => r.status === 'rejected').length,
  };
}

/** An attachment's file opened for download (the handler sends it); 404 out of scope. */
export async function openAttachment(
  ctx: AppContext,
  area: AttachmentArea,
  actor: AttachmentActor,
  id: number,
): Promise<OpenedFile> {
  const row = await attachmentInScope(ctx.db, area, actor, id, false);
  const obj = await ctx.storage.get(row.file_key);
  if (!obj) throw AppError.notFound();
  return { name: row.file_name, mime: row.content_type, size: obj.size, stream: obj.stream };
}

/** Streams an attachment's file as a download (`attachment`, `nosniff`); 404 out of scope. */
export async function downloadAttachment(
  ctx: AppContext,
  reply: FastifyReply,
  area: AttachmentArea,
  actor: AttachmentActor,
  id: number,
) {
  const f = await openAttachment(ctx, area, actor, id);
  return fileHeaders(reply, f).send(f.stream);
}

const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * For each record: required slots with no current file, current files not yet reviewed, and
 * current files rejected — in one statement for any number of records (the guards of later areas
 * and the counts on their lists). Records with no attachment at all are answered too.
 */
export async function attachmentCounts(
  db: Tx,
  recordType: string,
  slots: AttachmentSlots,
  recordIds: readonly number[],
): Promise<Map<number, AttachmentCounts>> {
  const required = Object.entries(slots)
    .filter(([, s]) => s.required)
    .map(([slot]) => slot);
  const rows = await query<{ record_id: number } & AttachmentCounts>(
    db,
    sql`select r.id as record_id,
          (${required.length}::int - count(distinct a.slot) filter (where a.slot = any(${textArray(required)}::text[])))::int as missing,
          (count(a.id) filter (where a.status = 'pending'))::int as pending,
          (count(a.id) filter (where a.status = 'rejected'))::int as rejected
        from unnest(${`{${recordIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) as r(id)
        left join attachments a
          on a.record_type = ${recordType} and a.record_id = r.id and a.status <> 'replaced'
        group by r.id`,
  );
  return new Map(rows.map(({ record_id, ...c }) => [Number(record_id), c]));
}

/**
 * A guard for a later area's action: 422 with the area's message when a required attachment is
 * missing, when one is not yet reviewed, or (unless allowed) when one is rejected.
 */
export async function assertAttachmentsComplete(
  db: Tx,
  area: Pick<AttachmentArea, 'recordType' | 'slots'>,
  recordId: number,
  messages: { missing: MessageKey; pending: MessageKey; rejected?: MessageKey } = {
    missing: 'attachment.not_uploaded',
    pending: 'attachment.not_processed',
  },
) {
  const c = (await attachmentCounts(db, area.recordType, area.slots, [recordId])).get(recordId)!;
  if (c.missing > 0) throw new AppError(422, messages.missing);
  if (c.pending > 0) throw new AppError(422, messages.pending);
  if (c.rejected > 0 && messages.rejected) throw new AppError(422, messages.rejected);
  return c;
}
