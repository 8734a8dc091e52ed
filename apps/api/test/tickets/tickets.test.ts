// Tickets (issue 32 §1): the workflow through the kernel, company / handler-group scope, files.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, type TestApp, userId } from '../helpers';
import { multipart, PDF } from '../multipart';
import { ticketsApp } from './tickets-fixture';

const f = ticketsApp();
const { tok, call, rows, send, open, opened, reply, statusOf } = f;
let app: TestApp;
let subjects: { id: number; subject: string; type_id: number; group_id: number }[];
let groups: { id: number; name_en: string }[];
beforeAll(() => {
  app = f.app();
  subjects = f.subjects();
  groups = f.groups();
});

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
    // The list's options come from its own statement: the same as `ticket/filters`, in the caller's
    // language, also on an empty page.
    for (const lang of ['ar', 'en'] as const) {
      const headers = { 'accept-language': lang };
      const sep = (
        await app.inject({
          method: 'GET',
          url: '/api/ticket/filters',
          headers: { ...headers, authorization: `Bearer ${tok.admin}` },
        })
      ).json();
      const listed = await app.inject({
        method: 'POST',
        url: '/api/ticket/admin_tickets?page=1',
        headers: { ...headers, authorization: `Bearer ${tok.admin}` },
        payload: { search: 'no such ticket anywhere' },
      });
      expect(listed.json().data.total).toBe(0);
      expect(listed.json().filters).toEqual(sep.data);
      expect(listed.json().filters.subject_id.length).toBeGreaterThan(0);
    }
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
