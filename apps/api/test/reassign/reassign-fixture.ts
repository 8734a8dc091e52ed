import type { FormVersionQuestion } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { auth, suiteApp, userId } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
export const PASSWORD = 'Demo@1234';

/**
 * Re-assign and lock orders (spec 001 §7 "Re-assign and lock orders"): the app with a token per
 * demo account and a saved signature for the signers, started in the calling file's beforeAll and
 * closed in its afterAll, and the helpers that make, answer and sign orders. `me()` is the demo
 * raft company's id, read after that beforeAll.
 */
export function reassignApp() {
  const s = suiteApp(['admin', 'kdana', 'gov', 'raft_company', 'raft_office', 'consultant'], {
    timeout: 180_000,
  });
  const tok = s.tok;
  let me: number;

  const { call, rows, one } = s;

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    for (const t of ['kdana', 'gov', 'raft_company', 'raft_office']) {
      const res = await call('POST', 'profile/signature', tok[t], { signature: SIGNATURE });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 180_000);

  let used = 0;
  /** Camps delivered to the demo raft company and in no open order yet. */
  async function heldCamps(n: number, company = me) {
    const r = await rows<{ camp_id: number }>(sql`
      select a.camp_id from assign_camps a
       where a.company_id = ${company} and a.status = 'deliverd'
         and not exists (select 1 from reassign_order_camps oc join reassign_orders o on o.id = oc.reassign_order_id
                          where oc.camp_id = a.camp_id and oc.removed_at is null
                            and o.status not in ('redelivered', 'rejected', 'rejected_by_handover', 'cancelled'))
       order by a.camp_id offset ${used} limit ${n}`);
    used += n;
    expect(r.length).toBe(n);
    return r.map((x) => x.camp_id);
  }

  async function newOrder(type: 'reassign' | 'lock' = 'reassign', n = 2) {
    const res = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      type,
      camp_ids: await heldCamps(n),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      id: number;
      status: string;
      allowed_actions: string[];
      camps: { id: number; camp_id: number }[];
      form: { form_id: number; filling_id: number; status: string };
    };
  }

  /** Answers every required question of an order's form (priced items: `qty` each). */
  async function answer(fillingId: number, qty = 2) {
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {
        filling_id: fillingId,
      })
    ).json().data;
    const qs = view.questions as FormVersionQuestion[];
    const value = (q: FormVersionQuestion) =>
      ({
        priced_item: { quantity: qty },
        single_choice: q.options?.[0]?.value,
        date: '2027-01-10',
        yes_no: 1,
        number: 3,
        long_text: 'Extra tents for the season',
        short_text: 'x',
      })[q.type as string];
    const answers = qs
      .filter((q) => value(q) !== undefined)
      .map((q) => ({ question_id: q.question_id, value: value(q) }));
    const res = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: fillingId,
      answers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = qs
      .filter((q) => q.type === 'priced_item')
      .reduce((s, q) => s + qty * (q.unit_price_halalas ?? 0), 0);
    return expected;
  }

  async function uploadDoc(
    kind: 'kroky' | 'payment',
    orderId: number,
    token = tok.raft_company,
    method = 'store',
  ) {
    const body = await multipart({}, { file: { name: `${kind}.pdf`, data: PDF } });
    const base = kind === 'kroky' ? 'reassign_kroky_documents' : 'reassign_payment_documents';
    return s.app.inject({
      method: 'POST',
      url: `/api/general/${base}/${method}?reassign_order_id=${orderId}`,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers },
    });
  }

  const signForm = (token: string, fillingId: number) =>
    call('POST', 'general/reassign_form/sign-form', token, { filling_id: fillingId, password: PASSWORD });

  const statusOf = async (id: number) =>
    (await one<{ status: string }>(sql`select status from reassign_orders where id = ${id}`)).status;

  return {
    app: () => s.app,
    me: () => me,
    tok,
    call,
    rows,
    one,
    heldCamps,
    newOrder,
    answer,
    uploadDoc,
    signForm,
    statusOf,
  };
}

/**
 * A re-assign order of two camps taken to "approved" the way the flow's tests do (answered,
 * drawing uploaded, submitted, signed by all three, paid, payment approved, approved).
 */
export async function approvedOrder(r: ReturnType<typeof reassignApp>) {
  const { call, tok } = r;
  const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return done;
  };
  const o = await r.newOrder('reassign', 2);
  await r.answer(o.form.filling_id, 2);
  await ok(r.uploadDoc('kroky', o.id), 201);
  await ok(call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company));
  for (const t of ['raft_company', 'kdana', 'gov']) await ok(r.signForm(tok[t], o.form.filling_id));
  await ok(call('POST', `general/reassign_order/sign/${o.id}`, tok.raft_company));
  const payment = await ok(r.uploadDoc('payment', o.id), 201);
  await ok(call('POST', `general/reassign_order/submit-payment/${o.id}`, tok.raft_company));
  const paymentId = (JSON.parse(payment.body) as { data: { id: number } }).data.id;
  await ok(
    call('POST', `general/reassign_payment_documents/review/${paymentId}`, tok.kdana, { status: 'approved' }),
  );
  await ok(call('POST', 'general/reassign_order_flow/approve', tok.kdana, { reassign_order_id: o.id }));
  expect(await r.statusOf(o.id)).toBe('approved');
  return o;
}
