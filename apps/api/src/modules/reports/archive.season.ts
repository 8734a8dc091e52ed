/**
 * What a season is made of, for the archive: the operational tables a new season clears, and the
 * tables whose rows name a stored file (whose files the archive carries, and whose rows and files
 * go with the cleared records they belong to).
 */
import { CLEARANCE_VOTERS } from '@mashaer/contract';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { refreshOrderStays } from '../dashboard/order-stays.service';
import { type Digest, ident, tableDigest } from './archive-digest';

/**
 * The season's operational records, cleared when an archive is activated (spec: a new season
 * starts). Users, roles, permissions, camps, squares, forms and their questions, the order
 * catalogue, the CMS, GIS shapes, ticket subjects and groups, violation levels, questionnaires'
 * definitions stay; so do the logs (call log, messages, jobs) and the workflow timelines, which
 * are append-only. Emptied by one TRUNCATE, in the activation's transaction, once they are locked
 * and found as the archive holds them (`lockSeason`, `seasonChanges`: nothing written since the
 * snapshot is lost).
 */
const SEASON_TABLES = [
  'absence_history',
  'appointments',
  'assign_camps',
  'car_licences',
  'clearance_votes',
  'contract_signatures',
  'contracts',
  'final_disclaimers',
  'form_answers',
  'form_fillings',
  'form_signatures',
  'gis_meter_readings',
  'invoice_lines',
  'invoices',
  'notification_broadcasts',
  'notifications',
  'order_cancel_requests',
  'order_input_answers',
  'order_license_versions',
  'order_reports',
  'order_services',
  'order_signatures',
  'orders',
  'public_benefit_camps',
  'public_benefits',
  'questionnaire_assignments',
  'readiness_licenses',
  'reassign_order_camps',
  'reassign_orders',
  'sadad_orders',
  'tafweej_tokens',
  'temp_license_orders',
  'temp_licenses',
  'ticket_comments',
  'tickets',
  'violation_orders',
  'violations',
] as const;

type FileReference = {
  /** The column holding the storage key (unique in its table). */
  key: string;
  /** The column naming the kind of record the file belongs to. */
  kind: string;
  /**
   * Each kind of record and the table its record (`record_id`, `entity_id`) lives in. The records'
   * ids are not foreign keys (one table serves every area), so this is where a kind is tied to its
   * table. A kind missing here is kept at activation: never removed on a guess (the archive test
   * checks that every kind in the demo data is listed).
   */
  owners: Record<string, string>;
};

/**
 * The tables whose rows name a stored object. The archive carries every object they name; the
 * activation removes the rows (then the objects) whose record is in a season table. Not listed,
 * on purpose: the archives' own files (`db_archives.file_key`: each archive would carry every
 * archive before it) and the exports (`jobs.result`: made again on demand, purged after a week).
 */
export const FILE_REFERENCES: Record<'attachments' | 'files', FileReference> = {
  // The attachments mechanism (lib/attachments.ts): `record_type` is each area's `recordType`.
  attachments: {
    key: 'file_key',
    kind: 'record_type',
    owners: {
      order: 'orders',
      order_report: 'order_reports',
      sadad: 'sadad_orders',
      invoice: 'invoices',
      violation: 'violations',
      reassign_kroky: 'reassign_orders',
      reassign_payment: 'reassign_orders',
      reassign_redelivery: 'reassign_orders',
      ticket: 'tickets',
      ticket_comment: 'ticket_comments',
      temp_license_order: 'temp_license_orders',
      readiness_license: 'readiness_licenses',
      news: 'news',
      eng_guide: 'eng_guides',
      // A product department's clearance file is on the company (finance/clearance-files.ts).
      ...Object.fromEntries(CLEARANCE_VOTERS.map((v) => [`clearance_${v}`, 'users'])),
    },
  },
  // The `files` table (lib/files.ts): registration documents, signature and stamp copies, answers.
  files: {
    key: 'storage_key',
    kind: 'entity',
    owners: {
      user: 'users',
      assign_camps: 'assign_camps',
      contract_signature: 'contract_signatures',
      order_signature: 'order_signatures',
      form_signature: 'form_signatures',
      form_filling: 'form_fillings',
    },
  },
};

const seasonal = new Set<string>(SEASON_TABLES);

/** The kinds of records of a file-reference table whose records a new season clears. */
const seasonKinds = (ref: FileReference) =>
  Object.entries(ref.owners)
    .filter(([, table]) => seasonal.has(table))
    .map(([kind]) => kind);

/** The rows of a file-reference table whose record is of one of `kinds`. */
const ofKinds = (ref: FileReference, kinds: string[]) =>
  sql`${ident(ref.kind)} in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;

/**
 * What an activation removes, part by part, each with its count and digest: every season table,
 * then (named after their table) the attachment and file rows of the season's records. `known`:
 * digests already taken in the same snapshot (the archive's, of every table), not read again.
 */
export async function seasonDigests(tx: Tx, known: Digest[] = []): Promise<Digest[]> {
  const taken = new Map(known.map((d) => [d.name, d]));
  const out: Digest[] = [];
  for (const table of SEASON_TABLES)
    out.push(taken.get(table) ?? { name: table, ...(await tableDigest(tx, table)) });
  for (const [table, ref] of Object.entries(FILE_REFERENCES)) {
    const kinds = seasonKinds(ref);
    if (kinds.length) out.push({ name: table, ...(await tableDigest(tx, table, ofKinds(ref, kinds))) });
  }
  return out;
}

/**
 * Locks what an activation removes until its transaction ends, so that nothing can be written
 * there between `seasonChanges` and `clearSeason`: the season tables as their TRUNCATE will
 * (ACCESS EXCLUSIVE: taken now, not upgraded later, which could deadlock with a reader turning
 * writer), the file-reference tables against writes (SHARE: their other rows stay readable).
 */
export async function lockSeason(tx: Tx) {
  const list = (tables: readonly string[]) => tables.map((t) => `"${t}"`).join(', ');
  await query(tx, sql.raw(`lock table ${list(SEASON_TABLES)} in access exclusive mode`));
  await query(tx, sql.raw(`lock table ${list(Object.keys(FILE_REFERENCES))} in share mode`));
}

/**
 * The parts of the season (`seasonDigests`) that differ from an archive's snapshot of them: rows
 * written, changed or removed since. Every part when the archive did not record them (taken
 * before they were). Call it after `lockSeason`, in the activation's transaction.
 */
export async function seasonChanges(tx: Tx, archived: Digest[] | undefined): Promise<string[]> {
  const now = await seasonDigests(tx);
  if (!archived) return now.map((d) => d.name);
  const then = new Map(archived.map((d) => [d.name, d]));
  return now
    .filter((d) => then.get(d.name)?.rows !== d.rows || then.get(d.name)?.digest !== d.digest)
    .map((d) => d.name);
}

/** Every stored object the rows name, once, with its size (as its row recorded it): a query. */
export function storedObjects(): SQL {
  const parts = Object.entries(FILE_REFERENCES).map(
    ([table, ref]) => sql`select ${ident(ref.key)} as key, size::bigint as size from ${ident(table)}`,
  );
  return sql`select key, max(size) as size from (${sql.join(parts, sql` union all `)}) refs group by key`;
}

/**
 * Clears the season (in the caller's transaction): one TRUNCATE of `SEASON_TABLES`, then the
 * file-reference rows whose record was in one of them. Answers the storage keys those rows named:
 * their objects are removed once the transaction has committed (the `archive_sweep` job).
 */
export async function clearSeason(tx: Tx): Promise<string[]> {
  await query(tx, sql.raw(`truncate table ${SEASON_TABLES.map((t) => `"${t}"`).join(', ')}`));
  const keys: string[] = [];
  for (const [table, ref] of Object.entries(FILE_REFERENCES)) {
    const kinds = seasonKinds(ref);
    if (!kinds.length) continue;
    const rows = await query<{ key: string }>(
      tx,
      sql`delete from ${ident(table)} where ${ofKinds(ref, kinds)} returning ${ident(ref.key)} as key`,
    );
    for (const r of rows) keys.push(r.key);
  }
  await refreshOrderStays(tx);
  return keys;
}

/** Of `keys`, those no row names any more (a key still named by a row is never removed). */
export async function unreferenced(tx: Tx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const named = new Set<string>();
  const list = sql`select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)`;
  for (const [table, ref] of Object.entries(FILE_REFERENCES)) {
    const rows = await query<{ key: string }>(
      tx,
      sql`select ${ident(ref.key)} as key from ${ident(table)} where ${ident(ref.key)} in (${list})`,
    );
    for (const r of rows) named.add(r.key);
  }
  return keys.filter((k) => !named.has(k));
}
