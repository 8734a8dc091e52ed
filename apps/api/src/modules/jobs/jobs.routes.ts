import { ExportJobSchema, idParam } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/access';
import * as service from './jobs.service';

const tags = ['jobs'];
const job = { table: 'jobs' };

/**
 * Long work as jobs (lib/jobs.ts): start a whole-table export of a list, follow its progress,
 * download its file. Inferred paths (the specification shows client-side exports only).
 */
export async function jobsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The list's own permission is checked by the service (it depends on the list asked for).
  r.post(
    '/jobs/export',
    { config: { access: 'active' }, schema: { tags, body: ExportJobSchema } },
    async (req, reply) =>
      reply.code(201).send(await service.createExport(ctx, req, currentUser(req), req.body)),
  );
  r.get(
    '/jobs/:id',
    { config: { access: 'active', resource: job }, schema: { tags, params: idParam } },
    (req) => service.show(ctx, req, currentUser(req), req.params.id),
  );
  r.get(
    '/jobs/:id/download',
    { config: { access: 'active', resource: job }, schema: { tags, params: idParam } },
    (req, reply) => service.download(ctx, reply, currentUser(req), req.params.id),
  );
}
