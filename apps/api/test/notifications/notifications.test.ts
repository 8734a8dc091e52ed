import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase, query } from '../../src/db/client';
import { NotificationHub } from '../../src/modules/notifications/notifications.stream';
import { auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  for (const who of [
    'admin',
    'kdana',
    'gov',
    'raft_company',
    'service_provider',
    'consultant',
    'design_office',
  ])
    t[who] = await tokenFor(app, who);
  t.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
});
afterAll(() => app.close());

const post = (url: string, token: string | null, payload: unknown = {}, lang: 'ar' | 'en' = 'en') =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? auth(token, lang) : { 'accept-language': lang },
  });
const get = (url: string, token: string | null, lang: 'ar' | 'en' = 'en') =>
  app.inject({ method: 'GET', url, headers: token ? auth(token, lang) : { 'accept-language': lang } });

const BELL = '/api/general/notification/user_notification';
const CLEAR = '/api/general/notification/clear_notification';
const SEEN = '/api/general/notification/make_notification_seen';
const STREAM = '/api/general/notification/stream';
const LIST = '/api/general/notifications';
const CREATE = '/api/general/notifications/create';
const STORE = '/api/general/notifications/store';

const demoId = (code: string) => userId(app, `${code}@demo.mashaer.sa`);

async function addNotifications(uid: number, n: number, prefix = 'note') {
  await app.ctx.db.execute(sql`
    insert into notifications (user_id, message, link)
    select ${uid}, ${prefix} || ' ' || g, '/dashboard' from generate_series(1, ${n}) g`);
}

async function count(table: 'notifications' | 'notification_broadcasts' | 'audit_log') {
  const [r] = await query<{ n: number }>(
    app.ctx.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(r.n);
}

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

describe('notifications/create (form options)', () => {
  it('offers the bell types and their active users, labelled in the request language', async () => {
    await app.ctx.db.execute(sql`
      insert into users (name, email, phone, password_hash, type_id, status)
      values ('Pending Person', 'pending.person@example.com', '500000077', 'x', 3, 'pending')`);
    const en = (await get(CREATE, t.admin, 'en')).json();
    const ar = (await get(CREATE, t.admin, 'ar')).json();
    expect(
      en.data.user_types.map((o: { value: number }) => o.value).sort((a: number, b: number) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(en.data.user_types.find((o: { value: number }) => o.value === 3).label).toBe('Rifada company');
    expect(ar.data.user_types.find((o: { value: number }) => o.value === 3).label).toBe('شركة الرفادة');
    const labels: string[] = en.data.users.map((o: { label: string }) => o.label);
    expect(labels.some((l) => l.includes('employee@demo.mashaer.sa'))).toBe(true);
    expect(labels.some((l) => l.includes('pending.person@example.com'))).toBe(false);
    expect(labels.some((l) => l.includes('gov@demo.mashaer.sa'))).toBe(false);
  });

  it('401 and 403 without notification-index', async () => {
    expect((await get(CREATE, null)).statusCode).toBe(401);
    expect((await get(CREATE, t.raft_company)).statusCode).toBe(403);
    expect((await get(CREATE, t.gov)).statusCode).toBe(403);
    expect((await get(CREATE, t.kdana)).statusCode).toBe(200);
  });
});

describe('notifications/store', () => {
  it('sends to user types: one notification per active user of those types, audited', async () => {
    const res = await post(STORE, t.admin, {
      message: 'اجتماع التنسيق غداً',
      link: '/dashboard',
      target: 'types',
      type_ids: [3],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The notification was sent');
    // raft_company and its employee are the active users of type 3 (the pending person is not).
    expect(body.data.recipients_count).toBe(2);
    const rows = await query<{ user_id: number; link: string }>(
      app.ctx.db,
      sql`select user_id, link from notifications where broadcast_id = ${body.data.id} order by user_id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual(
      [await demoId('raft_company'), await userId(app, 'employee@demo.mashaer.sa')].sort((a, b) => a - b),
    );
    const bell = (await post(BELL, t.employee)).json();
    expect(bell.data.data[0]).toMatchObject({
      message: 'اجتماع التنسيق غداً',
      link: '/dashboard',
      is_seen: false,
    });
    const audit = (await auditRows(app, { method: 'general/notifications/store' })).at(-1)!;
    expect(audit).toMatchObject({
      event: 'created',
      table_name: 'notification_broadcasts',
      record_id: String(body.data.id),
      user_id: await demoId('admin'),
      new_value: { target: 'types', type_ids: [3], recipients_count: 2, link: '/dashboard' },
    });
  });

  it('sends to chosen users (inactive ones skipped) and to everyone', async () => {
    const [pending] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from users where email = 'pending.person@example.com'`,
    );
    const kdana = await demoId('kdana');
    const res = await post(STORE, t.kdana, {
      message: 'to two',
      target: 'users',
      user_ids: [kdana, pending.id, kdana],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recipients_count).toBe(1);
    const all = await post(STORE, t.admin, { message: 'to all', link: '', target: 'all' });
    expect(all.statusCode).toBe(200);
    const [active] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from users u join user_types ut on ut.id = u.type_id
           where u.status = 'active' and u.deleted_at is null
             and ut.code in ('raft_office','raft_company','service_provider','kdana','admin','design_office')`,
    );
    expect(all.json().data.recipients_count).toBe(active.n);
    const [b] = await query<{ link: string | null }>(
      app.ctx.db,
      sql`select link from notification_broadcasts where id = ${all.json().data.id}`,
    );
    expect(b.link).toBeNull();
  });

  it('422 with per-field errors in the request language, and nothing written', async () => {
    const before = {
      b: await count('notification_broadcasts'),
      n: await count('notifications'),
      a: await count('audit_log'),
    };
    const en = await post(STORE, t.admin, { message: '', target: 'types' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Please Check errors before submit');
    expect(en.json().errors.type_ids).toEqual(['Please select user types']);
    expect(en.json().errors.message).toEqual(['This field is required']);
    const ar = await post(STORE, t.admin, { message: 'x', target: 'types', type_ids: [] }, 'ar');
    expect(ar.json().errors.type_ids).toEqual(['يرجى اختيار أنواع المستخدمين']);
    const users = await post(STORE, t.admin, { message: 'x', target: 'users' });
    expect(users.json().errors.user_ids).toEqual(['Please select users']);
    const target = await post(STORE, t.admin, { message: 'x', target: 'nobody' });
    expect(target.json().errors.target).toBeDefined();
    for (const link of ['//evil.example/x', 'https://evil.example', 'dashboard', '/\\evil.example']) {
      const bad = await post(STORE, t.admin, { message: 'x', target: 'all', link });
      expect(bad.statusCode, link).toBe(422);
      expect(bad.json().errors.link).toEqual(['The link must be a path inside the portal starting with /']);
    }
    const long = await post(STORE, t.admin, { message: 'x'.repeat(1001), target: 'all' });
    expect(long.json().errors.message).toBeDefined();
    // gov has no bell: not a type one may send to.
    const gov = await post(STORE, t.admin, { message: 'x', target: 'types', type_ids: [7] });
    expect(gov.statusCode).toBe(422);
    expect(gov.json().errors.type_ids).toEqual(['Unknown type']);
    expect(await count('notification_broadcasts')).toBe(before.b);
    expect(await count('notifications')).toBe(before.n);
    expect(await count('audit_log')).toBe(before.a);
  });

  it('refuses a choice that reaches nobody, rolling the broadcast back', async () => {
    const [pending] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from users where email = 'pending.person@example.com'`,
    );
    const before = { b: await count('notification_broadcasts'), a: await count('audit_log') };
    const res = await post(STORE, t.admin, {
      message: 'nobody',
      target: 'users',
      user_ids: [pending.id, 2_000_000_000],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.user_ids).toEqual(['No active user matches this choice']);
    expect(await count('notification_broadcasts')).toBe(before.b);
    expect(await count('audit_log')).toBe(before.a);
  });

  it('401 and 403 without notification-index', async () => {
    expect((await post(STORE, null, { message: 'x', target: 'all' })).statusCode).toBe(401);
    const res = await post(STORE, t.raft_company, { message: 'x', target: 'all' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('you dont have any permission');
  });
});

describe('general/notifications (sent list)', () => {
  it('lists broadcasts newest first with their sender and the target filter options', async () => {
    const res = await post(`${LIST}?page=1`, t.admin, { paginate: 2 }, 'ar');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const row = body.data.data[0];
    expect(Object.keys(row).sort()).toEqual([
      'created_at',
      'id',
      'link',
      'message',
      'recipients_count',
      'sender',
      'target',
    ]);
    expect(row).toMatchObject({
      message: 'to all',
      target: 'all',
      sender: { id: await demoId('admin'), name: 'عبدالله الحربي' },
    });
    expect(body.data.data[1]).toMatchObject({
      message: 'to two',
      target: 'users',
      recipients_count: 1,
      sender: { id: await demoId('kdana') },
    });
    expect(body.filters.target).toEqual([
      { value: 'all', label: 'جميع المستخدمين' },
      { value: 'types', label: 'أنواع مستخدمين' },
      { value: 'users', label: 'مستخدمون محددون' },
    ]);
  });

  it('filters by target, text and date range; empty filters are ignored', async () => {
    const list = async (body: object) => (await post(LIST, t.admin, body)).json().data;
    expect((await list({ target: 'types' })).data.map((r: { target: string }) => r.target)).toEqual([
      'types',
    ]);
    expect((await list({ search: 'التنسيق' })).total).toBe(1);
    expect((await list({ target: '', search: '', date_from: '', date_to: '' })).total).toBe(3);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    expect((await list({ date_from: today, date_to: today })).total).toBe(3);
    expect((await list({ date_from: '2000-01-01', date_to: '2000-01-02' })).total).toBe(0);
    expect((await list({ date_from: '2999-01-01' })).total).toBe(0);
    for (const day of ['yesterday', '2025-02-30', '6939-76-76', '0000-01-01']) {
      const bad = await post(LIST, t.admin, { date_from: day, date_to: day });
      expect(bad.statusCode, day).toBe(422);
      expect(bad.json().errors.date_from).toEqual(['The date is invalid']);
      expect(bad.json().errors.date_to).toEqual(['The date is invalid']);
    }
  });

  it('401 and 403 without notification-index', async () => {
    expect((await post(LIST, null)).statusCode).toBe(401);
    expect((await post(LIST, t.service_provider)).statusCode).toBe(403);
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

describe('a store to 5,000 users', () => {
  it('writes every notification in one transaction', async () => {
    const [{ n: before }] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from users where type_id = 4 and status = 'active' and deleted_at is null`,
    );
    await app.ctx.db.execute(sql`
      insert into users (name, email, phone, password_hash, type_id, status)
      select 'Bulk ' || g, 'bulk' || g || '@load.example', '500000000', 'x', 4, 'active'
        from generate_series(1, 5000) g`);
    const res = await post(STORE, t.admin, { message: 'إشعار للجميع', target: 'types', type_ids: [4] });
    expect(res.statusCode).toBe(200);
    const { id, recipients_count } = res.json().data;
    expect(recipients_count).toBe(before + 5000);
    // now() is the transaction's start: one value for every row means one transaction.
    const stamps = await query<{
      n: number;
      distinct_times: number;
      same_as_broadcast: boolean;
      same_as_audit: boolean;
    }>(
      app.ctx.db,
      sql`select count(*)::int as n, count(distinct n.created_at)::int as distinct_times,
                 bool_and(n.created_at = b.created_at) as same_as_broadcast,
                 bool_and(n.created_at = (select created_at from audit_log where method = 'general/notifications/store' and record_id = ${String(id)})) as same_as_audit
            from notifications n join notification_broadcasts b on b.id = n.broadcast_id
           where n.broadcast_id = ${id}`,
    );
    expect(stamps[0]).toEqual({
      n: before + 5000,
      distinct_times: 1,
      same_as_broadcast: true,
      same_as_audit: true,
    });
  });

  it('leaves nothing behind when the audit row cannot be written', async () => {
    await app.ctx.db.execute(
      sql.raw(`
      create function refuse_store_audit() returns trigger language plpgsql as $$
      begin
        if new.method = 'general/notifications/store' then raise exception 'audit refused'; end if;
        return new;
      end $$`),
    );
    await app.ctx.db.execute(
      sql.raw(
        'create trigger refuse_store_audit before insert on audit_log for each row execute function refuse_store_audit()',
      ),
    );
    try {
      const before = { b: await count('notification_broadcasts'), n: await count('notifications') };
      const res = await post(STORE, t.admin, { message: 'lost', target: 'all' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'there is problem, please try again' });
      expect(await count('notification_broadcasts')).toBe(before.b);
      expect(await count('notifications')).toBe(before.n);
    } finally {
      await app.ctx.db.execute(sql.raw('drop trigger refuse_store_audit on audit_log'));
      await app.ctx.db.execute(sql.raw('drop function refuse_store_audit()'));
    }
  });
});
