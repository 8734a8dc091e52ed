import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, query } from '../../src/db/client';
import { createTransports } from '../../src/messaging/messenger';
import { enqueueMessage, Outbox } from '../../src/messaging/outbox';
import { apiCaller, createTestApp, lastOutbox, type TestApp } from '../helpers';

// The outbox: messages queued in a change's transaction, delivered after commit (messaging/outbox.ts).

const until = async (what: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await what()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
};

const outboxFiles = (app: TestApp, text: string) => {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map(
      (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { body: string; code: string | null },
    )
    .filter((m) => m.body.includes(text));
};

type Row = { status: string; attempts: number; code: string | null; body: string; last_error: string | null };
const rowsOf = (app: TestApp, text: string) =>
  query<Row>(app.ctx.db, sql`select * from outbox where body like ${`%${text}%`} order by id`);
const logOf = (app: TestApp, text: string) =>
  query<{ status: string; body: string; error: string | null; transport: string }>(
    app.ctx.db,
    sql`select * from message_log where body like ${`%${text}%`} order by id`,
  );

describe('queued in a transaction, delivered after commit', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The poll is an hour: only the NOTIFY sent at commit can wake the dispatcher in time.
    app = await createTestApp({ OUTBOX_POLL_MS: '3600000' });
  }, 120_000);
  afterAll(() => app.close());

  it('a message queued in a rolled-back transaction is never sent', async () => {
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await enqueueMessage(tx, { channel: 'sms', to: '0500000001', body: 'rolled-back change 1' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    // Whatever wakes it, the dispatcher finds nothing to send.
    app.ctx.outbox.kick();
    await app.ctx.outbox.runOnce();
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf(app, 'rolled-back change 1')).toEqual([]);
    expect(await logOf(app, 'rolled-back change 1')).toEqual([]);
    expect(outboxFiles(app, 'rolled-back change 1')).toEqual([]);
  });

  it('a committed message is sent within a second of the commit (NOTIFY wakes the dispatcher), code masked in the log', async () => {
    const committed = Date.now();
    await app.ctx.db.transaction(async (tx) => {
      await enqueueMessage(tx, {
        channel: 'sms',
        to: '0500000002',
        body: 'committed change 2, code 482913',
        code: '482913',
      });
    });
    await until(async () => outboxFiles(app, 'committed change 2').length > 0, 1_000);
    expect(Date.now() - committed).toBeLessThan(1_000);
    expect(outboxFiles(app, 'committed change 2')[0].code).toBe('482913');
    await until(async () => (await rowsOf(app, 'committed change 2'))[0]?.status === 'sent');
    const [row] = await rowsOf(app, 'committed change 2, code ******');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, code: null });
    const log = await logOf(app, 'committed change 2');
    expect(log).toEqual([expect.objectContaining({ status: 'sent', transport: 'outbox' })]);
    expect(log[0].body).not.toContain('482913');
  });

  it('the login code is queued with the code and sent by the request after commit', async () => {
    const email = 'admin@demo.mashaer.sa';
    const res = await apiCaller(() => app)('POST', 'Check-user-with-sms', null, {
      email,
      password: 'Demo@1234',
    });
    expect(res.statusCode).toBe(200);
    // On its way when the answer says so (the e2e tests and a person read it at once).
    const sms = lastOutbox(app, (m) => m.email === email && m.channel === 'sms')!;
    expect(sms.code).toMatch(/^\d{6}$/);
    const [row] = await query<Row>(
      app.ctx.db,
      sql`select o.* from outbox o join users u on u.id = o.user_id where u.email = ${email} order by o.id desc limit 1`,
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, code: null });
    expect(row.body).not.toContain(sms.code!);
  });
});

describe('two dispatchers racing', () => {
  let app: TestApp;
  let second: Database | undefined;
  beforeAll(async () => {
    app = await createTestApp({ OUTBOX_DISPATCH: 'false' });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  it('deliver each committed message exactly once', async () => {
    const N = 40;
    await app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < N; i++)
        await enqueueMessage(tx, {
          channel: 'sms',
          to: `05000001${String(i).padStart(2, '0')}`,
          body: `race ${i};`,
        });
    });
    // On PostgreSQL the second dispatcher has its own connection pool, as another process would.
    second = app.databaseUrl
      ? await openDatabase({ url: app.databaseUrl, pgliteDir: 'memory://', poolMax: 5 })
      : undefined;
    const transports = await createTransports(app.ctx.config, app.log);
    const opts = { maxAttempts: 3, retryBaseMs: 1000, leaseMs: 60_000, pollMs: 3_600_000 };
    const a = new Outbox(app.ctx.db, transports, opts, app.log);
    const b = new Outbox(second?.db ?? app.ctx.db, transports, opts, app.log);
    let claimedA = 0;
    let claimedB = 0;
    for (;;) {
      const [x, y] = await Promise.all([a.runOnce(3), b.runOnce(3)]);
      claimedA += x;
      claimedB += y;
      if (x === 0 && y === 0) break;
    }
    expect(claimedA + claimedB).toBe(N);
    if (app.databaseUrl) expect(Math.min(claimedA, claimedB)).toBeGreaterThan(0);
    for (let i = 0; i < N; i++) {
      expect(outboxFiles(app, `race ${i};`)).toHaveLength(1);
      expect(await logOf(app, `race ${i};`)).toHaveLength(1);
    }
    const [left] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from outbox where body like 'race %' and status <> 'sent'`,
    );
    expect(left.n).toBe(0);
  });
});

describe('a failing gateway', () => {
  let app: TestApp;
  let gateway: http.Server;
  const hits: { at: number; text: string }[] = [];
  // Fails every text with "fail" in it; fails the first try of a text with "flaky" in it.
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const { text } = JSON.parse(body) as { text: string };
        hits.push({ at: Date.now(), text });
        const tries = hits.filter((h) => h.text === text).length;
        const fail = text.includes('fail') || (text.includes('flaky') && tries === 1);
        res.writeHead(fail ? 503 : 200).end();
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const port = (gateway.address() as AddressInfo).port;
    app = await createTestApp({
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_POLL_MS: '50',
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await new Promise((r) => gateway.close(r));
  });

  it('is retried with exponential back-off and ends in the message log as failed after max attempts', async () => {
    await app.ctx.db.transaction(async (tx) => {
      await enqueueMessage(tx, {
        channel: 'sms',
        to: '0500000003',
        body: 'will fail, code 771204',
        code: '771204',
      });
    });
    await until(async () => (await rowsOf(app, 'will fail'))[0]?.status === 'failed', 15_000);
    const tries = hits.filter((h) => h.text.includes('will fail'));
    expect(tries).toHaveLength(3);
    // 300 ms before the second try, 600 ms before the third.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(290);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(590);
    const [row] = await rowsOf(app, 'will fail');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, code: null, body: 'will fail, code ******' });
    expect(row.last_error).toContain('503');
    // Logged once, as failed, with the code masked; the earlier failed attempts are not logged.
    const log = await logOf(app, 'will fail');
    expect(log).toEqual([
      expect.objectContaining({ status: 'failed', transport: 'http', body: 'will fail, code ******' }),
    ]);
    expect(log[0].error).toContain('503');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(hits.filter((h) => h.text.includes('will fail'))).toHaveLength(3);
  });

  it('a login code whose first send fails is answered and then delivered by a retry', async () => {
    await app.ctx.db.transaction(async (tx) => {
      await enqueueMessage(
        tx,
        { channel: 'sms', to: '0500000004', body: 'flaky gateway 5' },
        { sendNow: true },
      );
    });
    const [queued] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from outbox where body = 'flaky gateway 5'`,
    );
    expect(await app.ctx.outbox.deliver([queued.id])).toBe(false);
    expect((await rowsOf(app, 'flaky gateway 5'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await until(async () => (await rowsOf(app, 'flaky gateway 5'))[0]?.status === 'sent', 10_000);
    expect(hits.filter((h) => h.text === 'flaky gateway 5')).toHaveLength(2);
    expect(await logOf(app, 'flaky gateway 5')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});
