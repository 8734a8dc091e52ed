// Violations (issue 31): the levels, and the workflow through the kernel, row scope and files.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorFor } from '../../src/lib/actor';
import { lockOverdue } from '../../src/modules/violations/violation-assign.service';
import { loadUserById } from '../../src/plugins/access';
import type { TestApp } from '../helpers';
import { PDF } from '../multipart';
import { violationsApp } from './violations-fixture';

const f = violationsApp();
const { tok, call, rows, valid, upload, recorded, assigned, statusOf, act } = f;
let app: TestApp;
let me: number;
let kdana: number;
let camps: number[];
beforeAll(() => {
  app = f.app();
  me = f.me();
  kdana = f.kdana();
  camps = f.camps();
});

describe('violation levels (generic CRUD)', () => {
  it('list, 403 for a company, 422 with fields', async () => {
    const list = await call('POST', 'general/violation_form_levels', tok.kdana, {});
    expect(list.statusCode).toBe(200);
    expect((await call('POST', 'general/violation_form_levels', tok.raft_company, {})).statusCode).toBe(403);
    const bad = await call('POST', 'general/violation_form_levels/store', tok.kdana, {
      name: '',
      color: 'red',
      fine: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['name', 'color', 'fine', 'fix_hours']),
    );
  });
});

describe('violations', () => {
  it('store: the inspector records one → created (square and company derived); 401, 403, 422 with fields', async () => {
    const res = await call('POST', 'general/violation_forms/store', tok.gov, valid());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'created', company_id: me, camp_id: camps[0] });
    expect((await call('POST', 'general/violation_forms/store', null, valid())).statusCode).toBe(401);
    expect((await call('POST', 'general/violation_forms/store', tok.raft_company, valid())).statusCode).toBe(
      403,
    );
    const bad = await call('POST', 'general/violation_forms/store', tok.gov, { camp_id: '', body: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['camp_id', 'violation_form_level_id', 'body']),
    );
    const [ev] = await rows<{ action: string }>(
      sql`select action from workflow_events where workflow = 'violation' and record_id = ${res.json().data.id}`,
    );
    expect(ev.action).toBe('created');
  });

  it('store with an idempotency key: a retried submission answers the first record', async () => {
    const key = `k${Date.now()}abcdef`;
    const a = await call('POST', 'general/violation_forms/store', tok.gov, valid({ idempotency_key: key }));
    const b = await call('POST', 'general/violation_forms/store', tok.gov, valid({ idempotency_key: key }));
    expect(a.json().data.id).toBe(b.json().data.id);
  });

  it('assign needs a photo; then assigned, the company told in-app and by SMS; a draft is 404 to the company', async () => {
    const id = await recorded(false);
    expect((await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company)).statusCode).toBe(404);
    const no = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
      violation_form_ids: [id],
    });
    expect(no.statusCode).toBe(422);
    expect((await upload(tok.gov, id, 'image_1')).statusCode).toBe(201);
    expect((await upload(tok.gov, id, 'image_2')).statusCode).toBe(201);
    const ok = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
      violation_form_ids: [id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(id)).toBe('assigned');
    const notes = await rows<{ n: number }>(
      sql`select count(*)::int n from notifications where user_id = ${me}`,
    );
    expect(notes[0].n).toBeGreaterThan(0);
    const sms = await rows<{ n: number }>(sql`select count(*)::int n from outbox where channel = 'sms'`);
    expect(sms[0].n).toBeGreaterThan(0);
  });

  it('the company opens it → viewed once; another company → 404; objection needs cause and file; refused → reject_answered; answer and complete', async () => {
    const id = await assigned();
    expect((await call('GET', `general/violation_forms/edit/${id}`, tok.raft_office)).statusCode).toBe(404);
    const open = await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.status).toBe('viewed');
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    const views = await rows<{ n: number }>(
      sql`select count(*)::int n from workflow_events where workflow = 'violation' and record_id = ${id} and action = 'view'`,
    );
    expect(views[0].n).toBe(1);
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' })).statusCode).toBe(422);
    expect((await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf')).statusCode).toBe(201);
    const noCause = await act(tok.raft_company, id, 'object', {});
    expect(noCause.statusCode).toBe(422);
    expect(noCause.json().errors.rejection_cause).toBeDefined();
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect((await act(tok.raft_company, id, 'refuse_objection', { reject_answer: 'x' })).statusCode).toBe(
      403,
    );
    expect((await act(tok.kdana, id, 'refuse_objection', {})).statusCode).toBe(422);
    expect((await act(tok.kdana, id, 'refuse_objection', { reject_answer: 'It is yours' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(id)).toBe('reject_answered');
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'again' })).statusCode).toBe(422);
    expect((await act(tok.kdana, id, 'complete')).statusCode).toBe(422);
    expect((await act(tok.raft_company, id, 'answer', { answer: 'Fixed' })).statusCode).toBe(422);
    expect((await upload(tok.raft_company, id, 'evidence_1')).statusCode).toBe(201);
    expect((await act(tok.raft_company, id, 'answer', { answer: 'Fixed' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('reject_answered');
    const done = await act(tok.kdana, id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
    const refused = await act(tok.kdana, id, 'cancel');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toBeDefined();
    const details = await call('GET', `general/violation_forms/edit/${id}`, tok.kdana);
    expect(details.json().data.timeline.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'created',
        'assign',
        'view',
        'object',
        'refuse_objection',
        'answer',
        'complete',
      ]),
    );
  });

  it('an accepted objection cancels it; unassign before opening; delete only a draft', async () => {
    const id = await assigned();
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf');
    await act(tok.raft_company, id, 'object', { rejection_cause: 'Not ours' });
    expect((await act(tok.kdana, id, 'accept_objection')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    const other = await assigned();
    expect((await call('DELETE', `general/violation_forms_assigns/${other}`, tok.kdana)).statusCode).toBe(
      200,
    );
    expect(await statusOf(other)).toBe('created');
    expect((await call('DELETE', `general/violation_forms/${other}`, tok.kdana)).statusCode).toBe(200);
    expect((await call('DELETE', `general/violation_forms/${id}`, tok.kdana)).statusCode).toBe(422);
  });

  it('locked after the deadline (by the job): no more objection, an answer still possible', async () => {
    const id = await assigned();
    await call('GET', `general/violation_forms/edit/${id}`, tok.raft_company);
    await rows(sql`update violations set due_at = now() - interval '1 hour' where id = ${id}`);
    // Computed from the dates: the objection is refused before any job ran.
    await upload(tok.raft_company, id, 'rejection_file', PDF, 'objection.pdf');
    expect((await act(tok.raft_company, id, 'object', { rejection_cause: 'late' })).statusCode).toBe(422);
    const u = await loadUserById(app.ctx.db, kdana);
    expect(await lockOverdue(app.ctx.db, actorFor(u!))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('locked');
  });

  it('`mine`: the inspector’s own violations only, with their count', async () => {
    const id = await recorded(false);
    const all = await call('POST', 'general/violation_forms', tok.kdana, { paginate: 100 });
    const mine = await call('POST', 'general/violation_forms', tok.gov, { mine: 1, paginate: 100 });
    expect(mine.statusCode, mine.body).toBe(200);
    const gov = (await rows<{ id: number }>(sql`select created_by as id from violations where id = ${id}`))[0]
      .id;
    const own = await rows<{ n: number }>(
      sql`select count(*)::int as n from violations where created_by = ${gov}`,
    );
    expect(mine.json().data.total).toBe(own[0].n);
    expect(mine.json().data.data.map((r: { id: number }) => r.id)).toContain(id);
    // The authority's `mine` is what kdana recorded, not everyone's.
    const kdanaMine = await call('POST', 'general/violation_forms', tok.kdana, { mine: 1 });
    const kdanaOwn = await rows<{ n: number }>(
      sql`select count(*)::int as n from violations v join users u on u.id = v.created_by where u.email = 'kdana@demo.mashaer.sa'`,
    );
    expect(kdanaMine.json().data.total).toBe(kdanaOwn[0].n);
    expect(kdanaMine.json().data.total).toBeLessThan(all.json().data.total);
  });

  it('the list carries the level and status filters in the caller’s language, also on an empty page', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({
          method,
          url: `/api/${url}`,
          headers: { authorization: `Bearer ${tok.kdana}`, 'accept-language': lang },
          ...(payload ? { payload } : {}),
        });
      const form = (await as('GET', 'general/violation_forms/create')).json().data;
      const none = await as('POST', 'general/violation_forms', { search: 'no such violation anywhere' });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json().data.total).toBe(0);
      const { filters } = none.json();
      expect(filters.violation_form_level_id).toEqual(form.levels);
      expect(filters.violation_form_level_id.length).toBeGreaterThan(0);
      expect(filters.status.find((o: { value: string }) => o.value === 'created').label).toBe(
        lang === 'ar' ? 'جديدة' : 'Created',
      );
    }
  });

  it('50 parallel cancels of one violation: exactly one succeeds', async () => {
    const id = await recorded();
    const res = await Promise.all(Array.from({ length: 50 }, () => act(tok.kdana, id, 'cancel')));
    expect(res.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(res.filter((r) => r.statusCode === 422).length).toBe(49);
  });
});
