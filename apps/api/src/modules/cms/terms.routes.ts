import { cmsEndpoints, TermsRowSchema, TermsSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { terms } from '../../db/schema';
import { defineCrud } from '../../lib/crud';
import { searchOnly } from '../../lib/named-resource';
import { route } from '../../lib/route';
import { publish } from './terms.service';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * `/term-conditions`: the versions of the terms (list, edit, store — numbered in turn — update of an
 * unpublished version) and `terms/publish/{id}`. The spec does not show these paths (§7): they
 * follow ARCHITECTURE §3 under `terms/`.
 */
export async function termsRoutes(app: FastifyInstance, ctx: AppContext) {
  await defineCrud({
    module: 'cms',
    table: terms,
    basePath: '/terms',
    permission: 'terms-index',
    create: TermsSchema,
    row: TermsRowSchema,
    filters: searchOnly(terms.title, terms.title_en),
    sorts: { id: terms.id, version: terms.version },
    defaultSort: { by: 'version', dir: 'desc' },
    present: (r) => ({ ...r, published_at: iso(r.published_at), created_at: iso(r.created_at) }),
    endpoints: { delete: false },
  })(app, ctx);
  route(
    app,
    cmsEndpoints.termsPublish,
    { access: { permission: 'terms-index' }, tags: ['cms'], resource: { table: 'terms' } },
    ({ params }, actor) => publish(ctx, actor, params.id),
  );
}
