import type { FormVersionQuestion } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

// Re-assign and lock orders (spec 001 §7 "Re-assign and lock orders"): list, store, update, the
// group of camps, the form through the templates engine, documents, and every transition.
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const PASSWORD = 'Demo@1234';

const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'raft_office', 'consultant'])
    tok[t] = await tokenFor(app, t);
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  for (const t of ['kdana', 'gov', 'raft_company', 'raft_office']) {
    const res = await call('POST', 'profile/signature', tok[t], { signature: SIGNATURE });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 180_000);
afterAll(() => app.close());

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
    await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, { filling_id: fillingId })
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
  return app.inject({
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

describe('list and access', () => {
  it('401 without a token, 403 without the type permission, 422 on a bad type', async () => {
    expect(
      (await call('POST', 'general/reassign_order/list?page=1', null, { type: 'reassign' })).statusCode,
    ).toBe(401);
    const no = await call('POST', 'general/reassign_order/list?page=1', tok.consultant, { type: 'reassign' });
    expect(no.statusCode).toBe(403);
    const bad = await call('POST', 'general/reassign_order/list?page=1', tok.raft_company, { type: 'other' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.type).toEqual(['The order type must be reassign or lock']);
  });

  it('a company lists only its own orders of the asked type; the authority sees all', async () => {
    const mine = await newOrder('reassign', 1);
    const lock = await newOrder('lock', 1);
    const own = await call('POST', 'general/reassign_order/list?page=1', tok.raft_company, {
      type: 'reassign',
      paginate: 100,
    });
    expect(own.statusCode).toBe(200);
    const ids = own.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(lock.id);
    const row = own.json().data.data.find((r: { id: number }) => r.id === mine.id);
    expect(row).toMatchObject({ status: 'draft', status_text: 'Draft', signed: 0, appointment: null });
    expect(row.allowed_actions).toEqual(['submit', 'cancel', 'change_camps']);
    expect(own.json().filters.status.length).toBe(10);
    const other = await call('POST', 'general/reassign_order/list?page=1', tok.raft_office, {
      type: 'reassign',
      paginate: 100,
    });
    expect(other.json().data.data.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    const all = await call('POST', 'general/reassign_order/list?page=1', tok.kdana, {
      type: 'lock',
      paginate: 100,
    });
    expect(all.json().data.data.map((r: { id: number }) => r.id)).toContain(lock.id);
    // The authority's row offers what it may do (nothing on a draft).
    expect(all.json().data.data.find((r: { id: number }) => r.id === lock.id).allowed_actions).toEqual([
      'cancel',
    ]);
  });
});

describe('store, update and the group of camps', () => {
  it('422 with fields on bad input; nothing written', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from reassign_orders`);
    const empty = await call('POST', 'general/reassign_order/store', tok.raft_company, { camp_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.camp_ids).toEqual(['Choose at least one camp']);
    const foreign = await one<{ camp_id: number }>(
      sql`select camp_id from assign_camps where company_id <> ${me} and status = 'deliverd' limit 1`,
    );
    const notMine = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      camp_ids: [foreign.camp_id],
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.camp_ids).toEqual([
      `Camp ${foreign.camp_id} is not delivered to your company`,
    ]);
    const [c] = await heldCamps(1);
    const dup = await call('POST', 'general/reassign_order/store', tok.raft_company, { camp_ids: [c, c] });
    expect(dup.json().errors.camp_ids).toEqual(['The list repeats a camp']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from reassign_orders`)).n).toBe(before.n);
  });

  it('403 for the authority and for a user without the permission', async () => {
    const camps = await heldCamps(1);
    expect(
      (await call('POST', 'general/reassign_order/store', tok.kdana, { camp_ids: camps })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/reassign_order/store', tok.consultant, { camp_ids: camps })).statusCode,
    ).toBe(403);
  });

  it('adds an order with its form started, a timeline and an audit row; a camp is in one open order only', async () => {
    const o = await newOrder('reassign', 2);
    expect(o.status).toBe('draft');
    expect(o.camps).toHaveLength(2);
    expect(o.form).toMatchObject({ form_id: 3, status: 'draft' });
    const again = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      camp_ids: [o.camps[0].camp_id],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.camp_ids[0]).toContain('is in another open order');
    const audit = await auditRows(app, { table: 'reassign_orders', method: 'general/reassign_order/store' });
    expect(audit.some((a) => a.record_id === String(o.id))).toBe(true);
    const show = (await call('GET', `general/reassign_order/show/${o.id}`, tok.raft_company)).json().data;
    expect(show.timeline.map((e: { action: string }) => e.action)).toEqual(['created']);
  });

  it('another company: 404 on show, update, remove, actions and documents', async () => {
    const o = await newOrder('reassign', 2);
    expect((await call('GET', `general/reassign_order/show/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect(
      (
        await call('POST', 'general/reassign_order/update', tok.raft_office, {
          reassign_order_id: o.id,
          notes: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `general/reassign_order/removeOrderFromGroup/${o.camps[0].id}`, tok.raft_office))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_office)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('POST', 'general/reassign_order_flow/cancel-order', tok.raft_office, {
          reassign_order_id: o.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `general/reassign_kroky_documents/index/${o.id}`, tok.raft_office)).statusCode,
    ).toBe(404);
    expect((await uploadDoc('kroky', o.id, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `general/reassign_order/show/${o.id}`, tok.consultant)).statusCode).toBe(404);
  });

  it('update changes the group; removeOrderFromGroup takes one camp out, never the last', async () => {
    const o = await newOrder('reassign', 2);
    const [extra] = await heldCamps(1);
    const up = await call('POST', 'general/reassign_order/update', tok.raft_company, {
      reassign_order_id: o.id,
      camp_ids: [o.camps[0].camp_id, extra],
      notes: 'Two camps',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.camps.map((c: { camp_id: number }) => c.camp_id)).toEqual([
      o.camps[0].camp_id,
      extra,
    ]);
    expect(up.json().data.notes).toBe('Two camps');
    const groupRows = up.json().data.camps as { id: number }[];
    const removed = await call(
      'POST',
      `general/reassign_order/removeOrderFromGroup/${groupRows[0].id}`,
      tok.raft_company,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('The camp was removed from the order');
    expect(removed.json().data.camps).toHaveLength(1);
    // Every change of the group is on the order's timeline (issue 28 §12).
    const events = await rows<{ action: string; to_status: string }>(
      sql`select action, to_status from workflow_events where workflow = 'reassign_order' and record_id = ${o.id} order by id`,
    );
    expect(events.map((e) => e.action)).toEqual(['created', 'change_camps', 'change_camps']);
    expect(events.every((e) => e.to_status === 'draft')).toBe(true);
    const last = await call(
      'POST',
      `general/reassign_order/cancel-camp/${groupRows[1].id}`,
      tok.raft_company,
    );
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('The last camp of an order cannot be removed; cancel the order instead');
    // Removing again: the row is no longer in the group.
    expect(
      (await call('POST', `general/reassign_order/removeOrderFromGroup/${groupRows[0].id}`, tok.raft_company))
        .statusCode,
    ).toBe(404);
    // The authority does not change a company's group.
    expect(
      (
        await call('POST', 'general/reassign_order/update', tok.kdana, {
          reassign_order_id: o.id,
          notes: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the re-assign flow', () => {
  let o: Awaited<ReturnType<typeof newOrder>>;
  let total = 0;

  it('submit needs the form answered and the drawing uploaded', async () => {
    o = await newOrder('reassign', 2);
    const early = await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Fill in the form before sending it');
    total = await answer(o.form.filling_id, 2);
    expect(total).toBeGreaterThan(0);
    const noDrawing = await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company);
    expect(noDrawing.json().message).toBe('Upload the drawing (kroky)');
    const up = await uploadDoc('kroky', o.id);
    expect(up.statusCode, up.body).toBe(201);
    const list = await call('GET', `general/reassign_kroky_documents/index/${o.id}`, tok.kdana);
    expect(list.json().data.slots[0].current.status).toBe('pending');
    // The authority does not upload a company's drawing.
    expect((await uploadDoc('kroky', o.id, tok.kdana)).statusCode).toBe(403);
    expect((await call('POST', `general/reassign_order/submit/${o.id}`, tok.kdana)).statusCode).toBe(403);
    const ok = await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('signing');
    // The drawing can no longer change.
    expect((await uploadDoc('kroky', o.id)).statusCode).toBe(422);
    // Nor the camps (issue 28 §12): the signed form covers them.
    const during = await call(
      'POST',
      `general/reassign_order/removeOrderFromGroup/${o.camps[0].id}`,
      tok.raft_company,
    );
    expect(during.statusCode).toBe(422);
    expect(ok.json().data.allowed_actions).not.toContain('change_camps');
  });

  it('the priced form totals on the server; signers sign in signer_num order, out of turn refused', async () => {
    const f = await one<{ total_halalas: number }>(
      sql`select total_halalas::int from form_fillings where id = ${o.form.filling_id}`,
    );
    expect(f.total_halalas).toBe(total);
    const notYet = await call('POST', `general/reassign_order/sign/${o.id}`, tok.raft_company);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toBe('The form is not fully signed yet');
    const outOfTurn = await signForm(tok.kdana, o.form.filling_id);
    expect(outOfTurn.statusCode).toBe(422);
    expect(outOfTurn.json().errors.signer_num).toBeDefined();
    for (const t of ['raft_company', 'kdana', 'gov']) {
      const s = await signForm(tok[t], o.form.filling_id);
      expect(s.statusCode, `${t} ${s.body}`).toBe(200);
    }
    const signed = await call('POST', `general/reassign_order/sign/${o.id}`, tok.raft_company);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'awaiting_payment', signed: 1, fee_halalas: total });
    const note = await one<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${me} and link like ${`/re-assign-orders/${o.id}/%`}`,
    );
    expect(note.n).toBeGreaterThan(0);
  });

  it('payment: uploaded, rejected, replaced and approved before the authority approves', async () => {
    const none = await call('POST', `general/reassign_order/submit-payment/${o.id}`, tok.raft_company);
    expect(none.json().message).toBe('Upload the payment document');
    const first = await uploadDoc('payment', o.id);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().data.id as number;
    const sent = await call('POST', `general/reassign_order/submit-payment/${o.id}`, tok.raft_company);
    expect(sent.json().data.status).toBe('under_review');
    const pending = await call('POST', 'general/reassign_order_flow/approve', tok.kdana, {
      reassign_order_id: o.id,
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().message).toBe('The payment document has not been reviewed yet');
    expect(
      (
        await call('POST', `general/reassign_payment_documents/review/${firstId}`, tok.raft_company, {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    const noReason = await call('POST', `general/reassign_payment_documents/review/${firstId}`, tok.kdana, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(422);
    const rej = await call('POST', `general/reassign_payment_documents/review/${firstId}`, tok.kdana, {
      status: 'rejected',
      reason: 'Unreadable receipt',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    const rejected = await call('POST', 'general/reassign_order_flow/approve', tok.kdana, {
      reassign_order_id: o.id,
    });
    expect(rejected.json().message).toBe('The payment document was rejected; upload a replacement');
    const again = await uploadDoc('payment', o.id, tok.raft_company, 'update');
    expect(again.statusCode, again.body).toBe(200);
    const view = (
      await call('GET', `general/reassign_payment_documents/view/${o.id}`, tok.raft_company)
    ).json().data;
    expect(view.history.map((h: { id: number; status: string }) => [h.id, h.status])).toEqual([
      [firstId, 'replaced'],
    ]);
    const approvedDoc = await call(
      'POST',
      `general/reassign_payment_documents/review/${again.json().data.id}`,
      tok.kdana,
      {
        status: 'approved',
      },
    );
    expect(approvedDoc.statusCode).toBe(200);
    const dl = await app.inject({
      method: 'GET',
      url: `/api/general/reassign_payment_documents/download/${firstId}`,
      headers: auth(tok.raft_office),
    });
    expect(dl.statusCode).toBe(404);
  });

  it('only the authority approves; 50 parallel approves → exactly one succeeds', async () => {
    const byCompany = await call('POST', 'general/reassign_order_flow/approve', tok.raft_company, {
      reassign_order_id: o.id,
    });
    expect(byCompany.statusCode).toBe(403);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'general/reassign_order_flow/approve', tok.kdana, { reassign_order_id: o.id }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe(
      'The order cannot move from “Approved” to “Approved”',
    );
    expect(await statusOf(o.id)).toBe('approved');
    const events = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'reassign_order' and record_id = ${o.id} order by id`,
    );
    expect(events.map((e) => e.action)).toEqual(['created', 'submit', 'sign', 'submit_payment', 'approve']);
    // A closed order refuses cancel, reject and a change of its group.
    expect(
      (
        await call('POST', 'general/reassign_order_flow/cancel-order', tok.raft_company, {
          reassign_order_id: o.id,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call('POST', 'general/reassign_order_flow/reject', tok.kdana, {
          reassign_order_id: o.id,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(422);
    const change = await call('POST', 'general/reassign_order/update', tok.raft_company, {
      reassign_order_id: o.id,
      notes: 'late',
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.status).toEqual(['The order cannot be changed while it is “Approved”']);
  });
  it('re-delivery: booked through the appointments (no overlap), the file stored, both parties sign', async () => {
    const T = '2027-03-01T08:00:00.000Z';
    const busy = '2027-03-02T08:00:00.000Z';
    expect(
      (
        await call('POST', 'general/reassign_order/re-appointment', tok.raft_company, {
          order_id: o.id,
          appointment: T,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('POST', 'general/reassign_order/re-appointment', tok.kdana, {
      order_id: o.id,
      appointment: 'soon',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.appointment).toBeDefined();
    // Another live appointment of the second camp at that time: refused, nothing written.
    const g = (await call('GET', `general/reassign_order/show/${o.id}`, tok.kdana)).json().data.camps[1];
    await rows(sql`insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status)
      values (${g.assign_camp_id}, ${g.camp_id}, ${me}, ${busy}, ${new Date(Date.parse(busy) + 3600_000).toISOString()}, 'approved')`);
    const overlap = await call('POST', 'general/reassign_order/re-appointment', tok.kdana, {
      order_id: o.id,
      appointment: busy,
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.appointment).toEqual([
      'Another appointment of this camp overlaps this time',
    ]);
    expect(await statusOf(o.id)).toBe('approved');
    const booked = await call('POST', 'general/reassign_order/re-appointment', tok.kdana, {
      order_id: o.id,
      appointment: T,
      minutes: 90,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'redelivery_booked', appointment: T });
    const appts = await rows<{ n: number }>(sql`select count(*)::int as n from appointments a
      join reassign_order_camps oc on oc.appointment_id = a.id where oc.reassign_order_id = ${o.id}`);
    expect(appts[0].n).toBe(2);
    const history = await rows<{ action: string }>(sql`select e.action from workflow_events e
      where e.workflow = 'assignment' and e.record_id = ${g.assign_camp_id} and e.action like 'redeliver%' order by e.id`);
    expect(history.map((h) => h.action)).toEqual(['redelivery_booked']);
    // The appointments are the appointment workflow's: booked, then approved by its action, audited.
    const booking = await rows<{ action: string; from_status: string; to_status: string; audited: number }>(
      sql`select e.action, e.from_status, e.to_status,
                 (select count(*)::int from audit_log l where l.table_name = 'appointments'
                     and l.record_id = a.id::text and l.method = 'general/reassign_order/re-appointment') as audited
            from appointments a join reassign_order_camps oc on oc.appointment_id = a.id
            join workflow_events e on e.workflow = 'appointment' and e.record_id = a.id and e.from_status is not null
           where oc.reassign_order_id = ${o.id} order by e.id`,
    );
    expect(booking).toEqual([
      { action: 'redelivery_booked', from_status: 'pending', to_status: 'approved', audited: 1 },
      { action: 'redelivery_booked', from_status: 'pending', to_status: 'approved', audited: 1 },
    ]);
    expect(
      (await auditRows(app, { method: 'general/reassign_order/re-appointment' })).filter(
        (r) => r.table_name === 'assign_camps' && r.record_id === String(g.assign_camp_id),
      ),
    ).toHaveLength(1);

    const early = await call('POST', `general/reassign_order/re-delivery/sign/${o.id}`, tok.raft_company, {
      password: PASSWORD,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Upload the re-delivery file before signing');
    const body = await multipart({}, { file: { name: 'redelivery.pdf', data: PDF } });
    const put = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/general/reassign_order/re-delivery/file/store?reassign_order_id=${o.id}`,
        payload: body.payload,
        headers: { ...auth(token), ...body.headers },
      });
    expect((await put(tok.raft_company)).statusCode).toBe(403);
    const stored = await put(tok.kdana);
    expect(stored.statusCode, stored.body).toBe(201);
    const wrong = await call('POST', `general/reassign_order/re-delivery/sign/${o.id}`, tok.raft_company, {
      password: 'Wrong@1234',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    const first = await call('POST', `general/reassign_order/re-delivery/sign/${o.id}`, tok.raft_company, {
      password: PASSWORD,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('redelivery_booked');
    const twice = await call('POST', `general/reassign_order/re-delivery/sign/${o.id}`, tok.raft_company, {
      password: PASSWORD,
    });
    expect(twice.json().message).toBe('Your party has already signed the re-delivery record');
    const second = await call('POST', `general/reassign_order/re-delivery/sign/${o.id}`, tok.kdana, {
      password: PASSWORD,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status).toBe('redelivered');
    // The signed re-delivery record: both parties named, its QR verifies publicly.
    const rd = second.json().data.redelivery;
    expect(rd).toMatchObject({
      at: T,
      company_signed_by: expect.any(String),
      authority_signed_by: expect.any(String),
    });
    expect(rd.document.url).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
    const check = await app.inject({
      method: 'GET',
      url: `/api/general/documents/check-qr/${rd.document.code}`,
    });
    expect(check.json().data ?? check.json()).toMatchObject({
      genuine: true,
      type: 'reassign_redelivery',
      number: `RD-${String(o.id).padStart(6, '0')}`,
      validity: 'valid',
    });
    const after = await rows<{ action: string }>(sql`select e.action from workflow_events e
      where e.workflow = 'assignment' and e.record_id = ${g.assign_camp_id} and e.action like 'redeliver%' order by e.id`);
    expect(after.map((h) => h.action)).toEqual(['redelivery_booked', 'redelivered']);
    // Completed: the handover party can no longer refuse it.
    const late = await call('POST', `general/reassign_order/rejected-by-handover/${o.id}`, tok.raft_company, {
      reason: 'x',
    });
    expect(late.statusCode).toBe(422);
  });

  it('the handover party refuses a booked re-delivery with a reason; its appointments are freed', async () => {
    const b = await newOrder('reassign', 1);
    const [camp] = (await call('GET', `general/reassign_order/show/${b.id}`, tok.kdana)).json().data.camps;
    // Fixture: an order already booked for re-delivery (its earlier steps are covered above).
    const [appt] = await rows<{
      id: number;
    }>(sql`insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status)
      values (${camp.assign_camp_id}, ${camp.camp_id}, ${me}, '2027-04-01T08:00:00Z', '2027-04-01T09:00:00Z', 'approved') returning id`);
    await rows(sql`update reassign_order_camps set appointment_id = ${appt.id} where id = ${camp.id}`);
    await rows(sql`update reassign_orders set status = 'redelivery_booked' where id = ${b.id}`);
    expect(
      (await call('POST', `general/reassign_order/rejected-by-handover/${b.id}`, tok.kdana, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `general/reassign_order/rejected-by-handover/${b.id}`, tok.raft_company, {}))
        .statusCode,
    ).toBe(422);
    const r = await call('POST', `general/reassign_order/rejected-by-handover/${b.id}`, tok.raft_company, {
      reason: 'The tents are not as drawn',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe('rejected_by_handover');
    const a = await one<{ status: string }>(sql`select status from appointments where id = ${appt.id}`);
    expect(a.status).toBe('rejected');
    // Released by the appointment workflow's action: on the appointment's timeline.
    expect(
      await one(sql`select action, from_status, to_status from workflow_events
                     where workflow = 'appointment' and record_id = ${appt.id} order by id desc limit 1`),
    ).toEqual({ action: 'redelivery_released', from_status: 'approved', to_status: 'rejected' });
  });
});

describe('lock orders: reject and cancel', () => {
  it('a lock order uses the lock form; reject needs a reason and the authority; the reason is kept', async () => {
    const o = await newOrder('lock', 1);
    expect(o.form.form_id).toBe(4);
    await answer(o.form.filling_id);
    expect((await uploadDoc('kroky', o.id)).statusCode).toBe(201);
    expect((await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company)).statusCode).toBe(
      200,
    );
    const noReason = await call('POST', 'general/reassign_order_flow/reject', tok.kdana, {
      reassign_order_id: o.id,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const byCompany = await call('POST', 'general/reassign_order_flow/reject', tok.raft_company, {
      reassign_order_id: o.id,
      reason: 'no',
    });
    expect(byCompany.statusCode).toBe(403);
    const rej = await call('POST', 'general/reassign_order_flow/reject', tok.kdana, {
      reassign_order_id: o.id,
      rejection_reason: 'The lock date is inside the season',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The lock date is inside the season',
      allowed_actions: [],
    });
    const ev = await one<{ reason: string }>(
      sql`select reason from workflow_events where workflow = 'reassign_order' and record_id = ${o.id} and action = 'reject'`,
    );
    expect(ev.reason).toBe('The lock date is inside the season');
    const cancel = await call('POST', `general/reassign_order/cancel/${o.id}`, tok.raft_company);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.status).toEqual(['The order cannot move from “Rejected” to “Cancelled”']);
  });

  it('a draft is cancelled by its company; its camps are free again', async () => {
    const o = await newOrder('lock', 1);
    const c = await call('POST', 'general/reassign_order_flow/cancel-order', tok.raft_company, {
      reassign_order_id: o.id,
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.status).toBe('cancelled');
    const again = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      type: 'lock',
      camp_ids: [o.camps[0].camp_id],
    });
    expect(again.statusCode, again.body).toBe(201);
    const approve = await call('POST', 'general/reassign_order_flow/approve', tok.kdana, {
      reassign_order_id: again.json().data.id,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors.status).toEqual(['The order cannot move from “Draft” to “Approved”']);
  });
});

describe('every company signs its own form', () => {
  it("a raft office's re-assign order takes the form naming a raft-office signer; all three sign", async () => {
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    const camps = await heldCamps(1, office);
    const res = await call('POST', 'general/reassign_order/store', tok.raft_office, {
      type: 'reassign',
      camp_ids: camps,
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data;
    expect(o.form.form_id).toBe(8);
    const filling = o.form.filling_id as number;
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_office, { filling_id: filling })
    ).json().data;
    const answers = (view.questions as FormVersionQuestion[])
      .map((q) => ({
        question_id: q.question_id,
        value: ({ priced_item: { quantity: 1 }, long_text: 'x' } as Record<string, unknown>)[q.type],
      }))
      .filter((a) => a.value !== undefined);
    expect(
      (
        await call('POST', 'general/forms/form-update-answer', tok.raft_office, {
          filling_id: filling,
          answers,
        })
      ).statusCode,
    ).toBe(200);
    // The raft company (another company type) is never this form's signer.
    expect((await signForm(tok.raft_company, filling)).statusCode).toBe(404);
    for (const t of ['raft_office', 'kdana', 'gov']) {
      const s = await signForm(tok[t], filling);
      expect(s.statusCode, `${t} ${s.body}`).toBe(200);
    }
    // The raft company's own orders keep its form.
    expect((await newOrder('reassign', 1)).form.form_id).toBe(3);
  });

  it('every demo order that reached signing is fully signable: its form names its company type', async () => {
    const bad = await rows<{ id: number }>(sql`
      select o.id from reassign_orders o join users u on u.id = o.company_id
       where exists (select 1 from form_signers s join user_types t on t.id = s.type_id
                      where s.form_id = o.form_id and not t.is_authority and s.type_id <> u.type_id)`);
    expect(bad).toEqual([]);
  });
});

describe('get-user-of-type', () => {
  it('the users of a type for the form builder; 403 for a company; 404 for an unknown type', async () => {
    const r = await call('GET', 'general/reassign_form/get-user-of-type/5', tok.admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    expect((await call('GET', 'general/reassign_form/get-user-of-type/5', tok.raft_company)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'general/reassign_form/get-user-of-type/999', tok.admin)).statusCode).toBe(404);
  });
});
