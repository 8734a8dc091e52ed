import {
  idParam,
  ListQuerySchema,
  SadadChangeStateSchema,
  SadadListBodySchema,
  SadadStoreSchema,
  SadadUploadQuerySchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { withErrorField } from './finance.shared';
import * as sadad from './sadad.service';

const SADAD = { permission: 'clearance-sadad-index' } as const;
const sadadRow = { table: 'sadad_orders' };

/**
 * Spec 001 §7 "Sadad and invoices" (paths verbatim): general/sadad (list), create, store,
 * details/{id}, upload_docs (multipart; the order in `sadad_order_id`), change_state (action
 * approve or reject), cancel/{id}, logs/{id}; the receipt's list and download.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];

  r.post(
    '/general/sadad',
    { config: { access: SADAD }, schema: { tags, querystring: ListQuerySchema, body: SadadListBodySchema } },
    (req) => sadad.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get('/general/sadad/create', { config: { access: SADAD }, schema: { tags } }, (req) =>
    sadad.createForm(ctx, actorOf(req)),
  );
  r.post(
    '/general/sadad/store',
    { config: { access: SADAD }, schema: { tags, body: SadadStoreSchema }, onSend: withErrorField },
    async (req, reply) => reply.code(201).send(await sadad.store(ctx, actorOf(req), req.body)),
  );
  r.get(
    '/general/sadad/details/:id',
    { config: { access: SADAD, resource: sadadRow }, schema: { tags, params: idParam } },
    (req) => sadad.details(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/logs/:id',
    { config: { access: SADAD, resource: sadadRow }, schema: { tags, params: idParam } },
    (req) => sadad.logs(ctx, actorOf(req), req.params.id),
  );
  r.post(
    '/general/sadad/upload_docs',
    {
      config: { access: SADAD },
      schema: { tags, querystring: SadadUploadQuerySchema, consumes: ['multipart/form-data'] },
    },
    (req) => sadad.uploadDocs(ctx, req, actorOf(req), req.query.sadad_order_id),
  );
  r.post(
    '/general/sadad/change_state',
    { config: { access: SADAD }, schema: { tags, body: SadadChangeStateSchema } },
    (req) => sadad.changeState(ctx, actorOf(req), req.body),
  );
  r.post(
    '/general/sadad/cancel/:id',
    { config: { access: SADAD, resource: sadadRow }, schema: { tags, params: idParam } },
    (req) => sadad.cancel(ctx, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/attachments/:id',
    { config: { access: SADAD, resource: sadadRow }, schema: { tags, params: idParam } },
    (req) => sadad.listFiles(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/attachments/download/:id',
    { config: { access: SADAD, resource: { table: 'attachments' } }, schema: { tags, params: idParam } },
    (req, reply) => sadad.download(ctx, reply, actorOf(req), req.params.id),
  );
}
