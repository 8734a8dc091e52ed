import { DocumentCheckAnswerSchema, DocumentCodeParamSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { verify } from '../../lib/documents';
import { answers } from '../../lib/route';
import { DOCUMENT_DEFS } from './document-types';

/**
 * The public check behind every printed document's QR code (the pages `/qr/:qr` and
 * `/orders/qr/:qr`): `GET general/documents/check-qr/{code}`. No login; the answer is the same
 * shape for every code and says only what the printed document shows. (The orders area's own
 * `general/orders/check-qr/{id}` of spec 001 §7 can answer with `verify` the same way.)
 */
export async function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  // The orders area's `general/orders/check-qr/{id}` (spec 001 §7) is the same public check.
  for (const url of ['/general/documents/check-qr/:code', '/general/orders/check-qr/:code'])
    r.get(
      url,
      {
        config: { access: 'public', resource: { table: 'documents', idParam: 'code' } },
        schema: {
          tags,
          params: DocumentCodeParamSchema,
          response: answers({ 200: DocumentCheckAnswerSchema }),
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await verify(ctx.db, req.params.code, DOCUMENT_DEFS, req.lang as 'ar' | 'en') };
      },
    );
}
