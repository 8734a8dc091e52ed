import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { onRollback } from '../db/rollback-hooks';
import { files } from '../db/schema';
import { randomToken } from './crypto';
import { type StorageRef, storageOf } from './storage';

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
 * `store` is the store or the upload directory it is registered under (`ctx.config.uploadDir`).
 * If the enclosing transaction does not commit, the copy is removed again (`onRollback`); its key
 * is also pushed to `copied` for callers that keep their own list.
 */
export async function copyFile(
  tx: Tx,
  store: StorageRef,
  src: typeof files.$inferSelect,
  owner: { entity: string; id: number },
  copied: string[],
) {
  const storage = storageOf(store);
  const key = randomToken(24);
  await storage.copy(src.storage_key, key);
  onRollback(() => storage.delete(key));
  copied.push(key);
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
