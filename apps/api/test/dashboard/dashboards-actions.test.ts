// The native dashboards (issue 35): the Arafat dashboard's sibling figures and `/dashboard`'s pending actions.
import { type DashboardData, PENDING_TASKS, type PendingItem } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hmac } from '../../src/lib/crypto';
import { unregisteredPending } from '../../src/modules/dashboard/pending.service';
import { createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { dashboardsApp } from './dashboards-fixture';

const f = dashboardsApp();
const { tok, call, rows, get, count } = f;
let app: TestApp;
let raft: number;
beforeAll(() => {
  app = f.app();
  raft = f.raft();
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
