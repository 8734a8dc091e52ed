import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { PNG } from '../multipart';

/**
 * The contracts tests' app with a token per demo account and a saved signature for kdana, the raft
 * company and its employee, started in the calling file's beforeAll and closed in its afterAll, and
 * the helpers that book appointments, answer and sign delivery forms and store and sign contracts.
 * `app()`, `me()` (the demo raft company) and `officeId()` (the demo raft office) are read after
 * that beforeAll.
 */
export function contractsApp() {
  const s = suiteApp(['admin', 'kdana', 'gov', 'raft_company', 'raft_office', 'employee@demo.mashaer.sa'], {
    timeout: 180_000,
  });
  const tok = s.tok;
  let me: number;
  let officeId: number;
  const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
  const PASSWORD = 'Demo@1234';
  const DELIVERY_FORM = 1;

  const { call, rows, one } = s;

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    officeId = await userId(s.app, 'raft_office@demo.mashaer.sa');
    for (const t of ['kdana', 'raft_company', 'employee']) {
      const res = await call('POST', 'profile/signature', tok[t], { signature: SIGNATURE });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 180_000);

  let campSkip = 0;
  let day = 0;
  const statusOf = async (assignId: number) =>
    (await one<{ status: string }>(sql`select status from assign_camps where id = ${assignId}`)).status;

  /** A fresh assignment (of the demo raft company unless told) with a booked appointment, approved unless told. */
  async function booked(opts: { receiver?: number; approve?: boolean } = {}) {
    const camp = await one<{ id: number }>(sql`
      select c.id from camps c
       where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
       order by c.id desc offset ${campSkip++} limit 1`);
    const a = await call('POST', 'general/camps/assignCampToCompany', tok.kdana, {
      camp_id: camp.id,
      receiver_company_id: opts.receiver ?? me,
      receiver_cr: '7000000001',
    });
    expect(a.statusCode, a.body).toBe(201);
    const assignId = a.json().data.id as number;
    const at = new Date(Date.UTC(2027, 0, 1 + day++, 8)).toISOString();
    const b = await call('POST', 'general/appointments/store', tok.kdana, {
      assign_camp_id: assignId,
      appointment: at,
    });
    expect(b.statusCode, b.body).toBe(201);
    const apptId = b.json().data.id as number;
    if (opts.approve !== false) {
      const u = await call('POST', `general/appointments/update/${apptId}`, tok.kdana, {
        status: 'approved',
      });
      expect(u.statusCode, u.body).toBe(200);
    }
    return { assignId, apptId };
  }

  async function startForm(apptId: number, token = tok.raft_company) {
    const res = await call('POST', `general/appointments/start-form/${apptId}`, token, {
      form_id: DELIVERY_FORM,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.filling_id as number;
  }

  /** A complete set of answers to the demo delivery form. */
  async function answers(fillingId: number) {
    const v = await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {
      filling_id: fillingId,
    });
    expect(v.statusCode, v.body).toBe(200);
    const qs = v.json().data.questions as {
      question_id: number;
      type: string;
      options: { value: string }[] | null;
    }[];
    return qs
      .map((q) => ({
        question_id: q.question_id,
        value:
          q.type === 'short_text'
            ? '12/3'
            : q.type === 'number'
              ? 40
              : q.type === 'yes_no'
                ? 1
                : q.type === 'single_choice'
                  ? q.options![0].value
                  : q.type === 'date'
                    ? '2027-01-02'
                    : q.type === 'long_text'
                      ? 'ok'
                      : null,
      }))
      .filter((a) => a.value !== null);
  }
  const answer = async (fillingId: number, token = tok.raft_company) =>
    call('POST', 'general/forms/form-update-answer', token, {
      filling_id: fillingId,
      answers: await answers(fillingId),
    });
  const signForm = (fillingId: number, token: string) =>
    call('POST', 'general/forms/sign-form', token, { filling_id: fillingId, password: PASSWORD });
  const storeContract = async (assignId: number) => {
    const res = await call('POST', 'general/contracts/store', tok.kdana, { assign_camps_id: assignId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const signContract = (id: number, token: string, password = PASSWORD) =>
    call('POST', `general/contracts/sign-contract/${id}`, token, { password });
  const history = (assignId: number) =>
    rows<{ from_status: string; to_status: string }>(
      sql`select from_status, to_status from assign_camp_history where assign_camp_id = ${assignId} order by id`,
    );
  return {
    app: () => s.app,
    me: () => me,
    officeId: () => officeId,
    tok,
    PASSWORD,
    DELIVERY_FORM,
    call,
    rows,
    one,
    statusOf,
    booked,
    startForm,
    answers,
    answer,
    signForm,
    storeContract,
    signContract,
    history,
  };
}
