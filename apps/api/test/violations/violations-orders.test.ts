// Violations (issue 31): regulatory violation orders and public benefits.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import type { TestApp } from '../helpers';
import { violationsApp } from './violations-fixture';

const f = violationsApp();
const { tok, call, rows, assigned } = f;
let app: TestApp;
let camps: number[];
beforeAll(() => {
  app = f.app();
  camps = f.camps();
});

describe('regulatory violation orders', () => {
  it('an order from two violations: total fine, a sadad bill, a QR that verifies; scope 404', async () => {
    const a = await assigned();
    const b = await assigned();
    const res = await call('POST', 'general/regulatory-violation-order/store', tok.kdana, {
      violation_form_ids: [a, b],
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data;
    expect(o.total_fine).toBe(100_000);
    expect(o.sadad_order_id).toBeTruthy();
    // The notice's legal text is the authority's, from the CMS settings (set here to a wording of its own).
    await query(
      app.ctx.db,
      sql`update web_settings set value = 'نص نظامي من الإعدادات', value_en = 'Legal text from the settings', visible = true where key = 'regulatory_order_text'`,
    );
    const show = await call('GET', `general/regulatory-violation-order/${o.id}`, tok.raft_company);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json().data.violations.length).toBe(2);
    expect(['نص نظامي من الإعدادات', 'Legal text from the settings']).toContain(show.json().data.legal_text);
    const code = show.json().data.document.code;
    const check = await call('GET', `general/documents/check-qr/${code}`, null);
    expect(check.json().data?.genuine ?? check.json().genuine).toBe(true);
    expect(
      (await call('GET', `general/regulatory-violation-order/${o.id}`, tok.raft_office)).statusCode,
    ).toBe(404);
    const again = await call('POST', 'general/regulatory-violation-order/store', tok.kdana, {
      violation_form_ids: [a],
    });
    expect(again.statusCode).toBe(422);
  });
  it('a fine whose bill cannot be raised leaves no order: the order and its bill commit together', async () => {
    const a = await assigned();
    const [seq] = await rows<{ n: number }>(
      sql`select (last_value + case when is_called then 1 else 0 end)::int as n from violation_orders_id_seq`,
    );
    // The bill number the next order's fine would take is already a bill's.
    const company = (
      await rows<{ company_id: number }>(sql`select company_id from violations where id = ${a}`)
    )[0];
    const taken = await call('POST', 'general/sadad/store', tok.kdana, {
      company_id: company.company_id,
      bill_number: String(9_000_000_000 + Number(seq.n)),
      amount: 1000,
      due_date: new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10),
      reason: 'other',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const res = await call('POST', 'general/regulatory-violation-order/store', tok.kdana, {
      violation_form_ids: [a],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.bill_number).toBeDefined();
    expect(await rows(sql`select id from violation_orders where id = ${Number(seq.n)}`)).toHaveLength(0);
    expect(
      (
        await rows<{ o: number | null }>(sql`select violation_order_id as o from violations where id = ${a}`)
      )[0].o,
    ).toBeNull();
  });
});

describe('public benefits', () => {
  it('rooms given to camps never pass the facility’s rooms, even 15 at once', async () => {
    const res = await call('POST', 'general/public-benefits/store', tok.kdana, {
      label_number: `WC-${Date.now()}`,
      num_of_rooms: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    const benefit = res.json().data.id;
    const bad = await call('POST', 'general/public-benefits/store', tok.kdana, { label_number: '' });
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['label_number', 'num_of_rooms']));
    const over = await call('POST', 'general/public-benefits/camps/store', tok.kdana, {
      public_benefit_id: benefit,
      camp_id: camps[0],
      camp_num_of_rooms: 11,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.camp_num_of_rooms).toBeDefined();
    const all = await Promise.all(
      Array.from({ length: 15 }, () =>
        call('POST', 'general/public-benefits/camps/store', tok.kdana, {
          public_benefit_id: benefit,
          camp_id: camps[0],
          camp_num_of_rooms: 1,
        }),
      ),
    );
    expect(all.filter((r) => r.statusCode === 201).length).toBe(10);
    expect(all.filter((r) => r.statusCode === 422).length).toBe(5);
    const [sum] = await rows<{ s: number }>(
      sql`select sum(camp_num_of_rooms)::int s from public_benefit_camps where public_benefit_id = ${benefit}`,
    );
    expect(sum.s).toBe(10);
    // Fewer rooms than given: refused.
    const shrink = await call('POST', `general/public-benefits/update/${benefit}`, tok.kdana, {
      label_number: `WC-x${benefit}`,
      num_of_rooms: 5,
    });
    expect(shrink.statusCode).toBe(422);
    expect((await call('POST', 'general/public-benefits/camps', tok.raft_company, {})).statusCode).toBe(403);
  });
});
