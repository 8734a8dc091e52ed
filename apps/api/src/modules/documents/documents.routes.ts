import { documentsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { verify } from '../../lib/documents';
import { route } from '../../lib/route';
import { DOCUMENT_DEFS } from './document-types';

/**
 * The public check behind every printed document's QR code (the pages `/qr/:qr` and
 * `/orders/qr/:qr`): `GET general/documents/check-qr/{code}`. No login; the answer is the same
 * shape for every code and says only what the printed document shows. The orders area's own
 * `general/orders/check-qr/{id}` of spec 001 §7 is the same public check (`documentsEndpoints`).
 */
export async function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = {
    access: 'public' as const,
    resource: { table: 'documents', idParam: 'code' },
    tags: ['documents'],
  };
  for (const endpoint of [e.checkQr, e.ordersCheckQr])
    route(app, endpoint, opts, async ({ params }, _, { req, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await verify(ctx.db, params.code, DOCUMENT_DEFS, req.lang) };
    });
}
