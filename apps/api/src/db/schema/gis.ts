import { type FieldSpec, type Geometry, GIS_REGISTERS, type RegisterKey } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';
import { camps, squares } from './camps';
import { users } from './users';

/**
 * GIS (issue 34). Every shape is GeoJSON in `geometry` (jsonb) with its bounding box in four
 * columns the trigger `gis_set_bbox` fills on every write (migration `gis_extra`), so the map's
 * "what is in this view" is an indexed range query on both PGlite and PostgreSQL (no PostGIS);
 * point-in-polygon is done in the service on the few rows the box lets through.
 */
const shapeColumns = () => ({
  geometry: jsonb('geometry').$type<Geometry>().notNull(),
  min_lng: doublePrecision('min_lng'),
  min_lat: doublePrecision('min_lat'),
  max_lng: doublePrecision('max_lng'),
  max_lat: doublePrecision('max_lat'),
});
type Indexed = Parameters<ReturnType<typeof index>['on']>[0];
const bboxIndexes = (table: string, t: Record<'min_lng' | 'min_lat' | 'max_lng' | 'max_lat', Indexed>) => [
  index(`${table}_lng_idx`).on(t.min_lng, t.max_lng),
  index(`${table}_lat_idx`).on(t.min_lat, t.max_lat),
];
const stamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

function column(name: string, f: FieldSpec): PgColumnBuilderBase {
  switch (f.kind) {
    case 'text':
      return f.required ? varchar(name, { length: f.max }).notNull() : varchar(name, { length: f.max });
    case 'int':
      return f.required ? integer(name).notNull() : integer(name);
    case 'flag':
      return smallint(name).notNull().default(0);
    case 'date':
      return date(name, { mode: 'string' });
    case 'color':
      return varchar(name, { length: 7 }).notNull();
    case 'choice':
      return varchar(name, { length: 30 }).notNull();
    case 'ids':
      return integer(name).array().notNull().default(sql`'{}'::int[]`);
  }
}

/** A register's table, from its contract declaration: the shared columns and its own. */
function registerTable(key: RegisterKey) {
  const decl = GIS_REGISTERS[key];
  const own = Object.fromEntries(Object.entries(decl.fields).map(([k, f]) => [k, column(k, f)]));
  const name = decl.table;
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      /** The organisation that registered it (row scope): the authority, or a company. */
      org_id: integer('org_id')
        .notNull()
        .references(() => users.id),
      square_id: integer('square_id').references(() => squares.id, { onDelete: 'set null' }),
      camp_id: integer('camp_id').references(() => camps.id, { onDelete: 'set null' }),
      ...shapeColumns(),
      condition: varchar('condition', { length: 20 }).notNull().default('working'),
      notes: text('notes'),
      ...own,
      ...stamps(),
    },
    (t) => {
      const cols = t as unknown as Record<string, Indexed>;
      return [
        index(`${name}_org_idx`).on(t.org_id, t.id),
        index(`${name}_square_idx`).on(t.square_id),
        index(`${name}_camp_idx`).on(t.camp_id),
        index(`${name}_condition_idx`).on(t.condition),
        index(`${name}_title_idx`).on(cols[decl.title]),
        ...bboxIndexes(name, t),
        ...Object.entries(decl.fields as Record<string, FieldSpec>)
          .filter(([, f]) => f.kind === 'text' && f.unique)
          .map(([k]) => uniqueIndex(`${name}_${k}_unique`).on(sql`lower(${cols[k]})`)),
        // The list search and the one search box look in these (registers.routes.ts, registers.service.ts).
        ...Object.entries(decl.fields as Record<string, FieldSpec>)
          .filter(([, f]) => f.kind === 'text' && f.search)
          .map(([k]) => searchIndex(`${name}_${k}_search_idx`, cols[k] as unknown as AnyPgColumn)),
      ];
    },
  );
}

export const gisLocations = registerTable('locations');
export const gisKitchens = registerTable('kitchens');
export const gisTents = registerTable('tents');
export const gisContainers = registerTable('containers');
export const gisPlots = registerTable('plots');
export const gisEstablishments = registerTable('establishments');
export const gisWaterTapes = registerTable('waterTapes');
export const gisWashrooms = registerTable('washrooms');
export const gisElectricalMeters = registerTable('electricalMeters');

/** The register tables by their contract key (the CRUD declarations, the map, the seed). */
export const REGISTER_TABLES = {
  locations: gisLocations,
  kitchens: gisKitchens,
  tents: gisTents,
  containers: gisContainers,
  plots: gisPlots,
  establishments: gisEstablishments,
  waterTapes: gisWaterTapes,
  washrooms: gisWashrooms,
  electricalMeters: gisElectricalMeters,
} satisfies Record<RegisterKey, unknown>;

/** A meter's readings, newest last (doc 001 §1 temporary electricity meters). */
export const gisMeterReadings = pgTable(
  'gis_meter_readings',
  {
    id: serial('id').primaryKey(),
    meter_id: integer('meter_id')
      .notNull()
      .references(() => gisElectricalMeters.id, { onDelete: 'cascade' }),
    reading: integer('reading').notNull(),
    read_at: date('read_at', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gis_meter_readings_meter_idx').on(t.meter_id, t.read_at)],
);

/** Spec §2 /zones: the site's zones, each a polygon with a colour. */
export const gisZones = pgTable(
  'gis_zones',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#8c8c8c'),
    ...shapeColumns(),
    ...stamps(),
  },
  (t) => [index('gis_zones_name_idx').on(t.name), ...bboxIndexes('gis_zones', t)],
);

/** A camp's polygon (the camps area's table is left as it is: one shape per camp, beside it). */
export const gisCampShapes = pgTable(
  'gis_camp_shapes',
  {
    camp_id: integer('camp_id')
      .primaryKey()
      .references(() => camps.id, { onDelete: 'cascade' }),
    ...shapeColumns(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => bboxIndexes('gis_camp_shapes', t),
);

/** A square's polygon. */
export const gisSquareShapes = pgTable(
  'gis_square_shapes',
  {
    square_id: integer('square_id')
      .primaryKey()
      .references(() => squares.id, { onDelete: 'cascade' }),
    ...shapeColumns(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => bboxIndexes('gis_square_shapes', t),
);
