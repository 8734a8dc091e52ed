import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { files } from '../db/schema';
import { randomToken } from './crypto';
import { storagePath } from './uploads';

/** The newest signature or stamp a user keeps on their profile. */
export async function profileFile(tx: Tx, userId: number, field: 'signature' | 'stamp') {
  const [f] = await tx
    .select()
    .from(files)
    .where(and(eq(files.entity, 'user'), eq(files.entity_id, userId), eq(files.field, field)))
    .orderBy(desc(files.id))
    .limit(1);
  return f ?? null;
}

/**
 * Copies a stored file under a new key, owned by a signature (`form_signature`,
 * `contract_signature`), so that a later change of the profile never alters a signed document.
 * The copy's path is pushed to `copied`, for the caller to remove if its transaction fails.
 */
export async function copyFile(
  tx: Tx,
  uploadDir: string,
  src: typeof files.$inferSelect,
  owner: { entity: string; id: number },
  copied: string[],
) {
  const key = randomToken(24);
  const abs = storagePath(uploadDir, key);
  await fs.mkdir(path.dirname(abs), { recursive: true });
  await fs.copyFile(storagePath(uploadDir, src.storage_key), abs);
  copied.push(abs);
  const [row] = await tx
    .insert(files)
    .values({
      owner_id: src.owner_id,
      entity: owner.entity,
      entity_id: owner.id,
      field: src.field,
      original_name: src.original_name,
      mime: src.mime,
      size: src.size,
      sha256: src.sha256,
      storage_key: key,
    })
    .returning({ id: files.id });
  return row.id;
}
