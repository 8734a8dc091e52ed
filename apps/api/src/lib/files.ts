import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Tx } from '../db/client';
import { files } from '../db/schema';
import { AppError } from './app-error';
import { storagePath } from './uploads';

/**
 * Streams a stored file as an attachment. The caller has already decided the user may see the
 * entity; the file must belong to it, else 404. The stored name is never a path.
 */
export async function sendFile(
  db: Tx,
  reply: FastifyReply,
  uploadDir: string,
  where: { id: number; entity: string; entityId: number },
  opts: { inline?: boolean } = {},
) {
  const [f] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, where.id), eq(files.entity, where.entity), eq(files.entity_id, where.entityId)));
  if (!f) throw AppError.notFound();
  const abs = storagePath(uploadDir, f.storage_key);
  await fs.access(abs).catch(() => {
    throw AppError.notFound();
  });
  const name = encodeURIComponent(f.original_name);
  return reply
    .header('content-type', f.mime)
    .header('content-length', String(f.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${opts.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
    .send(createReadStream(abs));
}
