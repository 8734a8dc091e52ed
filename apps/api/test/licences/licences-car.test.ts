import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

// Entry (car) licences (spec 000 §7 general/licenseCarOrder; 001 §3, §4, §8).
let app: TestApp;
const tok: Record<string, string> = {};
let me: number;
let myCamp: number;
let theirCamp: number;
const B = 'general/licenseCarOrder';
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  for (const t of ['kdana', 'gov', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  const office = await userId(app, 'raft_office@demo.mashaer.sa');
  const campOf = async (company: number) =>
    (
      await rows<{ camp_id: number }>(
        sql`select camp_id from assign_camps where company_id = ${company} and status <> 'returned' order by id limit 1`,
      )
    )[0].camp_id;
  myCamp = await campOf(me);
  theirCamp = await campOf(office);
}, 180_000);
afterAll(() => app.close());

const valid = () => ({
  camp_id: myCamp,
  period: 10,
  visit_cause: 'Water supply',
  plate_number: 'ABC 1234',
  driver_name: 'Saeed',
  driver_identity: '1012345678',
});
async function create(over: object = {}) {
  const res = await call('POST', `${B}/store`, tok.raft_company, { ...valid(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string };
}

describe('entry (car) licences', () => {
  it('401, 403, 422 with fields (identity: 10 digits starting with 1 or 7)', async () => {
    expect((await call('POST', B, null, {})).statusCode).toBe(401);
    expect((await call('POST', B, tok.gov, {})).statusCode).toBe(403);
    const bad = await call('POST', `${B}/store`, tok.raft_company, {
      ...valid(),
      driver_identity: '2012345678',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['driver_identity']);
    const empty = await call('POST', `${B}/store`, tok.raft_company, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['camp_id', 'driver_identity', 'driver_name', 'period', 'plate_number', 'visit_cause'].sort(),
    );
    const other = await call('POST', `${B}/store`, tok.raft_company, { ...valid(), camp_id: theirCamp });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.camp_id).toBeDefined();
    expect(await create({ driver_identity: '7012345678' })).toMatchObject({ status: 'pending' });
  });

  it('approve sets the expiry and issues a permit whose QR verifies; then it cannot be updated or moved', async () => {
    const o = await create();
    const u = await call('POST', `${B}/update/${o.id}`, tok.raft_company, {
      ...valid(),
      plate_number: 'XYZ 1',
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.plate_number).toBe('XYZ 1');
    expect((await call('POST', `${B}/approve/${o.id}`, tok.raft_company)).statusCode).toBe(403);
    const a = await call('POST', `${B}/approve/${o.id}`, tok.kdana);
    expect(a.statusCode, a.body).toBe(200);
    const d = a.json().data;
    expect(d.status).toBe('approved');
    expect((new Date(d.expire_date).getTime() - new Date(d.approval_date).getTime()) / 86_400_000).toBe(10);
    const v = await call('GET', `${B}/view/${o.id}`, tok.raft_company);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.timeline.map((e: { action: string }) => e.action)).toEqual(['created', 'approve']);
    const code = v.json().data.document.code;
    const check = await call('GET', `general/documents/check-qr/${encodeURIComponent(code)}`, null);
    expect(check.json().data).toMatchObject({ genuine: true, type: 'car_licence', validity: 'valid' });
    const again = await call('POST', `${B}/update/${o.id}`, tok.raft_company, valid());
    expect(again.statusCode).toBe(422);
    for (const x of ['approve', 'reject'])
      expect((await call('POST', `${B}/${x}/${o.id}`, tok.kdana, { reject_cause: 'x' })).statusCode).toBe(
        422,
      );
    const audit = await auditRows(app, { table: 'car_licences' });
    expect(audit.filter((r) => r.record_id === String(o.id)).map((r) => r.method)).toEqual([
      `${B}/store`,
      `${B}/update/${o.id}`,
      `${B}/approve`,
    ]);
  });

  it('reject needs the cause; a rejected request cannot be viewed or updated (spec §8)', async () => {
    const o = await create();
    const noCause = await call('POST', `${B}/reject/${o.id}`, tok.kdana, {});
    expect(noCause.statusCode).toBe(422);
    expect(noCause.json().errors.reject_cause).toBeDefined();
    const r = await call('POST', `${B}/reject/${o.id}`, tok.kdana, { reject_cause: 'plate unreadable' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.reject_cause).toBe('plate unreadable');
    const v = await call('GET', `${B}/view/${o.id}`, tok.raft_company);
    expect(v.statusCode).toBe(422);
    expect(v.json().message).toBe('A rejected request cannot be viewed or updated');
    expect((await call('POST', `${B}/update/${o.id}`, tok.raft_company, valid())).statusCode).toBe(422);
    expect((await call('POST', `${B}/approve/${o.id}`, tok.kdana)).statusCode).toBe(422);
    const list = await call('POST', `${B}?page=1`, tok.raft_company, { status: 'rejected', paginate: 100 });
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toContain(o.id);
  });

  it('row scope: another company gets 404; lists show only its own', async () => {
    const o = await create();
    expect((await call('GET', `${B}/view/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `${B}/edit/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('POST', `${B}/update/${o.id}`, tok.raft_office, valid())).statusCode).toBe(404);
    const list = await call('POST', `${B}?page=1`, tok.raft_office, { paginate: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.every((x: { company_id: number }) => x.company_id !== me)).toBe(true);
    // the form's camp choice: the caller's own assigned camps
    const opts = list.json().filters.camp_id.map((c: { value: number }) => c.value);
    expect(opts).toContain(theirCamp);
    expect(opts).not.toContain(myCamp);
    expect((await call('GET', `${B}/view/999999`, tok.kdana)).statusCode).toBe(404);
  });

  it('50 parallel approvals: exactly one succeeds', async () => {
    const o = await create();
    const res = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `${B}/approve/${o.id}`, tok.kdana)),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 422)).toHaveLength(49);
  });

  it('the demo has requests in every status', async () => {
    const s = await rows<{ status: string }>(sql`select distinct status from car_licences order by status`);
    expect(s.map((x) => x.status)).toEqual(['approved', 'pending', 'rejected']);
    const r = await rows<{ status: string }>(
      sql`select distinct status from readiness_licenses order by status`,
    );
    expect(r.map((x) => x.status)).toEqual(['approved', 'cancelled', 'disapproved', 'pending', 'rejected']);
  });
});
