import { decodeZatcaQr } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF } from '../multipart';

// Invoices (issue 20 §2): drafts, server-side VAT, the workflow, the ZATCA QR, row scope.
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
let other: number;
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  other = await userId(app, 'raft_office@demo.mashaer.sa');
}, 180_000);
afterAll(() => app?.close());

const LINES = [
  { description: 'Camp cleaning', quantity: 3, unit_price: 33_333 },
  { description: 'Extra tents', quantity: 1, unit_price: 10 },
];
const valid = (company = me) => ({
  company_id: company,
  due_date: '2027-07-15',
  note: 'Season 1448',
  lines: LINES,
});
async function make(path: 'store' | 'save_as_draft', company = me) {
  const res = await call('POST', `general/invoices/${path}`, tok.kdana, valid(company));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function upload(token: string, id: number) {
  const body = await multipart({}, { file: { name: 'receipt.pdf', data: PDF } });
  return app.inject({
    method: 'POST',
    url: `/api/general/invoices/upload_docs?invoice_id=${id}`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}
const changeState = (token: string, id: number, action: string, rejection_reason?: string) =>
  call('POST', 'general/invoices/change_state', token, { invoice_id: id, action, rejection_reason });
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from invoices where id = ${id}`))[0].status;

describe('invoices', () => {
  it('draft → edit → issue: totals and VAT computed on the server (half-up once per invoice)', async () => {
    const id = await make('save_as_draft');
    const d = await call('GET', `general/invoices/details/${id}`, tok.kdana);
    // 3 × 333.33 + 0.10 = 1000.09 SAR; VAT 15 % = 150.0135 → 150.01.
    expect(d.json().data).toMatchObject({
      status: 'draft',
      invoice_number: null,
      subtotal: 100_009,
      vat_total: 15_001,
      total: 115_010,
      vat_rate: '15',
      zatca_qr: null,
    });
    expect(d.json().data.allowed_actions.sort()).toEqual(['cancel', 'issue']);
    const edited = await call('POST', 'general/invoices/update', tok.kdana, {
      ...valid(),
      invoice_id: id,
      lines: [{ description: 'Camp cleaning', quantity: 2, unit_price: 50_000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'draft',
      subtotal: 100_000,
      vat_total: 15_000,
      total: 115_000,
    });
    const lines = await rows<{ n: number }>(
      sql`select count(*)::int as n from invoice_lines where invoice_id = ${id}`,
    );
    expect(lines[0].n).toBe(1);
    const issued = await call('POST', 'general/invoices/update', tok.kdana, {
      ...valid(),
      invoice_id: id,
      lines: [{ description: 'Camp cleaning', quantity: 2, unit_price: 50_000 }],
      issue: 1,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.status).toBe('issued');
    expect(issued.json().data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    // A draft only: an issued invoice is not edited.
    const late = await call('POST', 'general/invoices/update', tok.kdana, { ...valid(), invoice_id: id });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('Only a draft invoice can be edited');
  });

  it('the tax invoice carries the seller from configuration and a ZATCA QR that decodes to its totals', async () => {
    const id = await make('store');
    const d = (await call('GET', `general/invoices/details/${id}`, tok.raft_company)).json().data;
    expect(d.seller.vat_number).toBe(app.ctx.config.SELLER_VAT_NUMBER);
    expect(d.lines).toHaveLength(2);
    expect(d.lines[0]).toMatchObject({
      quantity: 3,
      unit_price: 33_333,
      line_total: 99_999,
      line_total_sar: '999.99',
    });
    const qr = decodeZatcaQr(d.zatca_qr);
    expect(qr).toEqual({
      seller: app.ctx.config.SELLER_NAME_AR,
      vatNumber: app.ctx.config.SELLER_VAT_NUMBER,
      timestamp: d.issued_at,
      total: '1150.10',
      vat: '150.01',
    });
    expect(d.total_sar).toBe('1150.10');
  });

  it('issued → upload → reject (reason) → upload again → approve (paid); the receipt is required first', async () => {
    const id = await make('store');
    // Issue 28 §13: no receipt, so the read offers neither approve nor reject.
    const offered = async () =>
      (await call('GET', `general/invoices/details/${id}`, tok.kdana)).json().data
        .allowed_actions as string[];
    expect(await offered()).not.toContain('approve');
    expect(await offered()).not.toContain('reject');
    const early = await changeState(tok.kdana, id, 'approve');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('The payment receipt has not been uploaded');
    expect((await upload(tok.raft_company, id)).statusCode).toBe(200);
    expect(await offered()).toEqual(expect.arrayContaining(['approve', 'reject']));
    const noReason = await changeState(tok.kdana, id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['rejection_reason']);
    const rej = await changeState(tok.kdana, id, 'reject', 'Wrong amount');
    expect(rej.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong amount' });
    expect(
      (await call('GET', `general/invoices/details/${id}`, tok.raft_company)).json().data.allowed_actions,
    ).toEqual(['upload_docs']);
    const again = await upload(tok.raft_company, id);
    expect(again.json().data).toMatchObject({ status: 'issued', rejection_reason: null });
    const ok = await changeState(tok.kdana, id, 'approve');
    expect(ok.json().data).toMatchObject({ status: 'approved', status_text: 'Paid', allowed_actions: [] });
    const logs = await call('GET', `general/invoices/logs/${id}`, tok.raft_company);
    expect(logs.json().data.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'issue',
      'upload_docs',
      'reject',
      'upload_docs',
      'approve',
    ]);
    for (const res of [
      await changeState(tok.kdana, id, 'approve'),
      await call('POST', `general/invoices/cancel/${id}`, tok.kdana),
      await upload(tok.raft_company, id),
    ])
      expect(res.statusCode).toBe(422);
    expect(await statusOf(id)).toBe('approved');
  });

  it('refusals: a draft takes no payment; the company cannot issue, approve or cancel; cancel from draft', async () => {
    const id = await make('save_as_draft');
    expect((await upload(tok.raft_company, id)).statusCode).toBe(422);
    expect((await changeState(tok.kdana, id, 'approve')).statusCode).toBe(422);
    expect((await call('POST', `general/invoices/cancel/${id}`, tok.raft_company)).statusCode).toBe(403);
    expect((await call('POST', 'general/invoices/save_as_draft', tok.raft_company, valid())).statusCode).toBe(
      403,
    );
    const c = await call('POST', `general/invoices/cancel/${id}`, tok.kdana);
    expect(c.json().data).toMatchObject({ status: 'cancelled', allowed_actions: [] });
    expect(
      (await call('POST', 'general/invoices/update', tok.kdana, { ...valid(), invoice_id: id })).statusCode,
    ).toBe(422);
  });

  it('401, 403, 422 with fields (no float amounts) and the error field; nothing half-written', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from invoices`))[0].n;
    expect((await call('POST', 'general/invoices/store', null, valid())).statusCode).toBe(401);
    expect((await call('POST', 'general/invoices/store', tok.gov, valid())).statusCode).toBe(403);
    const bad = await call('POST', 'general/invoices/store', tok.kdana, {
      company_id: me,
      due_date: 'soon',
      lines: [{ description: '', quantity: 1.5, unit_price: 10.25 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'due_date',
      'lines.0.description',
      'lines.0.quantity',
      'lines.0.unit_price',
    ]);
    expect(typeof bad.json().error).toBe('string');
    // A due date behind us is refused on the server, with the field's message (issue 28 §9).
    const past = await call('POST', 'general/invoices/store', tok.kdana, {
      ...valid(),
      due_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.due_date).toEqual(['The date cannot be in the past']);
    const none = await call('POST', 'general/invoices/store', tok.kdana, { ...valid(), lines: [] });
    expect(none.json().errors.lines[0]).toBe('Add at least one line');
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from invoices`))[0].n).toBe(before);
  });

  it('row scope: lists, details, logs, upload of another company answer 404 or leave it out', async () => {
    const theirs = await make('store', other);
    const list = await call('POST', 'general/invoices?page=1', tok.raft_company, { paginate: 500 });
    expect(list.statusCode).toBe(200);
    for (const r of list.json().data.data) expect(r.company_id).toBe(me);
    expect((await call('GET', `general/invoices/details/${theirs}`, tok.raft_company)).statusCode).toBe(404);
    expect((await call('GET', `general/invoices/logs/${theirs}`, tok.raft_company)).statusCode).toBe(404);
    expect((await upload(tok.raft_company, theirs)).statusCode).toBe(404);
    expect((await call('POST', `general/invoices/cancel/${theirs}`, tok.raft_company)).statusCode).toBe(404);
    expect((await call('GET', 'general/invoices/create', tok.raft_company)).statusCode).toBe(403);
    expect((await call('GET', 'general/invoices/create', tok.kdana)).json().data.vat_rate_bp).toBe(1500);
  });

  it('50 parallel approvals: exactly one succeeds', async () => {
    const id = await make('store');
    expect((await upload(tok.raft_company, id)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => changeState(tok.kdana, id, 'approve')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
  });

  it('the company filter: not sent with the list; searched, capped and keeps the chosen one', async () => {
    const list = await call('POST', 'general/invoices?page=1', tok.kdana, {});
    expect(list.statusCode).toBe(200);
    expect(Object.keys(list.json().filters)).toEqual(['status']);
    const [mine] = await rows<{ name: string }>(
      sql`select coalesce(company_name_ar, company_name_en, name) as name from users where id = ${me}`,
    );
    const found = await call(
      'GET',
      `general/invoices/companies?search=${encodeURIComponent(mine.name)}`,
      tok.kdana,
    );
    expect(found.statusCode).toBe(200);
    // Found by its Arabic name, labelled in the caller's language.
    expect(found.json().data.map((o: { value: number }) => o.value)).toContain(me);
    const none = await call('GET', 'general/invoices/companies?search=%25no such company%25', tok.kdana);
    expect(none.json().data).toEqual([]);
    // The chosen company comes back even when the search does not find it (a filter from the URL).
    const chosen = await call('GET', `general/invoices/companies?search=zzz-nothing&id=${me}`, tok.kdana);
    expect(chosen.json().data).toEqual([{ value: me, label: expect.any(String) }]);
    const all = await call('GET', 'general/invoices/companies', tok.kdana);
    expect(all.json().data.length).toBeGreaterThan(0);
    expect(all.json().data.length).toBeLessThanOrEqual(20);
    expect((await call('GET', 'general/sadad/companies', tok.kdana)).statusCode).toBe(200);
    // Companies never see the others.
    expect((await call('GET', 'general/invoices/companies', tok.raft_company)).statusCode).toBe(403);
  });
});
