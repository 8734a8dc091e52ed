import { z } from 'zod';
import { idList, optionalId, optionalText } from '../fields';
import type { PermissionName } from '../permissions';
import { dateField, flag01 } from '../validation';
import { geometryField } from './geometry';

/**
 * The nine site registers of spec 000 §2 "GIS and site pages" (§3 fields where given), each a
 * declaration: its wire path, permission, preferred geometry and own fields. The request schema,
 * the row schema, the table and the form are all derived from it (`registerSchema`, the API's
 * `registerTable`, the web's `registerResource`).
 */
export type FieldSpec =
  | { kind: 'text'; max: number; required?: boolean; unique?: boolean; search?: boolean }
  | { kind: 'int'; required?: boolean }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'color' }
  | { kind: 'choice'; options: readonly [string, ...string[]] }
  | { kind: 'ids' };

export type RegisterDecl = {
  /** The spec's route and `general/<path>` on the wire. */
  path: string;
  table: string;
  permission: PermissionName;
  geometry: 'Point' | 'Polygon';
  /** The field shown as the record's title (card, list). */
  title: string;
  fields: Record<string, FieldSpec>;
};

const text = (max: number, more: { required?: boolean; unique?: boolean } = {}): FieldSpec => ({
  kind: 'text',
  max,
  search: true,
  ...more,
});
const name = text(100, { required: true });
const int: FieldSpec = { kind: 'int' };
const flag: FieldSpec = { kind: 'flag' };
const GIS: PermissionName = 'dashboard-gis-1';

export const REGISTER_CONDITIONS = ['working', 'maintenance', 'out_of_service'] as const;
const WC_CATEGORIES = ['men', 'women', 'families', 'special_needs'] as const;

export const GIS_REGISTERS = {
  locations: {
    path: 'locations',
    table: 'gis_locations',
    permission: GIS,
    geometry: 'Polygon',
    title: 'name',
    fields: {
      name,
      is_developed: flag,
      developed_name: text(100),
      gate: text(50),
      street: text(100),
      located_in_gov_area: flag,
    },
  },
  kitchens: {
    path: 'kitchens',
    table: 'gis_kitchens',
    permission: GIS,
    geometry: 'Point',
    title: 'name',
    fields: { name, meals_capacity: int, gas_tanks_count: int },
  },
  tents: {
    path: 'tents',
    table: 'gis_tents',
    permission: GIS,
    geometry: 'Polygon',
    title: 'tent_number',
    fields: { tent_number: text(30, { required: true }), capacity: int, air_conditioned: flag },
  },
  containers: {
    path: 'containers',
    table: 'gis_containers',
    permission: GIS,
    geometry: 'Point',
    title: 'container_number',
    fields: { container_number: text(30, { required: true }), container_type: text(50) },
  },
  plots: {
    path: 'plots',
    table: 'gis_plots',
    permission: GIS,
    geometry: 'Polygon',
    title: 'plot_number',
    fields: { plot_number: text(30, { required: true, unique: true }), color: { kind: 'color' } },
  },
  establishments: {
    path: 'establishments',
    table: 'gis_establishments',
    permission: GIS,
    geometry: 'Point',
    title: 'name',
    fields: { name, activity: text(100), licence_number: text(50) },
  },
  waterTapes: {
    path: 'water-tapes',
    table: 'gis_water_tapes',
    permission: GIS,
    geometry: 'Point',
    title: 'tap_number',
    fields: { tap_number: text(30, { required: true }), drinking: flag },
  },
  washrooms: {
    path: 'washrooms',
    table: 'gis_washrooms',
    permission: GIS,
    geometry: 'Polygon',
    title: 'wc_number',
    fields: {
      wc_number: text(30, { required: true, unique: true }),
      wc_category: { kind: 'choice', options: WC_CATEGORIES },
      portable_wc_count: int,
      toilets_count: int,
      seated_toilets_count: int,
      urinal_tapes_count: int,
      showers_count: int,
      internal_water_tapes_count: int,
      external_water_tapes_count: int,
      total_water_tapes_count: int,
      upper_water_tank: int,
    },
  },
  electricalMeters: {
    path: 'electrical-meters',
    table: 'gis_electrical_meters',
    permission: 'gis-electrical-meter-index',
    geometry: 'Point',
    title: 'name',
    fields: {
      name,
      subscription_number: text(30, { required: true, unique: true }),
      metric_capacity: { kind: 'int', required: true },
      closest_cabin: text(50),
      metric_status: flag,
      payment_status: flag,
      last_read: int,
      last_read_at: { kind: 'date' },
      shared: flag,
      shared_camp_ids: { kind: 'ids' },
    },
  },
} as const satisfies Record<string, RegisterDecl>;

export type RegisterKey = keyof typeof GIS_REGISTERS;
export const REGISTER_KEYS = Object.keys(GIS_REGISTERS) as RegisterKey[];

const blankToNull = (v: unknown) => (v === '' ? null : v);
const count = z.coerce.number().int().min(0).max(1_000_000);

function fieldSchema(f: FieldSpec): z.ZodType {
  switch (f.kind) {
    case 'text':
      return f.required ? z.string().trim().min(1).max(f.max) : optionalText(f.max);
    case 'int':
      return f.required ? count : z.preprocess(blankToNull, count.nullish());
    case 'flag':
      return flag01.default(0);
    case 'date':
      return z.preprocess(blankToNull, dateField.nullish());
    case 'color':
      return z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: 'gis.color_invalid' });
    case 'choice':
      return z.enum(f.options);
    case 'ids':
      return idList(50).default([]);
  }
}

/** The fields every register shares: where it is, what shape, in what condition. */
const COMMON = {
  square_id: optionalId,
  camp_id: optionalId,
  geometry: geometryField,
  condition: z.enum(REGISTER_CONDITIONS).default('working'),
  notes: optionalText(1000),
};

type Values = Record<string, unknown>;
const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** Rules across fields, each reported under the field it concerns. */
const CROSS_CHECKS: Partial<Record<RegisterKey, (v: Values) => [field: string, key: string][]>> = {
  washrooms: (v) =>
    v.total_water_tapes_count != null &&
    num(v.total_water_tapes_count) !== num(v.internal_water_tapes_count) + num(v.external_water_tapes_count)
      ? [['total_water_tapes_count', 'gis.total_mismatch']]
      : [],
  electricalMeters: (v) =>
    v.shared === 1 && !(Array.isArray(v.shared_camp_ids) && v.shared_camp_ids.length)
      ? [['shared_camp_ids', 'gis.shared_camps_required']]
      : [],
};

/** A register's store/update body. */
export function registerSchema(key: RegisterKey) {
  const decl: RegisterDecl = GIS_REGISTERS[key];
  const shape: Record<string, z.ZodType> = { ...COMMON };
  for (const [k, f] of Object.entries(decl.fields)) shape[k] = fieldSchema(f);
  const check = CROSS_CHECKS[key];
  // Checked even while other fields are missing, so a wrong total shows as soon as it is typed.
  return z.object(shape).superRefine(
    (v, ctx) => {
      if (!v || typeof v !== 'object') return;
      for (const [field, message] of check?.(v) ?? [])
        ctx.addIssue({ code: 'custom', path: [field], message, input: (v as Values)[field] });
    },
    { when: () => true },
  );
}

export const GeometryRowSchema = z.union([
  z.object({ type: z.literal('Point'), coordinates: z.array(z.number()) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
]);

function rowFieldSchema(f: FieldSpec): z.ZodType {
  switch (f.kind) {
    case 'int':
      return z.number().int().nullable();
    case 'flag':
      return z.union([z.literal(0), z.literal(1)]);
    case 'ids':
      return z.array(z.number().int());
    case 'text':
    case 'date':
      return z.string().nullable();
    case 'color':
    case 'choice':
      return z.string();
  }
}

/** A register's row as answered. */
export function registerRowSchema(key: RegisterKey) {
  const decl: RegisterDecl = GIS_REGISTERS[key];
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    org_id: z.number().int(),
    square_id: z.number().int().nullable(),
    camp_id: z.number().int().nullable(),
    geometry: GeometryRowSchema,
    condition: z.string(),
    notes: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  };
  for (const [k, f] of Object.entries(decl.fields)) shape[k] = rowFieldSchema(f);
  return z.object(shape);
}
