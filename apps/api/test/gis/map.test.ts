import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, type TestApp, tokenFor } from '../helpers';

let app: TestApp;
let admin: string;
let gov: string;
const call = apiCaller(() => app);

beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  gov = await tokenFor(app, 'gov');
});
afterAll(() => app.close());

const washroom = (wc: string, geometry: unknown) => ({
  type: 'Feature',
  geometry,
  properties: {
    wc_number: wc,
    wc_category: 'men',
    internal_water_tapes_count: 2,
    external_water_tapes_count: 1,
    total_water_tapes_count: 3,
  },
});
const box = (x: number, y: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + 0.0001, y],
      [x + 0.0001, y + 0.0001],
      [x, y + 0.0001],
      [x, y],
    ],
  ],
});

describe('map, zones and GeoJSON', () => {
  it('the demo layout: every camp and square has a polygon, every register has rows', async () => {
    const [n] = await query<{
      camps: number;
      shapes: number;
      squares: number;
      meters: number;
      kitchens: number;
    }>(
      app.ctx.db,
      sql`select (select count(*)::int from camps) camps, (select count(*)::int from gis_camp_shapes) shapes,
                 (select count(*)::int from gis_square_shapes) squares,
                 (select count(*)::int from gis_electrical_meters) meters, (select count(*)::int from gis_kitchens) kitchens`,
    );
    expect(n.shapes).toBe(n.camps);
    expect(n.squares).toBeGreaterThan(0);
    expect(n.meters).toBeGreaterThanOrEqual(100);
    expect(n.kitchens).toBeGreaterThanOrEqual(100);
  });

  it('features: 401, 403, all camps at once, and a bounding box narrows them', async () => {
    const body = {
      layers: ['zones', 'squares', 'camps', 'kitchens', 'electricalMeters'],
      color_by: 'assignment',
    };
    expect((await call('POST', 'general/map/features', null, body)).statusCode).toBe(401);
    expect((await call('POST', 'general/map/features', gov, body)).statusCode).toBe(403);
    const all = await call('POST', 'general/map/features', admin, body);
    expect(all.statusCode, all.body).toBe(200);
    const features = all.json().data.features as { properties: { layer: string; value?: string } }[];
    const camps = features.filter((f) => f.properties.layer === 'camps');
    expect(camps.length).toBe(3000);
    // Camps coloured by assignment match the assignments' own counts.
    const [{ active }] = await query<{ active: number }>(
      app.ctx.db,
      sql`select count(*)::int active from assign_camps where status <> 'returned'`,
    );
    expect(camps.filter((f) => f.properties.value !== 'unassigned').length).toBe(active);
    const again = await call('POST', 'general/map/features', admin, body);
    // Measured, not asserted: the server's time for every camp and two registers at once.
    console.info(`map features: ${again.json().data.features.length} in ${again.json().took_ms} ms (server)`);
    const part = await call('POST', 'general/map/features', admin, {
      ...body,
      bbox: { min_lng: 39.874, min_lat: 21.409, max_lng: 39.8755, max_lat: 21.4125 },
    });
    const some = part
      .json()
      .data.features.filter((f: { properties: { layer: string } }) => f.properties.layer === 'camps');
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(camps.length);
    // Coloured by violations: each camp's open ones (0, 1, many) as the violations table counts them.
    const byViolations = await call('POST', 'general/map/features', admin, {
      layers: ['camps'],
      color_by: 'violations',
    });
    const counts = await query<{ camp_id: number; n: number }>(
      app.ctx.db,
      sql`select camp_id, count(*)::int n from violations where status not in ('completed', 'cancelled') group by camp_id`,
    );
    expect(counts.length).toBeGreaterThan(0);
    const value = new Map(
      (byViolations.json().data.features as { properties: { id: number; value: string } }[]).map((f) => [
        f.properties.id,
        f.properties.value,
      ]),
    );
    for (const c of counts) expect(value.get(c.camp_id)).toBe(c.n === 1 ? '1' : 'many');
    expect([...value.values()].filter((v) => v !== '0').length).toBe(counts.length);
    const bad = await call('POST', 'general/map/features', admin, { layers: ['nope'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^layers/);
  });

  it("each map dashboard's permission is enough for what it shows: dashboard-map-3 alone, /map-gis-3's", async () => {
    // The raft company's roles replaced by one role holding `dashboard-map-3` and nothing else.
    const db = app.ctx.db;
    const [{ id: role }] = await query<{ id: number }>(
      db,
      sql`insert into roles (name, name_en) values ('map 3 only', 'Map 3 only') returning id`,
    );
    await query(
      db,
      sql`insert into role_permissions (role_id, permission_id)
                         select ${role}, id from permissions where name = 'dashboard-map-3'`,
    );
    await query(
      db,
      sql`delete from user_roles where user_id = (select id from users where email = 'raft_company@demo.mashaer.sa')`,
    );
    await query(
      db,
      sql`insert into user_roles (user_id, role_id)
                         select id, ${role} from users where email = 'raft_company@demo.mashaer.sa'`,
    );
    await query(db, sql`update acl_version set version = version + 1`);
    const map3 = await tokenFor(app, 'raft_company');
    const violations = await call('POST', 'general/map/features', map3, {
      layers: ['zones', 'squares', 'camps'],
      color_by: 'violations',
    });
    expect(violations.statusCode, violations.body).toBe(200);
    const layers = new Set(
      (violations.json().data.features as { properties: { layer: string } }[]).map((f) => f.properties.layer),
    );
    expect([...layers].sort()).toEqual(['camps', 'squares', 'zones']);
    expect((await call('POST', 'general/map/camp-search', map3, { camp_number: '12' })).statusCode).toBe(200);
    // The other maps' themes stay behind their own permission.
    for (const color_by of ['assignment', 'readiness'])
      expect(
        (await call('POST', 'general/map/features', map3, { layers: ['camps'], color_by })).statusCode,
        color_by,
      ).toBe(403);
    expect((await call('POST', 'general/map/camp-search', gov, { camp_number: '12' })).statusCode).toBe(403);
  });

  it('zones list their camps and assets; camp search finds a camp with its centre', async () => {
    const zones = await call('POST', 'general/zones?page=1', admin, { paginate: 10 });
    expect(zones.statusCode, zones.body).toBe(200);
    const rows = zones.json().data.data as { camps_count: number; assets_count: number }[];
    expect(rows.length).toBe(4);
    expect(rows.reduce((s, z) => s + z.camps_count, 0)).toBe(3000);
    expect(rows.every((z) => z.assets_count > 0)).toBe(true);
    const hits = await call('POST', 'general/map/camp-search', admin, { camp_number: '12' });
    expect(hits.json().data.length).toBeGreaterThan(0);
    expect(hits.json().data[0].center).toHaveLength(2);
  });

  it('draws a camp polygon; a bad ring is refused under its field', async () => {
    const [{ id }] = await query<{ id: number }>(app.ctx.db, sql`select id from camps order by id limit 1`);
    const ok = await call('POST', `general/map/camp-geometry/${id}`, admin, { geometry: box(39.875, 21.41) });
    expect(ok.statusCode, ok.body).toBe(200);
    const [s] = await query<{ min_lng: number }>(
      app.ctx.db,
      sql`select min_lng from gis_camp_shapes where camp_id = ${id}`,
    );
    expect(s.min_lng).toBeCloseTo(39.875, 6);
    const open = { type: 'Polygon', coordinates: [box(39.875, 21.41).coordinates[0].slice(0, 4)] };
    const bad = await call('POST', `general/map/camp-geometry/${id}`, admin, { geometry: open });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.geometry).toBeDefined();
    expect(
      (await call('POST', 'general/map/camp-geometry/999999', admin, { geometry: box(39.875, 21.41) }))
        .statusCode,
    ).toBe(404);
  });

  it("drawing: 401, 403 (no permission, or a company's), a square's polygon, outside the site and an unknown id refused; audited", async () => {
    const [{ camp, sq }] = await query<{ camp: number; sq: number }>(
      app.ctx.db,
      sql`select (select max(id) from camps) camp, (select max(id) from squares) sq`,
    );
    const shape = { geometry: box(39.876, 21.411) };
    expect((await call('POST', `general/map/camp-geometry/${camp}`, null, shape)).statusCode).toBe(401);
    expect((await call('POST', `general/map/camp-geometry/${camp}`, gov, shape)).statusCode).toBe(403);
    // A company holding the permission still may not redraw the site's camps.
    await query(
      app.ctx.db,
      sql`insert into role_permissions (role_id, permission_id)
          select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id cross join permissions p
           where u.email = 'service_provider@demo.mashaer.sa' and p.name = 'dashboard-gis-1' on conflict do nothing`,
    );
    await query(app.ctx.db, sql`update acl_version set version = version + 1`);
    const company = await tokenFor(app, 'service_provider');
    expect((await call('POST', `general/map/camp-geometry/${camp}`, company, shape)).statusCode).toBe(403);

    const ok = await call('POST', `general/map/square-geometry/${sq}`, admin, shape, 'ar');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'تم حفظ الشكل الجغرافي', data: { id: sq } });
    const [s] = await query<{ geometry: unknown; min_lat: number }>(
      app.ctx.db,
      sql`select geometry, min_lat from gis_square_shapes where square_id = ${sq}`,
    );
    expect(s.geometry).toEqual(shape.geometry);
    expect(s.min_lat).toBeCloseTo(21.411, 6);
    const [row] = (await auditRows(app, { table: 'gis_square_shapes' })).slice(-1);
    expect(row).toMatchObject({
      event: 'updated',
      record_id: String(sq),
      method: '/general/map/square-geometry',
      new_value: { geometry: shape.geometry },
    });

    const outside = await call('POST', `general/map/square-geometry/${sq}`, admin, {
      geometry: box(46.7, 24.7),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ geometry: ['The coordinates are outside the holy sites'] });
    const short = {
      type: 'Polygon',
      coordinates: [
        [
          [39.876, 21.411],
          [39.877, 21.411],
          [39.876, 21.411],
        ],
      ],
    };
    const tooShort = await call(
      'POST',
      `general/map/camp-geometry/${camp}`,
      admin,
      { geometry: short },
      'ar',
    );
    expect(tooShort.json().errors).toEqual({ geometry: ['حلقة المضلع تحتاج إلى أربع نقاط على الأقل'] });
    expect((await call('POST', `general/map/camp-geometry/${camp}`, admin, {})).json().errors).toEqual({
      geometry: ['This field is required'],
    });
    expect((await call('POST', 'general/map/square-geometry/999999', admin, shape)).statusCode).toBe(404);
    // Nothing refused was written.
    const [after] = await query<{ geometry: unknown }>(
      app.ctx.db,
      sql`select geometry from gis_square_shapes where square_id = ${sq}`,
    );
    expect(after.geometry).toEqual(shape.geometry);
  });

  it('imports a GeoJSON file all or nothing, naming the bad feature; exports a layer', async () => {
    const before = await query<{ n: number }>(app.ctx.db, sql`select count(*)::int n from gis_washrooms`);
    const file = {
      type: 'FeatureCollection',
      features: [
        washroom('IMP-1', box(39.88, 21.41)),
        washroom('IMP-2', { type: 'Point', coordinates: [10, 10] }),
      ],
    };
    const bad = await call('POST', 'general/washrooms/import', admin, file);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The file was rejected whole: 1 invalid features, nothing was saved');
    expect(bad.json().errors).toEqual({
      'features.2': ['Feature 2 (IMP-2): geometry: The coordinates are outside the holy sites'],
    });
    const after = await query<{ n: number }>(app.ctx.db, sql`select count(*)::int n from gis_washrooms`);
    expect(after[0].n).toBe(before[0].n);
    file.features[1] = washroom('IMP-2', box(39.881, 21.411));
    const ok = await call('POST', 'general/washrooms/import', admin, file);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.created).toBe(2);
    const out = await call('POST', 'general/washrooms/export', admin, {});
    expect(out.statusCode).toBe(200);
    const wcs = out.json().features.map((f: { properties: { wc_number: string } }) => f.properties.wc_number);
    expect(wcs).toEqual(expect.arrayContaining(['IMP-1', 'IMP-2']));
    expect((await call('POST', 'general/washrooms/import', gov, file)).statusCode).toBe(403);
  });
});
