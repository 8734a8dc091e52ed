import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import type { TestApp } from '../helpers';
import { reportsApp } from './reports-fixture';

// Reports (/log-system, /logs, /sms).
const r = reportsApp();
const { call, until } = r;
let app: TestApp;
let admin: string;
let kdana: string;
let company: string;
beforeAll(() => {
  app = r.app();
  admin = r.admin();
  kdana = r.kdana();
  company = r.company();
});

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
