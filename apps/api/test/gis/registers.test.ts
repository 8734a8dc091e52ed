import {
  type FieldSpec,
  type Geometry,
  GIS_REGISTERS,
  REGISTER_KEYS,
  type RegisterDecl,
  type RegisterKey,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, type TestApp, tokenFor } from '../helpers';
import { grantGisToCompanies } from './gis-support';

// The nine registers are one declaration each on the generic CRUD: one parametrised suite.
let app: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => app);

const point: Geometry = { type: 'Point', coordinates: [39.89, 21.414] };
const square: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [39.889, 21.413],
      [39.8895, 21.413],
      [39.8895, 21.4135],
      [39.889, 21.4135],
      [39.889, 21.413],
    ],
  ],
};

let seq = 0;
/** A valid body for a register, built from its declaration. */
function sample(key: RegisterKey): Record<string, unknown> {
  const decl: RegisterDecl = GIS_REGISTERS[key];
  const body: Record<string, unknown> = { geometry: decl.geometry === 'Point' ? point : square, notes: 'n' };
  seq++;
  for (const [k, f] of Object.entries(decl.fields) as [string, FieldSpec][]) {
    if (f.kind === 'text' && f.required) body[k] = `T-${key}-${seq}`;
    if (f.kind === 'int' && f.required) body[k] = 60;
    if (f.kind === 'color') body[k] = '#ff8800';
    if (f.kind === 'choice') body[k] = f.options[0];
  }
  if (key === 'washrooms')
    Object.assign(body, {
      internal_water_tapes_count: 3,
      external_water_tapes_count: 2,
      total_water_tapes_count: 5,
    });
  return body;
}

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'gov', 'raft_company', 'service_provider'])
    tokens[who] = await tokenFor(app, who);
  await grantGisToCompanies(app);
});
afterAll(() => app.close());

describe.each(REGISTER_KEYS)('register %s (generic CRUD)', (key) => {
  const base = `general/${GIS_REGISTERS[key].path}`;
  let id: number;

  it('401 without a token, 403 without the permission', async () => {
    expect((await call('POST', base, null, {})).statusCode).toBe(401);
    expect((await call('POST', base, tokens.gov, {})).statusCode).toBe(403);
    expect((await call('POST', `${base}/store`, tokens.gov, sample(key))).statusCode).toBe(403);
  });

  it('stores, reads, lists, updates and deletes, each audited; booleans travel as 1/0', async () => {
    const body = sample(key);
    const res = await call('POST', `${base}/store`, tokens.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    id = row.id;
    expect(row.geometry).toEqual(body.geometry);
    for (const [k, f] of Object.entries(GIS_REGISTERS[key].fields) as [string, FieldSpec][])
      if (f.kind === 'flag') expect(row[k]).toBe(0);
    const edit = await call('GET', `${base}/edit/${id}`, tokens.admin);
    expect(edit.json().data).toMatchObject({ id, condition: 'working' });
    const title = GIS_REGISTERS[key].title;
    const list = await call('POST', `${base}?page=1`, tokens.admin, {
      search: String(body[title]),
      paginate: 10,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toContain(id);
    const flags = Object.entries(GIS_REGISTERS[key].fields)
      .filter(([, f]) => (f as FieldSpec).kind === 'flag')
      .map(([k]) => [k, 1]);
    const upd = await call('POST', `${base}/update/${id}`, tokens.admin, {
      ...body,
      ...Object.fromEntries(flags),
      ...(key === 'electricalMeters' ? { shared_camp_ids: [1, 2] } : {}),
      condition: 'maintenance',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.condition).toBe('maintenance');
    for (const [k] of flags) expect(upd.json().data[k]).toBe(1);
    const [box] = await query<{ min_lng: number; max_lat: number }>(
      app.ctx.db,
      sql`select min_lng, max_lat from ${sql.identifier(GIS_REGISTERS[key].table)} where id = ${id}`,
    );
    expect(box.min_lng).toBeCloseTo(GIS_REGISTERS[key].geometry === 'Point' ? 39.89 : 39.889, 5);
    const events = (await auditRows(app, { table: GIS_REGISTERS[key].table })).map((r) => r.event);
    expect(events).toEqual(expect.arrayContaining(['created', 'updated']));
  });

  it('422 under each field: required fields, an open ring, a point outside the site', async () => {
    const empty = await call('POST', `${base}/store`, tokens.admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.geometry).toEqual(['This field is required']);
    const open = sample(key);
    open.geometry = { type: 'Polygon', coordinates: [square.coordinates[0].slice(0, 4)] };
    const r1 = await call('POST', `${base}/store`, tokens.admin, open);
    expect(r1.json().errors.geometry).toEqual([
      'The polygon ring is not closed: its last point must equal its first',
    ]);
    const far = { ...sample(key), geometry: { type: 'Point', coordinates: [46.7, 24.7] } };
    const r2 = await call('POST', `${base}/store`, tokens.admin, far, 'ar');
    expect(r2.json().errors.geometry).toEqual(['الإحداثيات خارج حدود المشاعر']);
  });

  it('row scope: a company sees and changes only its own records (another one → 404)', async () => {
    const mine = await call('POST', `${base}/store`, tokens.raft_company, sample(key));
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = mine.json().data.id;
    expect((await call('GET', `${base}/edit/${theirs}`, tokens.service_provider)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/delete/${theirs}`, tokens.service_provider)).statusCode).toBe(404);
    const list = await call('POST', `${base}?page=1`, tokens.service_provider, { paginate: 100 });
    expect(list.json().data.data.map((r: { id: number }) => r.id)).not.toContain(theirs);
    expect((await call('GET', `${base}/edit/${theirs}`, tokens.admin)).statusCode).toBe(200);
  });

  it('deletes', async () => {
    expect((await call('DELETE', `${base}/delete/${id}`, tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', `${base}/edit/${id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('register rules', () => {
  it('washrooms: a total that is not internal + external is refused under its field', async () => {
    const body = { ...sample('washrooms'), total_water_tapes_count: 9 };
    const res = await call('POST', 'general/washrooms/store', tokens.admin, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      total_water_tapes_count: ['The total water taps must equal internal + external'],
    });
  });

  it('meters: shared needs the camps that share it; duplicates refused', async () => {
    const body = { ...sample('electricalMeters'), shared: 1 };
    const res = await call('POST', 'general/electrical-meters/store', tokens.admin, body);
    expect(res.json().errors).toEqual({ shared_camp_ids: ['Choose the camps that share the meter'] });
    const ok = await call('POST', 'general/electrical-meters/store', tokens.admin, {
      ...body,
      shared_camp_ids: [1, 2],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const dup = await call('POST', 'general/electrical-meters/store', tokens.admin, {
      ...body,
      shared_camp_ids: [1],
    });
    expect(dup.json().errors.subscription_number).toEqual(['The value is already used']);
  });
});
