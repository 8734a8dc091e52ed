import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

// Questionnaires (issue 30): questions, groups, the builder, publishing to an audience through the
// kernel, answering (draft, required answers, submit once), the bell's flag, scope and results.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'raft_company', 'raft_office', 'gov']) tok[t] = await tokenFor(app, t);
  tok.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
}, 180_000);
afterAll(() => app?.close());

const question = (over: object = {}) => ({
  type: 'single',
  title: 'ما مدى رضاك عن الخدمة؟',
  title_en: 'How satisfied are you with the service?',
  options: [
    { ar: 'راض', en: 'Satisfied' },
    { ar: 'غير راض', en: 'Not satisfied' },
  ],
  is_required: 1,
  ...over,
});

let q1: number;
let q2: number;
let q3: number;
let g1: number;
let g2: number;
let qn: number;

describe('questions and groups', () => {
  it('store, list (GET ?page), edit, update, delete; 401, 403, 422 with fields', async () => {
    const a = await call('POST', 'general/poll-questions/store', tok.admin, question());
    expect(a.statusCode, a.body).toBe(201);
    q1 = a.json().data.id;
    q2 = (
      await call(
        'POST',
        'general/poll-questions/store',
        tok.admin,
        question({
          type: 'multiple',
          title: 'ما الخدمات التي استخدمتها؟',
          title_en: 'Which services did you use?',
        }),
      )
    ).json().data.id;
    const c = await call(
      'POST',
      'general/poll-questions/store',
      tok.admin,
      question({ type: 'text', options: [], is_required: 0 }),
    );
    expect(c.statusCode, c.body).toBe(201);
    q3 = c.json().data.id;
    const list = await call('GET', 'general/poll-questions?page=1', tok.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(3);
    expect(
      (await call('GET', `general/poll-questions/edit/${q1}`, tok.admin)).json().data.options,
    ).toHaveLength(2);
    expect((await call('GET', 'general/poll-questions?page=1', null)).statusCode).toBe(401);
    expect((await call('GET', 'general/poll-questions?page=1', tok.raft_company)).statusCode).toBe(403);
    const bad = await call('POST', 'general/poll-questions/store', tok.admin, { type: '', title: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['type', 'title']));
    const noOptions = await call(
      'POST',
      'general/poll-questions/store',
      tok.admin,
      question({ options: [] }),
    );
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors.options).toBeDefined();
    const upd = await call(
      'POST',
      `general/poll-questions/update/${q3}`,
      tok.admin,
      question({ type: 'text', options: [], is_required: 0, title_en: 'Comments' }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    const tmp = (await call('POST', 'general/poll-questions/store', tok.admin, question())).json().data.id;
    expect((await call('DELETE', `general/poll-questions/${tmp}`, tok.admin)).statusCode).toBe(200);
    expect((await call('GET', `general/poll-questions/edit/${tmp}`, tok.admin)).statusCode).toBe(404);
  });

  it('groups: ordered questions; 422 without questions', async () => {
    const a = await call('POST', 'general/poll-question-groups/store', tok.admin, {
      title: 'الخدمة',
      title_en: 'Service',
      question_ids: [q1, q2],
    });
    expect(a.statusCode, a.body).toBe(201);
    g1 = a.json().data.id;
    g2 = (
      await call('POST', 'general/poll-question-groups/store', tok.admin, {
        title: 'ملاحظات',
        title_en: 'Notes',
        question_ids: [q3],
      })
    ).json().data.id;
    const bad = await call('POST', 'general/poll-question-groups/store', tok.admin, {
      title: '',
      title_en: 'x',
      question_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['title', 'question_ids']));
    expect(
      (await call('GET', 'general/poll-question-groups?page=1', tok.admin)).json().data.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await call('GET', 'general/poll-question-groups?page=1', tok.raft_company)).statusCode).toBe(403);
  });
});

const questionnaire = (over: object = {}) => ({
  title: 'استبيان جاهزية الموسم',
  title_en: 'Season readiness survey',
  description: 'Tell us how ready you are',
  group_ids: [g1, g2],
  user_type_ids: [3],
  is_required: 1,
  opens_at: '2020-01-01',
  closes_at: '2099-12-31',
  ...over,
});

describe('questionnaires: builder and publishing', () => {
  it('store: a draft through the kernel; 401, 403, 422 with the spec fields', async () => {
    expect((await call('POST', 'general/questionnaires/store', null, questionnaire())).statusCode).toBe(401);
    expect(
      (await call('POST', 'general/questionnaires/store', tok.raft_company, questionnaire())).statusCode,
    ).toBe(403);
    const bad = await call('POST', 'general/questionnaires/store', tok.admin, {
      title: '',
      group_ids: [],
      user_type_ids: [],
      opens_at: '2027-01-02',
      closes_at: '2027-01-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['title', 'group_ids', 'user_type_ids']),
    );
    const dates = await call(
      'POST',
      'general/questionnaires/store',
      tok.admin,
      questionnaire({ opens_at: '2027-01-02', closes_at: '2027-01-01' }),
    );
    expect(Object.keys(dates.json().errors)).toEqual(['closes_at']);
    const unknown = await call(
      'POST',
      'general/questionnaires/store',
      tok.admin,
      questionnaire({ group_ids: [999999] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.group_ids).toBeDefined();
    // The named audience: every id an account that exists, chosen from the builder's options.
    const nobody = await call(
      'POST',
      'general/questionnaires/store',
      tok.admin,
      questionnaire({ user_ids: [999999] }),
    );
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.user_ids).toEqual(['One of the chosen users does not exist']);
    const options = (await call('GET', 'general/questionnaires/create', tok.admin)).json().data;
    const raftId = await userId(app, 'raft_company@demo.mashaer.sa');
    expect(options.users.map((u: { value: number }) => u.value)).toContain(raftId);
    const res = await call('POST', 'general/questionnaires/store', tok.admin, questionnaire());
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'draft', allowed_actions: ['publish'], assigned_count: 0 });
    qn = d.id;
    const edit = (await call('GET', `general/questionnaires/edit/${qn}`, tok.admin)).json().data;
    expect(edit.content.map((g: { id: number }) => g.id)).toEqual([g1, g2]);
    expect(edit.content[0].questions.map((q: { id: number }) => q.id)).toEqual([q1, q2]);
    expect(edit.timeline[0].action).toBe('created');
    expect(
      (await call('POST', 'general/questionnaires?page=1', tok.admin, { status: 'draft' })).json().data.total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('publish assigns every active raft company user (employee included) and notifies them; again → 422', async () => {
    const res = await call('POST', `general/questionnaires/publish/${qn}`, tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('published');
    const assigned = await rows<{ user_id: number; company_id: number }>(
      sql`select user_id, company_id from questionnaire_assignments where questionnaire_id = ${qn}`,
    );
    const raft = await userId(app, 'raft_company@demo.mashaer.sa');
    const emp = await userId(app, 'employee@demo.mashaer.sa');
    expect(assigned.map((a) => a.user_id)).toEqual(expect.arrayContaining([raft, emp]));
    expect(assigned.find((a) => a.user_id === emp)?.company_id).toBe(raft);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int n from notifications where user_id = ${raft} and link = ${`/questionnaires/myQuestionnaires/${qn}`}`,
    );
    expect(n.n).toBe(1);
    const again = await call('POST', `general/questionnaires/publish/${qn}`, tok.admin);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Published');
  });
});

describe('answering', () => {
  it('the bell carries the required questionnaire until it is answered', async () => {
    const bell = await call('POST', 'general/notification/user_notification?page=1', tok.raft_company, {});
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json()).toMatchObject({ questionnaire_required: true, questionnaire_id: qn });
    const pending = await call('POST', 'general/my-questionnaires?page=1', tok.raft_company, {
      status: 'pending',
    });
    expect(pending.json().data.data.map((r: { questionnaire_id: number }) => r.questionnaire_id)).toContain(
      qn,
    );
  });

  it('draft, required answers on the server (fields), submit once; the answered list', async () => {
    const draft = await call('POST', `general/my-questionnaires/draft/${qn}`, tok.raft_company, {
      answers: { [q1]: 0 },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      (await call('GET', `general/my-questionnaires/${qn}`, tok.raft_company)).json().data.answers,
    ).toEqual({ [q1]: 0 });
    const missing = await call('POST', `general/my-questionnaires/submit/${qn}`, tok.raft_company, {
      answers: { [q1]: 0 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[`answers.${q2}`]).toEqual(['Check at least one answer']);
    const wrong = await call('POST', `general/my-questionnaires/submit/${qn}`, tok.raft_company, {
      answers: { [q1]: 7, [q2]: [0] },
    });
    expect(wrong.json().errors[`answers.${q1}`]).toBeDefined();
    const ok = await call('POST', `general/my-questionnaires/submit/${qn}`, tok.raft_company, {
      answers: { [q1]: 0, [q2]: [0, 1], [q3]: 'شكراً' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'answered', allowed_actions: [] });
    const twice = await call('POST', `general/my-questionnaires/submit/${qn}`, tok.raft_company, {
      answers: { [q1]: 0, [q2]: [0] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.status).toBeDefined();
    const bell = await call('POST', 'general/notification/user_notification?page=1', tok.raft_company, {});
    expect(bell.json().questionnaire_id).not.toBe(qn);
    const answered = await call('POST', 'general/my-questionnaires?page=1', tok.raft_company, {
      status: 'answered',
    });
    expect(answered.json().data.data.map((r: { questionnaire_id: number }) => r.questionnaire_id)).toContain(
      qn,
    );
  });

  it('scope: another audience → 404; the users list by scope; a company has no access to it', async () => {
    expect((await call('GET', `general/my-questionnaires/${qn}`, tok.raft_office)).statusCode).toBe(404);
    expect(
      (await call('POST', `general/my-questionnaires/submit/${qn}`, tok.raft_office, { answers: {} }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', 'general/my-questionnaires?page=1', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/my-questionnaires?page=1', tok.gov, {})).statusCode).toBe(403);
    const users = await call('POST', 'general/questionnaires-users?page=1', tok.admin, {
      questionnaire_id: qn,
      status: 'answered',
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data.total).toBe(1);
    const aid = users.json().data.data[0].id;
    expect(
      (await call('GET', `general/questionnaires-users/${aid}`, tok.admin)).json().data.answers[q3],
    ).toBe('شكراً');
    expect((await call('POST', 'general/questionnaires-users?page=1', tok.raft_company, {})).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'general/questionnaires-users/999999', tok.admin)).statusCode).toBe(404);
  });

  it('50 parallel submits of one assignment: exactly one succeeds', async () => {
    const body = { answers: { [q1]: 1, [q2]: [1] } };
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `general/my-questionnaires/submit/${qn}`, tok.employee, body),
      ),
    );
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
  });
});

describe('after answers', () => {
  it('editing or deleting a questionnaire with answers → 422', async () => {
    const upd = await call('POST', `general/questionnaires/update/${qn}`, tok.admin, questionnaire());
    expect(upd.statusCode).toBe(422);
    expect((await call('DELETE', `general/questionnaires/${qn}`, tok.admin)).statusCode).toBe(422);
  });

  it('a draft can be edited and deleted (its timeline ends with the deletion)', async () => {
    const id = (
      await call('POST', 'general/questionnaires/store', tok.admin, questionnaire({ is_required: 0 }))
    ).json().data.id;
    const upd = await call(
      'POST',
      `general/questionnaires/update/${id}`,
      tok.admin,
      questionnaire({ title: 'معدل', is_required: 0 }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await call('DELETE', `general/questionnaires/${id}`, tok.admin)).statusCode).toBe(200);
    expect((await call('GET', `general/questionnaires/edit/${id}`, tok.admin)).statusCode).toBe(404);
  });

  it('results: response rates and the answer distribution; the Excel export', async () => {
    const res = await call('GET', `general/questionnaires/results/${qn}`, tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.answered).toBe(2);
    expect(d.by_type[0]).toMatchObject({ answered: 2 });
    const first = d.questions.find((q: { id: number }) => q.id === q1);
    expect(first.distribution).toEqual([
      { label: 'Satisfied', count: 1 },
      { label: 'Not satisfied', count: 1 },
    ]);
    expect((await call('GET', `general/questionnaires/results/${qn}`, tok.raft_company)).statusCode).toBe(
      403,
    );
    const x = await call('GET', `general/questionnaires/export/${qn}`, tok.admin);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('of two required questionnaires pending, the bell names the one that closes first', async () => {
    // The named audience only (type 10, specialists, has no demo account): the raft office.
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    const made: number[] = [];
    for (const closes_at of ['2099-06-30', '2099-01-31']) {
      const r = await call(
        'POST',
        'general/questionnaires/store',
        tok.admin,
        questionnaire({ user_type_ids: [10], user_ids: [office], closes_at }),
      );
      expect(r.statusCode, r.body).toBe(201);
      made.push(r.json().data.id);
      expect(
        (await call('POST', `general/questionnaires/publish/${r.json().data.id}`, tok.admin)).statusCode,
      ).toBe(200);
    }
    const bell = await call('POST', 'general/notification/user_notification?page=1', tok.raft_office, {});
    expect(bell.json()).toMatchObject({ questionnaire_required: true, questionnaire_id: made[1] });
  });

  it('the list and the record count each questionnaire’s own assignments and answers', async () => {
    // The counts are correlated subqueries in a query without a join: written with the outer table
    // named (db/client `outer`), or they counted the subquery's own rows (every draft "1 of 1").
    const db = await rows<{ id: number; assigned: number; answered: number }>(
      sql`select q.id, count(a.id)::int as assigned, count(a.id) filter (where a.status = 'answered')::int as answered
          from questionnaires q left join questionnaire_assignments a on a.questionnaire_id = q.id group by q.id`,
    );
    expect(db.some((r) => r.answered > 0 && r.assigned > r.answered)).toBe(true);
    const list = await call('POST', 'general/questionnaires?page=1', tok.admin, { paginate: 100 });
    const listed = list.json().data.data as { id: number; assigned_count: number; answered_count: number }[];
    for (const r of db) {
      expect(listed.find((l) => l.id === r.id)).toMatchObject({
        assigned_count: r.assigned,
        answered_count: r.answered,
      });
      expect((await call('GET', `general/questionnaires/edit/${r.id}`, tok.admin)).json().data).toMatchObject(
        {
          assigned_count: r.assigned,
          answered_count: r.answered,
        },
      );
    }
  });
});
