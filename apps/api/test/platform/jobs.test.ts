import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { query } from '../../src/db/client';
import { purgeExpired } from '../../src/lib/housekeeping';
import type { JobWorker } from '../../src/lib/jobs';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

// Jobs (lib/jobs.ts) and their first type, the whole-table Excel export of a list.

let app: TestApp;
let admin: string;
let kdana: string;
let company: string;
let provider: string;
let contractor: string;
beforeAll(async () => {
  // Small pages, so an export takes many steps (progress) and can be caught half-way.
  app = await createTestApp({ EXPORT_PAGE_ROWS: '40', JOBS_POLL_MS: '100', JOBS_LEASE_MS: '1500' });
  admin = await tokenFor(app, 'admin');
  kdana = await tokenFor(app, 'kdana');
  company = await tokenFor(app, 'raft_company');
  provider = await tokenFor(app, 'service_provider');
  contractor = await tokenFor(app, 'contractor');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);

type Job = {
  id: number;
  status: string;
  progress: number;
  status_text: string;
  result: { rows: number; download: string; name: string } | null;
};

const until = async <T>(what: () => Promise<T | undefined>, ms = 30_000): Promise<T> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await what();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
};

const jobRow = async (id: number) =>
  (
    await query<{ status: string; progress: number; attempts: number; locked_by: string | null }>(
      app.ctx.db,
      sql`select status, progress, attempts, locked_by from jobs where id = ${id}`,
    )
  )[0];

/** Follows a job through `GET jobs/{id}` until it is done; returns it and every progress seen. */
async function follow(id: number, token: string) {
  const seen: number[] = [];
  const job = await until(async () => {
    const res = await call('GET', `jobs/${id}`, token);
    expect(res.statusCode).toBe(200);
    const j = res.json().data as Job;
    seen.push(j.progress);
    if (j.status === 'failed') throw new Error('job failed');
    return j.status === 'done' ? j : undefined;
  });
  return { job, seen };
}

/** The rows of the first sheet of an .xlsx (a zip: read through its central directory). */
function sheetRows(file: Buffer): string[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const csize = file.readUInt32LE(at + 20);
    const nameLen = file.readUInt16LE(at + 28);
    const extraLen = file.readUInt16LE(at + 30);
    const commentLen = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLen).toString();
    if (name === 'xl/worksheets/sheet1.xml') {
      const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      const xml = inflateRawSync(file.subarray(start, start + csize)).toString('utf8');
      return xml.match(/<row [^>]*>.*?<\/row>/g) ?? [];
    }
    at += 46 + nameLen + extraLen + commentLen;
  }
  throw new Error('no sheet');
}

async function exportOf(
  token: string,
  list: 'users' | 'camps' | 'orders',
  filters: object,
  lang: 'ar' | 'en' = 'en',
) {
  const res = await call('POST', 'jobs/export', token, { list, filters }, lang);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Job;
}

async function download(job: Job, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: job.result!.download,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return res.rawPayload;
}

describe('Excel export as a job', () => {
  it('exports the camps list with its filters: as many rows as the list’s total, progress on the way', async () => {
    const filters = { status: 'ready', sort_by: 'camp_number', sort_dir: 'desc' };
    const list = await call('POST', 'general/camps?page=1', kdana, { ...filters, paginate: 5 });
    const total = list.json().data.total as number;
    expect(total).toBeGreaterThan(200);
    const created = await exportOf(kdana, 'camps', filters);
    expect(['queued', 'running']).toContain(created.status);
    const { job, seen } = await follow(created.id, kdana);
    expect(job.progress).toBe(100);
    expect(job.result!.rows).toBe(total);
    // Between the start and the end the progress was seen moving (about 40 rows a step).
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    const rows = sheetRows(await download(job, kdana));
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]).toContain('Camp number');
    // The list's own order: its first row is the export's first.
    const firstCamp = list.json().data.data[0].camp_number as string;
    expect(rows[1]).toContain(`>${firstCamp}<`);
  });

  it('exports the users list within the caller’s row scope, in their language', async () => {
    const [role] = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select role_id from user_roles where user_id = ${await userId(app, 'raft_company@demo.mashaer.sa')} limit 1`,
    );
    await app.ctx.db.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select ${role.role_id}, p.id from permissions p where p.name = 'user-index' on conflict do nothing`);
    const scoped = await call('POST', 'users?page=1', company, { paginate: 5 });
    expect(scoped.statusCode).toBe(200);
    const all = await call('POST', 'users?page=1', admin, { paginate: 5 });
    expect(scoped.json().data.total).toBeLessThan(all.json().data.total);
    const { job } = await follow((await exportOf(company, 'users', {}, 'ar')).id, company);
    expect(job.result!.rows).toBe(scoped.json().data.total);
    const rows = sheetRows(await download(job, company));
    expect(rows).toHaveLength(scoped.json().data.total + 1);
    expect(rows[0]).toContain('البريد الإلكتروني');
    expect(rows.join('')).not.toContain('service_provider@demo.mashaer.sa');

    const filters = { status: 'active', search: 'demo' };
    const adminList = await call('POST', 'users?page=1', admin, { ...filters, paginate: 5 });
    const { job: adminJob } = await follow((await exportOf(admin, 'users', filters)).id, admin);
    expect(adminJob.result!.rows).toBe(adminList.json().data.total);
  });

  it('exports the orders list: the company only its own orders, in its language, with their status labels', async () => {
    const own = await call('POST', 'general/orders/list?page=1', company, { paginate: 5 });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.total).toBeGreaterThan(0);
    // Another company exports its own (none of the raft company's).
    const theirs = await call('POST', 'general/orders/list?page=1', provider, { paginate: 5 });
    const { job: pj } = await follow((await exportOf(provider, 'orders', {})).id, provider);
    expect(pj.result!.rows).toBe(theirs.json().data.total);
    expect(theirs.json().data.total).not.toBe(own.json().data.total);
    const { job } = await follow((await exportOf(company, 'orders', {})).id, company);
    expect(job.result!.rows).toBe(own.json().data.total);
    const rows = sheetRows(await download(job, company));
    expect(rows).toHaveLength(own.json().data.total + 1);
    expect(rows[0]).toContain('Order number');
    expect(rows[1]).toContain(`>${own.json().data.data[0].number}<`);
    expect(rows[1]).toContain(`>${own.json().data.data[0].status_text}<`);
    const filtered = await call('POST', 'general/orders/list?page=1', kdana, {
      status: 'approved',
      paginate: 5,
    });
    const { job: kj } = await follow(
      (await exportOf(kdana, 'orders', { status: 'approved' }, 'ar')).id,
      kdana,
    );
    expect(kj.result!.rows).toBe(filtered.json().data.total);
    const arRows = sheetRows(await download(kj, kdana));
    expect(arRows[0]).toContain('رقم الطلب');
    expect(arRows[1]).toContain('>معتمد<');
  });

  it('only its creator (or an admin) sees a job and its file; others get 404', async () => {
    const { job } = await follow((await exportOf(kdana, 'camps', { status: 'notready' })).id, kdana);
    for (const url of [`jobs/${job.id}`, `jobs/${job.id}/download`]) {
      const theirs = await call('GET', url, provider);
      const missing = await call('GET', url.replace(String(job.id), '99999999'), provider);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect((await call('GET', url, company)).statusCode).toBe(404);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
    expect((await call('GET', `jobs/${job.id}`, admin)).statusCode).toBe(200);
  });

  it('refuses a list the caller may not read (403) and bad filters (422), queuing nothing', async () => {
    const [before] = await query<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from jobs`);
    expect((await call('POST', 'users?page=1', contractor, {})).statusCode).toBe(403);
    expect((await call('POST', 'jobs/export', contractor, { list: 'users', filters: {} })).statusCode).toBe(
      403,
    );
    const bad = await call('POST', 'jobs/export', kdana, {
      list: 'camps',
      filters: { sort_dir: 'sideways' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await call('POST', 'jobs/export', kdana, { list: 'tickets', filters: {} })).statusCode).toBe(422);
    const [after] = await query<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from jobs`);
    expect(after.n).toBe(before.n);
  });
});

describe('a job survives a restart', () => {
  const worker = () => (app as unknown as { jobWorker: JobWorker }).jobWorker;
  afterAll(() => worker().start(app.database.listen));
  it('an API closed in the middle of a job hands it back; the next one to start completes it', async () => {
    // This test's own API processes share the database; the suite's app stops its worker.
    await worker().stop();
    const config = { ...app.ctx.config, JOBS_POLL_MS: 100, EXPORT_PAGE_ROWS: 10 };
    const first = await buildApp({ config, database: app.database, logger: false });
    const created = await exportOf(kdana, 'camps', {});
    await until(async () => ((await jobRow(created.id)).progress > 0 ? true : undefined));
    await first.close();
    const stopped = await jobRow(created.id);
    expect(stopped.status).toBe('queued');
    expect(stopped.locked_by).toBeNull();
    const second = await buildApp({ config, database: app.database, logger: false });
    try {
      const { job } = await follow(created.id, kdana);
      const total = (await call('POST', 'general/camps?page=1', kdana, { paginate: 5 })).json().data.total;
      expect(job.result!.rows).toBe(total);
    } finally {
      await second.close();
    }
  });

  it('a job whose process died is taken up again once its lease has run out', async () => {
    const created = await exportOf(kdana, 'camps', { status: 'ready' });
    // As a process that claimed it and died would leave it: running, its lease not yet run out
    // (dated ahead, so however slow the machine, the lease holds while the poller looks).
    await app.ctx.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-process',
                 locked_at = now() + interval '1 hour', progress = 30
           where id = ${created.id}`,
    );
    const config = { ...app.ctx.config, JOBS_POLL_MS: 100 };
    const next = await buildApp({ config, database: app.database, logger: false });
    try {
      await new Promise((r) => setTimeout(r, 500));
      // Within the lease: nobody takes it.
      expect(await jobRow(created.id)).toMatchObject({ status: 'running', locked_by: 'dead-process' });
      // The lease runs out: the next poll takes it up.
      await app.ctx.db.execute(
        sql`update jobs set locked_at = now() - interval '1 hour' where id = ${created.id}`,
      );
      const { job } = await follow(created.id, kdana);
      expect(job.status).toBe('done');
      expect((await jobRow(created.id)).attempts).toBe(2);
    } finally {
      await next.close();
    }
  });
});

describe('housekeeping', () => {
  it('removes finished jobs after a week with their files, and done outbox rows after a day', async () => {
    const { job } = await follow((await exportOf(kdana, 'camps', { status: 'ready' })).id, kdana);
    const [{ file }] = await query<{ file: string }>(
      app.ctx.db,
      sql`select result->>'file' as file from jobs where id = ${job.id}`,
    );
    expect(await app.ctx.storage.exists(file)).toBe(true);
    await app.ctx.db.execute(
      sql`update jobs set finished_at = now() - interval '8 days' where id = ${job.id}`,
    );
    await app.ctx.db.execute(sql`
      insert into outbox (channel, recipient, body, status, done_at)
      values ('sms', '0500000009', 'old message', 'sent', now() - interval '2 days')`);
    const n = await purgeExpired(app.ctx.db, app.ctx.storage);
    expect(n.jobs).toBeGreaterThanOrEqual(1);
    expect(n.messages).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.storage.exists(file)).toBe(false);
    expect((await call('GET', `jobs/${job.id}`, kdana)).statusCode).toBe(404);
  });
});
