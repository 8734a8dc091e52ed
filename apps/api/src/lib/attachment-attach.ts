import type { Tx } from '../db/client';
import { attachments } from '../db/schema';
import type { AttachmentArea, AttachmentReader } from './attachments';
import { audit } from './audit';
import type { SavedFile } from './uploads';

/**
 * Records a file a form sent with its new record (already streamed into the store by the
 * multipart reader, checked against the slot's size and types) in a slot of that record, in the
 * caller's transaction: for a store whose file comes with its fields (a ticket, a comment). The
 * caller discards the file if the transaction fails (`discard` in uploads.ts).
 */
export async function attachUploaded(
  tx: Tx,
  area: AttachmentArea,
  actor: AttachmentReader,
  at: { recordId: number; slot: string; companyId: number | null; method: string },
  file: SavedFile,
) {
  const [created] = await tx
    .insert(attachments)
    .values({
      record_type: area.recordType,
      record_id: at.recordId,
      slot: at.slot,
      file_key: file.storage_key,
      file_name: file.original_name,
      size: file.size,
      content_type: file.mime,
      sha256: file.sha256,
      uploaded_by: actor.id,
      company_id: at.companyId,
    })
    .returning();
  await audit(tx, null, {
    userId: actor.id,
    ip: actor.ip ?? null,
    event: 'attachment_uploaded',
    table: 'attachments',
    recordId: created.id,
    old: null,
    new: { record_type: area.recordType, record_id: at.recordId, slot: at.slot, file: file.original_name },
    module: area.module,
    method: at.method,
  });
  return created;
}
