// The native dashboards (issue 35): one route pattern `GET dashboards/<key>`, each behind its own
// permission, answering every chart of the declaration in the caller's row scope and filters.
import { DASHBOARD_KEYS, DASHBOARDS } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshOrderStays } from '../../src/modules/dashboard/order-stays.service';
import type { TestApp } from '../helpers';
import { dashboardsApp } from './dashboards-fixture';

const f = dashboardsApp();
const { tok, call, rows, get, chart, sum, count } = f;
let app: TestApp;
let raft: number;
beforeAll(() => {
  app = f.app();
  raft = f.raft();
});

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
