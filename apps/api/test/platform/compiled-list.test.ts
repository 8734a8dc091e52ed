import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

// Compiled lists (lib/list.ts `key`): one statement a shape, reused with other values; the page,
// its count and extras from one round trip; the answers must equal what the database holds.
let app: TestApp;
let admin: string;
let company: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  company = await tokenFor(app, 'raft_company');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);
const count = async (q: ReturnType<typeof sql>) =>
  (await query<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from ${q}`))[0].n;
const camps = (body: object, page = 1) => call('POST', `general/camps?page=${page}`, admin, body);

describe('compiled camps list', () => {
  it('reuses one shape with other values: each answer counts its own rows', async () => {
    for (const status of ['ready', 'notready', 'ready']) {
      const res = await camps({ status, paginate: 7 });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page.total).toBe(await count(sql`camps where status = ${status}`));
      expect(page.data).toHaveLength(7);
      expect(page.data.every((c: { status: string }) => c.status === status)).toBe(true);
    }
  });

  it('counts by the assignment only when that filter is asked for', async () => {
    const all = (await camps({})).json().data.total;
    const held = (await camps({ assigned: 1 })).json().data.total;
    const free = (await camps({ assigned: 0 })).json().data.total;
    expect(all).toBe(await count(sql`camps`));
    expect(held).toBe(
      await count(sql`camps c where exists (select 1 from assign_camps a
                                      where a.camp_id = c.id and a.status <> 'returned')`),
    );
    expect(held + free).toBe(all);
  });

  it('brings the square filter options in the same answer', async () => {
    const res = await call('POST', 'general/camps?page=1', admin, {}, 'ar');
    const squares = await query<{ value: number; label: string }>(
      app.ctx.db,
      sql`select id as value, name as label from squares order by id`,
    );
    expect(res.json().filters.square_id).toEqual(squares);
    expect(res.json().filters.status.map((o: { value: string }) => o.value)).toEqual(['ready', 'notready']);
  });

  it('a page past the end is empty and still tells the total', async () => {
    const total = await count(sql`camps where status = 'ready'`);
    const res = await camps({ status: 'ready', paginate: 10 }, Math.ceil(total / 10) + 3);
    expect(res.json().data).toMatchObject({ data: [], total, last_page: Math.ceil(total / 10) });
    // The options ride on the first row, which an empty page still has (its keys null).
    expect(res.json().filters.square_id.length).toBeGreaterThan(0);
  });

  it('sorts by each declared key, both ways, with a total order', async () => {
    const a = (await camps({ sort_by: 'camp_number', sort_dir: 'asc', paginate: 50 })).json().data.data;
    const d = (await camps({ sort_by: 'camp_number', sort_dir: 'desc', paginate: 50 })).json().data.data;
    const nums = (rows: { camp_number: string }[]) => rows.map((r) => r.camp_number);
    expect(nums(a)).toEqual([...nums(a)].sort());
    expect(nums(d)).toEqual([...nums(d)].sort().reverse());
  });
});

describe('compiled users list and bell', () => {
  it('a company sees its own employees only; the admin sees everyone with that filter', async () => {
    const org = await userId(app, 'raft_company@demo.mashaer.sa');
    const mine = await call('POST', 'users/employees?page=1', company, { paginate: 100 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.total).toBe(
      await count(sql`users where deleted_at is null and parent_id is not null
                        and (id = ${org} or parent_id = ${org})`),
    );
    expect(mine.json().data.total).toBeGreaterThan(0);
    const all = (await call('POST', 'users?page=1', admin, { type_id: 3, status: 'active' })).json().data;
    expect(all.total).toBe(
      await count(sql`users where deleted_at is null and type_id = 3 and status = 'active'`),
    );
  });

  it('/users brings its alliance filter options in the same answer, scoped to the caller', async () => {
    const res = await call('POST', 'users?page=1', admin, {});
    const rows = await query<{ value: number; label: string }>(
      app.ctx.db,
      sql`select id as value, name as label from alliances order by name, id limit 500`,
    );
    expect(res.json().filters.alliance_id).toEqual(rows);
  });

  it('the bell answers its page and the unread count together', async () => {
    const me = await userId(app, 'raft_company@demo.mashaer.sa');
    const res = await call('POST', 'general/notification/user_notification?page=1', company, { paginate: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread_count).toBe(
      await count(sql`notifications where user_id = ${me} and not is_seen and cleared_at is null`),
    );
    expect(body.data.total).toBe(
      await count(sql`notifications where user_id = ${me} and cleared_at is null`),
    );
  });
});

describe('compiled list with an any-of scope (orders of a company)', () => {
  it('pages and counts exactly the rows the scope gives: owned, filed for another, named on once sent', async () => {
    const me = await userId(app, 'raft_company@demo.mashaer.sa');
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    // Orders in every branch and overlap: filed by me for another company, naming me as the
    // consultant (sent: mine to see; draft: not), and both owned and filed by me.
    const [base] = await query<{ id: number }>(app.ctx.db, sql`select id from orders order by id limit 1`);
    expect(base).toBeDefined();
    const copy = (n: number, company: number, filedBy: number, status: string, consultant: number | null) =>
      query(
        app.ctx.db,
        sql`insert into orders (number, season, status, company_id, filed_by, camp_id, number_of_hijaj,
              camp_size, count_day, planed_achive_date, consultant_id, contractor_id)
            select ${`T-ANY-${n}`}, season, ${status}, ${company}, ${filedBy}, camp_id, number_of_hijaj,
                   camp_size, count_day, planed_achive_date, ${consultant}, null
              from orders where id = ${base.id}`,
      );
    await copy(1, office, me, 'sent', null);
    await copy(2, office, office, 'sent', me);
    await copy(3, office, office, 'draft', me);
    await copy(4, me, me, 'sent', me);
    await copy(5, office, me, 'draft', me);
    const expected = (
      await query<{ id: number }>(
        app.ctx.db,
        sql`select id from orders
             where company_id = ${me} or filed_by = ${me}
                or (status <> 'draft' and (consultant_id = ${me} or contractor_id = ${me}))
             order by id desc`,
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(4);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page++) {
      const res = await call('POST', `general/orders/list?page=${page}`, company, { paginate: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total).toBe(expected.length);
      seen.push(...res.json().data.data.map((o: { id: number }) => o.id));
    }
    expect(seen).toEqual(expected);
    // With a filter: the same rows, filtered.
    const sent = await call('POST', 'general/orders/list?page=1', company, { paginate: 100, status: 'sent' });
    const expectedSent = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from orders where status = 'sent' and (company_id = ${me} or filed_by = ${me}
            or consultant_id = ${me} or contractor_id = ${me}) order by id desc`,
    );
    expect(sent.json().data.data.map((o: { id: number }) => o.id)).toEqual(expectedSent.map((r) => r.id));
    expect(sent.json().data.total).toBe(expectedSent.length);
  });
});
