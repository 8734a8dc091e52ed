import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mapRoutes } from './map.routes';
import { registersRoutes } from './registers.routes';

/** Issue 34: the site registers, zones and the map. */
export async function gisRoutes(app: FastifyInstance, ctx: AppContext) {
  await registersRoutes(app, ctx);
  mapRoutes(app, ctx);
}
