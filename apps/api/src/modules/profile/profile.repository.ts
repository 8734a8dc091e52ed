import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessTokens, files, users } from '../../db/schema';
import { insertFileRow } from '../../lib/files';
import type { SavedFile } from '../../lib/uploads';

/** The files a user keeps on their profile; the registration's stamp is the same file. */
export type ProfileFileField = 'signature' | 'stamp';

export async function passwordHash(db: Tx, userId: number) {
  const [u] = await db.select({ h: users.password_hash }).from(users).where(eq(users.id, userId));
  return u?.h ?? null;
}

export const setPasswordHash = (tx: Tx, userId: number, hash: string) =>
  tx.update(users).set({ password_hash: hash, updated_at: sql`now()` }).where(eq(users.id, userId));

/** Revokes every live token of the user but one (the session that changed the password). */
export async function revokeOtherTokens(tx: Tx, userId: number, keepTokenId: number) {
  const rows = await tx
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        sql`${accessTokens.revoked_at} is null`,
        sql`${accessTokens.id} <> ${keepTokenId}`,
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length;
}

const fileWhere = (userId: number, field: ProfileFileField) =>
  and(eq(files.entity, 'user'), eq(files.entity_id, userId), eq(files.field, field));

export async function profileFiles(db: Tx, userId: number) {
  const rows = await db
    .select({ id: files.id, field: files.field })
    .from(files)
    .where(
      and(
        eq(files.entity, 'user'),
        eq(files.entity_id, userId),
        sql`${files.field} in ('signature', 'stamp')`,
      ),
    );
  return new Map(rows.map((r) => [r.field as ProfileFileField, r.id]));
}

export async function findFile(db: Tx, userId: number, field: ProfileFileField) {
  const [f] = await db
    .select({ id: files.id })
    .from(files)
    .where(fileWhere(userId, field))
    .orderBy(sql`${files.id} desc`)
    .limit(1);
  return f ?? null;
}

/** Serialises changes to one user's profile (two uploads at once must not both keep a file). */
export const lockUser = (tx: Tx, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Replaces the user's file of that field; answers the rows it replaced (their stored files go after commit). */
export async function replaceFile(tx: Tx, userId: number, field: ProfileFileField, f: SavedFile) {
  const old = await tx
    .delete(files)
    .where(fileWhere(userId, field))
    .returning({ id: files.id, storage_key: files.storage_key, sha256: files.sha256 });
  const id = await insertFileRow(tx, { owner_id: userId, entity: 'user', entity_id: userId, field }, f);
  return { id, old };
}
