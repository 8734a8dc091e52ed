import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Finds the committed SQL migrations whether running from src (tsx) or from the bundle in dist. */
export function migrationsDir(): string {
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
export async function openDatabase(opts: { url?: string; pgliteDir: string; poolMax?: number }): Promise<Database> {
  const migrationsFolder = migrationsDir();
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Dates stay strings: a `date` column is a calendar day, not an instant in the server's zone.
    pg.types.setTypeParser(1082, (v: string) => v);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 20 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(db as any, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.pgliteDir !== 'memory://') fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir === 'memory://' ? undefined : opts.pgliteDir, {
    parsers: { 1082: (v: string) => v },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as any, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows, the same with either driver. */
export async function query<T>(db: Tx, statement: SQL): Promise<T[]> {
  const res = (await db.execute(statement)) as unknown as { rows: T[] };
  return res.rows;
}
