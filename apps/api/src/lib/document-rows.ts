/** The `documents` rows behind lib/documents: the live one of a record, a new one, a successor. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { documents } from '../db/schema';
import { AppError } from './app-error';
import { type AuditCaller, audit } from './audit';
import { randomToken, sha256 } from './crypto';
import type { DocumentRef } from './documents';
import { findRow } from './scope';

export const MODULE = 'documents';

/** A document to issue: its record, the content it certifies, its validity and issuer. */
export type NewDocument = DocumentRef & {
  content: unknown;
  validFrom?: Date;
  validUntil?: Date | null;
  issuedBy?: number | null;
};

/** 24 random bytes: 192 bits, 32 url-safe characters. */
const newCode = () => randomToken(24);

export async function live(tx: Tx, ref: DocumentRef, lock: boolean) {
  const where = and(
    eq(documents.type, ref.type),
    eq(documents.record_id, ref.recordId),
    eq(documents.state, 'issued'),
  );
  return (await findRow(tx, documents, where, lock)) ?? null;
}

export function checkDates(from: Date | undefined, until: Date | null | undefined) {
  if (until && until.getTime() <= (from ?? new Date()).getTime())
    throw AppError.invalid({ valid_until: 'document.valid_until_invalid' });
}

export async function insert(tx: Tx, input: NewDocument, hash: string, version: number, by: AuditCaller) {
  checkDates(input.validFrom, input.validUntil);
  const code = newCode();
  const issuedBy =
    input.issuedBy !== undefined
      ? input.issuedBy
      : by === null
        ? null
        : 'raw' in by
          ? (by.user?.id ?? null)
          : by.id;
  const [row] = await tx
    .insert(documents)
    .values({
      type: input.type,
      record_id: input.recordId,
      version,
      code,
      code_sha256: sha256(code),
      sha256: hash,
      issued_by: issuedBy,
      ...(input.validFrom ? { valid_from: input.validFrom } : {}),
      valid_until: input.validUntil ?? null,
    })
    .returning();
  await audit(tx, by, {
    event: 'issued',
    table: 'documents',
    recordId: row.id,
    new: { type: row.type, record_id: row.record_id, version, sha256: hash, valid_until: row.valid_until },
    module: MODULE,
    method: `documents/${input.type}`,
    userId: issuedBy,
  });
  return row;
}
