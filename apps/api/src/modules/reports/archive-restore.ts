import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ArchiveManifest } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { fillEnteredAt } from '../../lib/workflow';
import { refreshOrderStays } from '../dashboard/order-stays.service';
import { ident } from './archive-digest';
import { ARCHIVE_FORMAT, databaseDigests, tablesOf } from './archive-file';

/** Restoring an archive file (its format: archive-file.ts). */
const READABLE_FORMATS: ArchiveManifest['format'][] = ['mashaer-archive/1', ARCHIVE_FORMAT];
const INSERT_ROWS = 500;

/** The columns a row is restored into (generated columns are computed again). */
async function writableColumns(tx: Tx, table: string) {
  const rows = await query<{ c: string }>(
    tx,
    sql`select column_name as c from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
         order by ordinal_position`,
  );
  return rows.map((r) => r.c);
}

/**
 * A stored file being restored: its bytes go to the store as they are read (`put` streams them),
 * hashed on the way to check them against the archive's `=size sha256` line. A key the store
 * already holds (the same store as the archived system) is left as it is, never overwritten,
 * never removed on failure.
 */
class FileRestore {
  private readonly hash = createHash('sha256');
  private size = 0;
  private readonly sink: PassThrough | null;
  private readonly put: Promise<unknown> | null;

  private constructor(
    readonly key: string,
    storage: Storage,
    readonly existed: boolean,
  ) {
    this.sink = existed ? null : new PassThrough();
    this.put = this.sink ? storage.put(key, this.sink) : null;
    // Seen when awaited (in `write` or `end`); not an unhandled rejection in between.
    this.put?.catch(() => undefined);
  }

  static async open(storage: Storage, key: string) {
    return new FileRestore(key, storage, await storage.exists(key));
  }

  async write(line: string) {
    const buf = Buffer.from(line, 'base64');
    this.hash.update(buf);
    this.size += buf.length;
    if (this.sink && !this.sink.write(buf)) await Promise.race([once(this.sink, 'drain'), this.put]);
  }

  /** Ends the file; throws when what was read does not match the archive's size and hash. */
  async end(trailer: string) {
    this.sink?.end();
    await this.put;
    const [size, sha256] = trailer.split(' ');
    if (Number(size) !== this.size || sha256 !== this.hash.digest('hex'))
      throw new Error(`file ${this.key}: its bytes do not match the archive's size and SHA-256`);
    return this.size;
  }

  abort() {
    this.sink?.destroy(new Error('restore stopped'));
  }
}

/**
 * Restores an archive file into a database whose schema is migrated and which holds no users (an
 * empty database), and its stored files into `storage`: in one transaction, its tables emptied,
 * every row loaded (foreign keys checked by the data's own consistency: the snapshot was), the id
 * sequences moved past the rows; each file streamed into the store as it is read and checked
 * against its size and SHA-256. Checks each table's count and digest, and the files' count and
 * bytes, against the manifest; throws on any difference, after removing the files it stored.
 */
export async function restoreArchive(db: Db, storage: Storage, file: string) {
  const [{ n }] = await query<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (n > 0) throw new Error('the database is not empty (it has users): restore into an empty database');
  // Read from inside the transaction, once it is open: lines the reader emitted before the loop
  // began to listen would be lost (a server's round trips take longer than the first read).
  let lines: ReturnType<typeof createInterface> | null = null;
  let manifest: ArchiveManifest | null = null;
  const files = { count: 0, bytes: 0 };
  /** The keys this restore stored (removed again if it fails). */
  const stored: string[] = [];
  let current: FileRestore | null = null;
  try {
    await db.transaction(async (tx) => {
      await query(tx, sql`set local session_replication_role = replica`);
      const all = await tablesOf(tx);
      const existing = new Set(all);
      // What the migrations put in an empty database goes: the archive's rows replace it.
      await query(tx, sql.raw(`truncate table ${all.map((t) => `"${t}"`).join(', ')}`));
      let table: string | null = null;
      let columns: ReturnType<typeof sql.raw> | null = null;
      let batch: string[] = [];
      const flush = async () => {
        if (!table || !batch.length || !columns) return;
        await query(
          tx,
          sql`insert into ${ident(table)} (${columns}) select ${columns}
                from jsonb_populate_recordset(null::${ident(table)}, ${`[${batch.join(',')}]`}::jsonb)`,
        );
        batch = [];
      };
      lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        if (current) {
          if (line.startsWith('=')) {
            files.bytes += await current.end(line.slice(1));
            files.count += 1;
            current = null;
          } else await current.write(line);
        } else if (line.startsWith('@')) {
          await flush();
          table = line.slice(1);
          if (!existing.has(table)) throw new Error(`table ${table} is not in this database's schema`);
          columns = sql.raw((await writableColumns(tx, table)).map((c) => `"${c}"`).join(', '));
        } else if (line.startsWith('%')) {
          await flush();
          table = null;
          current = await FileRestore.open(storage, line.slice(1));
          if (!current.existed) stored.push(current.key);
        } else if (line.startsWith('!')) {
          await flush();
          manifest = JSON.parse(line.slice(1)) as ArchiveManifest;
        } else {
          batch.push(line);
          if (batch.length >= INSERT_ROWS) await flush();
        }
      }
      if (current) throw new Error('the archive ends inside a file: the file is incomplete');
      if (!manifest) throw new Error('the archive ends before its manifest: the file is incomplete');
      const m = manifest as ArchiveManifest;
      if (!READABLE_FORMATS.includes(m.format)) throw new Error(`unknown archive format ${m.format}`);
      // Every serial column's sequence moves past the restored ids.
      const serials = await query<{ t: string; c: string }>(
        tx,
        sql`select table_name as t, column_name as c from information_schema.columns
             where table_schema = 'public' and column_default like 'nextval(%'`,
      );
      for (const s of serials)
        await query(
          tx,
          sql`select setval(pg_get_serial_sequence(${`"${s.t}"`}, ${s.c}),
                            coalesce((select max(${ident(s.c)}) from ${ident(s.t)}), 0) + 1, false)`,
        );
      const restored = await databaseDigests(
        tx,
        m.tables.map((t) => t.name),
      );
      for (const want of m.tables) {
        const got = restored.find((r) => r.name === want.name);
        if (!got || got.rows !== want.rows || got.digest !== want.digest)
          throw new Error(
            `table ${want.name}: restored ${got?.rows ?? 0} rows that do not match the archive`,
          );
      }
      const want = m.files ?? { count: 0, bytes: 0 };
      if (files.count !== want.count || files.bytes !== want.bytes)
        throw new Error(
          `restored ${files.count} files (${files.bytes} bytes) where the archive lists ${want.count} (${want.bytes} bytes)`,
        );
      // What triggers would have written (a restore runs without them), then the summaries.
      await fillEnteredAt(tx);
      await refreshOrderStays(tx);
    });
  } catch (e) {
    (current as FileRestore | null)?.abort();
    for (const key of stored)
      await storage
        .delete(key)
        .catch((err: Error) => console.warn(`restore clean-up of ${key} failed: ${err.message}`));
    throw e;
  } finally {
    (lines as ReturnType<typeof createInterface> | null)?.close();
  }
  return { manifest: manifest as unknown as ArchiveManifest, files };
}
