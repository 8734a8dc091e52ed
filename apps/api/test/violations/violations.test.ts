import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { actorFor } from '../../src/lib/actor';
import { lockOverdue } from '../../src/modules/violations/violation-assign.service';
import { loadUserById } from '../../src/plugins/access';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

// Violations (issue 31): the workflow through the kernel, row scope, files, orders, public benefits.
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
let kdana: number;
let level: number;
let camps: number[];
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  kdana = await userId(app, 'kdana@demo.mashaer.sa');
  camps = (
    await rows<{ camp_id: number }>(
      sql`select camp_id from assign_camps where company_id = ${me} and status <> 'returned' order by camp_id limit 3`,
    )
  ).map((r) => r.camp_id);
  expect(camps.length).toBeGreaterThan(0);
  const res = await call('POST', 'general/violation_form_levels/store', tok.kdana, {
    name: 'اختبار',
    name_en: 'Test level',
    severity: 7,
    color: '#aa3300',
    fix_hours: 48,
    fine: 50_000,
  });
  expect(res.statusCode, res.body).toBe(201);
  level = res.json().data.id;
}, 180_000);
afterAll(() => app?.close());

const valid = (o: Record<string, unknown> = {}) => ({
  camp_id: camps[0],
  violation_form_level_id: level,
  body: 'Blocked exit',
  ...o,
});
async function upload(token: string, id: number, slot: string, data = PNG, name = 'photo.png') {
  const body = await multipart({}, { file: { name, data } });
  return app.inject({
    method: 'POST',
    url: `/api/general/violation_forms/attachments/${id}/${slot}`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}
async function recorded(withPhoto = true) {
  const res = await call('POST', 'general/violation_forms/store', tok.gov, valid());
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  if (withPhoto) expect((await upload(tok.gov, id, 'image_1')).statusCode).toBe(201);
  return id;
}
async function assigned() {
  const id = await recorded();
  const res = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
    violation_form_ids: [id],
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from violations where id = ${id}`))[0].status;
const act = (token: string, id: number, action: string, body: Record<string, unknown> = {}) =>
  call('POST', `general/violation_forms/${action}/${id}`, token, body);

describe('violation levels (generic CRUD)', () => {
  it('list, 403 for a company, 422 with fields', async () => {
    const list = await call('POST', 'general/violation_form_levels', tok.kdana, {});
    expect(list.statusCode).toBe(200);
    expect((await call('POST', 'general/violation_form_levels', tok.raft_company, {})).statusCode).toBe(403);
    const bad = await call('POST', 'general/violation_form_levels/store', tok.kdana, {
      name: '',
      color: 'red',
      fine: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['name', 'color', 'fine', 'fix_hours']),
    );
  });
});

describe('violations', () => {
  it('store: the inspector records one → created (square and company derived); 401, 403, 422 with fields', async () => {
    const res = await call('POST', 'general/violation_forms/store', tok.gov, valid());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'created', company_id: me, camp_id: camps[0] });
    expect((await call('POST', 'general/violation_forms/store', null, valid())).statusCode).toBe(401);
    expect((await call('POST', 'general/violation_forms/store', tok.raft_company, valid())).statusCode).toBe(
      403,
    );
    const bad = await call('POST', 'general/violation_forms/store', tok.gov, { camp_id: '', body: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['camp_id', 'violation_form_level_id', 'body']),
    );
    const [ev] = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'violation' and record_id = ${res.json().data.id}`,
    );
    expect(ev.action).toBe('created');
  });

  it('store with an idempotency key: a retried submission answers the first record', async () => {
    const key = `k${Date.now()}abcdef`;
    const a = await call('POST', 'general/violation_forms/store', tok.gov, valid({ idempotency_key: key }));
    const b = await call('POST', 'general/violation_forms/store', tok.gov, valid({ idempotency_key: key }));
    expect(a.json().data.id).toBe(b.json().data.id);
  });

  it('assign needs a photo; then assigned, the company told in-app and by SMS; a draft is 404 to the company', async () => {
    const id = await recorded(false);
    expect((await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company)).statusCode).toBe(404);
    const no = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
      violation_form_ids: [id],
    });
    expect(no.statusCode).toBe(422);
    expect((await upload(tok.gov, id, 'image_1')).statusCode).toBe(201);
    expect((await upload(tok.gov, id, 'image_2')).statusCode).toBe(201);
    const ok = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
      violation_form_ids: [id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(id)).toBe('assigned');
    const notes = await rows<{ n: number }>(
      sql`select count(*)::int n from notifications where user_id = ${me}`,
    );
    expect(notes[0].n).toBeGreaterThan(0);
    const sms = await rows<{ n: number }>(sql`select count(*)::int n from outbox where channel = 'sms'`);
    expect(sms[0].n).toBeGreaterThan(0);
  });

  it('the company opens it → viewed once; another company → 404; objection needs cause and file; refused → reject_answered; answer and complete', async () => {
    const id = await assigned();
    expect((await call('GET', `general/violation_forms/edit/${id}`, tok.raft_office)).statusCode).toBe(404);
    const open = await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.status).toBe('viewed');
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    const views = await rows<{ n: number }>(
      sql`select count(*)::int n from workflow_events where workflow = 'violation' and record_id = ${id} and action = 'view'`,
    );
    expect(views[0].n).toBe(1);
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' })).statusCode).toBe(422);
    expect((await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf')).statusCode).toBe(201);
    const noCause = await act(tok.raft_company, id, 'object', {});
    expect(noCause.statusCode).toBe(422);
    expect(noCause.json().errors.rejection_cause).toBeDefined();
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect((await act(tok.raft_company, id, 'refuse_objection', { reject_answer: 'x' })).statusCode).toBe(
      403,
    );
    expect((await act(tok.kdana, id, 'refuse_objection', {})).statusCode).toBe(422);
    expect((await act(tok.kdana, id, 'refuse_objection', { reject_answer: 'It is yours' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(id)).toBe('reject_answered');
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'again' })).statusCode).toBe(422);
    expect((await act(tok.kdana, id, 'complete')).statusCode).toBe(422);
    expect((await act(tok.raft_company, id, 'answer', { answer: 'Fixed' })).statusCode).toBe(422);
    expect((await upload(tok.raft_company, id, 'evidence_1')).statusCode).toBe(201);
    expect((await act(tok.raft_company, id, 'answer', { answer: 'Fixed' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('reject_answered');
    const done = await act(tok.kdana, id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
    const refused = await act(tok.kdana, id, 'cancel');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toBeDefined();
    const details = await call('GET', `general/violation_forms/edit/${id}`, tok.kdana);
    expect(details.json().data.timeline.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'created',
        'assign',
        'view',
        'object',
        'refuse_objection',
        'answer',
        'complete',
      ]),
    );
  });

  it('an accepted objection cancels it; unassign before opening; delete only a draft', async () => {
    const id = await assigned();
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf');
    await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' });
    expect((await act(tok.kdana, id, 'accept_objection')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    const other = await assigned();
    expect((await call('DELETE', `general/violation_forms_assigns/${other}`, tok.kdana)).statusCode).toBe(
      200,
    );
    expect(await statusOf(other)).toBe('created');
    expect((await call('DELETE', `general/violation_forms/${other}`, tok.kdana)).statusCode).toBe(200);
    expect((await call('DELETE', `general/violation_forms/${id}`, tok.kdana)).statusCode).toBe(422);
  });

  it('locked after the deadline (by the job): no more objection, an answer still possible', async () => {
    const id = await assigned();
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    await rows(sql`update violations set due_at = now() - interval '1 hour' where id = ${id}`);
    // Computed from the dates: the objection is refused before any job ran.
    await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf');
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'late' })).statusCode).toBe(422);
    const u = await loadUserById(app.ctx.db, kdana);
    expect(await lockOverdue(app.ctx.db, actorFor(u!))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('locked');
  });

  it('`mine`: the inspector’s own violations only, with their count', async () => {
    const id = await recorded(false);
    const all = await call('POST', 'general/violation_forms', tok.kdana, { paginate: 100 });
    const mine = await call('POST', 'general/violation_forms', tok.gov, { mine: 1, paginate: 100 });
    expect(mine.statusCode, mine.body).toBe(200);
    const gov = (await rows<{ id: number }>(sql`select created_by as id from violations where id = ${id}`))[0]
      .id;
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from violations where created_by = ${gov}`,
    );
    expect(mine.json().data.total).toBe(own[0].n);
    expect(mine.json().data.data.map((r: { id: number }) => r.id)).toContain(id);
    // The authority's `mine` is what kdana recorded, not everyone's.
    const kdanaMine = await call('POST', 'general/violation_forms', tok.kdana, { mine: 1 });
    const kdanaOwn = await rows<{ n: number }>(
      sql`select count(*)::int as n from violations v join users u on u.id = v.created_by where u.email = 'kdana@demo.mashaer.sa'`,
    );
    expect(kdanaMine.json().data.total).toBe(kdanaOwn[0].n);
    expect(kdanaMine.json().data.total).toBeLessThan(all.json().data.total);
  });

  it('50 parallel cancels of one violation: exactly one succeeds', async () => {
    const id = await recorded();
    const res = await Promise.all(Array.from({ length: 50 }, () => act(tok.kdana, id, 'cancel')));
    expect(res.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(res.filter((r) => r.statusCode === 422).length).toBe(49);
  });
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
