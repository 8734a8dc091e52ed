import { ORDER_STATUSES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FULL, GENERATORS } from '../../bench/generate';
import { query } from '../../src/db/client';
import { auditRows } from '../helpers';
import { PNG } from '../multipart';
import { ordersApp } from './orders-fixture';

// Orders for additional works (issue 16): catalogue, filing, scope, signing, demo data.
const orders = ordersApp();
const { tok, id, call, rows, campOf, newOrder, send } = orders;
const app = orders.app;

describe('catalogue', () => {
  it('specialties, services, inputs, pledges and guide offices: CRUD with the spec’s rules', async () => {
    expect((await call('POST', 'general/specialist', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/specialist', tok.raft_company, {})).statusCode).toBe(403);
    const list = await call('POST', 'general/specialist?page=1', tok.kdana, { paginate: 10 });
    expect(list.statusCode).toBe(200);
    const first = list.json().data.data[0];
    expect(first).toMatchObject({ status_text: 'Active' });
    expect(['Yes', 'No']).toContain(first.is_req_text);
    const sp = await call('POST', 'general/specialist/store', tok.kdana, {
      name: 'السباكة',
      name_en: 'Plumbing',
      is_req: 0,
    });
    expect(sp.statusCode, sp.body).toBe(201);
    const bad = await call('POST', 'general/services/store', tok.kdana, { name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['specialist_id', 'name', 'days_count']),
    );
    const body = {
      specialist_id: sp.json().data.id,
      name: 'تمديد مياه',
      name_en: 'Water lines',
      days_count: 3,
      price: 50000,
    };
    const s1 = await call('POST', 'general/services/store', tok.kdana, body);
    expect(s1.statusCode, s1.body).toBe(201);
    const dup = await call('POST', 'general/services/store', tok.kdana, body);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['service already exist']);
    const input = await call('POST', 'general/services_inputs/store', tok.kdana, {
      service_id: s1.json().data.id,
      label: 'الطول',
      label_en: 'Length',
      type: 'number',
    });
    expect(input.statusCode, input.body).toBe(201);
    const pledge = await call('POST', 'general/pledges/store', tok.kdana, {
      service_id: s1.json().data.id,
      title: 'تعهد',
      title_en: 'Pledge',
      body: 'نص التعهد',
    });
    expect(pledge.statusCode, pledge.body).toBe(201);
    const byIt = await call(
      'GET',
      `general/services/specialities-services/${sp.json().data.id}`,
      tok.raft_company,
    );
    expect(byIt.json().data.map((r: { name_en: string }) => r.name_en)).toEqual(['Water lines']);
    // In use (an input refers to it): refused with the server's message, nothing deleted.
    const inUse = await call('DELETE', `general/services/destroy/${s1.json().data.id}`, tok.kdana);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe('Cannot delete: other records use it');
    const g = await call('POST', 'general/guide_offices/store', tok.kdana, {
      name: 'مكتب',
      name_en: 'Office',
    });
    expect(g.statusCode, g.body).toBe(201);
    expect(
      (await call('DELETE', `general/guide_offices/destroy/${g.json().data.id}`, tok.kdana)).statusCode,
    ).toBe(200);
    expect((await call('GET', `general/guide_offices/edit/${g.json().data.id}`, tok.kdana)).statusCode).toBe(
      404,
    );
  });
});

describe('filing', () => {
  it('stores a draft with a unique season number, the receiver rule and the timeline', async () => {
    expect((await call('POST', 'general/orders/store', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/orders/store', tok.consultant, {})).statusCode).toBe(403);
    const bad = await call('POST', 'general/orders/store', tok.raft_company, {
      camp_id: 'x',
      planed_achive_date: '2027-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['camp_id', 'number_of_hijaj', 'camp_size', 'count_day', 'planed_achive_date']),
    );
    // A planned completion date behind us is refused on the server (issue 28 §9).
    const past = await call('POST', 'general/orders/store', tok.raft_company, {
      camp_id: await campOf(id.raft_company),
      number_of_hijaj: 1,
      camp_size: 1,
      count_day: 1,
      planed_achive_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ planed_achive_date: ['The date cannot be in the past'] });
    const a = await newOrder(['Flooring', 'Shading']);
    const b = await newOrder(['Flooring']);
    expect(a.number).toMatch(/^ORD-\d{4}-\d{5}$/);
    expect(b.number).not.toBe(a.number);
    expect(a.status).toBe('draft');
    expect(a.allowed_actions).toEqual(['send', 'cancel']);
    const d = (await call('GET', `general/orders/details/${a.id}`, tok.raft_company)).json().data;
    expect(d.timeline.map((e: { action: string }) => e.action)).toEqual(['created']);
    expect(d.company_id).toBe(id.raft_company);
    // Another company's camp, an unknown consultant, a receiver outside the caller's alliance: 422 on the field.
    const wrongCamp = await call('POST', 'general/orders/store', tok.raft_company, {
      camp_id: await campOf(id.raft_office),
      number_of_hijaj: 1,
      camp_size: 1,
      count_day: 1,
      planed_achive_date: '2027-05-20',
      consultant_id: id.contractor,
      receiver_id: id.raft_office,
    });
    expect(wrongCamp.statusCode).toBe(422);
    expect(wrongCamp.json().errors.receiver_id).toEqual(['The receiver is not valid']);
    // The alliance leader files for its member (the receiver owns the order).
    const forMember = await call('POST', 'general/orders/store', tok.raft_company, {
      camp_id: await campOf(id.service_provider),
      number_of_hijaj: 10,
      camp_size: 10,
      count_day: 1,
      planed_achive_date: '2027-05-20',
      receiver_id: id.service_provider,
    });
    expect(forMember.statusCode, forMember.body).toBe(201);
    expect(forMember.json().data.company_id).toBe(id.service_provider);
    // A service provider always files for itself: the form's receiver is ignored.
    const sp = await call('POST', 'general/orders/store', tok.service_provider, {
      camp_id: await campOf(id.service_provider),
      number_of_hijaj: 10,
      camp_size: 10,
      count_day: 1,
      planed_achive_date: '2027-05-20',
      receiver_id: id.raft_company,
    });
    expect(sp.statusCode, sp.body).toBe(201);
    expect(sp.json().data.company_id).toBe(id.service_provider);
    expect(
      (await auditRows(app(), { table: 'orders', method: 'general/orders/store' })).length,
    ).toBeGreaterThan(0);
  });

  it('row scope: another company 404; the parties see only sent orders naming them; the authority sees all', async () => {
    const o = await newOrder(['Flooring']);
    expect((await call('GET', `general/orders/details/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('POST', `general/orders/send/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `general/orders/details/${o.id}`, tok.employee)).statusCode).toBe(200);
    expect((await call('GET', `general/orders/details/${o.id}`, tok.consultant)).statusCode).toBe(404);
    expect((await call('GET', `general/orders/details/${o.id}`, tok.kdana)).statusCode).toBe(200);
    await send(o.id);
    const seen = await call('GET', `general/orders/details/${o.id}`, tok.consultant);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.allowed_actions).toEqual(['consultant_accept', 'consultant_decline']);
    const inbox = await call('POST', 'general/orders/consulting-list?page=1', tok.contractor, {
      paginate: 500,
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const got = inbox.json().data.data as { id: number; status: string }[];
    expect(got.some((r) => r.id === o.id)).toBe(true);
    expect(got.every((r) => r.status !== 'draft')).toBe(true);
    const office = await call('POST', 'general/orders/list?page=1', tok.raft_office, { paginate: 500 });
    expect(office.json().data.data.some((r: { id: number }) => r.id === o.id)).toBe(false);
    const all = await call('POST', 'general/orders/list?page=1', tok.kdana, { paginate: 5, status: 'sent' });
    expect(all.json().data.data.every((r: { status: string }) => r.status === 'sent')).toBe(true);
    expect(all.json().filters.status).toHaveLength(ORDER_STATUSES.length);
  });
});

describe('signing and the printed order', () => {
  it('the three parties sign the approved order with their password; the third issues a QR the public page verifies', async () => {
    const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
    for (const t of ['raft_company', 'consultant', 'contractor'])
      expect((await call('POST', 'profile/signature', tok[t], { signature: SIGNATURE })).statusCode).toBe(
        200,
      );
    const [o] = await rows<{ id: number; number: string }>(
      sql`select id, number from orders where company_id = ${id.raft_company} and status = 'approved' order by id limit 1`,
    );
    const path = `general/order_sign/sign/${o.id}`;
    expect((await call('POST', path, null, { password: 'x' })).statusCode).toBe(401);
    expect((await call('POST', path, tok.raft_office, { password: 'Demo@1234' })).statusCode).toBe(404);
    expect((await call('POST', path, tok.raft_company, {})).statusCode).toBe(422);
    const wrong = await call('POST', path, tok.raft_company, { password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    const first = await call('POST', path, tok.raft_company, { password: 'Demo@1234' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ party: 'owner', signed: true, complete: false });
    expect((await call('POST', path, tok.raft_company, { password: 'Demo@1234' })).json().message).toBe(
      'You have already signed this order',
    );
    // Withdrawn and signed again while the others have not signed.
    expect((await call('POST', `general/order_sign/unsign/${o.id}`, tok.raft_company)).statusCode).toBe(200);
    expect((await call('POST', path, tok.raft_company, { password: 'Demo@1234' })).statusCode).toBe(200);
    expect((await call('POST', path, tok.consultant, { password: 'Demo@1234' })).statusCode).toBe(200);
    let print = (await call('POST', `general/order_sign/${o.id}`, tok.raft_company)).json().data;
    expect(print.qr_url).toBeNull();
    expect((await call('POST', path, tok.contractor, { password: 'Demo@1234' })).json().data.complete).toBe(
      true,
    );
    expect((await call('POST', `general/order_sign/unsign/${o.id}`, tok.contractor)).statusCode).toBe(422);
    print = (await call('POST', `general/order_sign/${o.id}`, tok.kdana)).json().data;
    expect(print.signatures).toHaveLength(3);
    expect(print.signatures[0].signature_image).toMatch(/^data:image\/png;base64,/);
    expect(print.qr_url.url).toContain(`/orders/qr/${print.qr_url.code}`);
    const code = print.qr_url.code;
    const check = await call('GET', `general/orders/check-qr/${code}`, null);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ genuine: true, number: o.number });
    const hashes = await rows<{ content_hash: string }>(
      sql`select content_hash from order_signatures where order_id = ${o.id}`,
    );
    expect(new Set(hashes.map((h) => h.content_hash)).size).toBe(1);
    // A draft is not signed.
    const draft = await newOrder(['Flooring']);
    const early = await call('POST', `general/order_sign/sign/${draft.id}`, tok.raft_company, {
      password: 'Demo@1234',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('An order is signed only once approved');
  });
});

describe('demo data', () => {
  it('the raft company has an order in every status naming the demo consultant and contractor', async () => {
    const r = await rows<{ status: string }>(
      sql`select distinct status from orders where company_id = ${id.raft_company} and consultant_id = ${id.consultant} and contractor_id = ${id.contractor}`,
    );
    expect(r.map((x) => x.status).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('bench generator', () => {
  it('adds orders in every status on held camps, each with its timeline from creation to its status', async () => {
    const exec = async (text: string) => ({
      rows: await query<Record<string, unknown>>(app().ctx.db, sql.raw(text)),
    });
    const g = GENERATORS.find((x) => x.table === 'orders')!;
    await g.run(exec, { ...FULL, orders: 40 }, { passwordHash: '' });
    const r = await rows<{ status: string; n: number }>(
      sql`select o.status, count(*)::int as n from orders o where o.number like 'ORD-%-B%' group by o.status`,
    );
    expect(r).toHaveLength(8);
    expect(r.reduce((n, x) => n + x.n, 0)).toBe(40);
    // Each timeline: the creation first, each step leaving the status the one before entered (when
    // it did: `from_entered_at`), the last one entering the order's status.
    const broken = await rows<{ id: number }>(sql`
      select o.id from orders o
       where o.number like 'ORD-%-B%'
         and not exists (
           select 1 from (
             select array_agg(e.to_status order by e.created_at, e.id) as path,
                    bool_and(case when e.from_status is null then e.action = 'created' and e.from_entered_at is null
                                  else e.from_entered_at = (select max(p.created_at) from workflow_events p
                                         where p.workflow = 'order' and p.record_id = o.id and p.created_at < e.created_at)
                             end) as linked
               from workflow_events e where e.workflow = 'order' and e.record_id = o.id) t
            where t.path[1] = 'draft' and t.path[array_length(t.path, 1)] = o.status and t.linked)`);
    expect(broken).toEqual([]);
  });
});
