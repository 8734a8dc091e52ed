import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PNG } from '../multipart';

// The phone's offline queue (issue 31 §7): a queued violation is sent with a key of the device's
// making, and sent again whenever the answer was lost; the key makes every resend the same record.
let app: TestApp;
const tok: Record<string, string> = {};
let camp: number;
let level: number;
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const STORE = 'general/violation_forms/store';

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['kdana', 'gov']) tok[t] = await tokenFor(app, t);
  const company = await userId(app, 'raft_company@demo.mashaer.sa');
  [{ camp }] = await rows<{ camp: number }>(
    sql`select camp_id camp from assign_camps where company_id = ${company} and status <> 'returned' order by camp_id limit 1`,
  );
  [{ level }] = await rows<{ level: number }>(sql`select id level from violation_levels order by id limit 1`);
}, 180_000);
afterAll(() => app?.close());

const body = (key: string, o: Record<string, unknown> = {}) => ({
  camp_id: camp,
  violation_form_level_id: level,
  body: 'مخرج الطوارئ مغلق',
  idempotency_key: key,
  ...o,
});
const withKey = (key: string) =>
  rows<{ id: number; created_by: number }>(
    sql`select id, created_by from violations where idempotency_key = ${key} order by id`,
  );
let n = 0;
const newKey = () => `field-${Date.now().toString(36)}-${++n}-abcdefgh`;

describe('violations: the field queue’s idempotency key', () => {
  it('the same key twice → one row; the second answer is the first record', async () => {
    const key = newKey();
    const first = await call('POST', STORE, tok.gov, body(key));
    expect(first.statusCode, first.body).toBe(201);
    // The resend after a lost answer (another body does not make another record either).
    const again = await call('POST', STORE, tok.gov, body(key, { body: 'resent' }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({
      id: first.json().data.id,
      number: first.json().data.number,
      body: 'مخرج الطوارئ مغلق',
      status: 'created',
    });
    expect(again.json().message).toBe(first.json().message);
    expect(await withKey(key)).toHaveLength(1);
    const events = await rows<{ n: number }>(
      sql`select count(*)::int n from workflow_events where workflow = 'violation' and record_id = ${first.json().data.id}`,
    );
    expect(events[0].n).toBe(1);
  });

  it('20 sends of one key at once → one row, every answer the same record', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', STORE, tok.gov, body(key))),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    expect(await withKey(key)).toHaveLength(1);
  });

  it('a key is the inspector’s own: another inspector’s same key is another record', async () => {
    const key = newKey();
    const a = await call('POST', STORE, tok.gov, body(key));
    const b = await call('POST', STORE, tok.kdana, body(key));
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().data.id).not.toBe(a.json().data.id);
    expect(await withKey(key)).toHaveLength(2);
  });

  it('a malformed key → 422 on its field, bilingual, nothing written', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int n from violations`);
    for (const lang of ['ar', 'en'] as const) {
      const bad = await app.inject({
        method: 'POST',
        url: `/api/${STORE}`,
        headers: { ...auth(tok.gov), 'accept-language': lang },
        payload: body('short'),
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.idempotency_key[0]).toMatch(lang === 'ar' ? /[\u0600-\u06ff]/ : /[a-z]/i);
    }
    const after = await rows<{ n: number }>(sql`select count(*)::int n from violations`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('a photo resent to its slot replaces the first: one live photo per slot', async () => {
    const res = await call('POST', STORE, tok.gov, body(newKey()));
    const id = res.json().data.id as number;
    for (let i = 0; i < 2; i++) {
      const form = await multipart({}, { file: { name: 'photo.png', data: PNG } });
      const up = await app.inject({
        method: 'POST',
        url: `/api/general/violation_forms/attachments/${id}/image_1`,
        payload: form.payload,
        headers: { ...auth(tok.gov), ...form.headers },
      });
      expect(up.statusCode, up.body).toBe(201);
    }
    const live = await rows<{ n: number }>(
      sql`select count(*)::int n from attachments where record_type = 'violation' and record_id = ${id} and slot = 'image_1' and status <> 'replaced'`,
    );
    expect(live[0].n).toBe(1);
  });
});
