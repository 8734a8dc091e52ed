import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, userId } from '../helpers';
import { questionnaireBody, questionnairesApp } from './questionnaires-fixture';

// Questionnaires (issue 30): answering a published one (draft, required answers, submit once), the
// bell's flag, scope and results.
const f = questionnairesApp();
const { tok, call, rows } = f;
let app: TestApp;
let q1: number;
let q2: number;
let q3: number;
let g1: number;
let g2: number;
let qn: number;
beforeAll(async () => {
  app = f.app();
  ({ q1, q2, q3, g1, g2, qn } = await f.publishedQuestionnaire());
});
const questionnaire = (over: object = {}) => questionnaireBody([g1, g2], over);

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
