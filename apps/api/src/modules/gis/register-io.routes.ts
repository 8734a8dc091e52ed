import { GIS_REGISTERS, type RegisterKey, registerIoEndpoints, registerSchema } from '@mashaer/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { REGISTER_TABLES } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { route } from '../../lib/route';
import { zodIssuesToFields } from '../../plugins/errors';

type Row = Record<string, unknown>;
const HIDDEN = new Set(['geometry', 'min_lng', 'min_lat', 'max_lng', 'max_lat']);

/** A row as a GeoJSON feature: its fields as properties (dates as text). */
export function toFeature(layer: string, row: Row) {
  const properties: Record<string, string | number | null> = { layer };
  for (const [k, v] of Object.entries(row)) {
    if (HIDDEN.has(k)) continue;
    properties[k] =
      v instanceof Date ? v.toISOString() : Array.isArray(v) ? v.join(',') : (v as string | number | null);
  }
  return { type: 'Feature' as const, id: `${layer}.${row.id}`, geometry: row.geometry as never, properties };
}

/**
 * A register's GeoJSON import (issue 34 §6: validated feature by feature, stored all or nothing,
 * every rejected feature named with its number and title) and export (the caller's rows).
 */
export function registerIoRoutes(app: FastifyInstance, ctx: AppContext, key: RegisterKey) {
  const decl = GIS_REGISTERS[key];
  const table = REGISTER_TABLES[key];
  const ep = registerIoEndpoints(key);
  const access = { permission: decl.permission };
  const schema = registerSchema(key);
  const scope = (actor: Actor): SQL | undefined => {
    const org = scopeOrg(actor);
    return org === null ? undefined : eq(table.org_id, org);
  };

  route(app, ep.import, { access, tags: [`gis-${decl.path}`] }, async ({ body }, actor, { req }) => {
    if (!body.features.length) throw new AppError(422, 'gis.import_empty', { errors: {} });
    const rows: (typeof table.$inferInsert)[] = [];
    const errors: Record<string, string[]> = {};
    body.features.forEach((raw, i) => {
      const f = (raw ?? {}) as { geometry?: unknown; properties?: Row | null };
      const parsed = schema.safeParse({ ...(f.properties ?? {}), geometry: f.geometry });
      if (parsed.success) {
        rows.push({ ...(parsed.data as typeof table.$inferInsert), org_id: actor.orgId });
        return;
      }
      const title = f.properties?.[decl.title];
      const n = `${i + 1}${title ? ` (${String(title)})` : ''}`;
      errors[`features.${i + 1}`] = Object.entries(zodIssuesToFields(parsed.error.issues, req)).map(
        ([field, texts]) => req.t('gis.import_feature', { n, field, error: texts.join('، ') }),
      );
    });
    const bad = Object.keys(errors).length;
    if (bad) throw new AppError(422, 'gis.import_rejected', { params: { count: bad }, errors });
    const created = await ctx.db.transaction(async (tx) => {
      const ids = await tx.insert(table).values(rows).returning({ id: table.id });
      await audit(tx, req, {
        event: 'imported',
        table: decl.table,
        new: { ids: ids.map((r) => r.id) },
        module: `gis-${decl.path}`,
        method: `/general/${decl.path}/import`,
      });
      return ids.length;
    });
    return { message: req.t('gis.imported', { count: created }), data: { created } };
  });

  route(app, ep.export, { access, tags: [`gis-${decl.path}`] }, async ({ body }, actor) => {
    const square = body.square_id ? eq(table.square_id, body.square_id) : undefined;
    const rows = (await ctx.db
      .select()
      .from(table)
      .where(and(scope(actor), square))
      .orderBy(table.id)) as Row[];
    return { type: 'FeatureCollection', features: rows.map((r) => toFeature(key, r)) };
  });
}
