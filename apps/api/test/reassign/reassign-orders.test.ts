import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../helpers';
import { reassignApp } from './reassign-fixture';

const r = reassignApp();
const { tok, call, rows, one, heldCamps, newOrder, answer, uploadDoc } = r;
const app = r.app;
let me: number;
beforeAll(() => {
  me = r.me();
});

describe('list and access', () => {
  it('401 without a token, 403 without the type permission, 422 on a bad type', async () => {
    expect(
      (await call('POST', 'general/reassign_order/list?page=1', null, { type: 'reassign' })).statusCode,
    ).toBe(401);
    const no = await call('POST', 'general/reassign_order/list?page=1', tok.consultant, { type: 'reassign' });
    expect(no.statusCode).toBe(403);
    const bad = await call('POST', 'general/reassign_order/list?page=1', tok.raft_company, { type: 'other' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.type).toEqual(['The order type must be reassign or lock']);
  });

  it('a company lists only its own orders of the asked type; the authority sees all', async () => {
    const mine = await newOrder('reassign', 1);
    const lock = await newOrder('lock', 1);
    const own = await call('POST', 'general/reassign_order/list?page=1', tok.raft_company, {
      type: 'reassign',
      paginate: 100,
    });
    expect(own.statusCode).toBe(200);
    const ids = own.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(lock.id);
    const row = own.json().data.data.find((r: { id: number }) => r.id === mine.id);
    expect(row).toMatchObject({ status: 'draft', status_text: 'Draft', signed: 0, appointment: null });
    expect(row.allowed_actions).toEqual(['submit', 'cancel', 'change_camps']);
    expect(own.json().filters.status.length).toBe(10);
    const other = await call('POST', 'general/reassign_order/list?page=1', tok.raft_office, {
      type: 'reassign',
      paginate: 100,
    });
    expect(other.json().data.data.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    const all = await call('POST', 'general/reassign_order/list?page=1', tok.kdana, {
      type: 'lock',
      paginate: 100,
    });
    expect(all.json().data.data.map((r: { id: number }) => r.id)).toContain(lock.id);
    // The authority's row offers what it may do (nothing on a draft).
    expect(all.json().data.data.find((r: { id: number }) => r.id === lock.id).allowed_actions).toEqual([
      'cancel',
    ]);
  });
});

describe('store, update and the group of camps', () => {
  it('422 with fields on bad input; nothing written', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from reassign_orders`);
    const empty = await call('POST', 'general/reassign_order/store', tok.raft_company, { camp_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.camp_ids).toEqual(['Choose at least one camp']);
    const foreign = await one<{ camp_id: number }>(
      sql`select camp_id from assign_camps where company_id <> ${me} and status = 'deliverd' limit 1`,
    );
    const notMine = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      camp_ids: [foreign.camp_id],
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.camp_ids).toEqual([
      `Camp ${foreign.camp_id} is not delivered to your company`,
    ]);
    const [c] = await heldCamps(1);
    const dup = await call('POST', 'general/reassign_order/store', tok.raft_company, { camp_ids: [c, c] });
    expect(dup.json().errors.camp_ids).toEqual(['The list repeats a camp']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from reassign_orders`)).n).toBe(before.n);
  });

  it('403 for the authority and for a user without the permission', async () => {
    const camps = await heldCamps(1);
    expect(
      (await call('POST', 'general/reassign_order/store', tok.kdana, { camp_ids: camps })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/reassign_order/store', tok.consultant, { camp_ids: camps })).statusCode,
    ).toBe(403);
  });

  it('adds an order with its form started, a timeline and an audit row; a camp is in one open order only', async () => {
    const o = await newOrder('reassign', 2);
    expect(o.status).toBe('draft');
    expect(o.camps).toHaveLength(2);
    expect(o.form).toMatchObject({ form_id: 3, status: 'draft' });
    const again = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      camp_ids: [o.camps[0].camp_id],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.camp_ids[0]).toContain('is in another open order');
    const audit = await auditRows(app(), {
      table: 'reassign_orders',
      method: 'general/reassign_order/store',
    });
    expect(audit.some((a) => a.record_id === String(o.id))).toBe(true);
    const show = (await call('GET', `general/reassign_order/show/${o.id}`, tok.raft_company)).json().data;
    expect(show.timeline.map((e: { action: string }) => e.action)).toEqual(['created']);
  });

  it('another company: 404 on show, update, remove, actions and documents', async () => {
    const o = await newOrder('reassign', 2);
    expect((await call('GET', `general/reassign_order/show/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect(
      (
        await call('POST', 'general/reassign_order/update', tok.raft_office, {
          reassign_order_id: o.id,
          notes: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `general/reassign_order/removeOrderFromGroup/${o.camps[0].id}`, tok.raft_office))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_office)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('POST', 'general/reassign_order_flow/cancel-order', tok.raft_office, {
          reassign_order_id: o.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `general/reassign_kroky_documents/index/${o.id}`, tok.raft_office)).statusCode,
    ).toBe(404);
    expect((await uploadDoc('kroky', o.id, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `general/reassign_order/show/${o.id}`, tok.consultant)).statusCode).toBe(404);
  });

  it('update changes the group; removeOrderFromGroup takes one camp out, never the last', async () => {
    const o = await newOrder('reassign', 2);
    const [extra] = await heldCamps(1);
    const up = await call('POST', 'general/reassign_order/update', tok.raft_company, {
      reassign_order_id: o.id,
      camp_ids: [o.camps[0].camp_id, extra],
      notes: 'Two camps',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.camps.map((c: { camp_id: number }) => c.camp_id)).toEqual([
      o.camps[0].camp_id,
      extra,
    ]);
    expect(up.json().data.notes).toBe('Two camps');
    const groupRows = up.json().data.camps as { id: number }[];
    const removed = await call(
      'POST',
      `general/reassign_order/removeOrderFromGroup/${groupRows[0].id}`,
      tok.raft_company,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('The camp was removed from the order');
    expect(removed.json().data.camps).toHaveLength(1);
    // Every change of the group is on the order's timeline (issue 28 §12).
    const events = await rows<{ action: string; to_status: string }>(
      sql`select action, to_status from workflow_events where workflow = 'reassign_order' and record_id = ${o.id} order by id`,
    );
    expect(events.map((e) => e.action)).toEqual(['created', 'change_camps', 'change_camps']);
    expect(events.every((e) => e.to_status === 'draft')).toBe(true);
    const last = await call(
      'POST',
      `general/reassign_order/cancel-camp/${groupRows[1].id}`,
      tok.raft_company,
    );
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('The last camp of an order cannot be removed; cancel the order instead');
    // Removing again: the row is no longer in the group.
    expect(
      (await call('POST', `general/reassign_order/removeOrderFromGroup/${groupRows[0].id}`, tok.raft_company))
        .statusCode,
    ).toBe(404);
    // The authority does not change a company's group.
    expect(
      (
        await call('POST', 'general/reassign_order/update', tok.kdana, {
          reassign_order_id: o.id,
          notes: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('lock orders: reject and cancel', () => {
  it('a lock order uses the lock form; reject needs a reason and the authority; the reason is kept', async () => {
    const o = await newOrder('lock', 1);
    expect(o.form.form_id).toBe(4);
    await answer(o.form.filling_id);
    expect((await uploadDoc('kroky', o.id)).statusCode).toBe(201);
    expect((await call('POST', `general/reassign_order/submit/${o.id}`, tok.raft_company)).statusCode).toBe(
      200,
    );
    const noReason = await call('POST', 'general/reassign_order_flow/reject', tok.kdana, {
      reassign_order_id: o.id,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const byCompany = await call('POST', 'general/reassign_order_flow/reject', tok.raft_company, {
      reassign_order_id: o.id,
      reason: 'no',
    });
    expect(byCompany.statusCode).toBe(403);
    const rej = await call('POST', 'general/reassign_order_flow/reject', tok.kdana, {
      reassign_order_id: o.id,
      rejection_reason: 'The lock date is inside the season',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The lock date is inside the season',
      allowed_actions: [],
    });
    const ev = await one<{ reason: string }>(
      sql`select reason from workflow_events where workflow = 'reassign_order' and record_id = ${o.id} and action = 'reject'`,
    );
    expect(ev.reason).toBe('The lock date is inside the season');
    const cancel = await call('POST', `general/reassign_order/cancel/${o.id}`, tok.raft_company);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.status).toEqual(['The order cannot move from “Rejected” to “Cancelled”']);
  });

  it('a draft is cancelled by its company; its camps are free again', async () => {
    const o = await newOrder('lock', 1);
    const c = await call('POST', 'general/reassign_order_flow/cancel-order', tok.raft_company, {
      reassign_order_id: o.id,
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.status).toBe('cancelled');
    const again = await call('POST', 'general/reassign_order/store', tok.raft_company, {
      type: 'lock',
      camp_ids: [o.camps[0].camp_id],
    });
    expect(again.statusCode, again.body).toBe(201);
    const approve = await call('POST', 'general/reassign_order_flow/approve', tok.kdana, {
      reassign_order_id: again.json().data.id,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors.status).toEqual(['The order cannot move from “Draft” to “Approved”']);
  });
});

describe('get-user-of-type', () => {
  it('the users of a type for the form builder; 403 for a company; 404 for an unknown type', async () => {
    const r = await call('GET', 'general/reassign_form/get-user-of-type/5', tok.admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    expect((await call('GET', 'general/reassign_form/get-user-of-type/5', tok.raft_company)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'general/reassign_form/get-user-of-type/999', tok.admin)).statusCode).toBe(404);
  });
});
