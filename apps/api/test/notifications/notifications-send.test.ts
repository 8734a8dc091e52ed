import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, type TestApp, userId } from '../helpers';
import { BELL, CREATE, LIST, notificationsApp, STORE } from './notifications-fixture';

const f = notificationsApp();
const { t, post, get, demoId, count } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
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
