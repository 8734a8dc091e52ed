import type { FormVersionQuestion } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, userId } from '../helpers';
import { reassignApp } from './reassign-fixture';

const r = reassignApp();
const { tok, call, rows, one, heldCamps, newOrder, answer, uploadDoc, signForm, statusOf } = r;
const app = r.app;
let me: number;
beforeAll(() => {
  me = r.me();
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
    const dl = await app().inject({
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
});

describe('every company signs its own form', () => {
  it("a raft office's re-assign order takes the form naming a raft-office signer; all three sign", async () => {
    const office = await userId(app(), 'raft_office@demo.mashaer.sa');
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
