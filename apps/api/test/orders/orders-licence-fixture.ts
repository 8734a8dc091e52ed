import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * Orders after approval (issue 17): the app with the tokens and ids of the parties, started in the
 * calling file's beforeAll and closed in its afterAll, and the helpers that make an approved order
 * and issue and check its licence.
 */
export function approvedOrdersApp() {
  const s = suiteApp(['kdana', 'raft_company', 'raft_office', 'consultant', 'contractor'], {
    env: EXACT_ANSWERS,
    timeout: 180_000,
  });
  const tok = s.tok;
  const id: Record<string, number> = {};
  const { call, rows } = s;
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    for (const t of ['raft_company', 'consultant', 'contractor'])
      id[t] = await userId(s.app, `${t}@demo.mashaer.sa`);
  }, 180_000);

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
  return {
    app: () => s.app,
    tok,
    id,
    call,
    rows,
    day,
    approvedOrder,
    licence,
    licenceOf,
    addLicence,
    qrCode,
    check,
  };
}
