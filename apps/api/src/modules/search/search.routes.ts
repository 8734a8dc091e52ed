import { normalizeSearch, searchEndpoints } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { MIN_SEARCH_CHARS, type SearchDecl, searchAll } from '../../lib/search';
import { userSearch } from '../accounts/users/users.service';
import { campSearch } from '../camps/camps.service';
import { invoiceSearch } from '../finance/invoice.workflow';
import { sadadSearch } from '../finance/sadad.workflow';
import { registerSearches } from '../gis/registers.service';
import { carLicenceSearch } from '../licences/car-licence.workflow';
import { readinessSearch } from '../licences/readiness.workflow';
import { tempLicenceSearch } from '../licences/temp-licence.workflow';
import { orderLicenceSearch, orderSearch } from '../orders/order.workflow';
import { lockSearch, reassignSearch } from '../reassign/reassign.workflow';
import { ticketSearch } from '../tickets/tickets.workflow';
import { violationSearch } from '../violations/violation.workflow';

/**
 * The areas the one search box looks in, each declared by its area (its `SearchDecl` next to its
 * resource or workflow), in the order the groups are shown.
 */
const AREAS: readonly SearchDecl[] = [
  orderSearch,
  orderLicenceSearch,
  readinessSearch,
  tempLicenceSearch,
  carLicenceSearch,
  reassignSearch,
  lockSearch,
  invoiceSearch,
  sadadSearch,
  campSearch,
  userSearch,
  violationSearch,
  ticketSearch,
  ...registerSearches,
];

/**
 * `POST general/search` (issue 29 §2): every area the caller may see (its list screen's
 * permission), searched the way Arabic speakers type, within the caller's row scope, each group
 * limited; one statement.
 */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, searchEndpoints.search, { access: 'active', tags: ['search'] }, async ({ body }, actor) => {
    const term = body.search.trim();
    if (normalizeSearch(term).length < MIN_SEARCH_CHARS) return { data: [] };
    return { data: await searchAll(ctx.db, AREAS, actor, term, body.limit ?? 5) };
  });
}
