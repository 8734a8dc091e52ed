import { WORKFLOWS } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { assignCamps } from '../../src/db/schema';
import { type Actor, actorFor } from '../../src/lib/actor';
import { AppError, RequestValidationError } from '../../src/lib/app-error';
import { applyAction, runAction } from '../../src/lib/workflow';
import { assignmentWorkflow } from '../../src/modules/camps/assignment.workflow';
import { loadUserByToken } from '../../src/plugins/access';
import { apiCaller, auditRows, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

// The workflow kernel (lib/workflow.ts): every refused shape, the race, and what is written with
// a move (status, timeline event, audit row, notification) and never without one.
let app: TestApp;
let kdanaToken: string;
let companyToken: string;
let kdana: Actor;
let company: Actor;
let me: number;
beforeAll(async () => {
  app = await createTestApp();
  kdanaToken = await tokenFor(app, 'kdana');
  companyToken = await tokenFor(app, 'raft_company');
  kdana = actorFor((await loadUserByToken(app.ctx.db, kdanaToken))!, 'en', '127.0.0.9');
  company = actorFor((await loadUserByToken(app.ctx.db, companyToken))!, 'en');
  me = await userId(app, 'raft_company@demo.mashaer.sa');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];

let skip = 0;
/** A fresh assignment of the demo raft company, put straight into `status`. */
async function inStatus(status: string) {
  const camp = await one<{ id: number; square_id: number }>(sql`
    select c.id, c.square_id from camps c
     where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
     order by c.id offset ${skip++} limit 1`);
  const res = await call('POST', 'general/camps/assignCampToCompany', kdanaToken, {
    camp_id: camp.id,
    square_id: camp.square_id,
    receiver_company_id: me,
    receiver_cr: '7001234567',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  await app.ctx.db.execute(sql`update assign_camps set status = ${status} where id = ${id}`);
  return id;
}

const statusOf = async (id: number) =>
  (await one<{ status: string }>(sql`select status from assign_camps where id = ${id}`)).status;
const events = (id: number) =>
  rows<{
    from_status: string | null;
    to_status: string;
    action: string;
    actor_id: number;
    reason: string | null;
  }>(
    sql`select from_status, to_status, action, actor_id, reason from workflow_events
         where workflow = 'assignment' and record_id = ${id} order by id`,
  );
const auditsOf = async (id: number) =>
  (await auditRows(app, { table: 'assign_camps' })).filter((r) => r.record_id === String(id));
const notes = (camp: string) =>
  rows<{ user_id: number; message: string; link: string }>(
    sql`select user_id, message, link from notifications where message like ${`%${camp}%`} order by id`,
  );
const campOf = async (id: number) =>
  (
    await one<{ camp_number: string }>(
      sql`select c.camp_number from camps c join assign_camps a on a.camp_id = c.id where a.id = ${id}`,
    )
  ).camp_number;

/** Runs `fn` expecting a refusal; answers it with what was written in the meantime. */
async function refused(id: number, fn: () => Promise<unknown>) {
  const before = {
    status: await statusOf(id),
    events: (await events(id)).length,
    audits: (await auditsOf(id)).length,
  };
  const err = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(await statusOf(id)).toBe(before.status);
  expect((await events(id)).length).toBe(before.events);
  expect((await auditsOf(id)).length).toBe(before.audits);
  return err;
}

describe('a move writes status, timeline event, audit row and notification together', () => {
  it('return: 200 with status, status_text, allowed_actions; the event, the audit row, the owner told', async () => {
    const id = await inStatus('answered');
    const res = await call('POST', `general/assign_camps/change_status/${id}`, kdanaToken, {
      status: 'returned',
      note: 'camp not used',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'returned', status_text: 'Returned', allowed_actions: [] });
    expect((await events(id)).at(-1)).toEqual({
      from_status: 'answered',
      to_status: 'returned',
      action: 'return',
      actor_id: kdana.id,
      reason: 'camp not used',
    });
    expect((await auditsOf(id)).at(-1)).toMatchObject({
      event: 'status_changed',
      method: 'general/assign_camps/change_status',
      old_value: { status: 'answered' },
      new_value: { status: 'returned', note: 'camp not used' },
      user_id: kdana.id,
    });
    const camp = await campOf(id);
    expect(await notes(camp)).toEqual([
      { user_id: me, message: expect.stringContaining(camp), link: `/assign/${id}` },
    ]);
    // The timeline inside the details answer: who (both languages), what, when, why.
    const last = d.history.at(-1);
    expect(last).toMatchObject({
      action: 'return',
      action_text: 'Return the camp',
      from_status_text: 'Delivery in progress',
      to_status_text: 'Returned',
      reason: 'camp not used',
      actor: { id: kdana.id, name_ar: expect.any(String), name_en: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(last.created_at))).toBe(false);
  });

  it('allowed_actions follow state, permission and party, from the row already read', async () => {
    const id = await inStatus('answered');
    const asKdana = (await call('GET', `general/camps/editCampAssign/${id}`, kdanaToken)).json().data;
    expect(asKdana.allowed_actions).toEqual(['deliver', 'return']);
    expect(asKdana.next_statuses).toEqual(['deliverd', 'returned']);
    const asCompany = (await call('GET', `general/camps/editCampByCompany/${id}`, companyToken)).json().data;
    expect(asCompany.allowed_actions).toEqual([]);
    await app.ctx.db.execute(sql`update assign_camps set status = 'appointment' where id = ${id}`);
    const now = (await call('GET', `general/camps/editCampByCompany/${id}`, companyToken)).json().data;
    expect(now.allowed_actions).toEqual(['answer']);
  });

  it('a move rolled back by its caller leaves no status, event, audit row or notification', async () => {
    const id = await inStatus('answered');
    const camp = await campOf(id);
    const err = await refused(id, () =>
      app.ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(assignCamps).where(eq(assignCamps.id, id)).for('update');
        await applyAction(tx, assignmentWorkflow, kdana, row, 'return');
        throw new Error('rolled back after the move');
      }),
    );
    expect((err as Error).message).toBe('rolled back after the move');
    expect(await notes(camp)).toEqual([]);
  });
});

describe('every refused shape writes nothing', () => {
  it('wrong state: 422 naming the state, placeholders filled in the message and errors.status, both languages', async () => {
    const id = await inStatus('returned');
    for (const [lang, text] of [
      ['en', 'The assignment cannot move from “Returned” to “Received”'],
      ['ar', 'لا يمكن تغيير حالة التخصيص من «مُرجع» إلى «تم الاستلام»'],
    ] as const) {
      const err = await refused(id, async () => {
        const res = await call(
          'POST',
          `general/assign_camps/change_status/${id}`,
          kdanaToken,
          { status: 'deliverd' },
          lang,
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: text, errors: { status: [text] } });
      });
      expect(err).toBeNull();
    }
  });

  it('missing permission: 403', async () => {
    const id = await inStatus('answered');
    const noPerm: Actor = { ...kdana, permissions: new Set() };
    const err = await refused(id, () => runAction(app.ctx.db, assignmentWorkflow, noPerm, id, 'deliver'));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(403);
  });

  it('wrong party: a company holding the permission may still not take the authority’s action (403)', async () => {
    const id = await inStatus('answered');
    const withPerm: Actor = {
      ...company,
      permissions: new Set([...company.permissions, 'delivery-camp-index']),
    };
    const err = await refused(id, () => runAction(app.ctx.db, assignmentWorkflow, withPerm, id, 'deliver'));
    expect((err as AppError).status).toBe(403);
    expect((err as AppError).messageKey).toBe('workflow.party_not_allowed');
    // A system move is never the caller's own, whatever they hold.
    const sys = await refused(id, () =>
      runAction(app.ctx.db, assignmentWorkflow, kdana, id, 'delivery_completed'),
    );
    expect((sys as AppError).status).toBe(403);
  });

  it('another organisation’s record: 404 before anything else', async () => {
    const theirs = await one<{ id: number }>(
      sql`select id from assign_camps where company_id <> ${me} and status = 'appointment' limit 1`,
    );
    const err = await refused(theirs.id, () =>
      runAction(app.ctx.db, assignmentWorkflow, company, theirs.id, 'answer'),
    );
    expect((err as AppError).status).toBe(404);
  });

  it('a failing guard: 422 with the guard’s message', async () => {
    const id = await inStatus('appointment');
    const res = await call('POST', `general/assign_camps/change_status/${id}`, companyToken, {
      status: 'answered',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The delivery cannot start before the appointment is approved',
      errors: { status: ['The delivery cannot start before the appointment is approved'] },
    });
    expect(await statusOf(id)).toBe('appointment');
  });

  it('invalid input: 422 with field errors (the action’s zod schema), nothing written', async () => {
    const id = await inStatus('answered');
    const err = await refused(id, () =>
      runAction(app.ctx.db, assignmentWorkflow, kdana, id, 'return', { input: { note: 'x'.repeat(1001) } }),
    );
    expect(err).toBeInstanceOf(RequestValidationError);
    expect((err as RequestValidationError).issues[0].path).toEqual(['note']);
    const res = await call('POST', `general/assign_camps/change_status/${id}`, kdanaToken, {
      status: 'returned',
      note: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['note']);
  });

  it('an unknown action: 422', async () => {
    const id = await inStatus('answered');
    const err = await refused(id, () => runAction(app.ctx.db, assignmentWorkflow, kdana, id, 'teleport'));
    expect((err as AppError).status).toBe(422);
  });
});

describe('the race', () => {
  it('50 parallel calls of one action on one record: exactly one succeeds, the rest 422, never 500', async () => {
    const id = await inStatus('answered');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `general/assign_camps/change_status/${id}`, kdanaToken, { status: 'deliverd' }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    expect((await events(id)).filter((e) => e.to_status === 'deliverd')).toHaveLength(1);
    expect((await auditsOf(id)).filter((a) => a.event === 'status_changed')).toHaveLength(1);
  });
});

// The tables generated from these declarations are checked in the contract suite
// (packages/contract/scripts/workflows.test.ts: each module README's tables).
describe('the generated transitions table', () => {
  it('declares a label for every status and action of every workflow', () => {
    for (const w of WORKFLOWS) {
      for (const s of w.statuses) expect(w.labels[s], `${w.name}.${s}`).toBeTruthy();
      for (const [name, a] of Object.entries(w.actions)) {
        expect(a.label.ar && a.label.en, `${w.name}.${name}`).toBeTruthy();
        for (const s of a.from) expect(w.statuses).toContain(s);
      }
    }
  });
});
