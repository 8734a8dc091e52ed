import { z } from 'zod';
import { dataResponse, defineEndpoint, messageResponse } from '../endpoint';
import { id } from '../fields';
import { ListBodyBaseSchema, ListQuerySchema, listResponseSchema } from '../list';
import type { PermissionName } from '../permissions';
import { BBoxSchema, geometryField } from './geometry';
import { GeometryRowSchema, GIS_REGISTERS, REGISTER_KEYS, type RegisterKey } from './registers';

/** The map's layers: the site's own polygons, then any register. */
const BASE_LAYERS = ['zones', 'squares', 'camps'] as const;
export const MAP_LAYERS = [...BASE_LAYERS, ...REGISTER_KEYS] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
/** What camps are coloured by. */
export const CAMP_COLOR_BY = ['assignment', 'readiness', 'violations'] as const;
export type CampColorBy = (typeof CAMP_COLOR_BY)[number];
/**
 * Who may see the map coloured by a theme: each map dashboard's own permission is enough for what
 * it shows (spec 000 §6): /map-gis and /map-gis-2 (`dashboard-gis-1`), /map-gis-3's violations
 * (`dashboard-map-3`). The base layers and the camp search come with any of them.
 */
export const CAMP_COLOR_BY_PERMISSIONS: Readonly<Record<CampColorBy, readonly PermissionName[]>> = {
  assignment: ['dashboard-gis-1'],
  readiness: ['dashboard-gis-1'],
  violations: ['dashboard-gis-1', 'dashboard-map-3'],
};
export const MAP_PERMISSIONS: readonly PermissionName[] = ['dashboard-gis-1', 'dashboard-map-3'];

const FeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: GeometryRowSchema,
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export const FeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(FeatureSchema),
});
export type MapFeature = z.infer<typeof FeatureSchema>;

const MapFeaturesBodySchema = z.object({
  bbox: BBoxSchema.optional(),
  layers: z.array(z.enum(MAP_LAYERS)).min(1).max(MAP_LAYERS.length),
  color_by: z.enum(CAMP_COLOR_BY).default('assignment'),
});

const ZoneRowSchema = z.object({
  id,
  name: z.string(),
  name_en: z.string(),
  color: z.string(),
  camps_count: z.number().int(),
  assets_count: z.number().int(),
});

const CampHitSchema = z.object({
  id,
  camp_number: z.string(),
  square_id: id,
  square: z.string(),
  square_en: z.string(),
  center: z.array(z.number()),
});

/** A GeoJSON file of one register's records: all stored, or none and a report per feature. */
const GeoJsonImportSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()).max(5000),
});

/**
 * Drawing a camp's or a square's polygon (issue 34 §3), by the map layer drawn on. Declared apart
 * from `gisEndpoints` so that the web's drawing dialog takes these two alone: referring to the
 * whole object keeps every declaration in it, and their schemas (the list's, with zod) landed in
 * chunks every desk list loads.
 */
export const shapeEndpoints = {
  camps: defineEndpoint({
    method: 'POST',
    path: 'general/map/camp-geometry/{id}',
    body: z.object({ geometry: geometryField }),
    response: messageResponse(z.object({ id })),
  }),
  squares: defineEndpoint({
    method: 'POST',
    path: 'general/map/square-geometry/{id}',
    body: z.object({ geometry: geometryField }),
    response: messageResponse(z.object({ id })),
  }),
};

/** Spec 000 §2 /map and /zones; paths per ARCHITECTURE §3 (the spec does not show them). */
export const gisEndpoints = {
  mapFeatures: defineEndpoint({
    method: 'POST',
    path: 'general/map/features',
    body: MapFeaturesBodySchema,
    response: z.object({ data: FeatureCollectionSchema, took_ms: z.number() }),
  }),
  mapCampSearch: defineEndpoint({
    method: 'POST',
    path: 'general/map/camp-search',
    body: z.object({ camp_number: z.string().trim().min(1).max(20) }),
    response: dataResponse(z.array(CampHitSchema)),
  }),
  campGeometry: shapeEndpoints.camps,
  squareGeometry: shapeEndpoints.squares,
  meterReadings: defineEndpoint({
    method: 'GET',
    path: 'general/electrical-meters/readings/{id}',
    response: dataResponse(z.array(z.object({ reading: z.number().int(), read_at: z.string() }))),
  }),
  zones: defineEndpoint({
    method: 'POST',
    path: 'general/zones',
    query: ListQuerySchema,
    body: ListBodyBaseSchema.extend({ search: z.string().max(100).optional() }),
    response: listResponseSchema(ZoneRowSchema),
  }),
};

/** A register's GeoJSON import and export (the CRUD calls come from `lib/crud.ts`). */
export const registerIoEndpoints = (key: RegisterKey) => {
  const base = `general/${GIS_REGISTERS[key].path}`;
  return {
    import: defineEndpoint({
      method: 'POST',
      path: `${base}/import`,
      body: GeoJsonImportSchema,
      status: 201,
      response: messageResponse(z.object({ created: z.number().int() })),
    }),
    export: defineEndpoint({
      method: 'POST',
      path: `${base}/export`,
      body: z.object({ square_id: z.union([id, z.literal('')]).optional() }),
      response: FeatureCollectionSchema,
    }),
  };
};
