import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase, query } from '../../src/db/client';
import { NotificationHub } from '../../src/modules/notifications/notifications.stream';
import { auditRows, auth, type TestApp, tokenFor } from '../helpers';
import { BELL, CLEAR, notificationsApp, SEEN, STORE, STREAM } from './notifications-fixture';

const f = notificationsApp();
const { t, post, get, demoId, addNotifications, count } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
});

describe('user_notification (the bell)', () => {
  it('answers the caller’s own notifications with the unread count and the flags', async () => {
    const res = await post(BELL, t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'data',
      'has_more',
      'questionnaire_id',
      'questionnaire_required',
      'unread_count',
    ]);
    expect(body.data).toMatchObject({ total: 1, per_page: 5, current_page: 1, last_page: 1 });
    expect(Object.keys(body.data.data[0]).sort()).toEqual(['created_at', 'id', 'is_seen', 'link', 'message']);
    expect(body.data.data[0]).toMatchObject({ is_seen: false, link: '/dashboard' });
    expect(body).toMatchObject({
      unread_count: 1,
      has_more: false,
      questionnaire_required: false,
      questionnaire_id: null,
    });
  });

  it('pages newest first, flags more pages, and never shows another user’s', async () => {
    const sp = await demoId('service_provider');
    await addNotifications(sp, 7, 'sp');
    await addNotifications(await demoId('raft_office'), 3, 'other');
    const first = (await post(`${BELL}?page=1`, t.service_provider, { paginate: 5 })).json();
    expect(first.data.total).toBe(8);
    expect(first.has_more).toBe(true);
    expect(first.unread_count).toBe(8);
    expect(first.data.data.map((n: { message: string }) => n.message).slice(0, 2)).toEqual(['sp 7', 'sp 6']);
    const ids = first.data.data.map((n: { id: number }) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = (await post(`${BELL}?page=2`, t.service_provider, { paginate: 5 })).json();
    expect(second.data.data).toHaveLength(3);
    expect(second.has_more).toBe(false);
    expect(second.data.data.some((n: { message: string }) => n.message.startsWith('other'))).toBe(false);
  });

  it('works without a body and with a numeric-string page size', async () => {
    const res = await app.inject({ method: 'POST', url: BELL, headers: auth(t.kdana) });
    expect(res.statusCode).toBe(200);
    expect((await post(BELL, t.kdana, { paginate: '2' })).json().data.per_page).toBe(2);
  });

  it('401 without a token, 403 for types without the bell, 422 for a bad page size', async () => {
    expect((await post(BELL, null)).statusCode).toBe(401);
    expect((await post(BELL, t.gov)).statusCode).toBe(403);
    expect((await post(BELL, t.consultant)).statusCode).toBe(403);
    const bad = await post(BELL, t.admin, { paginate: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.paginate).toBeDefined();
  });
});

describe('make_notification_seen', () => {
  it('marks the caller’s own as seen once, with an audit row, and lowers the count', async () => {
    const ro = await demoId('raft_office');
    const token = await tokenFor(app, 'raft_office');
    const [n] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from notifications where user_id = ${ro} order by id desc limit 1`,
    );
    const before = (await post(BELL, token)).json().unread_count;
    const res = await get(`${SEEN}/${n.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The notification was marked as read',
      data: { id: Number(n.id), is_seen: true, unread_count: before - 1 },
    });
    const rows = (await auditRows(app, { method: 'general/notification/make_notification_seen' })).filter(
      (r) => r.record_id === String(n.id),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'seen',
      table_name: 'notifications',
      old_value: { is_seen: false },
      new_value: { is_seen: true },
      user_id: ro,
    });
    // Seen again: nothing changes, nothing is logged.
    expect((await get(`${SEEN}/${n.id}`, token)).statusCode).toBe(200);
    expect(
      (await auditRows(app, { method: 'general/notification/make_notification_seen' })).filter(
        (r) => r.record_id === String(n.id),
      ),
    ).toHaveLength(1);
  });

  it('answers 404 for another user’s notification and changes nothing', async () => {
    const [other] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from notifications where user_id = ${await demoId('raft_office')} and is_seen = false limit 1`,
    );
    const audits = await count('audit_log');
    const res = await get(`${SEEN}/${other.id}`, t.raft_company);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not Found');
    expect((await get(`${SEEN}/999999999`, t.raft_company)).statusCode).toBe(404);
    const [still] = await query<{ is_seen: boolean }>(
      app.ctx.db,
      sql`select is_seen from notifications where id = ${other.id}`,
    );
    expect(still.is_seen).toBe(false);
    expect(await count('audit_log')).toBe(audits);
  });

  it('401, 403 for types without the bell, 422 for an id that is not one', async () => {
    expect((await get(`${SEEN}/1`, null)).statusCode).toBe(401);
    expect((await get(`${SEEN}/1`, t.gov)).statusCode).toBe(403);
    expect((await get(`${SEEN}/abc`, t.admin)).statusCode).toBe(422);
  });
});

describe('clear_notification', () => {
  it('clears all the caller’s notifications, logs it once, and leaves others alone', async () => {
    const dOffice = await demoId('design_office');
    await addNotifications(dOffice, 3, 'design');
    const othersBefore = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from notifications where user_id <> ${dOffice} and cleared_at is null`,
    );
    const res = await post(CLEAR, t.design_office);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Notifications cleared', data: { unread_count: 0 } });
    const bell = (await post(BELL, t.design_office)).json();
    expect(bell.data.total).toBe(0);
    expect(bell.unread_count).toBe(0);
    const rows = await auditRows(app, { method: 'general/notification/clear_notification' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'cleared',
      record_id: String(dOffice),
      new_value: { cleared: 4 },
      user_id: dOffice,
    });
    const othersAfter = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from notifications where user_id <> ${dOffice} and cleared_at is null`,
    );
    expect(othersAfter[0].n).toBe(othersBefore[0].n);
    // Nothing left to clear: no change, no audit row.
    expect((await post(CLEAR, t.design_office)).statusCode).toBe(200);
    expect(await auditRows(app, { method: 'general/notification/clear_notification' })).toHaveLength(1);
  });

  it('a cleared notification is still its owner’s to mark seen, and stays out of the bell', async () => {
    const [n] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from notifications where user_id = ${await demoId('design_office')} limit 1`,
    );
    const res = await get(`${SEEN}/${n.id}`, t.design_office);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unread_count).toBe(0);
    expect((await post(BELL, t.design_office)).json().data.total).toBe(0);
    expect((await get(`${SEEN}/${n.id}`, t.raft_company)).statusCode).toBe(404);
  });

  it('401 and 403', async () => {
    expect((await post(CLEAR, null)).statusCode).toBe(401);
    expect((await post(CLEAR, t.consultant)).statusCode).toBe(403);
  });
});

/** Reads server-sent events from a fetch body, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  return {
    async next(timeoutMs = 10_000): Promise<{ event: string; data: unknown } | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data) return { event, data: JSON.parse(data) };
          i = buf.indexOf('\n\n');
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, rej) => setTimeout(() => rej(new Error('no event in time')), left)),
        ]);
        if (chunk.done) return null;
        buf += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

describe('live stream (server-sent events)', () => {
  it('401 without a token, 403 without the bell', async () => {
    expect((await get(STREAM, null)).statusCode).toBe(401);
    expect((await get(STREAM, t.gov)).statusCode).toBe(403);
  });

  it('answers the current count once to a client that asks for no live stream', async () => {
    const res = await get(STREAM, t.kdana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const unread = (await post(BELL, t.kdana)).json().unread_count;
    expect(res.body).toContain(`event: notification\ndata: {"unread_count":${unread}}\n\n`);
  });

  it('delivers a store made by another API process on the same database, then a seen', async () => {
    // A second server on the same database stands for a second process: its stream can only
    // hear of the first server's store through PostgreSQL LISTEN/NOTIFY.
    let second: Database = app.database;
    if (app.database.kind === 'postgres') {
      second = await openDatabase({ url: app.ctx.config.DATABASE_URL, pgliteDir: 'memory://', poolMax: 2 });
    }
    const other = await buildApp({ config: app.ctx.config, database: second, logger: false });
    try {
      const address = await other.listen({ port: 0, host: '127.0.0.1' });
      const token = await tokenFor(app, 'service_provider');
      const start = (await post(BELL, token)).json().unread_count;
      const res = await fetch(`${address}${STREAM}`, {
        headers: { ...auth(token), accept: 'text/event-stream' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = eventReader(res.body!);
      expect(await events.next()).toEqual({ event: 'notification', data: { unread_count: start } });

      const stored = await post(STORE, t.admin, { message: 'live', target: 'types', type_ids: [4] });
      expect(stored.statusCode).toBe(200);
      expect(await events.next()).toEqual({ event: 'notification', data: { unread_count: start + 1 } });

      const [n] = await query<{ id: number }>(
        app.ctx.db,
        sql`select id from notifications where broadcast_id = ${stored.json().data.id}`,
      );
      expect((await get(`${SEEN}/${n.id}`, token)).statusCode).toBe(200);
      expect(await events.next()).toEqual({ event: 'notification', data: { unread_count: start } });

      // Closing the server ends the open stream instead of waiting for the client.
      const closing = other.close();
      expect(await events.next()).toBeNull();
      await closing;
    } finally {
      await other.close();
      if (second !== app.database) await second.close();
    }
  });

  it('sends a heartbeat comment, forgets a stream its client dropped, and ends old streams', async () => {
    const hub = new NotificationHub(app.ctx.db, app.log, { heartbeatMs: 30, maxStreamMs: 400 });
    try {
      const uid = await demoId('kdana');
      const stream = await hub.open(uid);
      let text = '';
      stream.on('data', (c: Buffer) => {
        text += c.toString();
      });
      await new Promise((r) => setTimeout(r, 120));
      expect(text).toMatch(/^retry: 5000\n\nevent: notification\ndata: \{"unread_count":\d+\}\n\n/);
      expect(text).toContain(': ping\n\n');
      expect(hub.connections).toBe(1);
      await new Promise<void>((r) => stream.once('end', r));
      expect(hub.connections).toBe(0);
      const dropped = await hub.open(uid);
      dropped.destroy();
      await new Promise((r) => setImmediate(r));
      expect(hub.connections).toBe(0);
    } finally {
      await hub.close();
    }
  });
});
