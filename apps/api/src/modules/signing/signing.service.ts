import type { MessageKey } from '@mashaer/contract';
/**
 * The one signing module: everything that signs a document (contracts, form fillings today;
 * orders, re-assign forms, licences next) proves the signer and records the signature through it.
 *
 *   // 1. Before the transaction (argon2 time; failures are counted on their own connection):
 *   const proof = await signing.checkSignerPassword(ctx.db, user, password);
 *   // 2. In one transaction, removing the copied images again if it rolls back:
 *   await signing.withCopies(async (copied) => ctx.db.transaction(async (tx) => {
 *     signing.assertProof(proof, user);                        // the proof is this signer's, fresh
 *     const marks = await signing.signerMarks(tx, user.id);    // 422 `signature` without one
 *     const [sig] = await tx.insert(mySignatures).values({ …, content_hash: hash }).returning();
 *     await signing.attachMarks(tx, { storage: ctx.storage, marks, table: mySignatures, id: sig.id,
 *                                     entity: 'my_signature', copied });
 *   }));
 *
 * What a signature records (`SignatureRecord`): who, when, the SHA-256 of what was signed
 * (`contentHash` of its canonical JSON — compute it once when the content is fixed and store it
 * on the record, every signature covers it) and copies of the signer's stored signature and stamp
 * images, owned by the signature row, so that a later change of the profile never alters a signed
 * document.
 */

import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { canonicalJson, contentHash } from '../../lib/canonical';
import { verifyPassword } from '../../lib/password';
import { copyFile, profileFile } from '../../lib/signature-files';
import type { Storage } from '../../lib/storage';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/throttle.service';

export { canonicalJson, contentHash };

/** What every signature row records (the tables name the hash after what they sign). */
export type SignatureRecord = {
  user_id: number;
  /** SHA-256 (hex) of the canonical content the signature covers. */
  content_hash: string;
  signature_file_id: number | null;
  stamp_file_id: number | null;
  signed_at: Date | string;
};

/** Proof that the signer re-entered their password (see checkSignerPassword). */
export type PasswordProof = { readonly userId: number; readonly at: number; readonly __proof: true };
/** How long a proof may be used: the signing transaction follows the check at once. */
export const PROOF_TTL_MS = 5 * 60_000;
const signKey = (userId: number) => `sign-form:${userId}`;

/**
 * Checks the re-entered password (wrong ones count towards a lock-out, shared by every kind of
 * document a user signs). Call it before opening the transaction that signs: it takes argon2
 * time and records failures on its own connection, so a refused signature still counts.
 */
export async function checkSignerPassword(
  db: Db,
  user: { id: number },
  password: string,
): Promise<PasswordProof> {
  await assertNotLocked(db, signKey(user.id));
  const [u] = await db.select({ h: users.password_hash }).from(users).where(eq(users.id, user.id));
  if (!u || !(await verifyPassword(u.h, password))) {
    await recordFailure(db, signKey(user.id));
    throw AppError.invalid({ password: 'signing.password_wrong' });
  }
  await clearFailures(db, signKey(user.id));
  return { userId: user.id, at: Date.now(), __proof: true };
}

/** 422 `password` unless the proof is the signer's own and fresh. */
export function assertProof(proof: PasswordProof, user: { id: number }) {
  if (proof.userId !== user.id || Date.now() - proof.at > PROOF_TTL_MS)
    throw AppError.invalid({ password: 'signing.password_wrong' });
}

type FileRow = NonNullable<Awaited<ReturnType<typeof profileFile>>>;
/** The signer's stored signature (required) and stamp (optional). */
export type SignerMarks = { signature: FileRow; stamp: FileRow | null };

/**
 * The signature and stamp the signer keeps on their profile; 422 on the `signature` field with
 * `noSignatureKey` (the area's wording) when there is no signature.
 */
export async function signerMarks(
  tx: Tx,
  userId: number,
  noSignatureKey: MessageKey = 'filling.no_signature',
): Promise<SignerMarks> {
  const signature = await profileFile(tx, userId, 'signature');
  if (!signature) throw AppError.invalid({ signature: noSignatureKey }, noSignatureKey);
  return { signature, stamp: await profileFile(tx, userId, 'stamp') };
}

/** A signature table: any table with these columns can hold signatures. */
export type SignatureTable = PgTable & {
  id: PgColumn;
  signature_file_id: PgColumn;
  stamp_file_id: PgColumn;
};

/**
 * Copies the signer's marks into the document, owned by the signature row `id` of `table`
 * (files.entity = `entity`), and stores the copies' ids on that row. The copies' paths go to
 * `copied` (see withCopies).
 */
export async function attachMarks(
  tx: Tx,
  opts: {
    storage: Storage;
    marks: SignerMarks;
    table: SignatureTable;
    id: number;
    entity: string;
    copied: string[];
  },
) {
  const owner = { entity: opts.entity, id: opts.id };
  const signature_file_id = await copyFile(tx, opts.storage, opts.marks.signature, owner, opts.copied);
  const stamp_file_id = opts.marks.stamp
    ? await copyFile(tx, opts.storage, opts.marks.stamp, owner, opts.copied)
    : null;
  const set: SQL = sql`${sql.identifier(opts.table.signature_file_id.name)} = ${signature_file_id},
    ${sql.identifier(opts.table.stamp_file_id.name)} = ${stamp_file_id}`;
  await tx.execute(sql`update ${opts.table} set ${set} where ${opts.table.id} = ${opts.id}`);
  return { signature_file_id, stamp_file_id };
}

/**
 * Runs `fn` (which opens the signing transaction) with a list that collects the copied files'
 * keys. A rolled-back signature leaves no file behind: `copyFile` registers the removal of each
 * copy with the transaction (`onRollback`, db/rollback-hooks).
 */
export async function withCopies<T>(fn: (copied: string[]) => Promise<T>): Promise<T> {
  return fn([]);
}
