import {
  anchorOf,
  type BBox,
  CAMP_COLOR_BY_PERMISSIONS,
  type CampColorBy,
  type Geometry,
  GIS_REGISTERS,
  MAP_PERMISSIONS,
  type MapLayer,
  type PolygonGeometry,
  pointInPolygon,
  REGISTER_KEYS,
  type RegisterKey,
} from '@mashaer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { toFeature } from './register-io.routes';

type Row = Record<string, unknown> & { id: number; geometry: Geometry };

/** Rows whose box meets the view's box (the indexed range test; no box: all). */
const meets = (alias: string, b?: BBox): SQL =>
  b
    ? sql`${sql.raw(alias)}.min_lng <= ${b.max_lng} and ${sql.raw(alias)}.max_lng >= ${b.min_lng}
          and ${sql.raw(alias)}.min_lat <= ${b.max_lat} and ${sql.raw(alias)}.max_lat >= ${b.min_lat}`
    : sql`true`;

/**
 * What a camp is coloured by, as one value per camp the legend names. Violations: the open ones
 * (not completed or cancelled) as 0, 1 or `many`; a company counts only those assigned to it (a
 * violation just recorded is the authority's until assigned).
 */
const CAMP_VALUE: Record<CampColorBy, (org: number | null) => SQL> = {
  assignment: () => sql`coalesce(a.status, 'unassigned')`,
  readiness: () =>
    sql`coalesce((select r.status from readiness_licenses r where r.camp_id = c.id order by r.id desc limit 1), 'none')`,
  violations: (org) =>
    sql`(select case count(*) when 0 then '0' when 1 then '1' else 'many' end from violations v
          where v.camp_id = c.id and v.status not in ('completed', 'cancelled')
            and (${org}::int is null or v.status <> 'created'))`,
};

async function campFeatures(db: Tx, actor: Actor, b: BBox | undefined, colorBy: CampColorBy) {
  const org = scopeOrg(actor);
  const rows = await query<Row>(
    db,
    sql`select c.id, c.camp_number, c.square_id, c.status as readiness, s.geometry,
               ${CAMP_VALUE[colorBy](org)} as value
          from gis_camp_shapes s
          join camps c on c.id = s.camp_id
          left join assign_camps a on a.camp_id = c.id and a.status <> 'returned'
         where ${meets('s', b)} and (${org}::int is null or a.company_id = ${org}::int)`,
  );
  return rows.map((r) => toFeature('camps', r));
}

async function squareFeatures(db: Tx, b?: BBox) {
  const rows = await query<Row>(
    db,
    sql`select q.id, q.name, q.name_en, s.geometry from gis_square_shapes s join squares q on q.id = s.square_id
         where ${meets('s', b)}`,
  );
  return rows.map((r) => toFeature('squares', r));
}

async function zoneFeatures(db: Tx, b?: BBox) {
  const rows = await query<Row>(
    db,
    sql`select z.id, z.name, z.name_en, z.color, z.geometry from gis_zones z where ${meets('z', b)}`,
  );
  return rows.map((r) => toFeature('zones', r));
}

async function registerFeatures(db: Tx, actor: Actor, key: RegisterKey, b?: BBox) {
  const decl = GIS_REGISTERS[key];
  if (!actor.permissions.has(decl.permission)) return [];
  const org = scopeOrg(actor);
  const rows = await query<Row>(
    db,
    sql`select t.id, t.square_id, t.camp_id, t.condition, t.geometry, ${sql.identifier(decl.title)}::text as title
          from ${sql.identifier(decl.table)} t
         where ${meets('t', b)} and (${org}::int is null or t.org_id = ${org}::int)`,
  );
  return rows.map((r) => toFeature(key, r));
}

/** The map's features in a view, layer by layer (spec 000 §2 /map). */
export async function mapFeatures(
  ctx: AppContext,
  actor: Actor,
  body: { bbox?: BBox; layers: MapLayer[]; color_by: CampColorBy },
) {
  // The theme's own permission (each map dashboard's is enough for what it shows).
  if (!CAMP_COLOR_BY_PERMISSIONS[body.color_by].some((p) => actor.permissions.has(p)))
    throw AppError.forbidden();
  const started = performance.now();
  const layers = new Set(body.layers);
  const parts = await Promise.all([
    layers.has('zones') ? zoneFeatures(ctx.db, body.bbox) : [],
    layers.has('squares') ? squareFeatures(ctx.db, body.bbox) : [],
    layers.has('camps') ? campFeatures(ctx.db, actor, body.bbox, body.color_by) : [],
    ...REGISTER_KEYS.filter((k) => layers.has(k)).map((k) => registerFeatures(ctx.db, actor, k, body.bbox)),
  ]);
  return {
    data: { type: 'FeatureCollection' as const, features: parts.flat() },
    took_ms: Math.round(performance.now() - started),
  };
}

/** Camps by number, with where to fly to. */
export async function campSearch(ctx: AppContext, actor: Actor, campNumber: string) {
  if (!MAP_PERMISSIONS.some((p) => actor.permissions.has(p))) throw AppError.forbidden();
  const org = scopeOrg(actor);
  const rows = await query<
    Row & { camp_number: string; square_id: number; square: string; square_en: string }
  >(
    ctx.db,
    sql`select c.id, c.camp_number, c.square_id, q.name as square, q.name_en as square_en, s.geometry
          from camps c join squares q on q.id = c.square_id join gis_camp_shapes s on s.camp_id = c.id
         where lower(c.camp_number) = lower(${campNumber})
           and (${org}::int is null or exists (select 1 from assign_camps a where a.camp_id = c.id
                and a.status <> 'returned' and a.company_id = ${org}::int))
         order by c.square_id limit 50`,
  );
  return rows.map(({ geometry, ...r }) => ({ ...r, center: anchorOf(geometry) }));
}

/** Draws a camp's or a square's polygon (issue 34 §3: editable by drawing). */
export async function saveShape(
  ctx: AppContext,
  actor: Actor,
  kind: 'camp' | 'square',
  id: number,
  geometry: Geometry,
) {
  if (scopeOrg(actor) !== null) throw AppError.forbidden();
  const [owner, shapes] = kind === 'camp' ? ['camps', 'gis_camp_shapes'] : ['squares', 'gis_square_shapes'];
  const key = `${kind}_id`;
  await ctx.db.transaction(async (tx) => {
    const [found] = await query<{ id: number }>(
      tx,
      sql`select id from ${sql.identifier(owner)} where id = ${id} for update`,
    );
    if (!found) throw AppError.notFound();
    await tx.execute(sql`insert into ${sql.identifier(shapes)} (${sql.identifier(key)}, geometry)
      values (${id}, ${JSON.stringify(geometry)}::jsonb)
      on conflict (${sql.identifier(key)}) do update set geometry = excluded.geometry, updated_at = now()`);
    await audit(tx, actor, {
      event: 'updated',
      table: shapes,
      recordId: id,
      new: { geometry },
      module: 'gis',
      method: `/general/map/${kind}-geometry`,
    });
  });
  return { id };
}

/** Spec §2 /zones: each zone with the camps and register records whose anchor lies inside it. */
export async function zonesList(ctx: AppContext, search?: string) {
  const zones = await query<Row & { name: string; name_en: string; color: string }>(
    ctx.db,
    sql`select id, name, name_en, color, geometry, min_lng, min_lat, max_lng, max_lat from gis_zones
         where (${search ?? null}::text is null or name ilike '%' || ${search ?? null}::text || '%'
                or name_en ilike '%' || ${search ?? null}::text || '%')
         order by id`,
  );
  const anchors = async (from: SQL | ReturnType<typeof sql.identifier>) =>
    (await query<{ geometry: Geometry }>(ctx.db, sql`select geometry from ${from}`)).map((r) =>
      anchorOf(r.geometry),
    );
  const camps = await anchors(sql`gis_camp_shapes`);
  const assets = (
    await Promise.all(REGISTER_KEYS.map((k) => anchors(sql.identifier(GIS_REGISTERS[k].table))))
  ).flat();
  const inside = (poly: Geometry, pts: [number, number][]) =>
    poly.type === 'Polygon' ? pts.filter((p) => pointInPolygon(p, poly as PolygonGeometry)).length : 0;
  return zones.map(({ id, name, name_en, color, geometry }) => ({
    id,
    name,
    name_en,
    color,
    camps_count: inside(geometry, camps),
    assets_count: inside(geometry, assets),
  }));
}

/** An electrical meter's readings, oldest first (404 when out of the caller's scope). */
export async function meterReadings(ctx: AppContext, actor: Actor, id: number) {
  const org = scopeOrg(actor);
  const [meter] = await query<{ id: number }>(
    ctx.db,
    sql`select id from gis_electrical_meters where id = ${id} and (${org}::int is null or org_id = ${org}::int)`,
  );
  if (!meter) throw AppError.notFound();
  return query<{ reading: number; read_at: string }>(
    ctx.db,
    sql`select reading, read_at::text from gis_meter_readings where meter_id = ${id} order by read_at, id`,
  );
}
