import { jobsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import * as service from './jobs.service';

const tags = ['jobs'];
const job = { table: 'jobs' };

/**
 * Long work as jobs (lib/jobs.ts): start a whole-table export of a list, follow its progress,
 * download its file. Inferred paths (the specification shows client-side exports only).
 */
export async function jobsRoutes(app: FastifyInstance, ctx: AppContext) {
  // The list's own permission is checked by the service (it depends on the list asked for).
  route(app, e.exportStart, { access: 'active', tags }, ({ body }, actor) =>
    service.createExport(ctx, actor, body),
  );
  route(app, e.show, { access: 'active', tags, resource: job }, ({ params }, actor) =>
    service.show(ctx, actor, params.id),
  );
  route(app, e.download, { access: 'active', tags, resource: job }, async ({ params }, actor, { reply }) =>
    sendOpened(
      reply.header('cache-control', 'private, no-store'),
      await service.download(ctx, actor, params.id),
    ),
  );
}
