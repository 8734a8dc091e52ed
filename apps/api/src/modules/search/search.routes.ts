import { GlobalSearchBodySchema, GlobalSearchResponseSchema, normalizeSearch } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { MIN_SEARCH_CHARS, type SearchDecl, searchAll } from '../../lib/search';
import { userSearch } from '../accounts/users/users.service';
import { campSearch } from '../camps/camps.service';
import { invoiceSearch } from '../finance/invoice.workflow';
import { sadadSearch } from '../finance/sadad.workflow';
import { tempLicenceSearch } from '../licences/temp-licence.workflow';
import { orderSearch } from '../orders/order.workflow';

/**
 * The areas the one search box looks in, each declared by its area (its `SearchDecl` next to its
 * resource or workflow), in the order the groups are shown.
 */
const AREAS: readonly SearchDecl[] = [
  orderSearch,
  tempLicenceSearch,
  invoiceSearch,
  sadadSearch,
  campSearch,
  userSearch,
];

/**
 * `POST general/search` (issue 29 §2): every area the caller may see (its list screen's
 * permission), searched the way Arabic speakers type, within the caller's row scope, each group
 * limited; one statement.
 */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/general/search',
    {
      config: { access: 'active' },
      schema: {
        tags: ['search'],
        body: GlobalSearchBodySchema,
        response: { 200: GlobalSearchResponseSchema },
      },
    },
    async (req) => {
      const term = req.body.search.trim();
      if (normalizeSearch(term).length < MIN_SEARCH_CHARS) return { data: [] };
      return { data: await searchAll(ctx.db, AREAS, actorOf(req), term, req.body.limit ?? 5) };
    },
  );
}
