// Temporary licences (spec 001 §7 "Temporary licences", §9 form number 7): the order, its workflow and drawings.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, auth, type TestApp } from '../helpers';
import { multipart, PDF } from '../multipart';
import { tempLicencesApp } from './licences-temp-fixture';

const f = tempLicencesApp();
const { tok, B, call, rows, answers, create, act } = f;
let app: TestApp;
let me: number;
let myCamp: number;
let theirCamp: number;
let questions: { question_id: number; type: string; is_required: boolean }[];
beforeAll(() => {
  app = f.app();
  me = f.me();
  myCamp = f.myCamp();
  theirCamp = f.theirCamp();
  questions = f.questions();
});

describe('form 7 and the order', () => {
  it('get-questions-form answers form 7 only; create lists the caller’s camps', async () => {
    const q = await call('GET', 'general/temp_license_order_form/get-questions-form/7', tok.raft_company);
    expect(q.json().data.form).toMatchObject({ id: 7, name_en: 'Temporary licence request form' });
    expect(q.json().data.questions.every((x: { can_answer: boolean }) => x.can_answer)).toBe(true);
    expect(
      (await call('GET', 'general/temp_license_order_form/get-questions-form/1', tok.raft_company))
        .statusCode,
    ).toBe(404);
    const c = await call('GET', `${B}/create`, tok.raft_company);
    expect(c.statusCode).toBe(200);
    expect(c.json().data.camps.map((o: { value: number }) => o.value)).toContain(myCamp);
    expect(c.json().data.camps.map((o: { value: number }) => o.value)).not.toContain(theirCamp);
  });

  it('401, 403, 422 with fields (camp, form not filled, a wrong answer), another company’s camp', async () => {
    expect((await call('POST', B, null, {})).statusCode).toBe(401);
    expect((await call('POST', B, tok.gov, {})).statusCode).toBe(403);
    expect((await call('POST', `${B}/store`, tok.design_office, {})).statusCode).toBe(403);
    const empty = await call('POST', `${B}/store`, tok.raft_company, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['answers', 'camp_id']);
    const none = await call('POST', `${B}/store`, tok.raft_company, { camp_id: myCamp, answers: [] });
    expect(none.json().errors.answers).toEqual(['form not filled']);
    const ar = await app.inject({
      method: 'POST',
      url: `/api/${B}/store`,
      headers: auth(tok.raft_company, 'ar'),
      payload: {},
    });
    expect(ar.json().errors.camp_id).toEqual(['الرجاء اختيار المخيم']);
    const other = await call('POST', `${B}/store`, tok.raft_company, {
      camp_id: theirCamp,
      answers: answers(),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.camp_id).toBeDefined();
    const days = questions.find((q) => q.type === 'number')!;
    const bad = await call('POST', `${B}/store`, tok.raft_company, {
      camp_id: myCamp,
      answers: [
        ...answers().filter((a) => a.question_id !== days.question_id),
        { question_id: days.question_id, value: 'x' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[`answers.${days.question_id}`]).toBeDefined();
    const before = await rows<{ n: number }>(sql`select count(*)::int n from temp_license_orders`);
    const o = await create();
    expect(o).toMatchObject({ status: 'pending', allowed_actions: ['cancel'] });
    const after = await rows<{ n: number }>(sql`select count(*)::int n from temp_license_orders`);
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it('view answers form 7 with the answers; update changes them while pending', async () => {
    const o = await create();
    const v = await call('GET', `${B}/view/${o.id}`, tok.raft_company);
    expect(v.statusCode).toBe(200);
    const d = v.json().data;
    expect(d.form.id).toBe(7);
    expect(d.has_answers_in_version).toBeGreaterThan(0);
    expect(d.questions.find((q: { type: string }) => q.type === 'short_text').value).toBe(
      'Temporary power line',
    );
    const u = await call('POST', `${B}/update/${o.id}`, tok.raft_company, { answers: answers('Generator') });
    expect(u.statusCode, u.body).toBe(200);
    const e = await call('GET', `${B}/edit/${o.id}`, tok.raft_company);
    expect(e.json().data.questions.find((q: { type: string }) => q.type === 'short_text').value).toBe(
      'Generator',
    );
    expect((await call('POST', `${B}/update/${o.id}`, tok.raft_company, { answers: [] })).statusCode).toBe(
      422,
    );
  });
});

describe('the workflow', () => {
  it('approve needs the period; issues the licence (number, period, conditions) whose QR verifies', async () => {
    const o = await create();
    expect((await act('approve', o.id, { days: 5 }, tok.raft_company)).statusCode).toBe(403);
    const noPeriod = await act('approve', o.id, {});
    expect(noPeriod.statusCode).toBe(422);
    expect(noPeriod.json().errors.days).toEqual(['Please set the licence period in days']);
    const a = await act('approve', o.id, { days: 5, conditions: 'Remove after the season' });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ status: 'approved', allowed_actions: [] });
    const v = (await call('GET', `${B}/view/${o.id}`, tok.raft_company)).json().data;
    expect(v.licence.license_number).toMatch(/^TL-\d{6}$/);
    expect(v.licence).toMatchObject({
      period: 5,
      conditions: 'Remove after the season',
      activity: 'Temporary power line',
    });
    expect(v.timeline.map((e: { action: string }) => e.action)).toEqual(['created', 'approve']);
    const ready = await call('GET', `${B}/ready/${o.id}`, tok.raft_company);
    expect(ready.statusCode).toBe(200);
    const check = await call(
      'GET',
      `general/documents/check-qr/${encodeURIComponent(ready.json().data.licence.document.code)}`,
      null,
    );
    expect(check.json().data).toMatchObject({ genuine: true, type: 'temp_license', validity: 'valid' });
    expect(check.json().data.number).toBe(v.licence.license_number);
    // Approved: no further move, no change of answers.
    for (const x of ['approve', 'reject'])
      expect((await act(x, o.id, { days: 5, reason: 'x' })).statusCode).toBe(422);
    expect((await call('DELETE', `${B}/destroy/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    const upd = await call('POST', `${B}/update/${o.id}`, tok.raft_company, { answers: answers() });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors.status).toBeDefined();
    const notice = await rows<{ link: string }>(
      sql`select link from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(notice[0].link).toBe(`/temp-licenses-order/view/${o.id}`);
  });

  it('reject needs the reason and is final; the company withdraws a pending order (destroy)', async () => {
    const o = await create();
    const noReason = await act('reject', o.id, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const r = await act('reject', o.id, { reason: 'Blocks the emergency path' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Blocks the emergency path' });
    const again = await act('approve', o.id, { days: 3 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Rejected');
    expect((await call('GET', `${B}/ready/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    const w = await create();
    expect((await call('DELETE', `${B}/destroy/${w.id}`, tok.kdana)).statusCode).toBe(403);
    const d = await call('DELETE', `${B}/destroy/${w.id}`, tok.raft_company);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.status).toBe('cancelled');
    expect((await act('approve', w.id, { days: 3 })).statusCode).toBe(422);
    const audit = await auditRows(app, { table: 'temp_license_orders' });
    expect(audit.filter((x) => x.record_id === String(w.id)).map((x) => x.method)).toEqual([
      `${B}/store`,
      `${B}/destroy`,
    ]);
  });

  it('row scope: another company gets 404; lists show only its own with the filter options', async () => {
    const o = await create();
    for (const [m, path] of [
      ['GET', `view/${o.id}`],
      ['GET', `edit/${o.id}`],
      ['GET', `ready/${o.id}`],
      ['DELETE', `destroy/${o.id}`],
    ] as const)
      expect((await call(m, `${B}/${path}`, tok.raft_office)).statusCode).toBe(404);
    expect(
      (await call('POST', `${B}/update/${o.id}`, tok.raft_office, { answers: answers() })).statusCode,
    ).toBe(404);
    const mine = await call('POST', `${B}?page=1`, tok.raft_company, { paginate: 100 });
    expect(mine.statusCode).toBe(200);
    const companies = new Set(mine.json().data.data.map((r: { company_id: number }) => r.company_id));
    expect([...companies]).toEqual([me]);
    expect(mine.json().filters.status).toHaveLength(4);
    const all = await call('POST', `${B}?page=1`, tok.kdana, { paginate: 100, status: 'approved' });
    expect(
      new Set(all.json().data.data.map((r: { company_id: number }) => r.company_id)).size,
    ).toBeGreaterThan(1);
    expect((await call('POST', `${B}?page=1`, tok.kdana, { status: 'nope' })).statusCode).toBe(422);
    expect((await call('GET', `${B}/view/999999`, tok.kdana)).statusCode).toBe(404);
  });

  it('demo data: every status for each demo company', async () => {
    const r = await rows<{ company_id: number; statuses: string[] }>(
      sql`select company_id, array_agg(distinct status order by status) statuses from temp_license_orders
           group by company_id`,
    );
    expect(r.length).toBeGreaterThanOrEqual(3);
    for (const x of r) expect(x.statuses).toEqual(['approved', 'cancelled', 'pending', 'rejected']);
  });

  it('50 parallel approvals: exactly one succeeds, one licence, one document', async () => {
    const o = await create();
    const res = await Promise.all(Array.from({ length: 50 }, () => act('approve', o.id, { days: 7 })));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const lic = await rows<{ id: number }>(
      sql`select id from temp_licenses where temp_license_order_id = ${o.id}`,
    );
    expect(lic).toHaveLength(1);
    const docs = await rows(
      sql`select * from documents where type = 'temp_license' and record_id = ${lic[0].id}`,
    );
    expect(docs).toHaveLength(1);
  });
});

describe('drawings (temp_license_order_kroky_documents)', () => {
  it('store with temp_license_order_id, list, delete; another company 404; bad type 422', async () => {
    const o = await create();
    const body = await multipart({}, { file: { name: 'kroky.pdf', data: PDF, type: 'application/pdf' } });
    const up = await app.inject({
      method: 'POST',
      url: `/api/general/temp_license_order_kroky_documents/store?temp_license_order_id=${o.id}`,
      headers: { ...auth(tok.raft_company), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id;
    const other = await app.inject({
      method: 'POST',
      url: `/api/general/temp_license_order_kroky_documents/store?temp_license_order_id=${o.id}`,
      headers: { ...auth(tok.raft_office), ...body.headers },
      payload: body.payload,
    });
    expect(other.statusCode).toBe(404);
    const txt = await multipart(
      {},
      { file: { name: 'x.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' } },
    );
    const bad = await app.inject({
      method: 'POST',
      url: `/api/general/temp_license_order_kroky_documents/store?temp_license_order_id=${o.id}`,
      headers: { ...auth(tok.raft_company), ...txt.headers },
      payload: txt.payload,
    });
    expect(bad.statusCode).toBe(422);
    const list = await call('GET', `${B}/attachments/${o.id}`, tok.kdana);
    expect(JSON.stringify(list.json().data)).toContain('kroky.pdf');
    expect(
      (await call('DELETE', `general/temp_license_order_kroky_documents/delete/${id}`, tok.raft_office))
        .statusCode,
    ).toBe(404);
    const del = await call(
      'DELETE',
      `general/temp_license_order_kroky_documents/delete/${id}`,
      tok.raft_company,
    );
    expect(del.statusCode, del.body).toBe(200);
  });
});
