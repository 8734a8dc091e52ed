import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, type Scale } from '../../bench/generate';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { generated } from './bench-data';

// The bench generators of the workflows' tables (bench/generate.ts) at a small scale, and the
// compiled lists the bench loads: every status there, and each caller's total is its scope's rows.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const count = async (q: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${q}`))[0].n;

const SMALL: Scale = { ...FULL, companies: 24, users: 48, camps: 150, orders: 80, workflows: 200 };
const TABLES = [
  'users',
  'camps',
  'orders',
  'readiness_licenses',
  'car_licences',
  'reassign_orders',
  'sadad_orders',
  'invoices',
];
let bench = 0;
let raft = 0;

beforeAll(async () => {
  app = await createTestApp();
  // The driver's client (PGlite or a pg pool): the generators pass parameters.
  const g = await generated(app, TABLES, SMALL);
  bench = g.bench;
  Object.assign(tok, g.tokens);
  raft = await userId(app, 'raft_company@demo.mashaer.sa');
  tok.raft = await tokenFor(app, 'raft_company');
}, 300_000);
afterAll(() => app.close());

const statuses = async (table: string) =>
  (
    await rows<{ status: string }>(sql`select distinct status from ${sql.identifier(table)} order by status`)
  ).map((r) => r.status);

describe('bench generators of the workflows', () => {
  it('fill every status of each workflow at the asked scale', async () => {
    expect(await statuses('readiness_licenses')).toEqual(
      ['approved', 'cancelled', 'disapproved', 'pending', 'rejected'].sort(),
    );
    expect(await statuses('car_licences')).toEqual(['approved', 'pending', 'rejected']);
    expect((await statuses('reassign_orders')).length).toBe(10);
    expect(await statuses('sadad_orders')).toEqual([
      'awaiting_review',
      'cancelled',
      'issued',
      'paid',
      'rejected',
    ]);
    expect(await statuses('invoices')).toEqual(['approved', 'cancelled', 'draft', 'issued', 'rejected']);
    const bills = sql`sadad_orders where bill_number like '9%'`;
    expect(await count(bills)).toBe(SMALL.workflows);
    expect(await count(sql`invoices where note = 'موسم الحج'`)).toBe(SMALL.workflows);
    expect(
      await count(sql`car_licences c join camps k on k.id = c.camp_id join squares s on s.id = k.square_id
                       where s.name_en like 'Bench square %'`),
    ).toBe(SMALL.workflows);
  });

  it('hang records on held camps: one live readiness request an assignment, one camp a re-assign order', async () => {
    expect(
      await count(sql`(select assign_camp_id from readiness_licenses where status in ('pending', 'disapproved', 'approved')
                        group by assign_camp_id having count(*) > 1) x`),
    ).toBe(0);
    expect(
      await count(sql`reassign_orders o join users u on u.id = o.company_id where u.email like 'bench-c%'
                        and (select count(*) from reassign_order_camps c where c.reassign_order_id = o.id) <> 1`),
    ).toBe(0);
    // Invoices: one line each, numbered once issued.
    expect(
      await count(sql`invoices i where i.note = 'موسم الحج' and ((select count(*) from invoice_lines l where l.invoice_id = i.id) <> 1
                        or (i.invoice_number is null) <> (i.status in ('draft', 'cancelled')))`),
    ).toBe(0);
  });
});

describe('the compiled lists the bench loads keep row scope', () => {
  const lists: {
    name: string;
    path: string;
    body?: object;
    table: string;
    own: (org: number) => ReturnType<typeof sql>;
  }[] = [
    {
      name: 'orders',
      path: 'general/orders/list',
      table: 'orders',
      own: (org) =>
        sql`orders where company_id = ${org} or filed_by = ${org}
              or (status <> 'draft' and (consultant_id = ${org} or contractor_id = ${org}))`,
    },
    {
      name: 'readiness licences',
      path: 'general/simple-readiness-license/index',
      table: 'readiness_licenses',
      own: (org) => sql`readiness_licenses where company_id = ${org}`,
    },
    {
      name: 'entry licences',
      path: 'general/licenseCarOrder',
      table: 'car_licences',
      own: (org) => sql`car_licences where company_id = ${org}`,
    },
    {
      name: 're-assign orders',
      path: 'general/reassign_order/list',
      body: { type: 'reassign' },
      table: "reassign_orders where type = 'reassign'",
      own: (org) => sql`reassign_orders where type = 'reassign' and company_id = ${org}`,
    },
    {
      name: 'sadad orders',
      path: 'general/sadad',
      table: 'sadad_orders',
      own: (org) => sql`sadad_orders where company_id = ${org}`,
    },
    {
      name: 'invoices',
      path: 'general/invoices',
      table: 'invoices',
      own: (org) => sql`invoices where company_id = ${org}`,
    },
  ];
  for (const l of lists)
    it(`${l.name}: the authority counts all, each company its own (same statement, other values)`, async () => {
      const page = async (who: string, body: object = {}) => {
        const res = await call('POST', `${l.path}?page=1`, tok[who], { paginate: 5, ...l.body, ...body });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { total: number; data: { company_id: number }[] };
      };
      expect((await page('admin')).total).toBe(await count(sql.raw(l.table)));
      for (const [who, org] of [
        ['bench', bench],
        ['raft', raft],
      ] as const) {
        const p = await page(who);
        expect(p.total).toBe(await count(l.own(org)));
        // The bench's company-scoped calls list real rows (the orders' first 80 may miss its camps).
        if (who === 'bench' && l.name !== 'orders') expect(p.total).toBeGreaterThan(0);
        if (l.name !== 'orders') expect(p.data.every((r) => r.company_id === org)).toBe(true);
      }
      // A filter the first shape did not have: a statement of its own, still scoped.
      const filtered = await page('bench', {
        status: (await rows<{ status: string }>(sql`select status from ${l.own(bench)} limit 1`))[0]?.status,
      });
      expect(filtered.data.every((r) => r.company_id === bench || l.name === 'orders')).toBe(true);
    });
});
