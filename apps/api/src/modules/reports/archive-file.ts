import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { ArchiveManifest } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client';

/**
 * The archive file: gzip-compressed lines. `@name` starts a table, each following `{…}` line is one
 * of its rows (`to_jsonb`, so every type comes back through `jsonb_populate_recordset`), and the
 * last line is `!` and the manifest: each table's row count and digest. Written from one
 * repeatable-read, read-only transaction (a consistent snapshot of every table), a cursor at a
 * time (never a whole table in memory); restored in one transaction.
 */
const ARCHIVE_FORMAT = 'mashaer-archive/1';
const FETCH_ROWS = 2000;
const INSERT_ROWS = 500;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The tables of the public schema, in name order. */
async function tablesOf(db: Tx) {
  const rows = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/**
 * A table's row count and digest: the sum of every row's MD5 (its first 60 bits), an
 * order-free fingerprint of its content that the restored copy must reproduce.
 */
async function tableDigest(db: Tx, table: string) {
  const [r] = await query<{ n: string; d: string }>(
    db,
    sql`select count(*)::text as n,
               coalesce(sum(('x' || substr(md5(to_jsonb(t)::text), 1, 15))::bit(60)::bigint::numeric), 0)::text as d
          from ${ident(table)} t`,
  );
  return { rows: Number(r.n), digest: r.d };
}

/** Every table's count and digest, as a manifest lists them. */
export async function databaseDigests(db: Tx, tables?: string[]) {
  const out: ArchiveManifest['tables'] = [];
  for (const name of tables ?? (await tablesOf(db))) out.push({ name, ...(await tableDigest(db, name)) });
  return out;
}

/**
 * Writes the snapshot to `file` (gzip), reporting progress (0–100) as rows are written; answers
 * the manifest, the file's SHA-256 and size.
 */
export async function writeArchive(
  db: Db,
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
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const manifest = await db.transaction(
    async (tx) => {
      const tables = await tablesOf(tx);
      const digests = await databaseDigests(tx, tables);
      const total = digests.reduce((s, t) => s + t.rows, 0);
      let done = 0;
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
          done += rows.length;
          if (rows.length < FETCH_ROWS) break;
          if (signal?.aborted) throw new Error('stopped');
          progress((done / Math.max(total, 1)) * 100);
        }
        await query(tx, sql`close archive_rows`);
      }
      const m: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        created_at: new Date().toISOString(),
        tables: digests,
      };
      await write(`!${JSON.stringify(m)}`);
      return m;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
 * Restores an archive file into a database whose schema is migrated and which holds no users (an
 * empty database): in one transaction, its tables emptied, every row loaded (foreign keys checked
 * by the data's own consistency: the snapshot was), the id sequences moved past the rows. Checks
 * each table's count and digest against the manifest; throws on any difference.
 */
export async function restoreArchive(db: Db, file: string) {
  const [{ n }] = await query<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (n > 0) throw new Error('the database is not empty (it has users): restore into an empty database');
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let manifest: ArchiveManifest | null = null;
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
    for await (const line of lines) {
      if (!line) continue;
      if (line.startsWith('@')) {
        await flush();
        table = line.slice(1);
        if (!existing.has(table)) throw new Error(`table ${table} is not in this database's schema`);
        columns = sql.raw((await writableColumns(tx, table)).map((c) => `"${c}"`).join(', '));
      } else if (line.startsWith('!')) {
        await flush();
        manifest = JSON.parse(line.slice(1)) as ArchiveManifest;
      } else {
        batch.push(line);
        if (batch.length >= INSERT_ROWS) await flush();
      }
    }
    if (!manifest) throw new Error('the archive ends before its manifest: the file is incomplete');
    const m = manifest as ArchiveManifest;
    if (m.format !== ARCHIVE_FORMAT) throw new Error(`unknown archive format ${m.format}`);
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
        throw new Error(`table ${want.name}: restored ${got?.rows ?? 0} rows that do not match the archive`);
    }
  });
  return manifest as unknown as ArchiveManifest;
}
