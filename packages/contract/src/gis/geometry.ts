import { z } from 'zod';

/**
 * The one geometry field of every GIS register, camp and square: a GeoJSON Point or Polygon in
 * WGS84 (lng, lat), its rings closed, every coordinate inside the site's bounds. The server stores
 * it as jsonb with its bounding box beside it (filled by a trigger) for the map's bbox queries.
 */
export type Position = [number, number];
type PointGeometry = { type: 'Point'; coordinates: Position };
export type PolygonGeometry = { type: 'Polygon'; coordinates: Position[][] };
export type Geometry = PointGeometry | PolygonGeometry;
export type BBox = { min_lng: number; min_lat: number; max_lng: number; max_lat: number };

/** The holy sites (Mina, Muzdalifah, Arafat) with a margin: a coordinate outside is a typo. */
const SITE_BOUNDS: BBox = { min_lng: 39.8, min_lat: 21.33, max_lng: 40.0, max_lat: 21.45 };

type GeometryIssue =
  | 'gis.geometry_invalid'
  | 'gis.geometry_ring_open'
  | 'gis.geometry_ring_short'
  | 'gis.geometry_outside';

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));

const inside = ([lng, lat]: Position, b: BBox = SITE_BOUNDS) =>
  lng >= b.min_lng && lng <= b.max_lng && lat >= b.min_lat && lat <= b.max_lat;

/** What is wrong with a value as a site geometry, or null when it is one. */
export function geometryIssue(v: unknown): GeometryIssue | null {
  if (!v || typeof v !== 'object') return 'gis.geometry_invalid';
  const g = v as { type?: unknown; coordinates?: unknown };
  if (g.type === 'Point') {
    if (!isPosition(g.coordinates)) return 'gis.geometry_invalid';
    return inside(g.coordinates) ? null : 'gis.geometry_outside';
  }
  if (g.type !== 'Polygon' || !Array.isArray(g.coordinates) || g.coordinates.length === 0)
    return 'gis.geometry_invalid';
  for (const ring of g.coordinates as unknown[]) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) return 'gis.geometry_invalid';
    if (ring.length < 4) return 'gis.geometry_ring_short';
    const [a, z] = [ring[0], ring[ring.length - 1]];
    if (a[0] !== z[0] || a[1] !== z[1]) return 'gis.geometry_ring_open';
    if (!ring.every((p) => inside(p))) return 'gis.geometry_outside';
  }
  return null;
}

/** Only the type and the (lng, lat) pairs are kept: no altitude, no foreign members. */
const clean = (g: Geometry): Geometry =>
  g.type === 'Point'
    ? { type: 'Point', coordinates: [g.coordinates[0], g.coordinates[1]] }
    : { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map((p) => [p[0], p[1]] as Position)) };

/** The geometry field: required, checked, each failure a message under the field. */
export const geometryField = z
  .unknown()
  .superRefine((v, ctx) => {
    const issue = v === undefined || v === null || v === '' ? 'validation.required' : geometryIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform((v) => clean(v as Geometry));

/** A point standing for the geometry (the point, or the mean of a polygon's outer ring). */
export function anchorOf(g: Geometry): Position {
  if (g.type === 'Point') return g.coordinates;
  const ring = g.coordinates[0].slice(0, -1);
  const n = ring.length || 1;
  return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
}

/** Ray casting on a polygon's rings (holes excluded). */
export function pointInPolygon([x, y]: Position, poly: PolygonGeometry): boolean {
  let hit = false;
  for (const ring of poly.coordinates) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
  }
  return hit;
}

/** A bounding-box query: the map's view, inside the site. */
export const BBoxSchema = z.object({
  min_lng: z.coerce.number().min(-180).max(180),
  min_lat: z.coerce.number().min(-90).max(90),
  max_lng: z.coerce.number().min(-180).max(180),
  max_lat: z.coerce.number().min(-90).max(90),
});
