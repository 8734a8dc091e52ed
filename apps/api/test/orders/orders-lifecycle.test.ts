import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ordersApp } from './orders-fixture';

// Orders for additional works (issue 16): the lifecycle (send, decline, return, refused moves) and races.
const orders = ordersApp();
const { tok, id, svc, call, rows, campOf, newOrder, upload, send, statusOf, sentOrder } = orders;

describe('lifecycle', () => {
  it('sending is refused with the spec’s messages until the order is complete', async () => {
    const o = await newOrder(['Electrical extensions', 'Flooring'], { consultant_id: null });
    const elec = o.services.find((s) => s.service_id === svc['Electrical extensions'])!;
    const refused = async (msg: string) => {
      const r = await send(o.id);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(msg);
      expect(await statusOf(o.id)).toBe('draft');
    };
    await refused('order not complete'); // no consultant
    await call('POST', 'general/orders/updateConsulting', tok.raft_company, {
      order_id: o.id,
      consultant_id: id.consultant,
    });
    await refused('order not complete'); // the electrical load unanswered
    const ans = await call('POST', 'general/orders/answer-inputs', tok.raft_company, {
      order_id: o.id,
      answers: [{ order_service_id: elec.id, input_id: elec.inputs[0].input_id, value: '40' }],
    });
    expect(ans.statusCode, ans.body).toBe(200);
    await refused('There is pledge not uploaded');
    expect((await upload('Pledges', o.id, o.pledges[0].id)).statusCode).toBe(201);
    await refused('There is attachment not uploaded');
    expect((await upload('', o.id, elec.id)).statusCode).toBe(201);
    expect((await upload('Specialists', o.id, elec.id)).statusCode).toBe(201);
    await refused('There is service not spacific');
    const add = await call('POST', `general/orders/add-specialist/${elec.id}`, tok.raft_company, {
      specialist_name: 'م. سامي',
      specialist_license: 'SCE-1234',
    });
    expect(add.statusCode, add.body).toBe(200);
    const ok = await send(o.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('sent');

    // The parties accept; the authority reviews each file, rejects one, the owner replaces it.
    const c1 = await call('POST', 'general/orders/consulting', tok.consultant, {
      order_id: o.id,
      action: 'accept',
    });
    expect(c1.json().data.status).toBe('consultant_accepted');
    const c2 = await call('POST', 'general/orders/contracting', tok.contractor, {
      order_id: o.id,
      action: 'accept',
    });
    expect(c2.json().data.status).toBe('under_review');
    const early = await call('POST', 'general/orders/approve', tok.kdana, { order_id: o.id });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('There is pledge not proccessing');
    const files = (await call('GET', `general/orders/getOrderAttachments/${o.id}`, tok.kdana)).json().data
      .slots as {
      slot: string;
      current: { id: number };
    }[];
    const fileOf = (prefix: string) => files.find((f) => f.slot.startsWith(prefix))!.current.id;
    const noReason = await call('POST', 'general/orders/disapproveAttachment', tok.kdana, {
      attachment_id: fileOf('attachment_'),
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const rej = await call('POST', 'general/orders/disapproveAttachment', tok.kdana, {
      attachment_id: fileOf('attachment_'),
      reason: 'المخطط غير واضح',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(
      (
        await call('POST', 'general/orders/disapprovePladgeAttachment', tok.raft_company, {
          attachment_id: fileOf('pledge_'),
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    for (const [path, prefix] of [
      ['disapprovePladgeAttachment', 'pledge_'],
      ['disapproveSpecialistsAttachment', 'specialist_'],
    ])
      expect(
        (
          await call('POST', `general/orders/${path}`, tok.kdana, {
            attachment_id: fileOf(prefix),
            status: 'approved',
          })
        ).statusCode,
      ).toBe(200);
    const rejected = await call('GET', `general/orders/getRejectedAttachment/${o.id}`, tok.raft_company);
    expect(rejected.json().data).toHaveLength(1);
    expect((await upload('', o.id, elec.id)).statusCode).toBe(201);
    const counts = (await call('GET', `general/orders/getAttachmentCount/${o.id}`, tok.raft_company)).json()
      .data;
    expect(counts.attachment).toMatchObject({ missing: 0, pending: 1, rejected: 0 });
    const again = (await call('GET', `general/orders/getOrderAttachments/${o.id}`, tok.kdana)).json().data
      .slots as typeof files;
    const replaced = again.find((f) => f.slot.startsWith('attachment_'))!.current.id;
    await call('POST', 'general/orders/disapproveAttachment', tok.kdana, {
      attachment_id: replaced,
      status: 'approved',
    });
    const noSpecialist = await call('POST', 'general/orders/approve', tok.kdana, { order_id: o.id });
    expect(noSpecialist.json().message).toBe('There is service not spacific');
    expect(
      (await call('POST', `general/orders/approve-add-specialist/${elec.id}`, tok.raft_company)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `general/orders/approve-add-specialist/${elec.id}`, tok.kdana)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', 'general/orders/approve', tok.raft_company, { order_id: o.id })).statusCode,
    ).toBe(403);
    const approved = await call('POST', 'general/orders/approve', tok.kdana, { order_id: o.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const log = await call('POST', `general/order_log/${o.id}`, tok.raft_company);
    expect(log.json().data.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'send',
      'consultant_accept',
      'contractor_accept',
      'approve',
    ]);
    // Approved is final for the owner: no cancel, no edit, no destroy, no more files.
    expect((await call('POST', `general/orders/cancel/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    expect((await call('DELETE', `general/orders/destroy/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    expect((await upload('Pledges', o.id, o.pledges[0].id)).statusCode).toBe(422);
    const notice = await rows<{ message: string }>(
      sql`select message from notifications where user_id = ${id.raft_company} order by id desc limit 1`,
    );
    expect(notice[0].message).toContain(o.number);
    const sent = await rows<{ channel: string; body: string }>(
      sql`select channel, body from outbox where user_id = ${id.raft_company} order by id desc limit 2`,
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of sent) expect(m.body).toContain(o.number);
  });

  it('a decline returns the order; the owner changes the party and resends; the authority returns it with a reason', async () => {
    const o = await sentOrder();
    const noReason = await call('POST', 'general/orders/contracting', tok.contractor, {
      order_id: o.id,
      action: 'decline',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    // Only the party named: the consultant cannot act as the contractor.
    expect(
      (await call('POST', 'general/orders/contracting', tok.consultant, { order_id: o.id, action: 'accept' }))
        .statusCode,
    ).toBe(403);
    const dec = await call('POST', 'general/orders/contracting', tok.contractor, {
      order_id: o.id,
      action: 'decline',
      reason: 'لا تتوفر طاقة تنفيذية',
    });
    expect(dec.statusCode, dec.body).toBe(200);
    expect(dec.json().data).toMatchObject({ status: 'returned', reason: 'لا تتوفر طاقة تنفيذية' });
    expect(dec.json().data.allowed_actions).toEqual([]);
    const mine = await call('GET', `general/orders/details/${o.id}`, tok.raft_company);
    expect(mine.json().data.allowed_actions).toEqual(['resend', 'cancel']);
    const both = await call('POST', 'general/orders/updateBoth', tok.raft_company, {
      order_id: o.id,
      consultant_id: id.consultant,
      contractor_id: id.consultant,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.contractor_id).toBeDefined();
    const re = await call('POST', `general/orders/resend/${o.id}`, tok.raft_company);
    expect(re.json().data.status).toBe('sent');
    expect(
      (
        await call('POST', 'general/orders/contracting', tok.contractor, { order_id: o.id, action: 'accept' })
      ).json().data.status,
    ).toBe('contractor_accepted');
    const second = await call('POST', 'general/orders/contracting', tok.contractor, {
      order_id: o.id,
      action: 'accept',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.status).toBeDefined();
    await call('POST', 'general/orders/consulting', tok.consultant, { order_id: o.id, action: 'accept' });
    expect(await statusOf(o.id)).toBe('under_review');
    const dis = await call('POST', 'general/orders/disapprove', tok.kdana, {
      order_id: o.id,
      reason: 'أرفق المخطط',
    });
    expect(dis.json().data.status).toBe('returned');
    const ev = await rows<{ reason: string }>(
      sql`select reason from workflow_events where workflow = 'order' and record_id = ${o.id} and action = 'disapprove'`,
    );
    expect(ev[0].reason).toBe('أرفق المخطط');
    const cancel = await call('POST', `general/orders/cancel/${o.id}`, tok.raft_company);
    expect(cancel.json().data.status).toBe('cancelled');
    expect(cancel.json().data.allowed_actions).toEqual([]);
  });

  it('refuses moves the table does not declare, naming the state', async () => {
    const o = await newOrder(['Flooring']);
    const r = await call('POST', 'general/orders/approve', tok.kdana, { order_id: o.id });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('The order cannot move from “Draft” to “Approved”');
    expect((await call('POST', `general/orders/resend/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    expect(
      (await call('POST', 'general/orders/consulting', tok.consultant, { order_id: o.id, action: 'accept' }))
        .statusCode,
    ).toBe(404);
    await send(o.id);
    expect((await call('POST', `general/orders/send/${o.id}`, tok.raft_company)).statusCode).toBe(422);
    expect(
      (
        await call('POST', `general/orders/update/${o.id}`, tok.raft_company, {
          camp_id: await campOf(id.raft_company),
          number_of_hijaj: 1,
          camp_size: 1,
          count_day: 1,
          planed_achive_date: '2027-05-20',
        })
      ).statusCode,
    ).toBe(422);
    const del = await call('DELETE', `general/orders/destroy/${o.id}`, tok.raft_company);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toContain('only a draft is deleted');
    const draft = await newOrder(['Flooring']);
    expect((await call('DELETE', `general/orders/destroy/${draft.id}`, tok.raft_office)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `general/orders/destroy/${draft.id}`, tok.raft_company)).statusCode).toBe(
      200,
    );
    expect(await rows(sql`select 1 from orders where id = ${draft.id}`)).toHaveLength(0);
  });

  it('50 parallel sends of one order: exactly one succeeds', async () => {
    const o = await newOrder(['Flooring']);
    const all = await Promise.all(Array.from({ length: 50 }, () => send(o.id)));
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    const ev = await rows(
      sql`select 1 from workflow_events where workflow = 'order' and record_id = ${o.id} and action = 'send'`,
    );
    expect(ev).toHaveLength(1);
  });

  it('50 parallel filings get 50 distinct numbers', async () => {
    const camp = await campOf(id.raft_company);
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'general/orders/store', tok.raft_company, {
          camp_id: camp,
          number_of_hijaj: 1,
          camp_size: 1,
          count_day: 1,
          planed_achive_date: '2027-05-20',
        }),
      ),
    );
    expect(all.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(all.map((r) => r.json().data.number)).size).toBe(50);
  });
});
