// Issue 29 §1: the one search box (POST general/search) matches the way Arabic speakers type, in
// the caller's row scope.
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { type TestApp, tokenFor } from '../helpers';
import { searchApp } from './search-fixture';

const f = searchApp();
const { call } = f;
let app: TestApp;
let admin: string;
beforeAll(() => {
  app = f.app();
  admin = f.admin();
});

/** Whether the record a hit names is the company's own (its area's row scope), by area. */
const byCompany = (table: string) => (me: number, id: number) =>
  sql`select company_id = ${me} as ok from ${sql.raw(table)} where id = ${id}`;
const ownOrder = (me: number, id: number) =>
  sql`select (company_id = ${me} or filed_by = ${me} or consultant_id = ${me} or contractor_id = ${me}) as ok from orders where id = ${id}`;
const OWNED: Record<string, (me: number, id: number) => SQL> = {
  orders: ownOrder,
  order_licences: ownOrder,
  sadad: byCompany('sadad_orders'),
  invoices: byCompany('invoices'),
  readiness_licenses: byCompany('readiness_licenses'),
  car_licences: byCompany('car_licences'),
  temp_licenses: byCompany('temp_licenses'),
  reassign_orders: byCompany('reassign_orders'),
  lock_orders: byCompany('reassign_orders'),
  users: (me, id) => sql`select (id = ${me} or parent_id = ${me}) as ok from users where id = ${id}`,
  camps: (me, id) =>
    sql`select exists (select 1 from assign_camps where camp_id = ${id} and company_id = ${me} and status <> 'returned') as ok`,
  violations: (me, id) =>
    sql`select (company_id = ${me} and status <> 'created') as ok from violations where id = ${id}`,
  tickets: byCompany('tickets'),
};

describe('POST general/search (the one search box)', () => {
  type Hit = { area: string; id: number; title: string | null; status: string | null };
  const search = async (token: string, term: string, limit?: number) => {
    const res = await call('POST', 'general/search', token, { search: term, ...(limit ? { limit } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Hit[];
  };

  it('finds an order by its number, as the authority, with its status', async () => {
    const [o] = await query<{ id: number; number: string; status: string }>(
      app.ctx.db,
      sql`select id, number, status from orders order by id limit 1`,
    );
    const hits = await search(admin, o.number);
    expect(hits).toContainEqual(
      expect.objectContaining({ area: 'orders', id: o.id, title: o.number, status: o.status }),
    );
  });

  it('normalises like the lists: احمد finds أحمد, ١٢٣ finds camp 123', async () => {
    await query(
      app.ctx.db,
      sql`update users set name = 'أحمد المُؤمن' where id = (select min(id) from users where parent_id is not null)`,
    );
    await query(app.ctx.db, sql`update camps set camp_number = '123' where id = (select max(id) from camps)`);
    expect((await search(admin, 'احمد')).some((h) => h.area === 'users' && h.title === 'أحمد المُؤمن')).toBe(
      true,
    );
    expect((await search(admin, '١٢٣')).some((h) => h.area === 'camps' && h.title === '123')).toBe(true);
  });

  it('finds a works licence, a readiness licence, an entry licence and a re-assign order by number', async () => {
    const [r] = await query<{
      licence: string;
      order_id: number;
      readiness: number;
      car: number;
      plate: string;
    }>(
      app.ctx.db,
      sql`select (select license_number from orders where license_number is not null order by id limit 1) as licence,
                 (select id from orders where license_number is not null order by id limit 1) as order_id,
                 (select max(id) from readiness_licenses) as readiness,
                 (select max(id) from car_licences) as car,
                 (select plate_number from car_licences order by id desc limit 1) as plate`,
    );
    const [ro] = await query<{ id: number; type: string }>(
      app.ctx.db,
      sql`select id, type from reassign_orders order by id desc limit 1`,
    );
    const num = (id: number) => String(id).padStart(2, '0');
    const has = (hits: Hit[], area: string, id: number) => hits.some((h) => h.area === area && h.id === id);
    const licenceHits = await search(admin, r.licence);
    expect(has(licenceHits, 'order_licences', r.order_id)).toBe(true);
    // The order group finds orders by their own number, not by their licence's.
    expect(has(licenceHits, 'orders', r.order_id)).toBe(false);
    expect(has(await search(admin, num(r.readiness)), 'readiness_licenses', r.readiness)).toBe(true);
    expect(has(await search(admin, r.plate), 'car_licences', r.car)).toBe(true);
    expect(has(await search(admin, num(r.car)), 'car_licences', r.car)).toBe(true);
    const reassignHits = await search(admin, num(ro.id));
    expect(has(reassignHits, `${ro.type}_orders`, ro.id)).toBe(true);
    expect(has(reassignHits, `${ro.type === 'lock' ? 'reassign' : 'lock'}_orders`, ro.id)).toBe(false);
    // A number finds its record exactly (one of two digits at least: `07` is 7), never another by
    // a part of its digits.
    const sevens = await search(admin, num(ro.id));
    expect(sevens.filter((h) => h.area.endsWith('_orders')).map((h) => h.id)).toEqual([ro.id]);
  });

  it('limits each group', async () => {
    const hits = await search(admin, 'bench', 2);
    for (const area of new Set(hits.map((h) => h.area)))
      expect(hits.filter((h) => h.area === area).length).toBeLessThanOrEqual(2);
    expect((await search(admin, 'demo.mashaer', 3)).filter((h) => h.area === 'users')).toHaveLength(3);
  });

  it('a company never sees another company’s record', async () => {
    const company = await tokenFor(app, 'raft_company');
    const [me] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from users where email = 'raft_company@demo.mashaer.sa'`,
    );
    // Another company's order, sadad bill and invoice, and another company's account.
    const [other] = await query<{
      order: string | null;
      licence: string | null;
      bill: string | null;
      invoice: string | null;
      readiness: string | null;
      reassign: string | null;
      violation: string | null;
      ticket: string | null;
      email: string;
    }>(
      app.ctx.db,
      sql`select (select number from orders where company_id <> ${me.id} and filed_by <> ${me.id}
                    and coalesce(consultant_id, 0) <> ${me.id} and coalesce(contractor_id, 0) <> ${me.id} limit 1) as order,
                 (select license_number from orders where license_number is not null and company_id <> ${me.id} and filed_by <> ${me.id}
                    and coalesce(consultant_id, 0) <> ${me.id} and coalesce(contractor_id, 0) <> ${me.id} limit 1) as licence,
                 (select bill_number from sadad_orders where company_id <> ${me.id} limit 1) as bill,
                 (select id::text from readiness_licenses where company_id <> ${me.id} limit 1) as readiness,
                 (select id::text from reassign_orders where company_id <> ${me.id} limit 1) as reassign,
                 (select invoice_number from invoices where company_id <> ${me.id} and invoice_number is not null limit 1) as invoice,
                 (select number from violations where company_id <> ${me.id} limit 1) as violation,
                 (select number from tickets where company_id <> ${me.id} limit 1) as ticket,
                 (select email from users where id <> ${me.id} and coalesce(parent_id, 0) <> ${me.id} and email like '%company%' limit 1) as email`,
    );
    for (const term of [
      other.order,
      other.licence,
      other.bill,
      other.invoice,
      other.readiness,
      other.reassign,
      other.violation,
      other.ticket,
      other.email,
    ]) {
      if (!term) continue;
      for (const h of await search(company, term)) {
        const [owner] = await query<{ ok: boolean }>(app.ctx.db, OWNED[h.area](me.id, h.id));
        expect(owner.ok, `${term} → ${h.area} ${h.id}`).toBe(true);
      }
    }
    // And the authority does find that order.
    if (other.order)
      expect((await search(admin, other.order)).some((h) => h.title === other.order)).toBe(true);
  });

  it('finds a violation and a ticket by number; the company its assigned violation, not one still being recorded', async () => {
    const company = await tokenFor(app, 'raft_company');
    const [r] = await query<{ assigned: string; recorded: string | null; ticket: string; ticket_id: number }>(
      app.ctx.db,
      sql`select (select v.number from violations v join users u on u.id = v.company_id
                   where u.email = 'raft_company@demo.mashaer.sa' and v.status <> 'created' limit 1) as assigned,
                 (select v.number from violations v join users u on u.id = v.company_id
                   where u.email = 'raft_company@demo.mashaer.sa' and v.status = 'created' limit 1) as recorded,
                 (select t.number from tickets t join users u on u.id = t.company_id
                   where u.email = 'raft_company@demo.mashaer.sa' limit 1) as ticket,
                 (select t.id from tickets t join users u on u.id = t.company_id
                   where u.email = 'raft_company@demo.mashaer.sa' limit 1) as ticket_id`,
    );
    const titles = (hits: Hit[], area: string) => hits.filter((h) => h.area === area).map((h) => h.title);
    expect(titles(await search(admin, r.assigned), 'violations')).toContain(r.assigned);
    expect(titles(await search(company, r.assigned), 'violations')).toContain(r.assigned);
    if (r.recorded) {
      expect(titles(await search(admin, r.recorded), 'violations')).toContain(r.recorded);
      expect(titles(await search(company, r.recorded), 'violations')).not.toContain(r.recorded);
    }
    const ticketHits = await search(company, r.ticket);
    expect(ticketHits).toContainEqual(
      expect.objectContaining({ area: 'tickets', id: r.ticket_id, title: r.ticket }),
    );
  });

  it('a term shorter than two characters finds nothing', async () => {
    expect(await search(admin, 'ا')).toEqual([]);
    expect(await search(admin, '  ')).toEqual([]);
  });
});
