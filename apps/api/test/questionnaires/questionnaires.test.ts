import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, userId } from '../helpers';
import { question, questionnaireBody, questionnairesApp } from './questionnaires-fixture';

// Questionnaires (issue 30): questions, groups, the builder and publishing to an audience through the
// kernel.
const f = questionnairesApp();
const { tok, call, rows } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
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

const questionnaire = (over: object = {}) => questionnaireBody([g1, g2], over);

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
