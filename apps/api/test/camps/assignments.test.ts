// Camp assignment (spec §7 "Camp assignment"): the list and its scope, assigning, reading and editing one.
import { ASSIGNMENT_STATUSES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp, tokenFor, userId } from '../helpers';
import { assignmentsApp } from './assignments-fixture';

const f = assignmentsApp();
const { call, rows, one, freeCamp, assignBody, inStatus } = f;
let app: TestApp;
let kdana: string;
let company: string;
let employee: string;
let me: number;
let officeId: number;
beforeAll(() => {
  app = f.app();
  kdana = f.kdana();
  company = f.company();
  employee = f.employee();
  me = f.me();
  officeId = f.officeId();
});

describe('list (general/camps/index) and row scope', () => {
  it('a company and its employee see only their own assignments, in every status', async () => {
    for (const token of [company, employee]) {
      const res = await call('POST', 'general/camps/index?page=1', token, { paginate: 100 });
      expect(res.statusCode).toBe(200);
      const data = res.json().data.data as { company_id: number; status: string }[];
      expect(data.length).toBeGreaterThanOrEqual(12);
      expect(new Set(data.map((r) => r.company_id))).toEqual(new Set([me]));
      expect(new Set(data.map((r) => r.status))).toEqual(new Set(ASSIGNMENT_STATUSES));
    }
  });
  it('an authority sees every company’s; filters by status', async () => {
    const res = await call('POST', 'general/camps/index', kdana, { status: 'deliverd', paginate: 50 });
    const data = res.json().data.data as { company_id: number; status: string; status_text: string }[];
    expect(res.json().data.total).toBeGreaterThan(100);
    expect(new Set(data.map((r) => r.status))).toEqual(new Set(['deliverd']));
    expect(data[0].status_text).toBe('Received');
    expect(new Set(data.map((r) => r.company_id)).size).toBeGreaterThan(1);
  });
  it('401, 403 for a user without the permission, 422 for a bad filter', async () => {
    expect((await call('POST', 'general/camps/index', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/camps/index', await tokenFor(app, 'gov'), {})).statusCode).toBe(403);
    expect((await call('POST', 'general/camps/index', kdana, { status: 'lost' })).statusCode).toBe(422);
  });
  it('the deliveries register is scoped the same way', async () => {
    const res = await call('POST', 'general/deliveries', company, { paginate: 100 });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().data.data.map((r: { company_id: number }) => r.company_id))).toEqual(
      new Set([me]),
    );
  });
});

describe('assignCampToCompany', () => {
  it('assigns a free camp: 201, the camp record for NewAssign, the first timeline entry, an audit row', async () => {
    const camp = await freeCamp();
    const res = await call('POST', 'general/camps/assignCampToCompany', kdana, {
      ...assignBody(camp),
      country_id: (await one<{ id: number }>(sql`select min(id) as id from countries`)).id,
      pilgrims_count: '250',
    });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(res.json().message).toBe('The camp was assigned successfully');
    expect(d).toMatchObject({ status: 'pending', receiver_company_id: me, pilgrims_count: 250 });
    expect(d.camp).toMatchObject({ id: camp.id, assign_camp_id: d.id });
    expect(d.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending' })]);
    expect(d.receiver_cr_label).toBe('license_number');
    expect((await auditRows(app, { table: 'assign_camps' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(d.id),
    });
  });
  it('labels the licence field "centre number" for raft_office and service_provider receivers', async () => {
    const res = await call(
      'POST',
      'general/camps/assignCampToCompany',
      kdana,
      assignBody(await freeCamp(), officeId),
    );
    expect(res.json().data.receiver_cr_label).toBe('centre_number');
  });
  it('refuses a camp that already has an active assignment, with the server’s text', async () => {
    const taken = await one<{ camp_id: number }>(
      sql`select camp_id from assign_camps where status = 'pending' limit 1`,
    );
    const res = await call(
      'POST',
      'general/camps/assignCampToCompany',
      kdana,
      { camp_id: taken.camp_id, receiver_company_id: me, receiver_cr: '1' },
      'ar',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('المخيم مخصص لشركة أخرى');
    expect(res.json().errors.camp_id).toEqual(['المخيم مخصص لشركة أخرى']);
  });
  it('a camp whose assignment was returned can be assigned again', async () => {
    const returned = await one<{ camp_id: number }>(sql`
      select camp_id from assign_camps a where status = 'returned'
         and not exists (select 1 from assign_camps b where b.camp_id = a.camp_id and b.status <> 'returned') limit 1`);
    const res = await call('POST', 'general/camps/assignCampToCompany', kdana, {
      camp_id: returned.camp_id,
      receiver_company_id: me,
      receiver_cr: '2',
    });
    expect(res.statusCode).toBe(201);
  });
  it('422 per field: missing, unknown camp, square mismatch, receiver not a company, unknown country', async () => {
    const missing = await call('POST', 'general/camps/assignCampToCompany', kdana, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'camp_id',
      'receiver_company_id',
      'receiver_cr',
    ]);
    const unknown = await call('POST', 'general/camps/assignCampToCompany', kdana, {
      camp_id: 2_000_000_000,
      receiver_company_id: me,
      receiver_cr: '1',
    });
    expect(unknown.json().errors).toEqual({ camp_id: ['The camp does not exist'] });
    const camp = await freeCamp();
    const admin = await userId(app, 'admin@demo.mashaer.sa');
    const bad = await call('POST', 'general/camps/assignCampToCompany', kdana, {
      ...assignBody(camp, admin),
      square_id: camp.square_id + 1,
      country_id: 2_000_000_000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      square_id: ['The camp is not in the chosen square'],
      receiver_company_id: ['The receiver must be an active company'],
      country_id: ['The country does not exist'],
    });
    const employeeId = await userId(app, 'employee@demo.mashaer.sa');
    const emp = await call('POST', 'general/camps/assignCampToCompany', kdana, assignBody(camp, employeeId));
    expect(emp.json().errors.receiver_company_id).toBeDefined();
  });
  it('401, 403 for a company (assigning is the authority’s)', async () => {
    const camp = await freeCamp();
    expect((await call('POST', 'general/camps/assignCampToCompany', null, assignBody(camp))).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', 'general/camps/assignCampToCompany', company, assignBody(camp))).statusCode,
    ).toBe(403);
  });
  it('50 parallel assignments of one camp: exactly one succeeds, the others 422, one row', async () => {
    const camp = await freeCamp();
    const receivers = await rows<{ id: number }>(
      sql`select u.id from users u join user_types ut on ut.id = u.type_id where ut.code in ('raft_office', 'raft_company', 'service_provider') and u.parent_id is null order by u.id`,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          'POST',
          'general/camps/assignCampToCompany',
          kdana,
          assignBody(camp, receivers[i % receivers.length].id),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length).toBe(1);
    expect(codes.filter((c) => c === 422).length).toBe(49);
    const n = await one<{ n: number }>(
      sql`select count(*)::int as n from assign_camps where camp_id = ${camp.id} and status <> 'returned'`,
    );
    expect(n.n).toBe(1);
  });
});

describe('read and edit one assignment', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    mine = await inStatus('pending');
    theirs = (await one<{ id: number }>(sql`select id from assign_camps where company_id <> ${me} limit 1`))
      .id;
  });
  it('editCampAssign: the authority reads any, with its timeline and next moves; a company is refused (403)', async () => {
    const res = await call('GET', `general/camps/editCampAssign/${theirs}`, kdana);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.history.length).toBeGreaterThan(0);
    expect(Array.isArray(res.json().data.next_statuses)).toBe(true);
    expect((await call('GET', `general/camps/editCampAssign/${mine}`, company)).statusCode).toBe(403);
    expect((await call('GET', 'general/camps/editCampAssign/2000000000', kdana)).statusCode).toBe(404);
  });
  it('editCampByCompany: its own 200, another company’s 404 (same as missing)', async () => {
    expect((await call('GET', `general/camps/editCampByCompany/${mine}`, company)).statusCode).toBe(200);
    expect((await call('GET', `general/camps/editCampByCompany/${mine}`, employee)).statusCode).toBe(200);
    const other = await call('GET', `general/camps/editCampByCompany/${theirs}`, company);
    const missing = await call('GET', 'general/camps/editCampByCompany/2000000000', company);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });
  it('updateCampByCompany: the company edits its own details; another’s is 404 and unchanged', async () => {
    const res = await call('POST', `general/camps/updateCampByCompany/${mine}`, company, {
      pilgrims_count: 321,
      notes: 'ملاحظة',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pilgrims_count: 321, notes: 'ملاحظة' });
    const before = await one(sql`select * from assign_camps where id = ${theirs}`);
    expect(
      (await call('POST', `general/camps/updateCampByCompany/${theirs}`, company, { notes: 'x' })).statusCode,
    ).toBe(404);
    expect(await one(sql`select * from assign_camps where id = ${theirs}`)).toEqual(before);
    expect(
      (await call('POST', `general/camps/updateCampByCompany/${mine}`, company, { pilgrims_count: -4 }))
        .statusCode,
    ).toBe(422);
  });
  it('change_country_id: own 200 with an audit row; another’s 404; unknown country 422', async () => {
    const country = (await one<{ id: number }>(sql`select max(id) as id from countries`)).id;
    const res = await call('POST', 'general/assign_camps/change_country_id', company, {
      assign_camp_id: mine,
      country_id: country,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.country_id).toBe(country);
    expect((await auditRows(app, { method: 'general/assign_camps/change_country_id' })).length).toBe(1);
    expect(
      (
        await call('POST', 'general/assign_camps/change_country_id', company, {
          assign_camp_id: theirs,
          country_id: country,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', 'general/assign_camps/change_country_id', company, {
          assign_camp_id: mine,
          country_id: 2_000_000_000,
        })
      ).statusCode,
    ).toBe(422);
  });
  it('updateCampAssignation: the receiver may change while pending, not after an appointment', async () => {
    const cur = await one<{ camp_id: number }>(sql`select camp_id from assign_camps where id = ${mine}`);
    const res = await call('POST', `general/camps/updateCampAssignation/${mine}`, kdana, {
      camp_id: cur.camp_id,
      receiver_company_id: officeId,
      receiver_cr: '99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ receiver_company_id: officeId, receiver_cr: '99' });
    const booked = await inStatus('appointment', 1);
    const camp = await one<{ camp_id: number }>(sql`select camp_id from assign_camps where id = ${booked}`);
    const refused = await call('POST', `general/camps/updateCampAssignation/${booked}`, kdana, {
      camp_id: camp.camp_id,
      receiver_company_id: officeId,
      receiver_cr: '99',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.camp_id).toEqual([
      'The camp cannot be changed once an appointment is booked',
    ]);
    expect(
      (await call('POST', `general/camps/updateCampAssignation/${booked}`, company, {})).statusCode,
    ).toBe(403);
  });
  it('deleteCampAssignation: only while pending', async () => {
    const pending = await inStatus('pending', 2);
    const answered = await inStatus('answered', 3);
    expect((await call('DELETE', `general/camps/deleteCampAssignation/${answered}`, kdana)).statusCode).toBe(
      422,
    );
    expect((await call('DELETE', `general/camps/deleteCampAssignation/${pending}`, company)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `general/camps/deleteCampAssignation/${pending}`, kdana)).statusCode).toBe(
      200,
    );
    expect(await one(sql`select id from assign_camps where id = ${pending}`)).toBeUndefined();
    // The timeline is append-only: it stays, ending with the deletion; the deletion is audited.
    const events = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'assignment' and record_id = ${pending} order by id`,
    );
    expect(events.map((e) => e.action)).toEqual(['created', 'deleted']);
    expect((await auditRows(app, { method: 'general/camps/deleteCampAssignation' })).at(-1)).toMatchObject({
      event: 'deleted',
      record_id: String(pending),
      old_value: { id: pending, status: 'pending' },
    });
    expect((await call('DELETE', `general/camps/deleteCampAssignation/${pending}`, kdana)).statusCode).toBe(
      404,
    );
  });
});
