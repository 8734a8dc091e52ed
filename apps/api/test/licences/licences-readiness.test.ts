// Readiness licences (spec 001 §5, §7 simple-readiness-license/*): access, store and answers.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readinessApp } from './licences-readiness-fixture';

const f = readinessApp();
const { tok, B, call, rows, one, delivered, store, answers, act, statusOf } = f;
let me: number;
let office: number;
beforeAll(() => {
  me = f.me();
  office = f.office();
});

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
