import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, query } from '../../src/db/client';
import { localStorage, type Storage } from '../../src/lib/storage';
import { FILE_REFERENCES } from '../../src/modules/reports/archive.season';
import { databaseDigests } from '../../src/modules/reports/archive-file';
import { restoreArchive } from '../../src/modules/reports/archive-restore';
import { apiCaller, createTestApp, type TestApp, tokenFor } from '../helpers';

// Reports (/log-system, /logs, /sms) and the season archive (/db-archive).

let app: TestApp;
let admin: string;
let kdana: string;
let company: string;
beforeAll(async () => {
  app = await createTestApp({ EXPORT_PAGE_ROWS: '7', JOBS_POLL_MS: '50' });
  admin = await tokenFor(app, 'admin');
  kdana = await tokenFor(app, 'kdana');
  company = await tokenFor(app, 'raft_company');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);
const until = async <T>(what: () => Promise<T | undefined>, ms = 60_000): Promise<T> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await what();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

describe('access and permissions', () => {
  it.each([
    'general/log_system',
    'general/logs',
    'general/sms_log',
    'db_archive',
  ])('%s: 401 without a session, 403 without the permission', async (url) => {
    expect((await call('POST', url, null, {})).statusCode).toBe(401);
    expect((await call('POST', url, company, {})).statusCode).toBe(403);
  });

  it('the archive is the administrator’s: kdana (every report) is refused it', async () => {
    expect((await call('POST', 'general/log_system', kdana, {})).statusCode).toBe(200);
    expect((await call('POST', 'db_archive/store', kdana, {})).statusCode).toBe(403);
    expect((await call('POST', 'db_archive/activate/1', kdana, { password: 'x' })).statusCode).toBe(403);
  });

  it('bad filters answer 422 with the fields, in both languages', async () => {
    const res = await call('POST', 'general/logs', admin, { event: 'nope', date_from: '2025-02-30' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date_from', 'event']);
    const ar = await call('POST', 'general/sms_log', admin, { status: 'x' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.status).toBeDefined();
  });
});

describe('the call log (/log-system)', () => {
  it('shows an edit’s old and new values, and the record’s timeline by table and id', async () => {
    // An edit: the administrator renames a country (a plain resource, audited).
    const created = await call('POST', 'general/countries/store', admin, { name: 'بلد', name_en: 'Land' });
    expect(created.statusCode).toBeLessThan(300);
    const [c] = await query<{ id: number }>(app.ctx.db, sql`select id from countries where name_en = 'Land'`);
    const upd = await call('POST', `general/countries/update/${c.id}`, admin, {
      name: 'بلد',
      name_en: 'Country B',
    });
    expect(upd.statusCode).toBe(200);
    const res = await call('POST', 'general/log_system?page=1', admin, {
      table_name: 'countries',
      record_id: String(c.id),
      paginate: 10,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = body.data.data as {
      event: string;
      old_value: Record<string, unknown>;
      new_value: Record<string, unknown>;
    }[];
    expect(rows.map((r) => r.event)).toEqual(['updated', 'created']);
    expect(rows[0].old_value).toMatchObject({ name_en: 'Land' });
    expect(rows[0].new_value).toMatchObject({ name_en: 'Country B' });
    expect(body.estimated).toBe(false);
    expect(body.filters.table_name.map((o: { value: string }) => o.value)).toContain('countries');
    expect(body.filters.event.map((o: { value: string }) => o.value)).toContain('updated');
  });

  it('filters by user, event, module and days; pages with a keyset cursor', async () => {
    const me = (
      await query<{ id: number }>(app.ctx.db, sql`select id from users where email like 'admin@%'`)
    )[0];
    const all = await call('POST', 'general/log_system', admin, { user_id: me.id, paginate: 500 });
    const rows = all.json().data.data as { id: number; user_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user_id === me.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const ev = await call('POST', 'general/log_system', admin, {
      event: 'updated',
      module: 'countries',
      date_from: today,
      date_to: today,
    });
    expect(ev.statusCode).toBe(200);
    expect(ev.json().data.data.every((r: { event: string }) => r.event === 'updated')).toBe(true);
    const first = (await call('POST', 'general/log_system', admin, { paginate: 3 })).json().data.data as {
      id: number;
    }[];
    const next = (
      await call('POST', 'general/log_system', admin, { paginate: 3, before_id: first[2].id })
    ).json().data.data as { id: number }[];
    expect(next[0].id).toBeLessThan(first[2].id);
    const far = await call('POST', 'general/log_system', admin, {
      date_from: '2001-01-01',
      date_to: '2001-01-02',
    });
    expect(far.json().data.total).toBe(0);
  });

  it('exports the whole filtered log as a job with progress, keyset page after page', async () => {
    const [{ n }] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log where module = 'auth'`,
    );
    const res = await call('POST', 'jobs/export', admin, { list: 'call_log', filters: { module: 'auth' } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const job = await until(async () => {
      const j = (await call('GET', `jobs/${id}`, admin)).json().data;
      return j.status === 'done' || j.status === 'failed' ? j : undefined;
    });
    expect(job.status).toBe('done');
    expect(job.result.rows).toBeGreaterThanOrEqual(n);
    const file = await call('GET', `jobs/${id}/download`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Another list's permission: a company may not export the call log.
    expect((await call('POST', 'jobs/export', company, { list: 'call_log', filters: {} })).statusCode).toBe(
      403,
    );
  });
});

describe('the access log (/logs) and the message log (/sms)', () => {
  it('records a failed sign-in with its address, and the lock-out that follows', async () => {
    const email = 'raft_company@demo.mashaer.sa';
    for (let i = 0; i < 10; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        payload: { email, password: 'Wrong@1234' },
        remoteAddress: '10.1.2.3',
      });
      expect(r.statusCode).toBe(422);
    }
    const res = await call('POST', 'general/logs', admin, {
      event: 'login_failed',
      ip: '10.1.2.3',
      paginate: 20,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { event: string; event_text: string; email: string; ip: string }[];
    expect(rows.length).toBe(10);
    expect(rows[0]).toMatchObject({
      event: 'login_failed',
      event_text: 'Failed sign-in',
      email,
      ip: '10.1.2.3',
    });
    const locked = (await call('POST', 'general/logs', admin, { event: 'locked_out' }, 'ar')).json();
    expect(locked.data.data[0]).toMatchObject({
      event: 'locked_out',
      event_text: 'إيقاف مؤقت للحساب',
      email,
    });
    expect(locked.filters.event).toHaveLength(7);
  });

  it('lists sign-ins and code sends with the platform; the message log masks codes and counts retries', async () => {
    const { login } = await import('../helpers');
    await login(app, 'kdana@demo.mashaer.sa');
    const logins = (await call('POST', 'general/logs', admin, { event: 'login' })).json().data.data;
    expect(logins[0]).toMatchObject({ event: 'login', platform: 'mena', email: 'kdana@demo.mashaer.sa' });
    const sms = await until(async () => {
      const r = (await call('POST', 'general/sms_log', admin, { channel: 'sms', status: 'sent' })).json().data
        .data;
      return r.length ? r : undefined;
    });
    expect(sms[0].body).toContain('******');
    expect(sms[0].body).not.toMatch(/\d{6}/);
    expect(sms[0]).toMatchObject({ status: 'sent', status_text: 'Sent', attempts: 1, retries: 0 });
  });
});

describe('the season archive (/db-archive)', () => {
  type Archive = {
    id: number;
    status: string;
    status_text: string;
    progress: number;
    sha256: string;
    download: string;
    allowed_actions: string[];
  };
  let archive: Archive;
  let file: string;
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

  it('knows the owner of every kind of file reference (a kind it does not know is never cleared)', async () => {
    for (const [table, ref] of Object.entries(FILE_REFERENCES)) {
      const kinds = await query<{ k: string }>(
        app.ctx.db,
        sql.raw(`select distinct ${ref.kind} as k from ${table}`),
      );
      expect(kinds.length).toBeGreaterThan(1);
      for (const { k } of kinds) expect(Object.keys(ref.owners), `${table} ${k}`).toContain(k);
      for (const owner of new Set(Object.values(ref.owners)))
        expect(await count('pg_tables', `schemaname = 'public' and tablename = '${owner}'`), owner).toBe(1);
    }
  });

  it('creates an archive as a job: creating, then ready with its hash', async () => {
    const res = await call('POST', 'db_archive/store', admin, { name: 'Season 1446' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'creating', name: 'Season 1446' });
    archive = await until(async () => {
      const rows = (await call('POST', 'db_archive', admin, {})).json().data.data as Archive[];
      const a = rows.find((r) => r.id === res.json().data.id);
      return a && a.status !== 'creating' ? a : undefined;
    });
    expect(archive).toMatchObject({ status: 'ready', status_text: 'Ready', progress: 100 });
    expect(archive.allowed_actions).toEqual(['activate']);
    const dl = await call('GET', `db_archive/download/${archive.id}`, admin);
    expect(dl.statusCode).toBe(200);
    expect(createHash('sha256').update(dl.rawPayload).digest('hex')).toBe(archive.sha256);
    file = path.join(tmp, 'a.jsonl.gz');
    fs.writeFileSync(file, dl.rawPayload);
    const events = await query<{ to_status: string }>(
      app.ctx.db,
      sql`select to_status from workflow_events where workflow = 'db_archive' and record_id = ${archive.id} order by id`,
    );
    expect(events.map((e) => e.to_status)).toEqual(['creating', 'ready']);
    // The file carries the stored files its rows name (the hash covers them): the fixtures' at least.
    const [{ m }] = await query<{ m: { format: string; files: { count: number; bytes: number } } }>(
      app.ctx.db,
      sql`select manifest as m from db_archives where id = ${archive.id}`,
    );
    expect(m.format).toBe('mashaer-archive/2');
    expect(m.files.count).toBeGreaterThanOrEqual(4);
    expect(m.files.bytes).toBeGreaterThanOrEqual(100_001 + 24_576 + 5_000);
    const text = gunzipSync(dl.rawPayload).toString('utf8');
    for (const f of Object.values(fx)) expect(text).toContain(`\n%${f.key}\n`);
  }, 120_000);

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

  it('restores into an empty database and file store: the same rows, and the files with the same bytes', async () => {
    const empty = await emptyDatabase();
    const target = localStorage(path.join(tmp, 'restored-uploads'));
    try {
      // A file whose bytes do not match its recorded hash stops the restore; nothing stays behind.
      const bad = path.join(tmp, 'bad.jsonl.gz');
      const lines = ['%tbadfile00001', Buffer.from('abc').toString('base64'), `=3 ${'0'.repeat(64)}`];
      fs.writeFileSync(bad, gzipSync(`${lines.join('\n')}\n!{}\n`));
      await expect(restoreArchive(empty.db, target, bad)).rejects.toThrow(/do not match/);
      expect(await target.exists('tbadfile00001')).toBe(false);

      const { manifest, files } = await restoreArchive(empty.db, target, file);
      const stable = ['users', 'camps', 'orders', 'countries', 'roles', 'tickets', 'violations', 'files'];
      const source = await databaseDigests(app.ctx.db, [...stable, 'attachments']);
      const restored = await databaseDigests(empty.db, [...stable, 'attachments']);
      expect(restored).toEqual(source);
      expect(manifest.tables.find((t) => t.name === 'orders')!.rows).toBeGreaterThan(0);
      expect(files).toEqual({ count: manifest.files!.count, bytes: manifest.files!.bytes });
      // Every file the rows name is back in the new store with the same bytes, where the source had it.
      for (const f of Object.values(fx)) expect(await storedHash(target, f.key)).toBe(sha(f.bytes));
      const keys = await query<{ key: string }>(
        empty.db,
        sql`select file_key as key from attachments union select storage_key from files`,
      );
      let found = 0;
      for (const { key } of keys) {
        const want = await storedHash(app.ctx.storage, key);
        expect(await storedHash(target, key), key).toBe(want);
        if (want) found += 1;
      }
      expect(found).toBe(manifest.files!.count);
      // Sequences moved past the restored ids: a new row gets a fresh id.
      const [max] = await query<{ m: number }>(empty.db, sql`select max(id)::int as m from countries`);
      const [ins] = await query<{ id: number }>(
        empty.db,
        sql`insert into countries (name, name_en) values ('x', 'x') returning id`,
      );
      expect(ins.id).toBeGreaterThan(max.m);
      await expect(restoreArchive(empty.db, target, file)).rejects.toThrow(/not empty/);
    } finally {
      await empty.close();
    }
  }, 120_000);

  it('activation asks for the password again (422 under the field)', async () => {
    const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Wrong@1234' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password is not correct']);
    const empty = await call('POST', `db_archive/activate/${archive.id}`, admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toBeDefined();
    expect(
      (await call('POST', 'db_archive/activate/999999', admin, { password: 'Demo@1234' })).statusCode,
    ).toBe(404);
  });

  it('an activation that fails (here at its commit) clears nothing: rows and files stay', async () => {
    const before = { orders: await count('orders'), attachments: await count('attachments') };
    // Fails the transaction at COMMIT, after every step of the activation has run.
    await query(
      app.ctx.db,
      sql.raw(`create function test_refuse_activation() returns trigger language plpgsql as
                 $$ begin raise exception 'refused by the test'; end $$`),
    );
    await query(
      app.ctx.db,
      sql.raw(`create constraint trigger test_refuse_activation after update on db_archives
                 deferrable initially deferred for each row when (new.status = 'active')
                 execute function test_refuse_activation()`),
    );
    try {
      const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
      expect(res.statusCode).toBe(500);
    } finally {
      await query(app.ctx.db, sql.raw('drop trigger test_refuse_activation on db_archives'));
      await query(app.ctx.db, sql.raw('drop function test_refuse_activation()'));
    }
    expect({ orders: await count('orders'), attachments: await count('attachments') }).toEqual(before);
    for (const f of Object.values(fx)) {
      expect(await rowOf(f), f.key).toBe(1);
      expect(await storedHash(app.ctx.storage, f.key)).toBe(sha(f.bytes));
    }
    expect(await count('jobs', `type = 'archive_sweep'`)).toBe(0);
    expect(await count('db_archives', `status = 'active'`)).toBe(0);
  });

  /** A new archive, once its job has made it ready. */
  const newArchive = async (name: string) => {
    const res = await call('POST', 'db_archive/store', admin, { name });
    expect(res.statusCode).toBe(201);
    return until(async () => {
      const rows = (await call('POST', 'db_archive', admin, { status: 'ready' })).json().data
        .data as Archive[];
      return rows.find((r) => r.id === res.json().data.id);
    });
  };

  it('refuses an archive the season has changed since (nothing lost); a new archive is accepted', async () => {
    const season = async () => ({
      orders: await count('orders'),
      notifications: await count('notifications'),
      broadcasts: await count('notification_broadcasts'),
      attachments: await count('attachments'),
    });
    const refused = async (lang: 'en' | 'ar' = 'en') => {
      const res = await call(
        'POST',
        `db_archive/activate/${archive.id}`,
        admin,
        { password: 'Demo@1234' },
        lang,
      );
      expect(res.statusCode).toBe(422);
      return res.json() as { message: string; errors: Record<string, string[]> };
    };
    const message =
      'Season records were written after this archive was taken and it does not hold them. Create a new archive, then activate it.';
    // A file attached to a season record after the snapshot (the activation would remove it).
    const late = await attach('order', await firstId('orders'), randomBytes(10), 'late');
    const before = await season();
    expect((await refused()).errors.status).toEqual([message]);
    expect(await season()).toEqual(before);
    expect(await rowOf(late)).toBe(1);
    // Removed again: the season is the archive's once more (compared by content, not by time).
    await query(app.ctx.db, sql`delete from attachments where file_key = ${late.key}`);
    await app.ctx.storage.delete(late.key);

    // A season record written through the API after the snapshot: a broadcast (its notifications).
    const sent = await call('POST', 'general/notifications/store', admin, {
      message: 'بعد الأرشيف',
      link: '/dashboard',
      target: 'types',
      type_ids: [3],
    });
    expect(sent.statusCode).toBe(200);
    const written = await season();
    const en = await refused();
    expect(en.message).toBe(message);
    expect(en.errors.status).toEqual([message]);
    const ar = await refused('ar');
    expect(ar.errors.status).toEqual([
      'سُجّلت بيانات في الموسم بعد أخذ هذا الأرشيف وهو لا يتضمنها. أنشئ أرشيفاً جديداً ثم فعّله.',
    ]);
    // Nothing cleared, nothing retired or activated, no file queued for removal.
    expect(await season()).toEqual(written);
    expect(await count('notifications', `message = 'بعد الأرشيف'`)).toBe(2);
    for (const f of Object.values(fx)) expect(await rowOf(f), f.key).toBe(1);
    expect(await count('jobs', `type = 'archive_sweep'`)).toBe(0);
    expect(await count('db_archives', `status = 'active'`)).toBe(0);
    const listed = (await call('POST', 'db_archive', admin, {})).json().data.data as Archive[];
    expect(listed.find((r) => r.id === archive.id)).toMatchObject({ status: 'ready' });

    // A new archive holds the broadcast; writes outside the season (a country) do not stand in its
    // way. The next test activates it.
    archive = await newArchive('Season 1446 (again)');
    expect(
      (await call('POST', 'general/countries/store', admin, { name: 'بلد آخر', name_en: 'Land 2' }))
        .statusCode,
    ).toBeLessThan(300);
  }, 120_000);

  /** What activation keeps: users, camps, forms, the kept records' attachments and files. */
  const keptCounts = async () => ({
    users: await count('users'),
    camps: await count('camps'),
    forms: await count('forms'),
    kept: await count('attachments', `record_type in ('news', 'eng_guide') or record_type like 'clearance%'`),
    keptFiles: await count('files', `entity = 'user'`),
  });

  it('activating clears the season in one transaction, with its attachments and their files; the rest stays', async () => {
    const before = await keptCounts();
    expect(await count('orders')).toBeGreaterThan(0);
    // The season's file references and those of their objects the store holds (the demo's rows
    // without a stored file included): all to go.
    const seasonKeys = await query<{ key: string }>(
      app.ctx.db,
      sql`select file_key as key from attachments
           where record_type not in ('news', 'eng_guide') and record_type not like 'clearance%'
          union all select storage_key from files where entity <> 'user'`,
    );
    expect(seasonKeys.length).toBeGreaterThan(2);
    const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', allowed_actions: [] });
    expect(await count('notifications')).toBe(0);
    for (const t of ['orders', 'tickets', 'violations', 'assign_camps', 'invoices'])
      expect(await count(t)).toBe(0);
    expect(await keptCounts()).toEqual(before);
    // The cleared records' attachment and file rows are gone with them, in the same transaction.
    expect(await rowOf(fx.order)).toBe(0);
    expect(await rowOf(fx.filling)).toBe(0);
    expect(
      await count('attachments', `record_type in ('order', 'ticket', 'violation', 'sadad', 'invoice')`),
    ).toBe(0);
    expect(await count('files', `entity <> 'user'`)).toBe(0);
    // Their objects leave the store after the commit (the sweep jobs); the kept records' stay.
    await until(async () =>
      (await count('jobs', `type = 'archive_sweep' and status <> 'done'`)) === 0 ? true : undefined,
    );
    expect(await count('jobs', `type = 'archive_sweep'`)).toBeGreaterThan(0);
    for (const { key } of seasonKeys) expect(await app.ctx.storage.exists(key), key).toBe(false);
    expect(await rowOf(fx.news)).toBe(1);
    expect(await rowOf(fx.user)).toBe(1);
    expect(await storedHash(app.ctx.storage, fx.news.key)).toBe(sha(fx.news.bytes));
    expect(await storedHash(app.ctx.storage, fx.user.key)).toBe(sha(fx.user.bytes));
    // Once active it cannot be activated again: 422 naming its state.
    const again = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Active');
    // Still downloadable by the administrator, and still holding the season's files.
    const dl = await call('GET', `db_archive/download/${archive.id}`, admin);
    expect(dl.statusCode).toBe(200);
    expect(gunzipSync(dl.rawPayload).toString('utf8')).toContain(`\n%${fx.order.key}\n`);
  }, 120_000);

  it('refuses a tampered file: the hash is checked before activating', async () => {
    const { id } = await newArchive('tampered');
    await query(app.ctx.db, sql`update db_archives set sha256 = repeat('0', 64) where id = ${id}`);
    const kept = await count('attachments');
    const act = await call('POST', `db_archive/activate/${id}`, admin, { password: 'Demo@1234' });
    expect(act.statusCode).toBe(422);
    expect(act.json().message).toBe('The archive file does not match its recorded hash');
    expect(await count('attachments')).toBe(kept);
    expect(await storedHash(app.ctx.storage, fx.news.key)).toBe(sha(fx.news.bytes));
  }, 120_000);
});
