// Tickets (issue 32 §1): the subjects and the handler groups.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, userId } from '../helpers';
import { ticketsApp } from './tickets-fixture';

const f = ticketsApp();
const { tok, call, rows } = f;
let app: TestApp;
let subjects: { id: number; subject: string; type_id: number; group_id: number }[];
let groups: { id: number; name_en: string }[];
beforeAll(() => {
  app = f.app();
  subjects = f.subjects();
  groups = f.groups();
});

describe('ticket subjects', () => {
  const valid = () => ({
    subject: 'Permits',
    note: 'n',
    type_id: 1,
    group_id: groups[0].id,
    allowedUsers: [],
  });
  it('CRUD with the allowed users of type 4; 401, 403, 422, delete refused when used', async () => {
    expect((await call('GET', 'ticket/ticket_subject', null)).statusCode).toBe(401);
    expect((await call('GET', 'ticket/ticket_subject', tok.raft_company)).statusCode).toBe(403);
    const list = await call('GET', 'ticket/ticket_subject?page=1', tok.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(4);
    const form = await call('GET', 'ticket/ticket_subject/create', tok.admin);
    expect(form.json().data.types).toHaveLength(4);
    const bad = await call('POST', 'ticket/ticket_subject/store', tok.admin, {
      ...valid(),
      subject: '',
      type_id: 4,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['allowedUsers', 'subject']);
    const raft = await userId(app, 'raft_company@demo.mashaer.sa');
    const created = await call('POST', 'ticket/ticket_subject/store', tok.admin, {
      ...valid(),
      type_id: 4,
      allowedUsers: [{ user_id: raft }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.allowedUsers).toEqual([{ user_id: raft, name: expect.any(String) }]);
    const up = await call('POST', `ticket/ticket_subject/update/${id}`, tok.admin, {
      ...valid(),
      subject: 'Permits 2',
    });
    expect(up.json().data).toMatchObject({ subject: 'Permits 2', type_id: 1, allowedUsers: [] });
    expect((await call('GET', `ticket/ticket_subject/edit/${id}`, tok.admin)).json().data.subject).toBe(
      'Permits 2',
    );
    expect((await call('DELETE', `ticket/ticket_subject/destroy/${id}`, tok.admin)).statusCode).toBe(200);
    expect((await call('GET', `ticket/ticket_subject/edit/${id}`, tok.admin)).statusCode).toBe(404);
    const used = await call('DELETE', `ticket/ticket_subject/destroy/${subjects[0].id}`, tok.admin);
    expect(used.statusCode).toBe(422);
  });
});

describe('ticket admin groups', () => {
  it('CRUD with the admins as the group set; 401, 403, 422 (fields, staff only, duplicate), in use', async () => {
    const admin = await userId(app, 'admin@demo.mashaer.sa');
    const kdana = await userId(app, 'kdana@demo.mashaer.sa');
    const raft = await userId(app, 'raft_company@demo.mashaer.sa');
    const valid = { name: 'مجموعة التصاريح', name_en: 'Permits desk', admin_ids: [kdana, admin] };
    expect((await call('POST', 'ticket/ticket_group?page=1', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'ticket/ticket_group?page=1', tok.raft_company, {})).statusCode).toBe(403);
    const form = (await call('GET', 'ticket/ticket_group/create', tok.admin)).json().data;
    expect(form.admins.map((o: { value: number }) => o.value)).toEqual(
      expect.arrayContaining([admin, kdana]),
    );
    expect(form.admins.map((o: { value: number }) => o.value)).not.toContain(raft);

    const bad = await call('POST', 'ticket/ticket_group/store', tok.admin, {
      name: '',
      name_en: '',
      admin_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['admin_ids', 'name', 'name_en']);
    // A company is not staff: refused on the field, nothing written.
    const before = await rows<{ n: number }>(sql`select count(*)::int n from ticket_groups`);
    const company = await call('POST', 'ticket/ticket_group/store', tok.admin, {
      ...valid,
      admin_ids: [raft],
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().errors.admin_ids).toEqual(['Admins must be staff of the authority']);
    expect(await rows(sql`select count(*)::int n from ticket_groups`)).toEqual(before);

    const created = await call('POST', 'ticket/ticket_group/store', tok.admin, valid);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.admin_ids).toEqual([admin, kdana].sort((a, b) => a - b));
    const dup = await call('POST', 'ticket/ticket_group/store', tok.admin, valid);
    expect(dup.json().errors).toMatchObject({ name: ['A group with this name exists'] });

    const up = await call('POST', `ticket/ticket_group/update/${id}`, tok.admin, {
      ...valid,
      admin_ids: [kdana],
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.admin_ids).toEqual([kdana]);
    expect(await rows(sql`select user_id from ticket_group_admins where group_id = ${id}`)).toEqual([
      { user_id: kdana },
    ]);
    const [audited] = await rows<{
      old_value: { admin_ids: number[] };
      new_value: { admin_ids: number[] };
    }>(
      sql`select old_value, new_value from audit_log where table_name = 'ticket_groups' and record_id = ${String(id)} and event = 'updated'`,
    );
    expect(audited.new_value.admin_ids).toEqual([kdana]);
    expect(audited.old_value.admin_ids).toHaveLength(2);
    const listed = await call('POST', 'ticket/ticket_group?page=1', tok.admin, { search: 'Permits' });
    expect(listed.json().data.data).toEqual([expect.objectContaining({ id, admin_ids: [kdana] })]);

    expect((await call('DELETE', `ticket/ticket_group/destroy/${groups[0].id}`, tok.admin)).statusCode).toBe(
      422,
    );
    expect((await call('DELETE', `ticket/ticket_group/destroy/${id}`, tok.admin)).statusCode).toBe(200);
    expect(await rows(sql`select 1 from ticket_group_admins where group_id = ${id}`)).toEqual([]);
  });
});
