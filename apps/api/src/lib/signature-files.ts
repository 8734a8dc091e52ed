import { and, asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { onRollback } from '../db/rollback-hooks';
import { files, users } from '../db/schema';
import { randomToken } from './crypto';
import { insertFileRow } from './files';
import type { Storage } from './storage';

/** A table of a document's signatures (a contract's, an order's): who signed as which party, when. */
type SignatureTable = PgTable & {
  id: AnyPgColumn;
  party: AnyPgColumn;
  user_id: AnyPgColumn;
  content_hash: AnyPgColumn;
  signature_file_id: AnyPgColumn;
  stamp_file_id: AnyPgColumn;
  signed_at: AnyPgColumn;
};

/** One signature of a document as its screens and its print read it. */
type SignatureRow = {
  id: number;
  party: string;
  user_id: number;
  user_name: string;
  content_hash: string;
  signature_file_id: number | null;
  stamp_file_id: number | null;
  signed_at: Date;
};

/** The signatures of one document (`key` = its id), first first, with each signer's name. */
export const signatureRows = (
  db: Tx,
  t: SignatureTable,
  key: AnyPgColumn,
  id: number,
): Promise<SignatureRow[]> =>
  db
    .select({
      id: t.id,
      party: t.party,
      user_id: t.user_id,
      user_name: users.name,
      content_hash: t.content_hash,
      signature_file_id: t.signature_file_id,
      stamp_file_id: t.stamp_file_id,
      signed_at: t.signed_at,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.user_id))
    .where(eq(key, id))
    .orderBy(asc(t.id)) as Promise<SignatureRow[]>;

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
 * If the enclosing transaction does not commit, the copy is removed again (`onRollback`); its key
 * is also pushed to `copied` for callers that keep their own list.
 */
export async function copyFile(
  tx: Tx,
  storage: Storage,
  src: typeof files.$inferSelect,
  owner: { entity: string; id: number },
  copied: string[],
) {
  const key = randomToken(24);
  await storage.copy(src.storage_key, key);
  onRollback(tx, () => storage.delete(key));
  copied.push(key);
  return insertFileRow(
    tx,
    { owner_id: src.owner_id, entity: owner.entity, entity_id: owner.id, field: src.field },
    { ...src, storage_key: key },
  );
}
