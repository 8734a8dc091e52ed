/** An assignment's files: the kroky drawing and the assignment file (multipart upload, download). */
import { translate } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { assignCamps, files } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { insertFileRow } from '../../lib/files';
import { discard, type FileSpec, type MultipartReader, removeStored } from '../../lib/uploads';
import * as repo from './assignments.repository';
import { MODULE, show } from './assignments.service';

type Assignment = typeof assignCamps.$inferSelect;

const ATTACHMENTS: Record<
  'kroky' | 'assign_file',
  FileSpec & { column: 'kroky_file_id' | 'assign_file_id' }
> = {
  kroky: { required: false, kind: 'drawing', types: ['pdf', 'png', 'jpeg', 'dwg'], column: 'kroky_file_id' },
  assign_file: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'], column: 'assign_file_id' },
};

/** `POST general/assign_camps_attachments/store|update` (multipart: assign_camp_id, kroky, assign_file). */
export async function saveAttachments(ctx: AppContext, actor: Actor, read: MultipartReader, method: string) {
  const { fields, files: saved } = await read(ctx.storage, ATTACHMENTS);
  let replaced: string[] = [];
  try {
    const id = Number(fields.assign_camp_id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw AppError.invalid({
        assign_camp_id: fields.assign_camp_id ? 'validation.invalid' : 'validation.required',
      });
    if (saved.size === 0) throw AppError.invalid({ kroky: 'assignment.attachments_required' });
    await ctx.db.transaction(async (tx) => {
      const before = await repo.lockAssignment(tx, id, scopeOrg(actor));
      if (!before) throw AppError.notFound();
      if (before.status === 'returned') throw new AppError(422, 'assignment.closed');
      const set: Partial<Assignment> = {};
      for (const [field, f] of saved) {
        const spec = ATTACHMENTS[field as keyof typeof ATTACHMENTS];
        const rowId = await insertFileRow(
          tx,
          { owner_id: actor.id, entity: 'assign_camps', entity_id: id, field },
          f,
        );
        const oldId = before[spec.column];
        if (oldId) {
          const old = await tx.delete(files).where(eq(files.id, oldId)).returning({ key: files.storage_key });
          replaced.push(...old.map((o) => o.key));
        }
        set[spec.column] = rowId;
      }
      await tx
        .update(assignCamps)
        .set({ ...set, updated_at: sql`now()` })
        .where(eq(assignCamps.id, id));
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'attachments_saved',
        table: 'assign_camps',
        recordId: id,
        old: { kroky_file_id: before.kroky_file_id, assign_file_id: before.assign_file_id },
        new: set,
        module: MODULE,
        method,
      });
    });
    await removeStored(ctx.storage, replaced).catch(() => undefined);
    replaced = [];
    return {
      message: translate(actor.lang, 'assignment.attachments_saved'),
      ...(await show(ctx, actor, id)),
    };
  } catch (e) {
    await discard(saved.values());
    throw e;
  }
}

/** The stored file of an assignment's field, once the caller may see the assignment (the handler sends it). */
export async function download(ctx: AppContext, actor: Actor, id: number, field: keyof typeof ATTACHMENTS) {
  const row = await repo.findAssignment(ctx.db, id, scopeOrg(actor));
  const fileId = row?.[ATTACHMENTS[field].column] as number | null | undefined;
  if (!row || !fileId) throw AppError.notFound();
  return { id: fileId, entity: 'assign_camps', entityId: id };
}
