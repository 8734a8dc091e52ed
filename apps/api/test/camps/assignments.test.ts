import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TRANSITIONS,
  type AssignmentStatus,
  CHANGE_STATUS_TARGETS,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

// Camp assignment (spec §7 "Camp assignment") and its lifecycle (contract/assignments.ts).
let app: TestApp;
let kdana: string;
let company: string;
let employee: string;
let office: string;
let me: number;
let officeId: number;
beforeAll(async () => {
  app = await createTestApp();
  kdana = await tokenFor(app, 'kdana');
  company = await tokenFor(app, 'raft_company');
  employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  office = await tokenFor(app, 'raft_office');
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  officeId = await userId(app, 'raft_office@demo.mashaer.sa');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];

/** A camp with no active assignment. */
const freeCamp = async (skip = 0) =>
  one<{ id: number; square_id: number }>(sql`
    select c.id, c.square_id from camps c
     where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
     order by c.id desc offset ${skip} limit 1`);

const assignBody = (camp: { id: number; square_id: number }, receiver = me) => ({
  camp_id: camp.id,
  square_id: camp.square_id,
  receiver_company_id: receiver,
  receiver_cr: '7001234567',
});

/** A fresh assignment of the demo raft company put straight into `status`. */
async function inStatus(status: AssignmentStatus, skip = 0) {
  const camp = await freeCamp(skip);
  const res = await call('POST', 'general/camps/assignCampToCompany', kdana, assignBody(camp));
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  if (status !== 'pending')
    await app.ctx.db.execute(sql`update assign_camps set status = ${status} where id = ${id}`);
  return id;
}

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

describe('attachments (kroky drawing and assignment file)', () => {
  let mine: number;
  beforeAll(async () => {
    mine = await inStatus('pending', 4);
  });
  const upload = async (
    token: string,
    id: number | string,
    files: Parameters<typeof multipart>[1],
    action = 'store',
  ) => {
    const body = await multipart({ assign_camp_id: String(id) }, files);
    return app.inject({
      method: 'POST',
      url: `/api/general/assign_camps_attachments/${action}`,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers },
    });
  };
  it('stores both files, replaces one on update, and serves them only to the assignment’s company and authorities', async () => {
    const res = await upload(company, mine, {
      kroky: { name: 'kroky.png', data: PNG },
      assign_file: { name: 'assign.pdf', data: PDF },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachment).toMatchObject({ original_name: 'kroky.png' });
    expect(res.json().data.assign_file).toMatchObject({ original_name: 'assign.pdf' });
    const up = await upload(kdana, mine, { kroky: { name: 'kroky2.pdf', data: PDF } }, 'update');
    expect(up.statusCode).toBe(200);
    expect(up.json().data.attachment.original_name).toBe('kroky2.pdf');
    const files = await rows(sql`select id from files where entity = 'assign_camps' and entity_id = ${mine}`);
    expect(files.length).toBe(2);
    const dl = await call('GET', `general/assign_camps_attachments/download/kroky/${mine}`, employee);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await call('GET', `general/assign_camps_attachments/download/assign_file/${mine}`, kdana)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `general/assign_camps_attachments/download/kroky/${mine}`, office)).statusCode,
    ).toBe(404);
  });
  it('refuses another company’s assignment (404), a wrong file type or none (422), a stranger (401)', async () => {
    const theirs = (
      await one<{ id: number }>(sql`select id from assign_camps where company_id <> ${me} limit 1`)
    ).id;
    expect((await upload(company, theirs, { kroky: { name: 'k.png', data: PNG } })).statusCode).toBe(404);
    const bad = await upload(company, mine, {
      kroky: { name: 'k.png', data: Buffer.from('not an image at all') },
    });
    expect(bad.statusCode).toBe(422);
    expect((await upload(company, mine, {})).statusCode).toBe(422);
    expect((await upload(company, 'abc', { kroky: { name: 'k.png', data: PNG } })).statusCode).toBe(422);
    const anon = await multipart({ assign_camp_id: String(mine) }, { kroky: { name: 'k.png', data: PNG } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/general/assign_camps_attachments/store',
      payload: anon.payload,
      headers: anon.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('lifecycle (ASSIGNMENT_TRANSITIONS) through change_status', () => {
  const allowed = (from: AssignmentStatus, to: AssignmentStatus) =>
    ASSIGNMENT_TRANSITIONS.find((t) => t.from === from && t.to === to && t.via === 'change_status');

  const cases = ASSIGNMENT_STATUSES.flatMap((from) => CHANGE_STATUS_TARGETS.map((to) => [from, to] as const));
  let skip = 10;

  it.each(cases)('%s → %s', async (from, to) => {
    const id = await inStatus(from, skip++);
    const t = allowed(from, to);
    if (to === 'answered' && from === 'appointment') {
      // An approved appointment is the precondition of starting the delivery.
      const camp = await one<{ camp_id: number }>(sql`select camp_id from assign_camps where id = ${id}`);
      await app.ctx.db.execute(sql`
        insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status)
        values (${id}, ${camp.camp_id}, ${me}, '2027-01-01T08:00:00Z', '2027-01-01T09:00:00Z', 'approved')`);
    }
    const actor = t?.permission === 'delivery-signature-index' ? company : kdana;
    const historyBefore = (await rows(sql`select id from assign_camp_history where assign_camp_id = ${id}`))
      .length;
    const res = await call('POST', `general/assign_camps/change_status/${id}`, actor, {
      status: to,
      note: 'test',
    });
    const after = await one<{ status: string }>(sql`select status from assign_camps where id = ${id}`);
    const history = await rows<{ from_status: string; to_status: string }>(
      sql`select from_status, to_status from assign_camp_history where assign_camp_id = ${id} order by id`,
    );
    if (t) {
      expect(res.statusCode).toBe(200);
      expect(after.status).toBe(to);
      expect(history.at(-1)).toEqual({ from_status: from, to_status: to });
      expect(res.json().data.history.at(-1)).toMatchObject({
        from_status: from,
        to_status: to,
        note: 'test',
      });
      const audit = (await auditRows(app, { table: 'assign_camps' })).at(-1);
      expect(audit).toMatchObject({
        event: 'status_changed',
        record_id: String(id),
        new_value: { status: to },
      });
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status[0]).toMatch(/cannot move from/);
      expect(after.status).toBe(from);
      expect(history.length).toBe(historyBefore);
      const ar = await call('POST', `general/assign_camps/change_status/${id}`, actor, { status: to }, 'ar');
      expect(ar.json().errors.status[0]).toMatch(/لا يمكن تغيير حالة التخصيص/);
    }
  });

  it('appointment → answered needs an approved appointment', async () => {
    const id = await inStatus('appointment', 40);
    const res = await call('POST', `general/assign_camps/change_status/${id}`, company, {
      status: 'answered',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The delivery cannot start before the appointment is approved');
  });

  it('a company may not record its own camp as received or returned (403), nor touch another’s (404)', async () => {
    const id = await inStatus('answered', 41);
    for (const to of ['deliverd', 'returned'])
      expect(
        (await call('POST', `general/assign_camps/change_status/${id}`, company, { status: to })).statusCode,
      ).toBe(403);
    const theirs = (
      await one<{ id: number }>(
        sql`select id from assign_camps where company_id <> ${me} and status = 'answered' limit 1`,
      )
    ).id;
    expect(
      (await call('POST', `general/assign_camps/change_status/${theirs}`, company, { status: 'deliverd' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `general/assign_camps/change_status/${id}`, null, { status: 'deliverd' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `general/assign_camps/change_status/${id}`, kdana, { status: 'pending' }))
        .statusCode,
    ).toBe(422);
  });

  it('a returned camp is free again: it may be assigned anew; the company is told in the bell, by SMS and by e-mail', async () => {
    const id = await inStatus('answered', 42);
    const camp = await one<{ camp_id: number; owner: number }>(
      sql`select camp_id, company_id as owner from assign_camps where id = ${id}`,
    );
    const before = await one<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from outbox`);
    expect(
      (await call('POST', `general/assign_camps/change_status/${id}`, kdana, { status: 'returned' }))
        .statusCode,
    ).toBe(200);
    const bell = await one<{ message: string; link: string }>(
      sql`select message, link from notifications where user_id = ${camp.owner} order by id desc limit 1`,
    );
    const sent = await rows<{ channel: string; body: string; user_id: number }>(
      sql`select channel, body, user_id from outbox where id > ${before.n} and user_id = ${camp.owner} order by channel`,
    );
    expect(sent.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const m of sent) expect(m.body).toContain(bell.message);
    expect(sent[0].body).toContain(`http://localhost:3000${bell.link ?? '/dashboard'}`);
    const again = await call('POST', 'general/camps/assignCampToCompany', kdana, {
      camp_id: camp.camp_id,
      receiver_company_id: officeId,
      receiver_cr: '5',
    });
    expect(again.statusCode).toBe(201);
  });
});
