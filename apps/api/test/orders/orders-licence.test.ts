// After approval (issue 17): the licence and the reports.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, type TestApp } from '../helpers';
import { multipart, PNG } from '../multipart';
import { approvedOrdersApp } from './orders-licence-fixture';

const f = approvedOrdersApp();
const { tok, call, rows, day, approvedOrder, licenceOf, addLicence, qrCode, check } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
});

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
