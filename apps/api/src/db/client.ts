import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Column, fillPlaceholders, getTableName, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { assertChannel, type Listen, listeners, pgListener } from './listen';
import { installFastAddFields } from './pg-result';
import { trackRollbacks } from './rollback-hooks';
import { selectionDecoder } from './row-decoder';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN on a channel of this database (see `listen` below). */
  listen: Listen;
  /** PGlite only: the whole database as a tar, to start another one from (`pgliteDump`). */
  dump?: () => Promise<Blob>;
};

/** Finds the committed SQL migrations whether running from src (tsx) or from the bundle in dist. */
function migrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, otherwise embedded PGlite in
 * `pgliteDir` (or in memory when that is `memory://`). Applies the migrations before returning.
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  poolMax?: number;
  /** PGlite only: start from this dump (`dumpPglite`) instead of an empty database. */
  pgliteDump?: Blob;
}): Promise<Database> {
  const migrationsFolder = migrationsDir();
  if (opts.url) {
    const { default: pg } = await import('pg');
    installFastAddFields();
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Dates stay strings: a `date` column is a calendar day, not an instant in the server's zone.
    pg.types.setTypeParser(1082, (v: string) => v);
    PG_TYPES ??= {
      getTypeParser: (oid: number, format?: string) =>
        RAW_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text'),
    };
    // `rawQuery`'s decoding is the pool's (drizzle's own queries pass theirs): pg copies a query's
    // config property by property, so every property left out of it saves time on each statement.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 20, types: PG_TYPES });
    // An idle connection dropped by the server (a restart) must not take the process down;
    // the pool opens a new one for the next query.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    // A connection lost while checked out (inside a transaction) fails its query; without a
    // listener of its own, the client's 'error' event would end the process.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`database connection lost in use: ${err.message}`));
    });
    const driverDb = drizzle(pool, { schema });
    const db = driverDb as unknown as Db;
    trackRollbacks(db);
    await migrate(driverDb, { migrationsFolder });
    const listener = pgListener(() => new pg.Client({ connectionString: opts.url }));
    listeners.set(db, listener.listen);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The list searches' trigram indexes (migration 0029); PGlite loads an extension when created.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.pgliteDir !== 'memory://') fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir === 'memory://' ? undefined : opts.pgliteDir, {
    parsers: { 1082: (v: string) => v },
    extensions: { pg_trgm },
    ...(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {}),
  });
  const driverDb = drizzle(client, { schema });
  const db = driverDb as unknown as Db;
  trackRollbacks(db);
  await migrate(driverDb, { migrationsFolder });
  // PGlite is one in-process session: LISTEN and NOTIFY work on it as on a server.
  const listenPglite: Listen = async (channel, handler) => {
    assertChannel(channel);
    const unlisten = await client.listen(channel, handler);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  listeners.set(db, listenPglite);
  return {
    db,
    kind: 'pglite',
    listen: listenPglite,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Runs raw SQL and returns its rows, the same with either driver. A statement run often becomes a
 * prepared statement on PostgreSQL (see `rawQuery`).
 */
export async function query<T>(db: Tx, statement: SQL): Promise<T[]> {
  const q = sqlToQuery(statement);
  return (await rawQuery(db, { text: q.sql, params: q.params, rowMode: 'object' })) as T[];
}

/**
 * An outer query's column named with its table, for a correlated subquery in a select list.
 * Drizzle writes the columns of a select list without their table when the query has no join, so
 * `${questionnaires.id}` inside `(select count(*) from questionnaire_assignments where … = …)`
 * became `"id"`: the subquery's own id. The questionnaires' counts were wrong that way.
 */
export const outer = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const dialect = new PgDialect();
/** SQL text and parameters of a drizzle statement (the same for either driver). */
export const sqlToQuery = (statement: SQL) => dialect.sqlToQuery(statement);

/**
 * A statement built once: `build` returns SQL whose per-call values are `sql.placeholder(name)`s;
 * each call fills them and runs the text (prepared on PostgreSQL once hot). For statements on
 * every request (the caller's token), where drizzle's query building would cost more than the
 * query itself.
 */
export function compiledQuery<T>(build: () => SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return async (db: Tx, values: Record<string, unknown>): Promise<T[]> => {
    compiled ??= sqlToQuery(build());
    const params = fillPlaceholders(compiled.params, values);
    return (await rawQuery(db, { text: compiled.sql, params, rowMode: 'object' })) as T[];
  };
}

/**
 * `compiledQuery` of a drizzle selection (`{ name: column | sql }`): `build` gets the selection's
 * column list and returns the statement; its rows come back decoded as drizzle's `select` would.
 */
export function compiledSelect<T>(select: Record<string, unknown>, build: (columns: SQL) => SQL) {
  let compiled:
    | { sql: string; params: unknown[]; decode: (r: unknown[]) => Record<string, unknown> }
    | undefined;
  return async (db: Tx, values: Record<string, unknown>): Promise<T[]> => {
    compiled ??= {
      ...sqlToQuery(
        build(
          sql.join(
            Object.values(select).map((f) => sql`${f}`),
            sql`, `,
          ),
        ),
      ),
      decode: selectionDecoder(select),
    };
    const params = fillPlaceholders(compiled.params, values);
    return (await rawQuery(db, { text: compiled.sql, params })).map(compiled.decode) as T[];
  };
}

/**
 * Prepared statements: planning a statement can cost more than running it (the profile update's
 * statement: 0.8 ms to plan, 1 ms to run), so a text seen `HOT` times gets a name and is then
 * parsed and planned once per connection. Bounded: a process names at most `MAX_NAMED` texts, so
 * texts that vary (an `in` list of any length) cannot fill the server's memory.
 */
const HOT = 2;
const MAX_NAMED = 300;
const runs = new Map<string, number>();
const names = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const n = (runs.get(text) ?? 0) + 1;
  if (n < HOT) {
    if (runs.size >= 5000) runs.clear();
    runs.set(text, n);
    return undefined;
  }
  runs.delete(text);
  const name = `mp_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * Types drizzle hands over as the server's text (its column decoders and our callers expect that):
 * timestamp, timestamptz, date, interval, and arrays of numeric, timestamp, timestamptz, interval
 * and date.
 */
const RAW_TYPES = new Set([1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const PGLITE_PARSERS = Object.fromEntries([...RAW_TYPES].map((oid) => [oid, (v: string) => v]));
let PG_TYPES: { getTypeParser: (oid: number, format?: string) => unknown } | undefined;

/**
 * Runs SQL text on the driver under `db` (the pool, a transaction's connection, or PGlite) and
 * returns its rows (as arrays by default). On PostgreSQL a text run often is sent as a prepared
 * statement (`preparedName`); PGlite, one in-process session, gains nothing from it.
 */
export async function rawQuery(
  db: Tx,
  q: { text: string; params: unknown[]; rowMode?: 'array' | 'object' },
): Promise<unknown[][]> {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as
    | {
        query: (...a: unknown[]) => Promise<{ rows: unknown[][] }>;
        release?: unknown;
        totalCount?: unknown;
      }
    | undefined;
  if (!client) throw new Error('rawQuery: no driver client under this database handle');
  // node-postgres (a Pool, or a PoolClient inside a transaction) takes a query config.
  const isPg = 'totalCount' in client || 'release' in client;
  const rowMode = q.rowMode ?? 'array';
  let res: { rows: unknown[][] };
  if (isPg) {
    const config: { text: string; values: unknown[]; rowMode?: 'array'; name?: string } = {
      text: q.text,
      values: q.params,
    };
    if (rowMode === 'array') config.rowMode = 'array';
    const name = preparedName(q.text);
    if (name) config.name = name;
    res = await client.query(config);
  } else res = await client.query(q.text, q.params, { rowMode, parsers: PGLITE_PARSERS });
  return res.rows;
}

// LISTEN/NOTIFY live in listen.ts; callers reach them here with the database.
export { type Listen, listen, notify, type Unlisten } from './listen';
