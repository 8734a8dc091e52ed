import type { Lang } from '@mashaer/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { attachments } from '../db/schema';
import { actorOf } from './actor';
import { RequestValidationError } from './app-error';
import { attachUploaded } from './attachment-attach';
import { type AttachmentArea, answer } from './attachments';
import { discard, multipartOf, type SavedFile } from './uploads';

type Row = Record<string, unknown>;

/**
 * The files of a plain resource (`defineCrud`'s `files`): its attachment area (record type, the
 * contract's slots with their types and size limits, the download path) and the slots a record
 * must hold from its values (required per type), besides the slots declared `required`.
 */
export type CrudFiles = {
  area: Omit<AttachmentArea, 'findRecord'>;
  requiredFor?: (values: Row) => (string | null)[];
};

/** A slot of a field: the field itself, or one of its several files (`name_2`, …). */
const fieldOf = (files: CrudFiles, slot: string) =>
  Object.hasOwn(files.area.slots, slot) ? slot : slot.replace(/_\d+$/, '');

async function currentRows(db: Tx, recordType: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.record_type, recordType),
        inArray(attachments.record_id, ids),
        ne(attachments.status, 'replaced'),
      ),
    );
}

/**
 * A store's or an update's multipart body: the fields checked by `schema` and every file stored
 * (types from their content, the slot's size limit). Missing text fields and required files are
 * refused together, each under its field (422); stored files are removed again on any refusal.
 */
export async function readWithFiles(
  req: FastifyRequest,
  ctx: AppContext,
  files: CrudFiles,
  schema: z.ZodType,
  recordId?: number,
) {
  const { fields, files: saved } = await multipartOf(req)(ctx.storage, files.area.slots);
  const parsed = schema.safeParse(fields, { reportInput: true });
  const have = new Set([...saved.keys()].map((k) => fieldOf(files, k)));
  if (recordId)
    for (const r of await currentRows(ctx.db, files.area.recordType, [recordId]))
      have.add(fieldOf(files, r.slot));
  const required = [
    ...Object.entries(files.area.slots)
      .filter(([, s]) => s.required)
      .map(([k]) => k),
    ...(parsed.success ? (files.requiredFor?.(parsed.data as Row) ?? []) : []),
  ].filter((k): k is string => !!k && !have.has(k));
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...required.map((k) => ({
      code: 'custom' as const,
      path: [k],
      message: 'file.required',
      input: undefined,
    })),
  ];
  if (issues.length) {
    await discard(saved.values());
    throw new RequestValidationError(issues as ConstructorParameters<typeof RequestValidationError>[0]);
  }
  return { values: parsed.data as Row, saved: [...saved.values()] };
}

/**
 * Records the stored files on the record in the caller's transaction: a field sent again replaces
 * all its current files (their rows deleted; the stored keys returned, to remove after the commit).
 */
export async function attachAll(
  tx: Tx,
  req: FastifyRequest,
  files: CrudFiles,
  recordId: number,
  saved: SavedFile[],
  method: string,
) {
  const sent = new Set(saved.map((f) => fieldOf(files, f.field)));
  const old = (await currentRows(tx, files.area.recordType, [recordId])).filter((r) =>
    sent.has(fieldOf(files, r.slot)),
  );
  if (old.length)
    await tx.delete(attachments).where(
      inArray(
        attachments.id,
        old.map((r) => r.id),
      ),
    );
  const actor = actorOf(req);
  const area = { ...files.area, findRecord: async () => null };
  for (const f of saved)
    await attachUploaded(tx, area, actor, { recordId, slot: f.field, companyId: null, method }, f);
  return old.map((r) => r.file_key);
}

/** Deletes a record's files' rows in the caller's transaction; answers the stored keys to remove. */
export async function detachAll(tx: Tx, files: CrudFiles, recordId: number) {
  const rows = await tx
    .delete(attachments)
    .where(and(eq(attachments.record_type, files.area.recordType), eq(attachments.record_id, recordId)))
    .returning({ key: attachments.file_key });
  return rows.map((r) => r.key);
}

/** Removes stored files after the commit (a file the store keeps is only unreachable bytes). */
export const removeKeys = (ctx: AppContext, keys: string[]) =>
  Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));

/** Runs a write whose files are stored: they are removed again when it fails. */
export async function keepingFiles<T>(saved: SavedFile[], work: () => Promise<T>) {
  try {
    return await work();
  } catch (e) {
    await discard(saved);
    throw e;
  }
}

/** Adds each record's current files (`files`, in slot order) to the rows answered. */
export async function withFiles(db: Tx, files: CrudFiles, rows: Row[], lang: Lang) {
  const current = await currentRows(
    db,
    files.area.recordType,
    rows.map((r) => r.id as number),
  );
  const order = Object.keys(files.area.slots);
  current.sort(
    (a, b) => order.indexOf(fieldOf(files, a.slot)) - order.indexOf(fieldOf(files, b.slot)) || a.id - b.id,
  );
  const area = { ...files.area, findRecord: async () => null } as AttachmentArea;
  return rows.map((r) => ({
    ...r,
    files: current.filter((c) => c.record_id === r.id).map((c) => answer(area, c, lang)),
  }));
}
