import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * Readiness licences (spec 001 §2, §3 "Readiness order", §4, §5, §7 simple-readiness-license/*): the
 * app with a token per demo account, started in the calling file's beforeAll and closed in its
 * afterAll, and the helpers that make, answer and act on requests. `me()` (the demo raft company)
 * and `office()` (the raft office) are read after that beforeAll.
 */
export function readinessApp() {
  const s = suiteApp(['admin', 'kdana', 'gov', 'raft_company', 'raft_office'], {
    env: EXACT_ANSWERS,
    timeout: 180_000,
  });
  const tok = s.tok;
  let me: number;
  let office: number;
  const B = 'general/simple-readiness-license';
  const { call, rows, one } = s;

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    office = await userId(s.app, 'raft_office@demo.mashaer.sa');
  }, 180_000);

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
  return {
    app: () => s.app,
    me: () => me,
    office: () => office,
    tok,
    B,
    call,
    rows,
    one,
    delivered,
    store,
    answers,
    filled,
    act,
    statusOf,
  };
}
