import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF } from '../multipart';

// Payment-slip (SADAD) orders (issue 20 §1): the workflow through the kernel, row scope, receipts.
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
let other: number;
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  tok.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  other = await userId(app, 'raft_office@demo.mashaer.sa');
}, 180_000);
afterAll(() => app?.close());

let bill = 7_000_000;
const valid = (company = me) => ({
  company_id: company,
  bill_number: String(bill++),
  amount: 150_075,
  due_date: '2027-06-30',
  reason: 'service_fee',
  description: 'Camp service fee',
});
async function issued(company = me) {
  const res = await call('POST', 'general/sadad/store', tok.kdana, valid(company));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function upload(token: string, id: number, data = PDF, name = 'receipt.pdf') {
  const body = await multipart({}, { file: { name, data } });
  return app.inject({
    method: 'POST',
    url: `/api/general/sadad/upload_docs?sadad_order_id=${id}`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from sadad_orders where id = ${id}`))[0].status;
const changeState = (token: string, id: number, action: string, rejection_reason?: string) =>
  call('POST', 'general/sadad/change_state', token, { sadad_order_id: id, action, rejection_reason });

describe('sadad orders', () => {
  it('store: kdana bills a company in halalas; 201 with the state, the creation event and the audit row', async () => {
    const res = await call('POST', 'general/sadad/store', tok.kdana, valid());
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      company_id: me,
      amount: 150_075,
      amount_sar: '1500.75',
      status: 'issued',
      status_text: 'Awaiting payment',
      status_id: 1,
      get_status: { id: 1, status: 'Awaiting payment' },
      allowed_actions: ['cancel'],
    });
    const [ev] = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'sadad' and record_id = ${d.id}`,
    );
    expect(ev.action).toBe('created');
    expect((await auditRows(app, { table: 'sadad_orders' })).length).toBeGreaterThan(0);
  });

  it('store: 401, 403 (no permission; a company), 422 with fields and the `error` field, duplicate bill number', async () => {
    expect((await call('POST', 'general/sadad/store', null, valid())).statusCode).toBe(401);
    expect((await call('POST', 'general/sadad/store', tok.gov, valid())).statusCode).toBe(403);
    expect((await call('POST', 'general/sadad/store', tok.raft_company, valid())).statusCode).toBe(403);
    const bad = await call('POST', 'general/sadad/store', tok.kdana, {
      ...valid(),
      amount: 12.5,
      bill_number: 'abc',
      due_date: '2027-02-30',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(422);
    const body = bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(['amount', 'bill_number', 'due_date', 'reason']);
    expect(typeof body.error).toBe('string');
    const past = await call('POST', 'general/sadad/store', tok.kdana, { ...valid(), due_date: '2020-01-01' });
    expect(past.json().errors).toEqual({ due_date: ['The date cannot be in the past'] });
    const ar = await call('POST', 'general/sadad/store', tok.kdana, { ...valid(), amount: 0 }, 'ar');
    expect(ar.statusCode).toBe(422);
    const first = valid();
    expect((await call('POST', 'general/sadad/store', tok.kdana, first)).statusCode).toBe(201);
    const dup = await call('POST', 'general/sadad/store', tok.kdana, {
      ...valid(),
      bill_number: first.bill_number,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.bill_number[0]).toBe('This bill number is already used');
    expect(dup.json().error).toBe('This bill number is already used');
    const notCompany = await call(
      'POST',
      'general/sadad/store',
      tok.kdana,
      valid(await userId(app, 'kdana@demo.mashaer.sa')),
    );
    expect(notCompany.statusCode).toBe(422);
    expect(Object.keys(notCompany.json().errors)).toEqual(['company_id']);
  });

  it('the whole flow: upload → awaiting review → reject with reason → upload again → approve → paid', async () => {
    const id = await issued();
    const up = await upload(tok.employee, id);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ status: 'awaiting_review', allowed_actions: [] });
    const kd = await call('GET', `general/sadad/details/${id}`, tok.kdana);
    expect(kd.json().data.allowed_actions.sort()).toEqual(['approve', 'cancel', 'reject']);
    expect(kd.json().data.attachments.slots[0].current.file_name).toBe('receipt.pdf');

    const noReason = await changeState(tok.kdana, id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.rejection_reason[0]).toBe('failed, rejection reason not set');
    const rej = await changeState(tok.kdana, id, 'reject', 'The receipt is unreadable');
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The receipt is unreadable',
    });
    const note = await rows<{ message: string; link: string }>(
      sql`select message, link from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(note[0].link).toBe(`/sadad/details/${id}`);
    // The company must act: the rejection is also texted and e-mailed (after the commit, via the outbox).
    const sent = await rows<{ channel: string; body: string }>(
      sql`select channel, body from outbox where user_id = ${me} order by id desc limit 2`,
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of sent) expect(m.body).toContain(`/sadad/details/${id}`);

    const co = await call('GET', `general/sadad/details/${id}`, tok.raft_company);
    expect(co.json().data.allowed_actions).toEqual(['upload_docs']);
    const again = await upload(tok.raft_company, id, PDF, 'receipt-2.pdf');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'awaiting_review', rejection_reason: null });

    const ok = await changeState(tok.kdana, id, 'approve');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'paid', status_text: 'Paid', allowed_actions: [] });
    expect(ok.json().data.paid_at).not.toBeNull();

    const logs = await call('GET', `general/sadad/logs/${id}`, tok.raft_company);
    expect(logs.json().data.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'upload_docs',
      'reject',
      'upload_docs',
      'approve',
    ]);
    expect(logs.json().data[2].reason).toBe('The receipt is unreadable');
  });

  it('every refused transition answers 422 naming the state, and writes nothing', async () => {
    const id = await issued();
    // issued: no approve, no reject.
    for (const a of ['approve', 'reject']) {
      const res = await changeState(tok.kdana, id, a, 'x');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('Awaiting payment');
    }
    expect(await statusOf(id)).toBe('issued');
    // The authority does not upload the company's receipt; a company cannot approve or cancel.
    expect((await upload(tok.kdana, id)).statusCode).toBe(403);
    expect((await upload(tok.raft_company, id)).statusCode).toBe(200);
    expect((await changeState(tok.raft_company, id, 'approve')).statusCode).toBe(403);
    expect((await call('POST', `general/sadad/cancel/${id}`, tok.raft_company)).statusCode).toBe(403);
    // awaiting_review: no second upload.
    const twice = await upload(tok.raft_company, id);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('Awaiting review');
    expect(await statusOf(id)).toBe('awaiting_review');
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from attachments where record_type = 'sadad' and record_id = ${id}`,
        )
      )[0].n,
    ).toBe(1);
    // paid: nothing more, not even cancel.
    expect((await changeState(tok.kdana, id, 'approve')).statusCode).toBe(200);
    for (const res of [
      await changeState(tok.kdana, id, 'approve'),
      await changeState(tok.kdana, id, 'reject', 'x'),
      await call('POST', `general/sadad/cancel/${id}`, tok.kdana),
      await upload(tok.raft_company, id),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('Paid');
    }
    expect(await statusOf(id)).toBe('paid');
  });

  it('cancel: from issued, awaiting review and rejected; a cancelled order takes nothing', async () => {
    const a = await issued();
    const b = await issued();
    expect((await upload(tok.raft_company, b)).statusCode).toBe(200);
    const c = await issued();
    expect((await upload(tok.raft_company, c)).statusCode).toBe(200);
    expect((await changeState(tok.kdana, c, 'reject', 'blurred')).statusCode).toBe(200);
    for (const id of [a, b, c]) {
      const res = await call('POST', `general/sadad/cancel/${id}`, tok.kdana);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'cancelled', allowed_actions: [] });
    }
    const again = await call('POST', `general/sadad/cancel/${a}`, tok.kdana);
    expect(again.statusCode).toBe(422);
    expect((await upload(tok.raft_company, a)).statusCode).toBe(422);
  });

  it('row scope: a company lists only its own bills; another company’s id answers 404 everywhere', async () => {
    const theirs = await issued(other);
    const mine = await issued(me);
    const list = await call('POST', 'general/sadad?page=1', tok.raft_company, { paginate: 500 });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.data.map((r: { id: number; company_id: number }) => {
      expect(r.company_id).toBe(me);
      return r.id;
    });
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.json().filters.status).toHaveLength(5);
    const all = await call('POST', 'general/sadad?page=1', tok.kdana, { paginate: 500, company_id: other });
    expect(all.json().data.data.map((r: { id: number }) => r.id)).toContain(theirs);
    expect((await call('GET', `general/sadad/details/${theirs}`, tok.raft_company)).statusCode).toBe(404);
    expect((await call('GET', `general/sadad/logs/${theirs}`, tok.employee)).statusCode).toBe(404);
    expect((await upload(tok.raft_company, theirs)).statusCode).toBe(404);
    expect((await call('GET', `general/sadad/attachments/${theirs}`, tok.raft_company)).statusCode).toBe(404);
    expect((await call('GET', 'general/sadad/details/999999', tok.kdana)).statusCode).toBe(404);
    expect((await call('POST', 'general/sadad?page=1', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/sadad?page=1', tok.gov, {})).statusCode).toBe(403);
    expect((await call('GET', 'general/sadad/create', tok.raft_company)).statusCode).toBe(403);
    const form = await call('GET', 'general/sadad/create', tok.kdana);
    expect(form.json().data.companies.map((c: { value: number }) => c.value)).toContain(me);
  });

  it('the receipt downloads only in scope', async () => {
    const id = await issued();
    expect((await upload(tok.raft_company, id)).statusCode).toBe(200);
    const files = await call('GET', `general/sadad/attachments/${id}`, tok.raft_company);
    const fileId = files.json().data.slots[0].current.id as number;
    const ok = await call('GET', `general/sadad/attachments/download/${fileId}`, tok.kdana);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(
      (await call('GET', `general/sadad/attachments/download/${fileId}`, tok.raft_office)).statusCode,
    ).toBe(404);
  });

  it('50 parallel approvals of one order: exactly one succeeds, the rest 422, never 500', async () => {
    const id = await issued();
    expect((await upload(tok.raft_company, id)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => changeState(tok.kdana, id, 'approve')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    const events = await rows<{ n: number }>(
      sql`select count(*)::int as n from workflow_events where workflow = 'sadad' and record_id = ${id} and action = 'approve'`,
    );
    expect(events[0].n).toBe(1);
  });
});
