import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, lastOutbox, type TestApp, tokenFor, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

// Delivery appointments and absence (spec §3 "Appointment", "Absence history"; §7 "Appointments and contracts").
let app: TestApp;
let kdana: string;
let company: string;
let employee: string;
let me: number;
beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  kdana = await tokenFor(app, 'kdana');
  company = await tokenFor(app, 'raft_company');
  employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  me = await userId(app, 'raft_company@demo.mashaer.sa');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];

let campSkip = 0;
/** A new pending assignment of the demo raft company. */
async function pendingAssignment() {
  const camp = await one<{ id: number }>(sql`
    select c.id from camps c
     where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
     order by c.id desc offset ${campSkip++} limit 1`);
  const res = await call('POST', 'general/camps/assignCampToCompany', kdana, {
    camp_id: camp.id,
    receiver_company_id: me,
    receiver_cr: '7000000001',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}
const statusOf = async (assignId: number) =>
  (await one<{ status: string }>(sql`select status from assign_camps where id = ${assignId}`)).status;
const book = (assignId: number, at: string, token = kdana, extra: object = {}) =>
  call('POST', 'general/appointments/store', token, { assign_camp_id: assignId, appointment: at, ...extra });

describe('general/appointments/store', () => {
  it('books: 201, assignment pending → appointment (timeline), the company told by notification and SMS', async () => {
    const a = await pendingAssignment();
    const res = await book(a, '2027-05-10T08:00:00+03:00', kdana, { duration: 90 });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ assign_camp_id: a, company_id: me, status: 'pending', status_text: 'Pending' });
    expect(new Date(d.ends_at).getTime() - new Date(d.appointment).getTime()).toBe(90 * 60_000);
    expect(await statusOf(a)).toBe('appointment');
    const h = await rows<{ from_status: string; to_status: string }>(
      sql`select from_status, to_status from assign_camp_history where assign_camp_id = ${a} order by id`,
    );
    expect(h.at(-1)).toEqual({ from_status: 'pending', to_status: 'appointment' });
    const note = await one<{ message: string; link: string }>(
      sql`select message, link from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(note.message).toContain(d.camp_name);
    expect(note.link).toBe('/appointments');
    const sms = lastOutbox(app, (m) => m.channel === 'sms' && m.email === 'raft_company@demo.mashaer.sa');
    expect(sms?.body).toContain(d.camp_name);
    expect((await auditRows(app, { table: 'appointments' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(d.id),
    });
  });

  it('refuses an overlapping appointment of the same camp (422), allows one right after', async () => {
    const a = await pendingAssignment();
    expect((await book(a, '2027-05-11T08:00:00Z')).statusCode).toBe(201);
    const overlap = await book(a, '2027-05-11T08:30:00Z', kdana, {});
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.appointment).toEqual([
      'Another appointment of this camp overlaps this time',
    ]);
    expect((await book(a, '2027-05-11T09:00:00Z')).statusCode).toBe(201);
  });

  it('50 parallel bookings of one camp at one time: exactly one succeeds', async () => {
    const a = await pendingAssignment();
    const res = await Promise.all(Array.from({ length: 50 }, () => book(a, '2027-06-01T10:00:00Z')));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length).toBe(1);
    expect(codes.filter((c) => c === 422).length).toBe(49);
    const n = await one<{ n: number }>(
      sql`select count(*)::int as n from appointments where assign_camp_id = ${a}`,
    );
    expect(n.n).toBe(1);
  });

  it('422: bad date, missing fields, assignment already delivered; 403 for a company; 401 for a stranger', async () => {
    const a = await pendingAssignment();
    const bad = await book(a, '2027-13-45');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.appointment).toEqual(['The date is invalid']);
    const missing = await call('POST', 'general/appointments/store', kdana, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['appointment', 'assign_camp_id']);
    expect((await book(a, '2027-05-11T08:00:00Z', kdana, { duration: 5 })).statusCode).toBe(422);
    const done = await one<{ id: number }>(
      sql`select id from assign_camps where status = 'deliverd' limit 1`,
    );
    const closed = await book(done.id, '2027-07-01T08:00:00Z');
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('An appointment cannot be booked for an assignment in this status');
    expect((await book(2_000_000_000, '2027-07-01T08:00:00Z')).statusCode).toBe(422);
    expect((await book(a, '2027-07-01T08:00:00Z', company)).statusCode).toBe(403);
    expect((await book(a, '2027-07-01T08:00:00Z', null as unknown as string)).statusCode).toBe(401);
  });
});

describe('list, edit and scope', () => {
  it('a company and its employee see only their own appointments', async () => {
    for (const token of [company, employee]) {
      const res = await call('POST', 'general/appointments?page=1', token, { paginate: 100 });
      expect(res.statusCode).toBe(200);
      const data = res.json().data.data as { company_id: number }[];
      expect(data.length).toBeGreaterThan(0);
      expect(new Set(data.map((r) => r.company_id))).toEqual(new Set([me]));
    }
    const all = await call('POST', 'general/appointments', kdana, { status: 'approved', paginate: 10 });
    expect(all.json().data.total).toBeGreaterThan(100);
    expect((await call('POST', 'general/appointments', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/appointments', await tokenFor(app, 'gov'), {})).statusCode).toBe(403);
  });
  it('edit: own 200, another company’s 404 like a missing one', async () => {
    const mine = await one<{ id: number }>(sql`select id from appointments where company_id = ${me} limit 1`);
    const theirs = await one<{ id: number }>(
      sql`select id from appointments where company_id <> ${me} limit 1`,
    );
    expect((await call('GET', `general/appointments/edit/${mine.id}`, company)).statusCode).toBe(200);
    const other = await call('GET', `general/appointments/edit/${theirs.id}`, company);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe((await call('GET', 'general/appointments/edit/2000000000', company)).body);
    expect((await call('GET', `general/appointments/edit/${theirs.id}`, kdana)).statusCode).toBe(200);
  });
});

describe('general/appointments/update (status machine and re-booking)', () => {
  it('pending → approved → rejected; the assignment goes back to pending when no live appointment remains', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-08-01T08:00:00Z')).json().data.id;
    const ok = await call('POST', `general/appointments/update/${id}`, kdana, { status: 'approved' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('approved');
    expect(await statusOf(a)).toBe('appointment');
    const rej = await call('POST', `general/appointments/update/${id}`, kdana, { status: 'rejected' });
    expect(rej.json().data.status).toBe('rejected');
    expect(await statusOf(a)).toBe('pending');
    const h = await rows<{ to_status: string }>(
      sql`select to_status from assign_camp_history where assign_camp_id = ${a} order by id`,
    );
    expect(h.map((x) => x.to_status)).toEqual(['pending', 'appointment', 'pending']);
  });
  it('refuses rejected → approved and approved → pending (422, bilingual)', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-08-02T08:00:00Z')).json().data.id;
    await call('POST', `general/appointments/update/${id}`, kdana, { status: 'approved' });
    const back = await call('POST', `general/appointments/update/${id}`, kdana, { status: 'pending' }, 'ar');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.status[0]).toMatch(/لا يمكن تغيير حالة الموعد/);
    await call('POST', `general/appointments/update/${id}`, kdana, { status: 'rejected' });
    const again = await call('POST', `general/appointments/update/${id}`, kdana, { status: 'approved' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual(['The appointment cannot move from “Rejected” to “Approved”']);
  });
  it('a new time re-books a rejected appointment: pending again, the assignment back to appointment', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-08-03T08:00:00Z')).json().data.id;
    await call('POST', `general/appointments/update/${id}`, kdana, { status: 'rejected' });
    expect(await statusOf(a)).toBe('pending');
    const res = await call('POST', `general/appointments/update/${id}`, kdana, {
      appointment: '2027-08-04T08:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect(await statusOf(a)).toBe('appointment');
  });
  it('403 for a company, 404 for a missing id, 422 once the delivery has started', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-08-05T08:00:00Z')).json().data.id;
    expect(
      (await call('POST', `general/appointments/update/${id}`, company, { status: 'approved' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/appointments/update/2000000000', kdana, { status: 'approved' }))
        .statusCode,
    ).toBe(404);
    await app.ctx.db.execute(sql`update assign_camps set status = 'answered' where id = ${a}`);
    expect(
      (await call('POST', `general/appointments/update/${id}`, kdana, { status: 'approved' })).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `general/appointments/delete/${id}`, kdana)).statusCode).toBe(422);
  });
});

describe('general/appointments/delete', () => {
  it('deletes; the assignment goes back to pending (appointment → pending) with an audit row', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-09-01T08:00:00Z')).json().data.id;
    expect((await call('DELETE', `general/appointments/delete/${id}`, company)).statusCode).toBe(403);
    const res = await call('DELETE', `general/appointments/delete/${id}`, kdana);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(a)).toBe('pending');
    expect((await auditRows(app, { table: 'appointments' })).at(-1)).toMatchObject({ event: 'deleted' });
    expect((await call('DELETE', `general/appointments/delete/${id}`, kdana)).statusCode).toBe(404);
  });
});

describe('absence', () => {
  it('records an absence once, tells the company; re-booking clears it; it can then be recorded again', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-10-01T08:00:00Z')).json().data.id;
    const res = await call('POST', 'general/absence_history/store', kdana, { appointment_id: id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The absence was recorded');
    const row = await one<{ company_id: number }>(
      sql`select company_id from absence_history where appointment_id = ${id}`,
    );
    expect(row.company_id).toBe(me);
    const note = await one<{ message: string }>(
      sql`select message from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(note.message).toMatch(/غياب/);
    const twice = await call('POST', 'general/absence_history/store', kdana, { appointment_id: id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.appointment_id).toEqual([
      'The absence at this appointment is already recorded',
    ]);
    const edit = await call('GET', `general/appointments/edit/${id}`, company);
    expect(edit.json().data).toMatchObject({ is_absent: 1 });
    expect(edit.json().data.absences.length).toBe(1);
    await call('POST', `general/appointments/update/${id}`, kdana, { appointment: '2027-10-02T08:00:00Z' });
    expect((await call('GET', `general/appointments/edit/${id}`, company)).json().data.is_absent).toBe(0);
    expect(
      (await call('POST', 'general/absence_history/store', kdana, { appointment_id: id })).statusCode,
    ).toBe(201);
    expect((await call('GET', `general/appointments/edit/${id}`, kdana)).json().data.absences.length).toBe(2);
  });
  it('refuses a rejected appointment (422), a missing one (422), a company (403), a stranger (401)', async () => {
    const a = await pendingAssignment();
    const id = (await book(a, '2027-10-05T08:00:00Z')).json().data.id;
    await call('POST', `general/appointments/update/${id}`, kdana, { status: 'rejected' });
    expect(
      (await call('POST', 'general/absence_history/store', kdana, { appointment_id: id })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', 'general/absence_history/store', kdana, { appointment_id: 2_000_000_000 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('POST', 'general/absence_history/store', company, { appointment_id: id })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/absence_history/store', null, { appointment_id: id })).statusCode,
    ).toBe(401);
    expect((await call('POST', 'general/absence_history/store', kdana, {})).statusCode).toBe(422);
  });
  it('lists the absences (authority)', async () => {
    const res = await call('POST', 'general/absence_history?page=1', kdana, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThanOrEqual(3);
    expect(res.json().data.data[0]).toHaveProperty('camp_name');
    expect((await call('POST', 'general/absence_history', company, {})).statusCode).toBe(403);
  });
});
