// After approval (issue 17): handover, cancel and replacement requests.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedOrdersApp } from './orders-licence-fixture';

const f = approvedOrdersApp();
const { tok, id, call, rows, approvedOrder, addLicence, qrCode, check } = f;

describe('handover and cancel requests', () => {
  it('handover needs every safety check, completes the order; a request on it is refused', async () => {
    const o = await approvedOrder();
    await addLicence(o);
    const safety = await call('GET', `general/orders/find-safty/${o}`, tok.kdana);
    const checks = safety.json().data.checks.map((c: { key: string }) => c.key);
    expect(checks.length).toBeGreaterThan(4);
    const part = await call('POST', `general/orders/handover/${o}`, tok.kdana, { checks: checks.slice(1) });
    expect(part.statusCode).toBe(422);
    expect(part.json().message).toBe('Not every safety check is confirmed');
    expect(
      (await call('POST', `general/orders/handover/${o}`, tok.raft_company, { checks })).statusCode,
    ).toBe(403);
    const ok = await call('POST', `general/orders/handover/${o}`, tok.kdana, { checks });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('completed');
    expect(
      (await call('POST', `general/orders/cancel-by-tsleem/${o}`, tok.kdana, { reason: 'x' })).statusCode,
    ).toBe(422);
    const req = await call('POST', 'general/orders/canceled_requests/store', tok.raft_company, {
      order_id: o,
      reason: 'r',
    });
    expect(req.statusCode).toBe(422);
    expect(req.json().message).toBe("you can't request canceled");
    const t = await call('GET', `general/orders/tracking/${o}`, tok.raft_company);
    expect(t.statusCode).toBe(200);
    expect(t.json().data.order.timeline.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['add_license', 'handover']),
    );
    expect((await call('GET', `general/orders/tracking/${o}`, tok.raft_office)).statusCode).toBe(404);
  });

  it('cancel-by-tsleem cancels the order and its licence (QR: cancelled)', async () => {
    const o = await approvedOrder();
    await addLicence(o);
    const code = await qrCode(o);
    const noReason = await call('POST', `general/orders/cancel-by-tsleem/${o}`, tok.kdana, {});
    expect(noReason.statusCode).toBe(422);
    const ok = await call('POST', `general/orders/cancel-by-tsleem/${o}`, tok.kdana, { reason: 'unsafe' });
    expect(ok.json().data).toMatchObject({ status: 'handover_cancelled', licence: { state: 'cancelled' } });
    expect((await check(code)).validity).toBe('cancelled');
  });

  it('a cancel request: one open at a time, approved → order and licence cancelled; then refused', async () => {
    const o = await approvedOrder();
    await addLicence(o);
    const code = await qrCode(o);
    // Issue 28 §8: the order's read offers the request only where the server would take it.
    const offers = async (token: string) =>
      (await call('GET', `general/orders/details/${o}`, token))
        .json()
        .data.allowed_actions.includes('request_cancel') as boolean;
    expect(await offers(tok.raft_company)).toBe(true);
    expect(await offers(tok.consultant)).toBe(false);
    expect(
      (
        await call('POST', 'general/orders/canceled_requests/store', tok.consultant, {
          order_id: o,
          reason: 'r',
        })
      ).statusCode,
    ).toBe(403);
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'general/orders/canceled_requests/store', tok.raft_company, {
          order_id: o,
          reason: 'r',
        }),
      ),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 422)).toHaveLength(49);
    expect(all.find((r) => r.statusCode === 422)?.json().message).toBe("you can't request canceled");
    expect(await offers(tok.raft_company)).toBe(false);
    const reqId = all.find((r) => r.statusCode === 201)?.json().data.id;
    expect(
      (
        await call('POST', 'general/orders/change_request_status', tok.raft_company, {
          request_id: reqId,
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    const noReason = await call('POST', 'general/orders/change_request_status', tok.kdana, {
      request_id: reqId,
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(422);
    const ok = await call('POST', 'general/orders/change_request_status', tok.kdana, {
      request_id: reqId,
      status: 'approved',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', `general/orders/details/${o}`, tok.raft_company)).json().data.status).toBe(
      'cancelled',
    );
    expect((await check(code)).validity).toBe('cancelled');
    const twice = await call('POST', 'general/orders/change_request_status', tok.kdana, {
      request_id: reqId,
      status: 'rejected',
      reason: 'x',
    });
    expect(twice.statusCode).toBe(422);
    const again = await call('POST', 'general/orders/canceled_requests/store', tok.raft_company, {
      order_id: o,
      reason: 'r',
    });
    expect(again.json().message).toBe("you can't request canceled");
    const list = await call('POST', 'general/orders/canceled_requests?page=1', tok.raft_office, {});
    expect(list.json().data.data.every((r: { company_id: number }) => r.company_id !== id.raft_company)).toBe(
      true,
    );
  });

  it('replacing the contractor: approved → the new contractor is on the order and told', async () => {
    const o = await approvedOrder();
    const [other] = await rows<{ id: number }>(
      sql`select u.id from users u join user_types t on t.id = u.type_id
           where t.code = 'contractor' and u.parent_id is null and u.status = 'active' and u.id <> ${id.contractor} limit 1`,
    );
    const same = await call('POST', 'general/orders/canceled_requests/update_contractor', tok.raft_company, {
      order_id: o,
      contractor_id: id.contractor,
      reason: 'r',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('contractor_id');
    if (!other) return;
    const r = await call('POST', 'general/orders/canceled_requests/update_contractor', tok.raft_company, {
      order_id: o,
      contractor_id: other.id,
      reason: 'slow',
    });
    expect(r.statusCode, r.body).toBe(201);
    await call('POST', 'general/orders/change_request_status', tok.kdana, {
      request_id: r.json().data.id,
      status: 'approved',
    });
    const [row] = await rows<{ contractor_id: number; status: string }>(
      sql`select contractor_id, status from orders where id = ${o}`,
    );
    expect(row).toEqual({ contractor_id: other.id, status: 'approved' });
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${other.id} and link = ${`/orders/details/${o}`}`,
    );
    expect(n.n).toBe(1);
  });

  it('replacing the consultant: the current one is refused under consultant_id; another is a consultant request', async () => {
    const o = await approvedOrder();
    const same = await call('POST', 'general/orders/canceled_requests/update_consultant', tok.raft_company, {
      order_id: o,
      consultant_id: id.consultant,
      reason: 'r',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('consultant_id');
    // A second active consulting office (the demo has one).
    const [other] = await rows<{ id: number }>(
      sql`insert into users (name, email, phone, password_hash, type_id, status, is_acknowledged)
          select 'مكتب استشاري ٢', 'consultant2@test.sa', '500000078', password_hash, type_id, 'active', true
          from users where id = ${id.consultant} returning id`,
    );
    const r = await call('POST', 'general/orders/canceled_requests/update_consultant', tok.raft_company, {
      order_id: o,
      consultant_id: other.id,
      reason: 'absent',
    });
    expect(r.statusCode, r.body).toBe(201);
    const [req] = await rows<{ type: string; new_party_id: number }>(
      sql`select type, new_party_id from order_cancel_requests where id = ${r.json().data.id}`,
    );
    expect(req).toEqual({ type: 'consultant', new_party_id: other.id });
  });
});
