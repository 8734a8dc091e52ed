import { DEFAULT_PAGE_SIZE, gisEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { route } from '../../lib/route';
import * as map from './map.service';

const GIS = { permission: 'dashboard-gis-1' } as const;
// The map's reads: any map dashboard's permission passes; the service asks the theme's own.
const MAP_READ = 'active' as const;
const tags = ['gis'];

/** Spec 000 §2 /map and /zones (paths per ARCHITECTURE §3). */
export function mapRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, e.mapFeatures, { access: MAP_READ, tags }, ({ body }, actor) =>
    map.mapFeatures(ctx, actor, body),
  );

  route(app, e.mapCampSearch, { access: MAP_READ, tags }, async ({ body }, actor) => ({
    data: await map.campSearch(ctx, actor, body.camp_number),
  }));

  route(
    app,
    e.campGeometry,
    { access: GIS, tags, resource: { table: 'camps' } },
    async ({ params, body }, actor, { req }) => ({
      message: req.t('gis.geometry_saved'),
      data: await map.saveShape(ctx, actor, 'camp', params.id, body.geometry),
    }),
  );

  route(
    app,
    e.squareGeometry,
    { access: GIS, tags, resource: { table: 'squares' } },
    async ({ params, body }, actor, { req }) => ({
      message: req.t('gis.geometry_saved'),
      data: await map.saveShape(ctx, actor, 'square', params.id, body.geometry),
    }),
  );

  route(
    app,
    e.meterReadings,
    {
      access: { permission: 'gis-electrical-meter-index' },
      tags,
      resource: { table: 'gis_electrical_meters' },
    },
    async ({ params }, actor) => ({ data: await map.meterReadings(ctx, actor, params.id) }),
  );

  route(app, e.zones, { access: GIS, tags }, async ({ query, body }) => {
    const all = await map.zonesList(ctx, body.search || undefined);
    const perPage = body.paginate ?? DEFAULT_PAGE_SIZE;
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const page = Math.min(query.page, lastPage);
    return listResponse({
      data: all.slice((page - 1) * perPage, page * perPage),
      total: all.length,
      per_page: perPage,
      current_page: page,
      last_page: lastPage,
    });
  });
}
