// Camp assignment (spec §7 "Camp assignment"): its attachments and its lifecycle (contract/assignments.ts).
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TRANSITIONS,
  type AssignmentStatus,
  CHANGE_STATUS_TARGETS,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, auth, type TestApp } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';
import { assignmentsApp } from './assignments-fixture';

const f = assignmentsApp();
const { call, rows, one, inStatus } = f;
let app: TestApp;
let kdana: string;
let company: string;
let employee: string;
let office: string;
let me: number;
let officeId: number;
beforeAll(() => {
  app = f.app();
  kdana = f.kdana();
  company = f.company();
  employee = f.employee();
  office = f.office();
  me = f.me();
  officeId = f.officeId();
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
