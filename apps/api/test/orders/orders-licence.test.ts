import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PNG } from '../multipart';

// After approval (issue 17): licence, reports, handover, cancel requests, tracking, races.
let app: TestApp;
const tok: Record<string, string> = {};
const id: Record<string, number> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['kdana', 'raft_company', 'raft_office', 'consultant', 'contractor'])
    tok[t] = await tokenFor(app, t);
  for (const t of ['raft_company', 'consultant', 'contractor'])
    id[t] = await userId(app, `${t}@demo.mashaer.sa`);
}, 180_000);
afterAll(() => app.close());

/** A new approved order of the raft company (flooring: no files), through the real calls. */
async function approvedOrder() {
  const [camp] = await rows<{ camp_id: number }>(
    sql`select camp_id from assign_camps where company_id = ${id.raft_company} and status <> 'returned' order by id limit 1`,
  );
  const [svc] = await rows<{ id: number }>(sql`select id from services where name_en = 'Flooring'`);
  const s = await call('POST', 'general/orders/store', tok.raft_company, {
    camp_id: camp.camp_id,
    number_of_hijaj: 1000,
    camp_size: 2000,
    count_day: 4,
    planed_achive_date: day(30),
    consultant_id: id.consultant,
    contractor_id: id.contractor,
    services: [svc.id],
  });
  expect(s.statusCode, s.body).toBe(201);
  const o = s.json().data.id as number;
  for (const [path, token, body] of [
    [`general/orders/send/${o}`, tok.raft_company, {}],
    ['general/orders/consulting', tok.consultant, { order_id: o, action: 'accept' }],
    ['general/orders/contracting', tok.contractor, { order_id: o, action: 'accept' }],
    ['general/orders/approve', tok.kdana, { order_id: o }],
  ] as const) {
    const r = await call('POST', path, token, body);
    expect(r.statusCode, `${path} ${r.body}`).toBe(200);
  }
  return o;
}

const licence = { license_add_date: day(-1), expiry: day(20) };
/** A licence number is unique across orders: each order's is its own. */
const licenceOf = (o: number) => ({ ...licence, license_number: `LIC-T-${o}` });
const addLicence = (o: number, token = tok.kdana, body: object = licenceOf(o)) =>
  call('POST', `general/orders/add-license/${o}`, token, body);
const qrCode = async (o: number) => {
  const r = await call('POST', `general/orders/ready-license/${o}`, tok.raft_company);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.licence_qr.code as string;
};
const check = async (code: string) =>
  (await call('GET', `general/orders/check-qr/${code}`, null)).json().data;

describe('licence', () => {
  it('issue: 401, 403, 422 with fields, state refused, then licensed with a genuine QR', async () => {
    const o = await approvedOrder();
    expect((await addLicence(o, null as never)).statusCode).toBe(401);
    expect((await addLicence(o, tok.raft_company)).statusCode).toBe(403);
    const bad = await addLicence(o, tok.kdana, {
      license_number: '',
      license_add_date: '2026-02-30',
      expiry: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['license_number', 'license_add_date', 'expiry']),
    );
    const before = await addLicence(o, tok.kdana, { ...licenceOf(o), expiry: day(-5) });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toHaveProperty('expiry');
    const ok = await addLicence(o);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'licensed',
      licence: { state: 'valid', license_number: `LIC-T-${o}` },
    });
    expect(ok.json().data.allowed_actions).toEqual(
      expect.arrayContaining(['extend_license', 'handover', 'cancel_by_tsleem']),
    );
    const again = await addLicence(o);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Licensed');
    const code = await qrCode(o);
    const c = await check(code);
    expect(c).toMatchObject({
      genuine: true,
      type: 'order_license',
      validity: 'valid',
      number: `LIC-T-${o}`,
    });
    // The printed licence carries the order, its services and parties and the licence.
    const ready = (await call('POST', `general/orders/ready-license/${o}`, tok.raft_company)).json().data;
    expect(ready.order.services.length).toBe(1);
    expect(ready.licence.versions).toHaveLength(1);
    // Not licensed yet → ready-license 422; out of scope → 404.
    const o2 = await approvedOrder();
    expect((await call('POST', `general/orders/ready-license/${o2}`, tok.raft_company)).statusCode).toBe(422);
    expect((await call('POST', `general/orders/ready-license/${o}`, tok.raft_office)).statusCode).toBe(404);
    expect((await addLicence(o2, tok.raft_office)).statusCode).toBe(403);
    // One licence number, one order (issue 28 §1): another order's number is a field error, and
    // nothing of the refused issue is written.
    const taken = await addLicence(o2, tok.kdana, licenceOf(o));
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json().errors.license_number).toBeTruthy();
    const [still] = await rows<{ status: string; license_number: string | null }>(
      sql`select status, license_number from orders where id = ${o2}`,
    );
    expect(still).toEqual({ status: 'approved', license_number: null });
  });

  it('extend: a later expiry with a reason, a new version, the same QR shows the new date', async () => {
    const o = await approvedOrder();
    await addLicence(o);
    const code = await qrCode(o);
    const earlier = await call('POST', `general/orders/extend_license/${o}`, tok.kdana, {
      expiry: day(10),
      reason: 'x',
    });
    expect(earlier.statusCode).toBe(422);
    const noReason = await call(
      'POST',
      `general/orders/extend_license/${o}`,
      tok.kdana,
      { expiry: day(50) },
      'ar',
    );
    expect(noReason.statusCode).toBe(422);
    // Issue 28 §14: the extension's own words, not the rejection's.
    expect(noReason.json().errors.reason).toEqual(['سبب التمديد مطلوب']);
    const blank = await call(
      'POST',
      `general/orders/extend_license/${o}`,
      tok.kdana,
      { expiry: day(50), reason: ' ' },
      'en',
    );
    expect(blank.json().errors.reason).toEqual(['The reason for extending is required']);
    const ok = await call('POST', `general/orders/extend_license/${o}`, tok.kdana, {
      expiry: day(50),
      reason: 'late delivery',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.licence).toMatchObject({ state: 'extended', expiry: day(50) });
    expect(ok.json().data.licence.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const c = await check(code);
    expect(c).toMatchObject({ genuine: true, validity: 'extended' });
    expect(c.valid_until.slice(0, 10) >= day(50)).toBe(true);
  });

  it('an expired licence is computed from its dates (the seed’s), on the order and its QR', async () => {
    const [o] = await rows<{ id: number }>(
      sql`select id from orders where status = 'licensed' and expiry < current_date limit 1`,
    );
    const d = await call('GET', `general/orders/details/${o.id}`, tok.raft_company);
    expect(d.json().data.licence.state).toBe('expired');
    expect((await check(await qrCode(o.id))).validity).toBe('expired');
  });

  it('50 parallel licence issues of one order: exactly one succeeds', async () => {
    const o = await approvedOrder();
    const all = await Promise.all(Array.from({ length: 50 }, () => addLicence(o)));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const v = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_license_versions where order_id = ${o}`,
    );
    expect(v[0].n).toBe(1);
  });
});

describe('reports', () => {
  it('the consultant files two (the first becomes old); the authority approves the second', async () => {
    const o = await approvedOrder();
    const early = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 10,
    });
    expect(early.statusCode).toBe(422);
    await addLicence(o);
    expect(
      (
        await call('POST', 'general/orders/achive_reports/store', tok.contractor, {
          order_id: o,
          progress: 10,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 120,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('progress');
    const avail = await call('POST', 'general/orders/get_available_report', tok.consultant, { order_id: o });
    expect(avail.json().data).toMatchObject({ available: true, next_number: 1 });
    const r1 = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 30,
    });
    expect(r1.statusCode, r1.body).toBe(201);
    const r2 = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 60,
      notes: 'n',
    });
    // Progress does not go back (issue 28 §11): below the last report is a field error.
    const back = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 55,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.progress).toEqual(['Progress cannot be lower than the last report (60%)']);
    const first = await call('GET', `general/orders/achive_reports/show/${r1.json().data.id}`, tok.kdana);
    expect(first.json().data.status).toBe('old');
    const id2 = r2.json().data.id;
    const noReason = await call('POST', 'general/orders/change_report_status', tok.kdana, {
      report_id: id2,
      status: 'disapproved',
    });
    expect(noReason.statusCode).toBe(422);
    expect(
      (
        await call('POST', 'general/orders/change_report_status', tok.consultant, {
          report_id: id2,
          status: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('POST', 'general/orders/change_report_status', tok.kdana, {
      report_id: id2,
      status: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('approve');
    const old = await call('POST', 'general/orders/change_report_status', tok.kdana, {
      report_id: r1.json().data.id,
      status: 'approve',
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toContain('Old');
    // The lists: all reports and one order's; another company's order → 404.
    const list = await call('POST', 'general/orders/achive_reports?page=1', tok.kdana, { order_id: o });
    expect(list.json().data.total).toBe(2);
    expect(
      (await call('POST', `general/orders/achive_reports/${o}?page=1`, tok.raft_company, {})).json().data
        .total,
    ).toBe(2);
    expect(
      (await call('POST', `general/orders/achive_reports/${o}?page=1`, tok.raft_office, {})).statusCode,
    ).toBe(404);
    // The site image with its place (only while pending: the approved one is closed).
    const body = await multipart({}, { file: { name: 's.png', data: PNG, type: 'image/png' } });
    const r3 = await call('POST', 'general/orders/achive_reports/store', tok.consultant, {
      order_id: o,
      progress: 80,
    });
    const gis = await app.inject({
      method: 'POST',
      url: `/api/general/orders/add-gis-img/${r3.json().data.id}?lat=21.41&lng=39.89`,
      payload: body.payload,
      headers: { ...auth(tok.consultant), ...body.headers },
    });
    expect(gis.statusCode, gis.body).toBe(201);
    const [row] = await rows<{ lat: number }>(
      sql`select lat from order_reports where id = ${r3.json().data.id}`,
    );
    expect(row.lat).toBeCloseTo(21.41);
  });
});

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
