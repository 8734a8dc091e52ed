import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, query } from '../../src/db/client';
import { databaseDigests, restoreArchive } from '../../src/modules/reports/archive-file';
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
  }, 120_000);

  it('restores into an empty database: the same row counts and digests', async () => {
    const empty = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const manifest = await restoreArchive(empty.db, file);
      const stable = ['users', 'camps', 'orders', 'countries', 'roles', 'tickets', 'violations'];
      const source = await databaseDigests(app.ctx.db, stable);
      const restored = await databaseDigests(empty.db, stable);
      expect(restored).toEqual(source);
      expect(manifest.tables.find((t) => t.name === 'orders')!.rows).toBeGreaterThan(0);
      // Sequences moved past the restored ids: a new row gets a fresh id.
      const [max] = await query<{ m: number }>(empty.db, sql`select max(id)::int as m from countries`);
      const [ins] = await query<{ id: number }>(
        empty.db,
        sql`insert into countries (name, name_en) values ('x', 'x') returning id`,
      );
      expect(ins.id).toBeGreaterThan(max.m);
      await expect(restoreArchive(empty.db, file)).rejects.toThrow(/not empty/);
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

  it('activating clears the season in one transaction; users, camps and forms stay', async () => {
    const count = async (t: string) =>
      (await query<{ n: number }>(app.ctx.db, sql.raw(`select count(*)::int as n from ${t}`)))[0].n;
    const before = { users: await count('users'), camps: await count('camps'), forms: await count('forms') };
    expect(await count('orders')).toBeGreaterThan(0);
    const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', allowed_actions: [] });
    for (const t of ['orders', 'tickets', 'violations', 'assign_camps', 'invoices'])
      expect(await count(t)).toBe(0);
    expect({ users: await count('users'), camps: await count('camps'), forms: await count('forms') }).toEqual(
      before,
    );
    // Once active it cannot be activated again: 422 naming its state.
    const again = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Active');
    // Still downloadable by the administrator.
    expect((await call('GET', `db_archive/download/${archive.id}`, admin)).statusCode).toBe(200);
  }, 120_000);

  it('refuses a tampered file: the hash is checked before activating', async () => {
    const res = await call('POST', 'db_archive/store', admin, {});
    const id = res.json().data.id as number;
    await until(async () => {
      const rows = (await call('POST', 'db_archive', admin, { status: 'ready' })).json().data
        .data as Archive[];
      return rows.find((r) => r.id === id);
    });
    await query(app.ctx.db, sql`update db_archives set sha256 = repeat('0', 64) where id = ${id}`);
    const act = await call('POST', `db_archive/activate/${id}`, admin, { password: 'Demo@1234' });
    expect(act.statusCode).toBe(422);
    expect(act.json().message).toBe('The archive file does not match its recorded hash');
  }, 120_000);
});
