import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, query } from '../../src/db/client';
import type { Storage } from '../../src/lib/storage';
import { suiteApp, type TestApp } from '../helpers';

/**
 * Reports (/log-system, /logs, /sms) and the season archive (/db-archive): the app (export pages of
 * 7 rows, jobs polled every 50 ms), started in the calling file's beforeAll and closed in its
 * afterAll; `admin()`, `kdana()` and `company()` are tokens read after that beforeAll.
 */
export function reportsApp() {
  const s = suiteApp(['admin', 'kdana', 'raft_company'], {
    env: { EXPORT_PAGE_ROWS: '7', JOBS_POLL_MS: '50' },
  });
  const { call } = s;
  const until = async <T>(what: () => Promise<T | undefined>, ms = 60_000): Promise<T> => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const v = await what();
      if (v !== undefined) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };

  return {
    app: () => s.app,
    admin: () => s.tok.admin,
    kdana: () => s.tok.kdana,
    company: () => s.tok.raft_company,
    call,
    until,
  };
}

export type Archive = {
  id: number;
  status: string;
  status_text: string;
  progress: number;
  sha256: string;
  download: string;
  allowed_actions: string[];
};

/**
 * The season archive's helpers, for the calling describe: a temporary folder, row counts, stored
 * files' hashes, and four stored files (`fx`) of season and kept records made in its beforeAll.
 */
export function seasonArchive(r: ReturnType<typeof reportsApp>) {
  let app: TestApp;
  beforeAll(() => {
    app = r.app();
  });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-test-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const count = async (t: string, where = 'true') =>
    (await query<{ n: number }>(app.ctx.db, sql.raw(`select count(*)::int as n from ${t} where ${where}`)))[0]
      .n;
  const firstId = async (t: string) =>
    (await query<{ id: number }>(app.ctx.db, sql.raw(`select min(id)::int as id from ${t}`)))[0].id;
  /** An object's bytes' SHA-256 in a store, or null when it is not there. */
  const storedHash = async (storage: Storage, key: string) => {
    const obj = await storage.get(key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.stream) chunks.push(c as Buffer);
    return sha(Buffer.concat(chunks));
  };

  // Files of a season's records (an order's attachment, a form filling's answer file) and of kept
  // records (a news item's attachment, a user's registration document), stored for real.
  type Fixture = { key: string; bytes: Buffer; table: 'attachments' | 'files' };
  const fx: Record<'order' | 'filling' | 'news' | 'user', Fixture> = {} as never;
  const store = async (table: Fixture['table'], bytes: Buffer): Promise<Fixture> => {
    const key = `t${randomBytes(12).toString('hex')}`;
    await app.ctx.storage.put(key, bytes);
    return { key, bytes, table };
  };
  const attach = async (recordType: string, recordId: number, bytes: Buffer, slot = 'test') => {
    const f = await store('attachments', bytes);
    await query(
      app.ctx.db,
      sql`insert into attachments (record_type, record_id, slot, file_key, file_name, size, content_type, sha256)
          values (${recordType}, ${recordId}, ${slot}, ${f.key}, 'test.bin', ${bytes.length},
                  'application/octet-stream', ${sha(bytes)})`,
    );
    return f;
  };
  const fileRow = async (entity: string, entityId: number, bytes: Buffer) => {
    const f = await store('files', bytes);
    await query(
      app.ctx.db,
      sql`insert into files (owner_id, entity, entity_id, field, original_name, mime, size, sha256, storage_key)
          values (${entityId}, ${entity}, ${entityId}, 'test', 'test.bin', 'application/octet-stream',
                  ${bytes.length}, ${sha(bytes)}, ${f.key})`,
    );
    return f;
  };
  const rowOf = async (f: Fixture) => {
    const col = f.table === 'attachments' ? 'file_key' : 'storage_key';
    return count(f.table, `${col} = '${f.key}'`);
  };

  beforeAll(async () => {
    // Sizes across the archive's 12 KiB lines, one not a multiple of 3, one empty.
    fx.order = await attach('order', await firstId('orders'), randomBytes(100_001));
    fx.filling = await fileRow('form_filling', await firstId('form_fillings'), randomBytes(24_576));
    fx.news = await attach('news', (await firstId('news')) ?? 1, randomBytes(5_000));
    fx.user = await fileRow('user', await firstId('users'), Buffer.alloc(0));
  });

  /** An empty, migrated database on the suite's engine (a new database when it is PostgreSQL). */
  const emptyDatabase = async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return openDatabase({ pgliteDir: 'memory://' });
    const { default: pg } = await import('pg');
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(text).finally(() => c.end());
    };
    const name = `t_restore_${Date.now()}_${process.pid}`;
    await admin(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), pgliteDir: '', poolMax: 2 });
    return {
      db: database.db,
      close: async () => {
        await database.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  };

  /** A new archive, once its job has made it ready. */
  const newArchive = async (name: string) => {
    const res = await r.call('POST', 'db_archive/store', r.admin(), { name });
    expect(res.statusCode).toBe(201);
    return r.until(async () => {
      const rows = (await r.call('POST', 'db_archive', r.admin(), { status: 'ready' })).json().data
        .data as Archive[];
      return rows.find((r) => r.id === res.json().data.id);
    });
  };

  /** What activation keeps: users, camps, forms, the kept records' attachments and files. */
  const keptCounts = async () => ({
    users: await count('users'),
    camps: await count('camps'),
    forms: await count('forms'),
    kept: await count('attachments', `record_type in ('news', 'eng_guide') or record_type like 'clearance%'`),
    keptFiles: await count('files', `entity = 'user'`),
  });

  return { tmp, sha, count, firstId, storedHash, fx, attach, rowOf, emptyDatabase, newArchive, keptCounts };
}
