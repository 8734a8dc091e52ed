import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF } from '../multipart';

// Tickets (issue 32 §1): the workflow through the kernel, company / handler-group scope, files.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
let subjects: { id: number; subject: string; type_id: number; group_id: number }[];
let groups: { id: number; name_en: string }[];

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  tok.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  subjects = await rows(sql`select id, subject, type_id, group_id from ticket_subjects order by id`);
  groups = await rows(sql`select id, name_en from ticket_groups order by id`);
}, 180_000);
afterAll(() => app?.close());

async function send(path: string, token: string | null, fields: Record<string, string>, file?: Buffer) {
  const body = await multipart(fields, file ? { file: { name: 'doc.pdf', data: file } } : {});
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body.payload,
    headers: { ...(token ? auth(token) : {}), ...body.headers },
  });
}
const open = (token = tok.raft_company, subject = subjects[0].id, file?: Buffer) =>
  send(
    'ticket/store',
    token,
    { subject_id: String(subject), content: 'A question', importance_level: 'medium' },
    file,
  );
async function opened(token = tok.raft_company, subject = subjects[0].id) {
  const res = await open(token, subject);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; allowed_actions: string[]; group_id: number };
}
const reply = (token: string, id: number, comment = 'Answer', wait = false) =>
  send('ticket/ticket_comment/store', token, {
    ticket_id: String(id),
    comment,
    wait_for_company: wait ? '1' : '0',
  });
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from tickets where id = ${id}`))[0].status;

describe('tickets', () => {
  it('store: a company opens a ticket with a file; the creation event, the file and the handlers told', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int n from notifications`);
    const res = await open(tok.raft_company, subjects[0].id, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      status: 'open',
      importance_level: 'medium',
      number: expect.stringMatching(/^TK-\d{6}$/),
    });
    expect(d.allowed_actions).toEqual(['company_reply', 'close']);
    const show = await call('POST', `ticket/show/${d.id}`, tok.raft_company);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json().data.files).toHaveLength(1);
    expect(show.json().data.timeline[0].action).toBe('created');
    const dl = await call('GET', show.json().data.files[0].url, tok.raft_company);
    expect(dl.statusCode).toBe(200);
    expect((await call('GET', show.json().data.files[0].url, tok.raft_office)).statusCode).toBe(404);
    const after = await rows<{ n: number }>(sql`select count(*)::int n from notifications`);
    expect(after[0].n).toBeGreaterThan(before[0].n);
  });

  it('store: 401, 403 for the authority, 422 with the fields, a type-4 subject refused to others', async () => {
    expect((await open(null as unknown as string)).statusCode).toBe(401);
    expect((await open(tok.kdana)).statusCode).toBe(403);
    const bad = await send('ticket/store', tok.raft_company, {
      subject_id: '',
      content: ' ',
      importance_level: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['content', 'importance_level', 'subject_id']);
    const ar = await app.inject({
      method: 'POST',
      url: '/api/ticket/store',
      ...(await (async () => {
        const b = await multipart({ subject_id: '1', content: '', importance_level: 'low' });
        return { payload: b.payload, headers: { ...auth(tok.raft_company, 'ar'), ...b.headers } };
      })()),
    });
    expect(ar.json().errors.content[0]).toBe('محتوى التذكرة مطلوب');
    const restricted = subjects.find((s) => s.type_id === 4)!;
    const refused = await open(tok.raft_office, restricted.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.subject_id).toBeDefined();
    expect((await open(tok.raft_company, restricted.id)).statusCode).toBe(201);
    const form = await call('GET', 'ticket/create', tok.raft_office);
    expect(form.json().data.subjects.map((s: { value: number }) => s.value)).not.toContain(restricted.id);
  });

  it('the lifecycle: first handler reply → in progress (time recorded), waiting ↔ in progress, close, reopen', async () => {
    const t = await opened();
    const r1 = await reply(tok.kdana, t.id, 'We look into it');
    expect(r1.statusCode, r1.body).toBe(201);
    expect(await statusOf(t.id)).toBe('in_progress');
    const [row] = await rows<{ first_answer_at: string | null }>(
      sql`select first_answer_at from tickets where id = ${t.id}`,
    );
    expect(row.first_answer_at).not.toBeNull();
    expect((await reply(tok.kdana, t.id, 'Send the letter', true)).statusCode).toBe(201);
    expect(await statusOf(t.id)).toBe('waiting_for_company');
    const own = await call('POST', `ticket/show/${t.id}`, tok.employee);
    expect(own.json().data.allowed_actions).toEqual(['company_reply', 'close']);
    expect((await reply(tok.employee, t.id, 'Attached', false)).statusCode).toBe(201);
    expect(await statusOf(t.id)).toBe('in_progress');
    const comments = await call('GET', `ticket/get_ticket_admin_comments/${t.id}`, tok.raft_company);
    expect(comments.json().data.map((c: { side: string }) => c.side)).toEqual([
      'handler',
      'handler',
      'company',
    ]);
    const noRes = await call('POST', `ticket/close_ticket/${t.id}`, tok.kdana, {});
    expect(noRes.statusCode).toBe(422);
    expect(noRes.json().errors.resolution).toBeDefined();
    const closed = await call('POST', `ticket/close_ticket/${t.id}`, tok.kdana, { resolution: 'Done' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', resolution: 'Done' });
    expect(closed.json().data.minutes_to_close).toBeGreaterThanOrEqual(0);
    const again = await reply(tok.kdana, t.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Closed');
    expect((await call('POST', `ticket/reopen_ticket/${t.id}`, tok.kdana)).statusCode).toBe(403);
    const re = await call('POST', `ticket/reopen_ticket/${t.id}`, tok.raft_company);
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json().data.status).toBe('in_progress');
    const tl = (await call('POST', `ticket/show/${t.id}`, tok.kdana)).json().data.timeline;
    expect(tl.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'handler_reply',
      'handler_reply',
      'company_reply',
      'close',
      'reopen',
    ]);
  });

  it('reopen is refused once the window has passed', async () => {
    const t = await opened();
    await call('POST', `ticket/close_ticket/${t.id}`, tok.raft_company, { resolution: 'Solved myself' });
    await rows(sql`update tickets set closed_at = now() - interval '30 days' where id = ${t.id}`);
    const res = await call('POST', `ticket/reopen_ticket/${t.id}`, tok.raft_company);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('7 days');
  });

  it('forward and change importance: events on the timeline; the other group takes over; scope follows the group', async () => {
    const t = await opened(tok.raft_company, subjects[0].id);
    const other = groups.find((g) => g.id !== t.group_id)!;
    const bad = await call('POST', 'ticket/forward_ticket', tok.kdana, {
      ticket_id: t.id,
      group_id: t.group_id,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call('POST', 'ticket/forward_ticket', tok.raft_company, { ticket_id: t.id, group_id: other.id }))
        .statusCode,
    ).toBe(403);
    // gov is not in the first group: the ticket is not found for it
    expect((await call('POST', `ticket/show/${t.id}`, tok.gov)).statusCode).toBe(404);
    const f = await call('POST', 'ticket/forward_ticket', tok.kdana, {
      ticket_id: t.id,
      group_id: other.id,
      note: 'Theirs',
    });
    expect(f.statusCode, f.body).toBe(200);
    expect(f.json().data).toMatchObject({ status: 'open', group_id: other.id });
    const imp = await call('POST', 'ticket/change_importance', tok.gov, {
      ticket_id: t.id,
      importance_level: 'high',
    });
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json().data.importance_level).toBe('high');
    expect(
      (await call('POST', 'ticket/change_importance', tok.gov, { ticket_id: t.id, importance_level: 'x' }))
        .statusCode,
    ).toBe(422);
    const c = await call('POST', `ticket/close_ticket/${t.id}`, tok.gov, {
      resolution: 'Handled by operations',
    });
    expect(c.statusCode, c.body).toBe(200);
    const tl = (await call('POST', `ticket/show/${t.id}`, tok.raft_company)).json().data.timeline;
    expect(tl.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'forward',
      'change_importance',
      'close',
    ]);
    expect(tl[1].reason).toBe('Theirs');
  });

  it('scope: another company and a handler outside the group get 404; lists keep to the scope', async () => {
    const t = await opened();
    expect((await call('POST', `ticket/show/${t.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `ticket/get_ticket_admin_comments/${t.id}`, tok.raft_office)).statusCode).toBe(
      404,
    );
    expect((await reply(tok.raft_office, t.id)).statusCode).toBe(404);
    expect(
      (await call('POST', `ticket/close_ticket/${t.id}`, tok.raft_office, { resolution: 'x' })).statusCode,
    ).toBe(404);
    const mine = await call('POST', 'ticket/admin_tickets?page=1', tok.raft_office, { paginate: 100 });
    expect(mine.statusCode, mine.body).toBe(200);
    const me = await userId(app, 'raft_office@demo.mashaer.sa');
    expect(mine.json().data.data.every((r: { company_id: number }) => r.company_id === me)).toBe(true);
    const all = await call('POST', 'ticket/admin_tickets?page=1', tok.admin, { status: 'open', paginate: 5 });
    expect(all.json().data.total).toBeGreaterThan(1);
    expect(Object.keys(all.json().filters).sort()).toEqual([
      'group_id',
      'importance_level',
      'status',
      'subject_id',
    ]);
    const gov = await call('POST', 'ticket/admin_tickets?page=1', tok.gov, { paginate: 100 });
    const govGroups = await rows<{ group_id: number }>(
      sql`select group_id from ticket_group_admins where user_id = ${await userId(app, 'gov@demo.mashaer.sa')}`,
    );
    const ids = govGroups.map((g) => g.group_id);
    expect(gov.json().data.data.every((r: { group_id: number }) => ids.includes(r.group_id))).toBe(true);
    expect((await call('POST', 'ticket/admin_tickets?page=1', null, {})).statusCode).toBe(401);
    const xl = await call('POST', 'ticket/export', tok.admin, { status: 'open' });
    expect(xl.statusCode).toBe(200);
    expect(xl.headers['content-type']).toContain('spreadsheetml');
  });

  it('50 parallel closes of one ticket: exactly one succeeds', async () => {
    const t = await opened();
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `ticket/close_ticket/${t.id}`, tok.kdana, { resolution: 'Once' }),
      ),
    );
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    const ev = await rows<{ n: number }>(
      sql`select count(*)::int n from workflow_events where workflow = 'ticket' and record_id = ${t.id} and action = 'close'`,
    );
    expect(ev[0].n).toBe(1);
  });
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
