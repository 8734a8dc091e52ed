import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import type { ArchiveManifest } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { seasonDigests, storedObjects } from './archive.season';
import { ident, tableDigest } from './archive-digest';

/**
 * The archive file: gzip-compressed lines, SHA-256 over the whole file as stored.
 *
 *   @name                  a table starts; each following `{…}` line is one of its rows (`to_jsonb`,
 *   {…}                    so every type comes back through `jsonb_populate_recordset`)
 *   %key                   (format 2) a stored file the rows name starts; its bytes follow as
 *   <base64>               base64 lines of 16 KiB each
 *   =size sha256           the file ends: its size and SHA-256, computed as it was written
 *   !{manifest}            the last line: each table's row count and digest, the files' totals,
 *                          and (`season`) the digests of what activating the archive would remove
 *
 * Written from one repeatable-read, read-only transaction (a consistent snapshot of every table,
 * and the files those rows name, read while it is open), a cursor or a file at a time (never a
 * whole table or file in memory); restored in one transaction. A format-1 file (rows only) is
 * still restored.
 */
export const ARCHIVE_FORMAT = 'mashaer-archive/2';
const FETCH_ROWS = 2000;
const FETCH_FILES = 500;
/**
 * Raw bytes a base64 line (a multiple of 3: no padding inside a file). The restore's line reader
 * holds up to 1,024 lines: 16 KiB lines keep that under 16 MiB.
 */
const LINE_BYTES = 12 * 1024;
/**
 * The progress counts a row as this many bytes of stored file, by their cost: a row ≈ 90 µs (the
 * season-scale bench), a file's byte through base64 and gzip ≈ 60 ns (random bytes, gzip level 6).
 */
const ROW_WEIGHT = 1500;
const PROGRESS_MS = 500;

/** The tables of the public schema, in name order. */
export async function tablesOf(db: Tx) {
  const rows = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Every table's count and digest, as a manifest lists them. */
export async function databaseDigests(db: Tx, tables?: string[]) {
  const out: ArchiveManifest['tables'] = [];
  for (const name of tables ?? (await tablesOf(db))) out.push({ name, ...(await tableDigest(db, name)) });
  return out;
}

type Write = (line: string) => Promise<void>;

/** One stored object as `%key`, its base64 lines and `=size sha256`; answers its size. */
async function writeStored(
  write: Write,
  key: string,
  stream: NodeJS.ReadableStream,
  onBytes: (n: number) => void,
) {
  const hash = createHash('sha256');
  let size = 0;
  let pending: Buffer = Buffer.alloc(0);
  await write(`%${key}`);
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    hash.update(buf);
    size += buf.length;
    onBytes(buf.length);
    pending = pending.length ? Buffer.concat([pending, buf]) : buf;
    while (pending.length >= LINE_BYTES) {
      await write(pending.subarray(0, LINE_BYTES).toString('base64'));
      pending = pending.subarray(LINE_BYTES);
    }
  }
  if (pending.length) await write(pending.toString('base64'));
  await write(`=${size} ${hash.digest('hex')}`);
  return size;
}

/**
 * Writes the snapshot to `file` (gzip): every table's rows, then every stored object a row names
 * (`FILE_REFERENCES`), read from `storage`; reports progress (0–100) as rows and bytes are
 * written; answers the manifest, the file's SHA-256 and size.
 */
export async function writeArchive(
  db: Db,
  storage: Storage,
  file: string,
  /** Not awaited: on PGlite (one session) a write beside the snapshot's transaction waits for its end. */
  progress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ manifest: ArchiveManifest; sha256: string; size: number; rows: number }> {
  const gzip = createGzip({ level: 6 });
  const hash = createHash('sha256');
  let size = 0;
  gzip.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  const out = createWriteStream(file);
  gzip.pipe(out);
  const write: Write = async (line) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const snapshot = db.transaction(
    async (tx) => {
      const tables = await tablesOf(tx);
      const digests = await databaseDigests(tx, tables);
      // What an activation of this archive would remove, as this snapshot holds it: the activation
      // refuses when the season differs from it (archive.season.ts, `seasonChanges`).
      const season = await seasonDigests(tx, digests);
      const [objects] = await query<{ n: number; bytes: string }>(
        tx,
        sql`select count(*)::int as n, coalesce(sum(size), 0)::text as bytes from (${storedObjects()}) o`,
      );
      const rowsTotal = digests.reduce((s, t) => s + t.rows, 0);
      const total = Math.max(rowsTotal * ROW_WEIGHT + Number(objects.bytes), 1);
      let done = 0;
      let shown = 0;
      let shownAt = Date.now();
      // A new whole percent, at most every PROGRESS_MS: each report is a write (queued behind the
      // snapshot on PGlite), not one per fetch or per file.
      const advance = (units: number) => {
        done += units;
        const p = Math.floor((done / total) * 100);
        if (p > shown && Date.now() - shownAt >= PROGRESS_MS) {
          shown = p;
          shownAt = Date.now();
          progress(p);
        }
      };
      for (const name of tables) {
        await write(`@${name}`);
        await query(
          tx,
          sql`declare archive_rows no scroll cursor for select to_jsonb(t)::text as j from ${ident(name)} t`,
        );
        for (;;) {
          const rows = await query<{ j: string }>(
            tx,
            sql.raw(`fetch forward ${FETCH_ROWS} from archive_rows`),
          );
          for (const r of rows) await write(r.j);
          advance(rows.length * ROW_WEIGHT);
          if (rows.length < FETCH_ROWS) break;
          if (signal?.aborted) throw new Error('stopped');
        }
        await query(tx, sql`close archive_rows`);
      }
      // The stored files the snapshot's rows name, read while the snapshot is open.
      const files = { count: 0, bytes: 0, missing: 0 };
      await query(
        tx,
        sql`declare archive_files no scroll cursor for select key from (${storedObjects()}) o order by key`,
      );
      for (;;) {
        const keys = await query<{ key: string }>(
          tx,
          sql.raw(`fetch forward ${FETCH_FILES} from archive_files`),
        );
        for (const { key } of keys) {
          if (signal?.aborted) throw new Error('stopped');
          const obj = await storage.get(key);
          if (!obj) {
            // Already gone from the store (or a demo row with no file): its row is archived as it is.
            files.missing += 1;
            continue;
          }
          files.bytes += await writeStored(write, key, obj.stream, advance);
          files.count += 1;
        }
        if (keys.length < FETCH_FILES) break;
      }
      await query(tx, sql`close archive_files`);
      const m: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        created_at: new Date().toISOString(),
        tables: digests,
        files,
        season,
      };
      await write(`!${JSON.stringify(m)}`);
      return m;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const manifest = await snapshot.catch((e: unknown) => {
    gzip.destroy();
    out.destroy();
    throw e;
  });
  gzip.end();
  await once(out, 'close');
  return {
    manifest,
    sha256: hash.digest('hex'),
    size,
    rows: manifest.tables.reduce((s, t) => s + t.rows, 0),
  };
}

/** The SHA-256 of a stream (an archive as stored). */
export async function sha256Of(stream: NodeJS.ReadableStream) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
