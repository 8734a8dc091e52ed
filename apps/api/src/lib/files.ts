import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { files } from '../db/schema';
import { AppError } from './app-error';
import type { Storage } from './storage';

/** The headers of every file download: an attachment (or inline image), never sniffed. */
export function fileHeaders(
  reply: FastifyReply,
  f: { name: string; mime: string; size: number },
  opts: { inline?: boolean } = {},
) {
  return reply
    .header('content-type', f.mime)
    .header('content-length', String(f.size))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${opts.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(f.name)}`,
    );
}

/** A stored file opened for download: what a service answers, the handler sends (`sendOpened`). */
export type OpenedFile = {
  name: string;
  mime: string;
  size: number;
  stream: NodeJS.ReadableStream;
  inline?: boolean;
};

/** Sends a file a service opened, with the download headers. */
export const sendOpened = (reply: FastifyReply, f: OpenedFile) =>
  fileHeaders(reply, f, { inline: f.inline }).send(f.stream);

/**
 * Streams a stored file as an attachment. The caller has already decided the user may see the
 * entity; the file must belong to it, else 404. The stored name is never a path.
 */
export async function sendFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  reply: FastifyReply,
  where: { id: number; entity: string; entityId: number },
  opts: { inline?: boolean } = {},
) {
  const [f] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, where.id), eq(files.entity, where.entity), eq(files.entity_id, where.entityId)));
  if (!f) throw AppError.notFound();
  const obj = await ctx.storage.get(f.storage_key);
  if (!obj) throw AppError.notFound();
  return fileHeaders(reply, { name: f.original_name, mime: f.mime, size: obj.size }, opts).send(obj.stream);
}

/** A small stored file read whole (a signature image put into a printable view); null if gone. */
async function readStored(storage: Storage, key: string, maxBytes = 2 * 1024 * 1024) {
  const obj = await storage.get(key);
  if (!obj) return null;
  if (obj.size > maxBytes) {
    obj.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of obj.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored image as a `data:` URL (signatures and stamps in printable views); null if absent or gone. */
export async function storedDataUrl(tx: Tx, storage: Storage, fileId: number | null) {
  if (fileId === null) return null;
  const [f] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!f) return null;
  const buf = await readStored(storage, f.storage_key).catch(() => null);
  return buf ? `data:${f.mime};base64,${buf.toString('base64')}` : null;
}

/** Records a stored file in the `files` table as one field of a record's; answers the row's id. */
export async function insertFileRow(
  tx: Tx,
  owner: { owner_id: number | null; entity: string; entity_id: number; field: string },
  f: Pick<typeof files.$inferInsert, 'original_name' | 'mime' | 'size' | 'sha256' | 'storage_key'>,
) {
  const { original_name, mime, size, sha256, storage_key } = f;
  const [row] = await tx
    .insert(files)
    .values({ ...owner, original_name, mime, size, sha256, storage_key })
    .returning({ id: files.id });
  return row.id;
}
