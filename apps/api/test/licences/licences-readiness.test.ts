import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF } from '../multipart';

// Readiness licences (spec 001 §2, §3 "Readiness order", §4, §5, §7 simple-readiness-license/*).
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
let office: number;
const B = 'general/simple-readiness-license';
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  office = await userId(app, 'raft_office@demo.mashaer.sa');
}, 180_000);
afterAll(() => app.close());

/** A delivered assignment of `company` with no live readiness request (made for the test). */
async function delivered(company = me) {
  const camp = await one<{ id: number }>(sql`
    select c.id from camps c
     where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
     order by c.id desc limit 1`);
  const a = await one<{ id: number }>(sql`
    insert into assign_camps (camp_id, company_id, status) values (${camp.id}, ${company}, 'deliverd') returning id`);
  return a.id;
}

async function store(assignId: number, token = tok.raft_company) {
  const res = await call('POST', `${B}/store`, token, { assign_camp_id: assignId, is_committed: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; form_id: number; filling_id: number; status: string };
}

/** A complete set of answers the company may give to the readiness form. */
async function answers(orderId: number, token = tok.raft_company) {
  const v = await call('GET', `${B}/question-answer/${orderId}`, token);
  expect(v.statusCode, v.body).toBe(200);
  const qs = v.json().data.questions as {
    question_id: number;
    type: string;
    can_answer: boolean;
    options: { value: string }[] | null;
  }[];
  return qs
    .filter((q) => q.can_answer)
    .map((q) => ({
      question_id: q.question_id,
      value:
        q.type === 'number'
          ? 4
          : q.type === 'yes_no'
            ? 1
            : q.type === 'single_choice'
              ? q.options![0].value
              : q.type === 'multiple_choice'
                ? [q.options![0].value]
                : q.type === 'date'
                  ? '2027-01-02'
                  : q.type === 'priced_item'
                    ? 1
                    : q.type === 'file'
                      ? null
                      : 'ok',
    }))
    .filter((a) => a.value !== null);
}

async function filled(company = me, token = tok.raft_company) {
  const o = await store(await delivered(company), token);
  const res = await call('POST', `${B}/answer-questions`, token, {
    order_id: o.id,
    form_id: o.form_id,
    answers: await answers(o.id, token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return o;
}
const act = (action: string, id: number, body: object = {}, token = tok.kdana, lang: 'ar' | 'en' = 'en') =>
  call('POST', `${B}/${action}`, token, { id, ...body }, lang);
const statusOf = async (id: number) =>
  (await one<{ status: string }>(sql`select status from readiness_licenses where id = ${id}`)).status;

describe('access', () => {
  it('401 without a token, 403 without the permission', async () => {
    expect((await call('POST', `${B}/index`, null, {})).statusCode).toBe(401);
    expect((await call('POST', `${B}/store`, null, {})).statusCode).toBe(401);
    expect((await call('POST', `${B}/index`, tok.gov, {})).statusCode).toBe(403);
    expect((await call('GET', `${B}/create`, tok.gov)).statusCode).toBe(403);
    expect((await call('POST', `${B}/approve`, tok.gov, { id: 1, days: 5 })).statusCode).toBe(403);
    expect((await call('POST', `${B}/get-simple-readiness-license-pladge`, tok.gov)).statusCode).toBe(403);
  });

  it('the pledge text in both languages', async () => {
    const en = await call('POST', `${B}/get-simple-readiness-license-pladge`, tok.raft_company);
    expect(en.statusCode).toBe(200);
    expect(en.json().data.text).toMatch(/pledge/);
    const ar = await call('POST', `${B}/get-simple-readiness-license-pladge`, tok.raft_company, {}, 'ar');
    expect(ar.json().data.text).toMatch(/أتعهد/);
  });
});

describe('store (spec §5 readiness licence, submit)', () => {
  it('refuses without a camp and without the pledge, with the spec messages', async () => {
    const a = await call('POST', `${B}/store`, tok.raft_company, { is_committed: 1 });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.assign_camp_id).toEqual(['please select the camp']);
    const b = await call('POST', `${B}/store`, tok.raft_company, { assign_camp_id: await delivered() });
    expect(b.statusCode).toBe(422);
    expect(b.json().errors.is_committed).toEqual(['please agree to the pledge']);
    const c = await call(
      'POST',
      `${B}/store`,
      tok.raft_company,
      { assign_camp_id: '', is_committed: 0 },
      'ar',
    );
    expect(c.json().errors).toEqual({
      assign_camp_id: ['الرجاء اختيار المخيم'],
      is_committed: ['الرجاء الموافقة على التعهد'],
    });
    // Ids are int32 (issue 28 §4): 2^53 is a field error, not a 422 with empty errors.
    const big = await call('POST', `${B}/store`, tok.raft_company, {
      assign_camp_id: 2 ** 53,
      is_committed: 1,
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.assign_camp_id).toEqual(['please select the camp']);
    const bigAnswers = await call('POST', `${B}/update-all-answers`, tok.raft_company, {
      order_id: 2 ** 53,
      form_id: 2 ** 31,
      answers: [],
    });
    expect(bigAnswers.statusCode).toBe(422);
    expect(bigAnswers.json().errors).toMatchObject({
      order_id: ['no readiness order id'],
      form_id: ['no form number'],
    });
  });

  it('a company asks only for its own delivered camps; one live request a camp', async () => {
    const theirs = await delivered(office);
    const r = await call('POST', `${B}/store`, tok.raft_company, { assign_camp_id: theirs, is_committed: 1 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.assign_camp_id).toBeDefined();
    const pendingAssign = await one<{ id: number }>(
      sql`insert into assign_camps (camp_id, company_id, status)
          select c.id, ${me}, 'pending' from camps c
           where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
           order by c.id desc limit 1 returning id`,
    );
    const p = await call('POST', `${B}/store`, tok.raft_company, {
      assign_camp_id: pendingAssign.id,
      is_committed: 1,
    });
    expect(p.statusCode).toBe(422);
    const mine = await delivered();
    const created = await call('GET', `${B}/create`, tok.raft_company);
    const offered = created.json().data.camps as { assign_camp_id: number; company_id: number }[];
    expect(offered.map((c) => c.assign_camp_id)).toContain(mine);
    expect(offered.map((c) => c.assign_camp_id)).not.toContain(theirs);
    expect(offered.every((c) => c.company_id === me)).toBe(true);
    expect(created.json().data.form.id).toBeGreaterThan(0);
    const o = await store(mine);
    // Issue 28 §10: a draft until its form is saved complete.
    expect(o.status).toBe('draft');
    expect(o.filling_id).toBeGreaterThan(0);
    const again = await call('POST', `${B}/store`, tok.raft_company, {
      assign_camp_id: mine,
      is_committed: 1,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.assign_camp_id).toBeDefined();
    const ev = await rows(
      sql`select * from workflow_events where workflow = 'readiness' and record_id = ${o.id}`,
    );
    expect(ev).toHaveLength(1);
  });
});

describe('answers (spec §5 readiness licence, answers)', () => {
  it('no readiness order id, no form number, form not filled; another company 404', async () => {
    const o = await store(await delivered());
    const a = await call('POST', `${B}/answer-questions`, tok.raft_company, {
      form_id: o.form_id,
      answers: [],
    });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.order_id).toEqual(['no readiness order id']);
    const b = await call('POST', `${B}/answer-questions`, tok.raft_company, { order_id: o.id });
    expect(b.json().errors.form_id).toEqual(['no form number']);
    const c = await call('POST', `${B}/answer-questions`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: [],
    });
    expect(c.statusCode).toBe(422);
    expect(c.json().errors.answers).toEqual(['form not filled']);
    const d = await call('POST', `${B}/answer-questions`, tok.raft_office, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(d.statusCode).toBe(404);
    expect((await call('GET', `${B}/question-answer/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    // An unfilled request is a draft: the authority is offered nothing and cannot approve it.
    const view = await call('GET', `${B}/details/${o.id}`, tok.kdana);
    expect(view.json().data.allowed_actions).not.toContain('approve');
    const e = await act('approve', o.id, { validity_period: 30 });
    expect(e.statusCode).toBe(422);
    expect(await statusOf(o.id)).toBe('draft');
    // The complete save submits it (draft → pending), with its timeline event.
    const ok = await call('POST', `${B}/answer-questions`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Answers saved and the request submitted',
      data: { status: 'pending' },
    });
    const ev = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'readiness' and record_id = ${o.id} order by id`,
    );
    expect(ev.map((x) => x.action)).toEqual(['created', 'submit']);
  });
});

describe('the workflow', () => {
  it('disapprove → the company corrects and resubmits → approve 30 days: the licence verifies', async () => {
    const o = await filled();
    const noReason = await act('disapprove', o.id);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.rejection_reason).toEqual(['Rejection reason not set']);
    const d = await act('disapprove', o.id, { rejection_reason: 'exits blocked' });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.status).toBe('disapproved');
    expect(d.json().data.status_text).toBe('Disapproved');
    expect(d.json().data.rejection_reason).toBe('exits blocked');
    // approving a disapproved request is refused, naming its state
    const refused = await act('approve', o.id, { validity_period: 30 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Disapproved');
    // the company sees it, with the resubmit open to it
    const seen = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    expect(seen.json().data.allowed_actions).toEqual(['cancel', 'resubmit']);
    const u = await call('POST', `${B}/update-all-answers`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.status).toBe('pending');
    const zero = await act('approve', o.id, { validity_period: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.validity_period).toEqual(['the issue date is not set']);
    const zeroAr = await act('approve', o.id, { validity_period: 0 }, tok.kdana, 'ar');
    expect(zeroAr.json().errors.validity_period).toEqual(['لم يتم تحديد تاريخ الإصدار']);
    expect(await statusOf(o.id)).toBe('pending');
    const ok = await act('approve', o.id, { validity_period: 30 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('approved');
    expect(ok.json().data.validity_period).toBe(30);
    const days =
      (new Date(ok.json().data.expires_at).getTime() - new Date(ok.json().data.issued_at).getTime()) /
      86_400_000;
    expect(days).toBe(30);
    const det = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    const doc = det.json().data.document;
    expect(doc.validity).toBe('valid');
    expect(doc.url).toContain(`/qr/${doc.code}`);
    expect(det.json().data.timeline.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'submit',
      'disapprove',
      'resubmit',
      'approve',
    ]);
    const check = await call('GET', `general/documents/check-qr/${encodeURIComponent(doc.code)}`, null);
    expect(check.json().data).toMatchObject({ genuine: true, type: 'readiness_license', validity: 'valid' });
    const notices = await rows(
      sql`select * from notifications where link = ${`/readiness-license/details/${o.id}`}`,
    );
    expect(notices.length).toBeGreaterThanOrEqual(2);
    const audit = await auditRows(app, { table: 'readiness_licenses' });
    expect(audit.filter((r) => r.record_id === String(o.id)).map((r) => r.method)).toEqual([
      `${B}/answer-questions`,
      `${B}/disapprove`,
      `${B}/update-all-answers`,
      `${B}/approve`,
    ]);
    // it shows expired once its validity ends
    await rows(
      sql`update documents set valid_from = now() - interval '31 days', valid_until = now() - interval '1 day' where type = 'readiness_license' and record_id = ${o.id}`,
    );
    const later = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    expect(later.json().data.document.validity).toBe('expired');
    // cancelling an approved licence cancels its document
    const c = await act('cancel', o.id);
    expect(c.statusCode).toBe(200);
    const after = await call('GET', `general/documents/check-qr/${encodeURIComponent(doc.code)}`, null);
    expect(after.json().data.validity).toBe('cancelled');
  });

  it('reject is final; every refused transition answers 422 naming the state', async () => {
    const o = await filled();
    const byCompany = await act('reject', o.id, { rejection_reason: 'x' }, tok.raft_company);
    expect(byCompany.statusCode).toBe(403);
    const r = await act('reject', o.id, { rejection_reason: 'unsafe cabling' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.status_text).toBe('Rejected finally');
    for (const a of ['approve', 'disapprove', 'reject', 'cancel']) {
      const res = await act(a, o.id, { validity_period: 3, rejection_reason: 'x' });
      expect(res.statusCode, a).toBe(422);
      expect(res.json().message, a).toContain('Rejected finally');
    }
    const u = await call('POST', `${B}/update-all-answers`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(u.statusCode).toBe(422);
    expect((await call('GET', `${B}/details/${o.id}`, tok.raft_company)).json().data.allowed_actions).toEqual(
      [],
    );
  });

  it('allowed moves from each state: pending→cancelled by the company, disapproved→rejected, cancelled is closed', async () => {
    const a = await filled();
    const pendingView = await call('GET', `${B}/details/${a.id}`, tok.kdana);
    expect(pendingView.json().data.allowed_actions).toEqual(['approve', 'disapprove', 'reject', 'cancel']);
    expect((await act('cancel', a.id, {}, tok.raft_company)).statusCode).toBe(200);
    expect(await statusOf(a.id)).toBe('cancelled');
    for (const x of ['approve', 'disapprove', 'reject', 'cancel'])
      expect((await act(x, a.id, { validity_period: 3, rejection_reason: 'x' })).statusCode).toBe(422);
    const b = await filled();
    expect((await act('disapprove', b.id, { rejection_reason: 'r' })).statusCode).toBe(200);
    expect((await act('disapprove', b.id, { rejection_reason: 'r' })).statusCode).toBe(422);
    expect((await act('reject', b.id, { rejection_reason: 'final' })).statusCode).toBe(200);
    const c = await filled();
    expect((await act('disapprove', c.id, { rejection_reason: 'r' })).statusCode).toBe(200);
    expect((await act('cancel', c.id)).statusCode).toBe(200);
    const d = await filled();
    expect((await act('approve', d.id, { validity_period: 10 })).statusCode).toBe(200);
    for (const x of ['approve', 'disapprove', 'reject'])
      expect((await act(x, d.id, { validity_period: 3, rejection_reason: 'x' })).statusCode).toBe(422);
  });

  it('row scope: another company answers 404 on every call', async () => {
    const o = await filled();
    expect((await call('GET', `${B}/details/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await act('cancel', o.id, {}, tok.raft_office)).statusCode).toBe(404);
    const list = await call('POST', `${B}/index?page=1`, tok.raft_office, { paginate: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.every((r: { company_id: number }) => r.company_id === office)).toBe(true);
    const mine = await call('POST', `${B}/index?page=1`, tok.raft_company, {
      paginate: 100,
      status: 'pending',
    });
    const ids = mine.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(o.id);
    expect(mine.json().filters.status).toHaveLength(6);
    expect((await call('GET', `${B}/details/999999`, tok.kdana)).statusCode).toBe(404);
    const bad = await call('POST', `${B}/index?page=1`, tok.kdana, { status: 'nope' });
    expect(bad.statusCode).toBe(422);
  });

  it('50 parallel approvals: exactly one succeeds', async () => {
    const o = await filled();
    const res = await Promise.all(
      Array.from({ length: 50 }, () => act('approve', o.id, { validity_period: 7 })),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const ev = await rows(
      sql`select * from workflow_events where workflow = 'readiness' and record_id = ${o.id} and action = 'approve'`,
    );
    expect(ev).toHaveLength(1);
    const docs = await rows(
      sql`select * from documents where type = 'readiness_license' and record_id = ${o.id}`,
    );
    expect(docs).toHaveLength(1);
  });
});

describe('update-kroky (the drawing)', () => {
  it('uploads the drawing through the attachments mechanism; scope 404; type checked', async () => {
    const o = await store(await delivered());
    const body = await multipart({}, { file: { name: 'kroky.pdf', data: PDF, type: 'application/pdf' } });
    const up = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tok.raft_company}`, 'accept-language': 'en' },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data.slot).toBe('kroky');
    const other = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tok.raft_office}` },
    });
    expect(other.statusCode).toBe(404);
    const bad = await multipart(
      {},
      { file: { name: 'x.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' } },
    );
    const refused = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: bad.payload,
      headers: { ...bad.headers, authorization: `Bearer ${tok.raft_company}` },
    });
    expect(refused.statusCode).toBe(422);
    const list = await call('GET', `${B}/attachments/${o.id}`, tok.kdana);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data)).toContain('kroky.pdf');
  });
});
