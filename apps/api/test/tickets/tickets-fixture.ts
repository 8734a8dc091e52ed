import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { auth, suiteApp } from '../helpers';
import { multipart } from '../multipart';

/**
 * Tickets (issue 32 §1): the app with a token per demo account, started in the calling file's
 * beforeAll and closed in its afterAll, and the helpers that open and answer tickets. `subjects()`
 * and `groups()` (the seeded ones) are read after that beforeAll.
 */
export function ticketsApp() {
  const s = suiteApp(['admin', 'kdana', 'gov', 'raft_company', 'raft_office', 'employee@demo.mashaer.sa'], {
    timeout: 180_000,
  });
  const tok = s.tok;
  const { call, rows } = s;
  let subjects: { id: number; subject: string; type_id: number; group_id: number }[];
  let groups: { id: number; name_en: string }[];

  beforeAll(async () => {
    subjects = await rows(sql`select id, subject, type_id, group_id from ticket_subjects order by id`);
    groups = await rows(sql`select id, name_en from ticket_groups order by id`);
  }, 180_000);

  async function send(path: string, token: string | null, fields: Record<string, string>, file?: Buffer) {
    const body = await multipart(fields, file ? { file: { name: 'doc.pdf', data: file } } : {});
    return s.app.inject({
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
  return {
    app: () => s.app,
    subjects: () => subjects,
    groups: () => groups,
    tok,
    call,
    rows,
    send,
    open,
    opened,
    reply,
    statusOf,
  };
}
