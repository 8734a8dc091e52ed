/**
 * Verifiable documents: every printable document with a QR code (contracts and signed forms
 * today; licences, orders, certificates, invoices, notices next) is *issued* as one `documents`
 * row — type, record, issue time and issuer, the SHA-256 of its canonical content and an
 * unguessable public code — and checked by anyone through that code (`verify`), with no login.
 *
 *   await issueDocument(tx, { type: 'contract', recordId: c.id, content: { ar, en } }, by);
 *   await extend(tx, { type: 'licence', recordId }, new Date('2027-06-01'), by);
 *   await cancel(tx, { type: 'licence', recordId }, by);
 *   const url = await documentUrl(db, publicUrl, { type: 'contract', recordId }); // the QR
 *   const answer = await verify(db, code, DOCUMENT_DEFS, 'ar');                   // public
 *
 * - `content` is what the document certifies, as a plain value; it is hashed with the one
 *   canonical JSON (lib/canonical). The type's declaration (DocumentDef) recomputes the same value
 *   from the record at every check, so a record changed after issue is no longer genuine.
 * - One live document per record: issuing again with other content supersedes the live one
 *   (`reissue`; the old code then answers "superseded"), issuing the same content again is a no-op.
 * - Validity: `valid` (no end date, or not reached), `extended`, `expired` (computed from
 *   `valid_until` at the time of the check), `cancelled`, `superseded`.
 * - The public answer (`DocumentCheck`) has the same fields whatever happens; for an unknown,
 *   altered or tampered code all are null but `genuine: false`. The code is looked up by its
 *   SHA-256 and then compared in constant time, so no comparison runs on the secret itself.
 * - Every change writes its audit row in the caller's transaction.
 */
import {
  DOCUMENT_QR_PATHS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_VALIDITY_LABELS,
  type DocumentCheck,
  type DocumentType,
  type DocumentValidity,
  type MessageKey,
  translate,
} from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { documents } from '../db/schema';
import { AppError } from './app-error';
import { type AuditCaller, audit } from './audit';
import { contentHash } from './canonical';
import { safeEqualHex, sha256 } from './crypto';
import { checkDates, insert, live, MODULE, type NewDocument } from './document-rows';

type Lang = 'ar' | 'en';
export type Document = typeof documents.$inferSelect;
/** A record's live document. */
export type DocumentRef = { type: DocumentType; recordId: number };

/**
 * What a document type declares on the API (collected, one per DOCUMENT_TYPES entry, in
 * modules/documents/document-types.ts). Everything it returns is what the printed document shows.
 */
export type DocumentDef = {
  /**
   * The record's content as it stands now: the same value the area passes to issueDocument, or
   * null when the record is gone. Re-hashed at every check.
   */
  content(db: Tx, recordId: number): Promise<unknown | null>;
  /** Further integrity beyond the content hash (for example: every signature covers it). */
  intact?(db: Tx, recordId: number, sha256: string): Promise<boolean>;
  /** The number and title as the printed document shows them, in the caller's language. */
  describe(db: Tx, recordId: number, lang: Lang): Promise<{ number: string; title: string }>;
};
export type DocumentDefs = Record<DocumentType, DocumentDef>;

/**
 * A `describe` for a record numbered by one of its columns (the id while it has no number yet),
 * under a translated title.
 */
export const describedBy =
  (table: PgTable & { id: AnyPgColumn }, number: AnyPgColumn, title: MessageKey): DocumentDef['describe'] =>
  async (db, id, lang) => {
    const [r] = await db.select({ n: number }).from(table).where(eq(table.id, id));
    return { number: (r?.n as string | null | undefined) ?? String(id), title: translate(lang, title) };
  };

export type IssueInput = NewDocument;

async function supersede(tx: Tx, old: Document, input: IssueInput, hash: string, by: AuditCaller) {
  await tx.update(documents).set({ state: 'superseded' }).where(eq(documents.id, old.id));
  const row = await insert(
    tx,
    { ...input, validUntil: input.validUntil === undefined ? old.valid_until : input.validUntil },
    hash,
    old.version + 1,
    by,
  );
  await tx.update(documents).set({ superseded_by: row.id }).where(eq(documents.id, old.id));
  await audit(tx, by, {
    event: 'superseded',
    table: 'documents',
    recordId: old.id,
    old: { state: 'issued' },
    new: { state: 'superseded', superseded_by: row.id },
    module: MODULE,
    method: `documents/${input.type}`,
  });
  return row;
}

/**
 * Issues the record's document for `content`. Idempotent: the same content again returns the live
 * document; other content supersedes it (a new code, version + 1). Call it in the transaction
 * that completes the record (the last signature, the approval).
 */
export async function issueDocument(tx: Tx, input: IssueInput, by: AuditCaller = null) {
  const hash = contentHash(input.content);
  const old = await live(tx, input, true);
  if (old && old.sha256 === hash && input.validUntil === undefined) return old;
  return old ? supersede(tx, old, input, hash, by) : insert(tx, input, hash, 1, by);
}

/** Replaces the live document with a new one (new code, version + 1); 404 without one. */
export async function reissue(tx: Tx, input: IssueInput, by: AuditCaller = null) {
  const old = await live(tx, input, true);
  if (!old) throw AppError.notFound();
  return supersede(tx, old, input, contentHash(input.content), by);
}

/** Moves the end of validity of the live document later (or earlier); 404 without one. */
export async function extend(tx: Tx, ref: DocumentRef, validUntil: Date, by: AuditCaller = null) {
  const doc = await live(tx, ref, true);
  if (!doc) throw AppError.notFound();
  checkDates(doc.valid_from, validUntil);
  const [row] = await tx
    .update(documents)
    .set({ valid_until: validUntil, extended_at: sql`now()` })
    .where(eq(documents.id, doc.id))
    .returning();
  await audit(tx, by, {
    event: 'extended',
    table: 'documents',
    recordId: doc.id,
    old: { valid_until: doc.valid_until },
    new: { valid_until: row.valid_until },
    module: MODULE,
    method: `documents/${ref.type}`,
  });
  return row;
}

/** Cancels the live document: its code then answers "cancelled"; 404 without one. */
export async function cancel(tx: Tx, ref: DocumentRef, by: AuditCaller = null) {
  const doc = await live(tx, ref, true);
  if (!doc) throw AppError.notFound();
  const [row] = await tx
    .update(documents)
    .set({ state: 'cancelled', cancelled_at: sql`now()` })
    .where(eq(documents.id, doc.id))
    .returning();
  await audit(tx, by, {
    event: 'cancelled',
    table: 'documents',
    recordId: doc.id,
    old: { state: 'issued' },
    new: { state: 'cancelled' },
    module: MODULE,
    method: `documents/${ref.type}`,
  });
  return row;
}

/** The record's live document (for the printable view), or null. */
export const liveDocument = (db: Tx, ref: DocumentRef) => live(db, ref, false);

/** The public page of a document's code (`PUBLIC_URL/qr/<code>`): what its QR code encodes. */
export const qrUrl = (publicUrl: string, doc: Pick<Document, 'type' | 'code'>) =>
  `${publicUrl.replace(/\/$/, '')}${DOCUMENT_QR_PATHS[doc.type as DocumentType] ?? '/qr'}/${doc.code}`;

/** The QR link of the record's live document, or null while it has none. */
export async function documentUrl(db: Tx, publicUrl: string, ref: DocumentRef) {
  const doc = await live(db, ref, false);
  return doc ? { code: doc.code, url: qrUrl(publicUrl, doc) } : null;
}

/** The record's live document as a details answer carries it (code, QR link, validity), or null. */
export async function documentSummary(db: Tx, publicUrl: string, ref: DocumentRef, lang: Lang) {
  const doc = await live(db, ref, false);
  if (!doc) return null;
  const validity = validityOf(doc);
  return {
    code: doc.code,
    url: qrUrl(publicUrl, doc),
    valid_from: doc.valid_from,
    valid_until: doc.valid_until,
    validity,
    validity_text: DOCUMENT_VALIDITY_LABELS[validity][lang],
  };
}

const NOT_GENUINE: DocumentCheck = {
  genuine: false,
  type: null,
  type_text: null,
  number: null,
  title: null,
  issuer: null,
  issued_at: null,
  valid_from: null,
  valid_until: null,
  extended_at: null,
  cancelled_at: null,
  validity: null,
  validity_text: null,
  sha256: null,
};

export function validityOf(doc: Document, now = new Date()): DocumentValidity {
  if (doc.state === 'cancelled') return 'cancelled';
  if (doc.state === 'superseded') return 'superseded';
  if (doc.valid_until && new Date(doc.valid_until).getTime() <= now.getTime()) return 'expired';
  return doc.extended_at ? 'extended' : 'valid';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The public check of a code: genuine (issued here, and the record still hashes to what was
 * issued), what it certifies, and its validity — nothing else.
 */
export async function verify(db: Tx, code: string, defs: DocumentDefs, lang: Lang): Promise<DocumentCheck> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(eq(documents.code_sha256, sha256(code)));
  // The index found the row by the code's hash; compare the codes themselves in constant time too.
  if (!doc || !safeEqualHex(Buffer.from(doc.code).toString('hex'), Buffer.from(code).toString('hex')))
    return NOT_GENUINE;
  const def = defs[doc.type as DocumentType];
  if (!def) return NOT_GENUINE;
  // A superseded code was genuine and has been replaced: the record has since moved on to the
  // newer document's content, so it is not compared (its answer says "superseded", not "valid").
  if (doc.state !== 'superseded') {
    const content = await def.content(db, doc.record_id);
    if (content === null || !safeEqualHex(contentHash(content), doc.sha256)) return NOT_GENUINE;
    if (def.intact && !(await def.intact(db, doc.record_id, doc.sha256))) return NOT_GENUINE;
  }
  const what = await def.describe(db, doc.record_id, lang);
  const validity = validityOf(doc);
  const type = doc.type as DocumentType;
  return {
    genuine: true,
    type,
    type_text: DOCUMENT_TYPE_LABELS[type][lang],
    number: what.number,
    title: what.title,
    issuer: translate(lang, 'document.issuer'),
    issued_at: iso(doc.issued_at),
    valid_from: iso(doc.valid_from),
    valid_until: iso(doc.valid_until),
    extended_at: iso(doc.extended_at),
    cancelled_at: iso(doc.cancelled_at),
    validity,
    validity_text: DOCUMENT_VALIDITY_LABELS[validity][lang],
    sha256: doc.sha256,
  };
}
