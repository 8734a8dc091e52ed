import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, auth } from '../helpers';
import { multipart, PDF } from '../multipart';
import { approvedOrder, PASSWORD, reassignApp } from './reassign-fixture';

const r = reassignApp();
const { tok, call, rows, one, newOrder, statusOf } = r;
const app = r.app;
let me: number;
beforeAll(() => {
  me = r.me();
});

describe('the re-assign flow', () => {
  let o: Awaited<ReturnType<typeof newOrder>>;

  // An approved order, as the flow's first steps (reassign-flow.test.ts) leave it.
  beforeAll(async () => {
    o = await approvedOrder(r);
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
      (await auditRows(app(), { method: 'general/reassign_order/re-appointment' })).filter(
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
      app().inject({
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
    const check = await app().inject({
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
