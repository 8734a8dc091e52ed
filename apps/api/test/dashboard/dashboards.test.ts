import {
  DASHBOARD_KEYS,
  DASHBOARDS,
  type DashboardData,
  PENDING_TASKS,
  type PendingItem,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { hmac } from '../../src/lib/crypto';
import { refreshOrderStays } from '../../src/modules/dashboard/order-stays.service';
import { unregisteredPending } from '../../src/modules/dashboard/pending.service';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

// The native dashboards (issue 35): one route pattern `GET dashboards/<key>`, each behind its own
// permission, answering every chart of the declaration in the caller's row scope and filters.
let app: TestApp;
const tok: Record<string, string> = {};
let raft: number;
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'consultant', 'service_provider'])
    tok[t] = await tokenFor(app, t);
  raft = await userId(app, 'raft_company@demo.mashaer.sa');
}, 180_000);
afterAll(() => app.close());

const get = async (key: string, who: string | null, qs = '', lang: 'ar' | 'en' = 'en') => {
  const res = await call('GET', `dashboards/${key}${qs}`, who ? tok[who] : null, undefined, lang);
  return { res, data: res.statusCode === 200 ? (res.json().data as DashboardData) : undefined };
};
const chart = (d: DashboardData | undefined, id: string) => d?.charts.find((c) => c.id === id);
const sum = (d: DashboardData | undefined, id: string) =>
  chart(d, id)?.points.reduce((n, p) => n + p.value, 0) ?? Number.NaN;
const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(q))[0].n);

describe('every dashboard', () => {
  it.each(
    DASHBOARD_KEYS.filter((k) => !('sibling' in DASHBOARDS[k])),
  )('%s: kdana gets every declared chart, each drawn from its query', async (key) => {
    const { res, data } = await get(key, 'kdana');
    expect(res.statusCode, res.body).toBe(200);
    expect(data?.charts.map((c) => c.id)).toEqual(DASHBOARDS[key].charts.map((c) => c.id));
    for (const c of data?.charts ?? []) {
      expect(c.kind).toBe(DASHBOARDS[key].charts.find((d) => d.id === c.id)?.kind);
      for (const p of c.points) expect(Number.isFinite(p.value)).toBe(true);
    }
  });

  it.each(DASHBOARD_KEYS)('%s: 401 without a token', async (key) => {
    expect((await get(key, null)).res.statusCode).toBe(401);
  });

  it('computed once per data version: shared until the next audited write, which shows at once', async () => {
    const byStatus = async () =>
      Object.fromEntries(
        (chart((await get('orders-status', 'kdana')).data, 'orders_by_status')?.points ?? []).map((p) => [
          p.key,
          p.value,
        ]),
      );
    const before = await byStatus();
    const [order] = await rows<{ id: number; status: string }>(
      sql`select id, status from orders where status <> 'cancelled' order by id limit 1`,
    );
    // A change no call of the portal makes (every write is audited): the shared answer stands.
    await rows(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    try {
      expect(await byStatus()).toEqual(before);
      await rows(
        sql`insert into audit_log (event, table_name, record_id, module, method) values ('updated', 'orders', ${String(order.id)}, 'test', 'test')`,
      );
      const after = await byStatus();
      expect(after.cancelled ?? 0).toBe((before.cancelled ?? 0) + 1);
      expect(after[order.status] ?? 0).toBe(before[order.status] - 1);
    } finally {
      await rows(sql`update orders set status = ${order.status} where id = ${order.id}`);
      await rows(
        sql`insert into audit_log (event, table_name, record_id, module, method) values ('updated', 'orders', ${String(order.id)}, 'test', 'test')`,
      );
    }
  });

  it('403 without the dashboard permission (the consultant has only `dashboard`)', async () => {
    for (const key of DASHBOARD_KEYS.filter((k) => k !== 'home'))
      expect((await get(key, 'consultant')).res.statusCode, key).toBe(403);
    expect((await get('home', 'consultant')).res.statusCode).toBe(200);
  });

  it('gov opens the civil defence and violations dashboards, not the re-assign one', async () => {
    expect((await get('civil-defense', 'gov')).res.statusCode).toBe(200);
    expect((await get('report-violations', 'gov')).res.statusCode).toBe(200);
    expect((await get('reassign', 'gov')).res.statusCode).toBe(403);
  });

  it('a chart whose list the caller may not open is left out', async () => {
    // gov has view-violations but not readiness-license-index nor delivery-assign-index.
    const { data } = await get('civil-defense', 'gov');
    expect(data?.charts.map((c) => c.id)).toEqual(['violations_by_level']);
  });

  it('422 with the field for a bad filter', async () => {
    const bad = await get('orders-status', 'kdana', '?from=2026-13-01');
    expect(bad.res.statusCode).toBe(422);
    expect(Object.keys(bad.res.json().errors)).toContain('from');
    const reversed = await get('orders-status', 'kdana', '?from=2026-06-10&to=2026-06-01', 'ar');
    expect(reversed.res.statusCode).toBe(422);
    expect(reversed.res.json().errors.to[0]).toBe('تاريخ النهاية قبل تاريخ البداية');
    expect((await get('orders-status', 'kdana', '?square_id=x')).res.statusCode).toBe(422);
  });
});

describe('figures', () => {
  it('orders by status: every order for kdana, labelled in the caller language', async () => {
    const all = await count(sql`select count(*)::int as n from orders`);
    expect(all).toBeGreaterThan(0);
    const en = await get('orders-status', 'kdana');
    expect(sum(en.data, 'orders_by_status')).toBe(all);
    const ar = await get('orders-status', 'kdana', '', 'ar');
    const key = chart(en.data, 'orders_by_status')?.points[0].key;
    const [pe, pa] = [en, ar].map((x) =>
      chart(x.data, 'orders_by_status')?.points.find((p) => p.key === key),
    );
    expect(pe?.value).toBe(pa?.value);
    expect(pe?.label).not.toBe(pa?.label);
  });

  it('days in status: every stay of the timeline, as a window over the events computes it', async () => {
    // Each event after a record's first knows when the record entered the status it leaves.
    const firsts = await count(sql`select count(*)::int as n from workflow_events e
      where not exists (select 1 from workflow_events p where p.workflow = e.workflow and p.record_id = e.record_id
                          and (p.created_at, p.id) < (e.created_at, e.id))`);
    expect(
      await count(sql`select count(*)::int as n from workflow_events where from_entered_at is null`),
    ).toBe(firsts);
    const windowed = (company?: number) =>
      rows<{ key: string; value: number }>(sql`
      select status as key, round(avg(extract(epoch from (left_at - entered_at)) / 86400)::numeric, 1)::float as value
        from (select e.to_status as status, e.created_at as entered_at,
                     lead(e.created_at) over (partition by e.record_id order by e.created_at, e.id) as left_at
                from workflow_events e join orders o on o.id = e.record_id
               where e.workflow = 'order' ${company ? sql`and o.company_id = ${company}` : sql``}) t
       where left_at is not null group by status`);
    const byKey = (xs: { key: unknown; value: number }[]) =>
      Object.fromEntries(xs.map((p) => [String(p.key), p.value]));
    const days = async (qs: string) =>
      byKey(chart((await get('orders-status', 'kdana', qs)).data, 'orders_days_in_status')?.points ?? []);
    // The whole season: the summary the server refreshes (the seed left it fresh; refreshed again
    // here, after whatever the earlier tests wrote).
    await refreshOrderStays(app.ctx.db);
    const all = await windowed();
    expect(all.length).toBeGreaterThan(2);
    expect(await days('')).toEqual(byKey(all));
    // Narrowed to a company: read live from the timeline.
    expect(await days(`?company_id=${raft}`)).toEqual(byKey(await windowed(raft)));
  });

  it('company scope: the raft company sees only its own figures, whatever company it asks for', async () => {
    const own = await count(sql`select count(*)::int as n from assign_camps where company_id = ${raft}`);
    const all = await count(sql`select count(*)::int as n from assign_camps`);
    expect(own).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(own);
    const { data } = await get('home', 'raft_company');
    expect(sum(data, 'assignments_by_status')).toBe(own);
    const other = await count(
      sql`select min(company_id)::int as n from assign_camps where company_id <> ${raft}`,
    );
    const asked = await get('home', 'raft_company', `?company_id=${other}`);
    expect(sum(asked.data, 'assignments_by_status')).toBe(own);
    const kd = await get('home', 'kdana');
    expect(sum(kd.data, 'assignments_by_status')).toBe(all);
    // The orders' figure counts the orders the company's list shows (owner, filer, named party).
    const orders = await count(
      sql`select count(*)::int as n from orders where company_id = ${raft} or filed_by = ${raft}
            or (status <> 'draft' and (consultant_id = ${raft} or contractor_id = ${raft}))`,
    );
    expect(sum(data, 'orders_by_status')).toBe(orders);
  });

  it('filters: company, square and date range narrow the figures', async () => {
    const byCompany = await get('home', 'kdana', `?company_id=${raft}`);
    const own = await count(sql`select count(*)::int as n from assign_camps where company_id = ${raft}`);
    expect(sum(byCompany.data, 'assignments_by_status')).toBe(own);

    const [sq] = await rows<{ id: number; n: number }>(
      sql`select c.square_id as id, count(*)::int as n from assign_camps a join camps c on c.id = a.camp_id
           group by c.square_id order by n desc limit 1`,
    );
    const bySquare = await get('delivery-business', 'kdana', `?square_id=${sq.id}`);
    expect(sum(bySquare.data, 'assignments_by_status')).toBe(sq.n);

    const future = await get('orders-status', 'kdana', '?from=2099-01-01');
    expect(sum(future.data, 'orders_by_status')).toBe(0);
    const [d] = await rows<{ day: string; n: number }>(
      sql`select (created_at at time zone 'Asia/Riyadh')::date::text as day, count(*)::int as n from orders
           group by 1 order by 2 desc limit 1`,
    );
    const oneDay = await get('orders-status', 'kdana', `?from=${d.day}&to=${d.day}`);
    expect(sum(oneDay.data, 'orders_by_status')).toBe(d.n);
  });

  it('violations by level link by level id: the counts the violations list filters on', async () => {
    const { data } = await get('report-violations', 'kdana');
    for (const p of chart(data, 'violations_by_level')?.points ?? [])
      expect(p.value).toBe(
        await count(sql`select count(*)::int as n from violations where level_id = ${Number(p.key)}`),
      );
  });
});

describe('filter options', () => {
  it('squares come with the answer; companies are searched by the authority alone', async () => {
    const { data } = await get('delivery-business', 'kdana', '', 'ar');
    const squares = await count(sql`select count(*)::int as n from squares`);
    expect(data?.filters.square_id.length).toBe(squares);
    const found = await call('GET', 'dashboards/companies?search=', tok.kdana);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.length).toBeGreaterThan(0);
    expect((await call('GET', 'dashboards/companies', tok.raft_company)).statusCode).toBe(403);
    expect((await call('GET', 'dashboards/companies', null)).statusCode).toBe(401);
  });
});

describe('the Arafat dashboard (sibling figures)', () => {
  it('says it is not configured when SIBLING_API_URLS is not set', async () => {
    const { res, data } = await get('power-bi-arafat', 'kdana');
    expect(res.statusCode, res.body).toBe(200);
    expect(data?.sibling).toEqual({ configured: false, sites: [] });
  });

  it('site figures answer only a signed, fresh call', async () => {
    expect((await call('GET', 'dashboards/site-figures', null)).statusCode).toBe(401);
  });

  it('reads the sibling site through its signed call', async () => {
    const secret = 'sibling-secret-0123456789';
    const sibling = await createTestApp({ SIBLING_SECRET: secret });
    await sibling.listen({ port: 0, host: '127.0.0.1' });
    const address = sibling.server.address() as { port: number };
    const here = await createTestApp({
      SIBLING_SECRET: secret,
      SIBLING_API_URLS: `http://127.0.0.1:${address.port}/api`,
    });
    try {
      const token = await tokenFor(here, 'kdana');
      const res = await here.inject({
        method: 'GET',
        url: '/api/dashboards/power-bi-arafat',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { sibling: s } = res.json().data as DashboardData;
      expect(s?.configured).toBe(true);
      expect(s?.sites[0].ok, s?.sites[0].error).toBe(true);
      const orders = await count(sql`select count(*)::int as n from orders`);
      expect(s?.sites[0].charts.find((c) => c.id === 'orders_total')?.points[0].value).toBe(orders);
      // A wrong signature is refused.
      const time = String(Date.now());
      const forged = await sibling.inject({
        method: 'GET',
        url: '/api/dashboards/site-figures',
        headers: { 'x-mashaer-time': time, 'x-mashaer-signature': hmac('another-secret-0123456', time) },
      });
      expect(forged.statusCode).toBe(401);
    } finally {
      await here.close();
      await sibling.close();
    }
  }, 120_000);
});

// `/dashboard`'s pending actions: the records on which the caller's allowed actions hold a task.
describe('pending actions', () => {
  const pending = async (who: string | null, lang: 'ar' | 'en' = 'en') => {
    const res = await call('GET', 'dashboard/pending', who ? tok[who] : null, undefined, lang);
    return { res, items: res.statusCode === 200 ? (res.json().data as PendingItem[]) : [] };
  };
  const countOf = (items: PendingItem[], link: string) => items.find((i) => i.link === link)?.count ?? 0;
  let bills = 0;
  const bill = async (company: number, status: string) =>
    (
      await rows<{ id: number }>(
        sql`insert into sadad_orders (bill_number, company_id, amount, due_date, reason, status)
            values (${`PT${++bills}${Date.now() % 1e9}`}, ${company}, 1000, '2026-06-01', 'other', ${status})
            returning id`,
      )
    )[0].id;

  it('401 without a token; every declared workflow has its server side', async () => {
    expect((await pending(null)).res.statusCode).toBe(401);
    expect(PENDING_TASKS.length).toBeGreaterThan(10);
    expect(unregisteredPending().map((p) => p.workflow.name)).toEqual([]);
  });

  it('a company counts only its own records; the authority only what is its task', async () => {
    const other = await userId(app, 'service_provider@demo.mashaer.sa');
    const link = '/sadad?status=issued';
    const review = '/sadad?status=awaiting_review';
    const before = {
      raft: (await pending('raft_company')).items,
      other: (await pending('service_provider')).items,
      kdana: (await pending('kdana')).items,
    };
    // An issued bill waits for its company's documents; one awaiting review for the authority.
    const ids = [
      await bill(raft, 'issued'),
      await bill(other, 'issued'),
      await bill(raft, 'awaiting_review'),
    ];
    try {
      const after = {
        raft: (await pending('raft_company')).items,
        other: (await pending('service_provider')).items,
        kdana: (await pending('kdana')).items,
      };
      expect(countOf(after.raft, link)).toBe(countOf(before.raft, link) + 1);
      expect(countOf(after.other, link)).toBe(countOf(before.other, link) + 1);
      expect(countOf(after.raft, review)).toBe(countOf(before.raft, review));
      expect(countOf(after.kdana, review)).toBe(countOf(before.kdana, review) + 1);
      expect(countOf(after.kdana, link)).toBe(0);
      // Every count of the company is of its own records: the same as the database's.
      const own = await count(
        sql`select count(*)::int as n from sadad_orders where company_id = ${raft} and status in ('issued', 'rejected')`,
      );
      const sadad = after.raft.filter((i) => i.workflow === 'sadad').reduce((n, i) => n + i.count, 0);
      expect(sadad).toBe(own);
    } finally {
      await rows(sql`delete from sadad_orders where id in ${sql.raw(`(${ids.join(',')})`)}`);
    }
  });

  it("a party's task opens its own list: the consultant's inbox, counted as the database", async () => {
    const { items } = await pending('consultant');
    const consultant = await userId(app, 'consultant@demo.mashaer.sa');
    const sent = await count(
      sql`select count(*)::int as n from orders where consultant_id = ${consultant} and status in ('sent', 'contractor_accepted')`,
    );
    const orders = items.filter((i) => i.workflow === 'order');
    expect(orders.reduce((n, i) => n + i.count, 0)).toBe(sent);
    for (const i of orders) expect(i.link).toMatch(/^\/orders\/consulting\?status=/);
  });

  it('labels in the caller language', async () => {
    const { items } = await pending('kdana', 'ar');
    const review = items.find((i) => i.workflow === 'order' && i.status === 'under_review');
    expect(review?.title).toBe('طلب الأعمال الإضافية');
    expect(review?.status_text).toMatch(/[\u0600-\u06FF]/);
    expect(review?.actions.length).toBeGreaterThan(0);
  });
});
