import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * Temporary licences (spec 001 §2, §3, §7 "Temporary licences", §9 form number 7): the app with a
 * token per demo account, started in the calling file's beforeAll and closed in its afterAll, and
 * the helpers that answer form 7 and make and act on orders. `me()`, `myCamp()`, `theirCamp()` and
 * `questions()` (form 7's) are read after that beforeAll.
 */
export function tempLicencesApp() {
  const s = suiteApp(['kdana', 'gov', 'raft_company', 'raft_office', 'design_office'], {
    env: EXACT_ANSWERS,
    timeout: 180_000,
  });
  const tok = s.tok;
  let me: number;
  let myCamp: number;
  let theirCamp: number;
  let questions: { question_id: number; type: string; is_required: boolean }[];
  const B = 'general/temp_license_order';
  const L = 'general/temp_licenses';
  const F = 'general/temp_license_forms';
  const { call, rows } = s;

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    const office = await userId(s.app, 'raft_office@demo.mashaer.sa');
    const campOf = async (company: number) =>
      (
        await rows<{ camp_id: number }>(
          sql`select camp_id from assign_camps where company_id = ${company} and status <> 'returned' order by id limit 1`,
        )
      )[0].camp_id;
    myCamp = await campOf(me);
    theirCamp = await campOf(office);
    const q = await call('GET', 'general/temp_license_order_form/get-questions-form/7', tok.raft_company);
    expect(q.statusCode, q.body).toBe(200);
    questions = q.json().data.questions;
  }, 180_000);

  const answers = (activity = 'Temporary power line') =>
    questions
      .filter((q) => q.type !== 'file')
      .map((q) => ({ question_id: q.question_id, value: q.type === 'short_text' ? activity : 3 }));
  async function create(token = tok.raft_company, camp = myCamp) {
    const res = await call('POST', `${B}/store`, token, { camp_id: camp, answers: answers() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string; allowed_actions: string[] };
  }
  const act = (action: string, id: number, body: object = {}, token = tok.kdana) =>
    call('POST', `${B}/${action}/${id}`, token, body);
  return {
    app: () => s.app,
    me: () => me,
    myCamp: () => myCamp,
    theirCamp: () => theirCamp,
    questions: () => questions,
    tok,
    B,
    L,
    F,
    call,
    rows,
    answers,
    create,
    act,
  };
}
