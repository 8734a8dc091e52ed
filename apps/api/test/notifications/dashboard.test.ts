import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // The demo's notifications are sent as it is seeded, but the suite's seed is made once a run and
  // may be older than the site's last midnight (a run that started before 21:00 UTC): they are
  // moved to now, so "sent today" counts them whenever the test runs.
  await app.ctx.db.execute(sql`update notifications set created_at = now()`);
});
afterAll(() => app.close());

const dashboard = async (who: string) =>
  app.inject({ method: 'GET', url: '/api/dashboard', headers: auth(await tokenFor(app, who)) });
const cards = async (who: string) => {
  const res = await dashboard(who);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json().data.cards as { key: string; value: number }[]).map((c) => [c.key, c.value]),
  );
};

async function addUser(
  email: string,
  o: { status?: string; typeId?: number; parentId?: number | null; deleted?: boolean } = {},
) {
  const [u] = await query<{ id: number }>(
    app.ctx.db,
    sql`insert into users (name, email, phone, password_hash, type_id, status, parent_id, deleted_at)
        values ('Someone', ${email}, '500000099', 'x', ${o.typeId ?? 4}, ${o.status ?? 'active'}, ${o.parentId ?? null},
                ${o.deleted ? sql`now()` : null})
        returning id`,
  );
  return u.id;
}

describe('GET dashboard', () => {
  it('gives authority types the account figures, in a stable order', async () => {
    const res = await dashboard('admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cards.map((c: { key: string }) => c.key)).toEqual([
      'users_total',
      'users_active',
      'users_pending',
      'users_rejected',
      'notifications_sent_today',
    ]);
    // The demo: one active user per type plus the employee and the survey account; six welcome
    // notifications, the 19 the demo's orders and bills sent as the workflow kernel brought them to
    // their states, and the 16 of the demo's tickets (replies, forwards, closes).
    expect(await cards('admin')).toEqual({
      users_total: 13,
      users_active: 13,
      users_pending: 0,
      users_rejected: 0,
      notifications_sent_today: 41,
    });
  });

  it('counts real changes: pending and in review together, rejected, deleted left out', async () => {
    await addUser('p1@example.com', { status: 'pending' });
    await addUser('r1@example.com', { status: 'review' });
    await addUser('x1@example.com', { status: 'rejected' });
    await addUser('gone@example.com', { status: 'active', deleted: true });
    await app.ctx.db.execute(sql`
      insert into notifications (user_id, message, created_at)
      values (${await userId(app, 'kdana@demo.mashaer.sa')}, 'today', now()),
             (${await userId(app, 'kdana@demo.mashaer.sa')}, 'long ago', now() - interval '3 days')`);
    for (const who of ['kdana', 'gov']) {
      expect(await cards(who)).toEqual({
        users_total: 16,
        users_active: 13,
        users_pending: 2,
        users_rejected: 1,
        notifications_sent_today: 42,
      });
    }
  });

  it('gives a company its own organisation’s figures only', async () => {
    // Its welcome, the ten its demo orders and bills brought it and the five of its tickets.
    expect(await cards('raft_company')).toEqual({ employees_total: 1, notifications_unread: 16 });
    // The employee sees the organisation's employees and their own bell.
    expect(await cards('employee@demo.mashaer.sa')).toEqual({ employees_total: 1, notifications_unread: 0 });
    // Another company's employees are not counted for this one.
    await addUser('sp.employee@example.com', {
      parentId: await userId(app, 'service_provider@demo.mashaer.sa'),
    });
    expect((await cards('raft_company')).employees_total).toBe(1);
    expect(await cards('service_provider')).toEqual({ employees_total: 1, notifications_unread: 1 });
    await app.ctx.db.execute(
      sql`update notifications set is_seen = true where user_id = ${await userId(app, 'raft_company@demo.mashaer.sa')}`,
    );
    expect((await cards('raft_company')).notifications_unread).toBe(0);
  });

  it('401 without a token, 403 without the dashboard permission or an active account', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    await addUser('no-roles@example.com', { typeId: 3 });
    const res = await dashboard('no-roles@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('you dont have any permission');
    await app.ctx.db.execute(sql`
      insert into user_roles (user_id, role_id)
      select ${await userId(app, 'p1@example.com')}, role_id from user_roles
       where user_id = ${await userId(app, 'raft_company@demo.mashaer.sa')}`);
    expect((await dashboard('p1@example.com')).statusCode).toBe(403);
  });
});
