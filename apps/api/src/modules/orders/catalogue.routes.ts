import {
  GuideOfficeRowSchema,
  GuideOfficeSchema,
  id,
  ordersEndpoints,
  PledgeRowSchema,
  PledgeSchema,
  ServiceInputRowSchema,
  ServiceInputSchema,
  ServiceRowSchema,
  ServiceSchema,
  SpecialistRowSchema,
  SpecialistSchema,
} from '@mashaer/contract';
import { type AnyColumn, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { guideOffices, orderServices, pledges, serviceInputs, specialists } from '../../db/schema';
import { defineCrud, optionalFilter } from '../../lib/crud';
import { nameSorts, searchField, searchOnly, uniqueNames } from '../../lib/named-resource';
import { route } from '../../lib/route';
import { by } from './order-routes.shared';

/**
 * The order catalogue (issue 16 §1), plain resources of the authority. Paths the spec names are
 * verbatim (`general/specialist`, `general/guide_offices`); services, their inputs and pledges
 * follow ARCHITECTURE §3 with `destroy/{id}` like their siblings.
 */
/** Doc 000 §7 "Specialists": list, edit, store, update (no delete in the spec). */
const specialistRoutes = defineCrud({
  module: 'orders',
  table: specialists,
  row: SpecialistRowSchema,
  basePath: '/general/specialist',
  permission: 'order-specialists-index',
  create: SpecialistSchema,
  filters: {
    schema: {
      search: searchField,
      active: optionalFilter(z.coerce.number().int().min(0).max(1)),
    },
    defs: {
      search: { op: 'search', columns: [specialists.name, specialists.name_en] },
      active: { op: 'eq', column: specialists.active },
    },
  },
  sorts: { id: specialists.id, name: specialists.name, name_en: specialists.name_en },
  defaultSort: { by: 'id', dir: 'asc' },
  unique: [{ column: specialists.name, field: 'name', messageKey: 'specialist.duplicate' }],
  // Doc 000 §3: status_text and is_req_text are the flags in words.
  present: (row, req) => ({
    ...row,
    status_text: row.active === 1 ? req.t('orders.active') : req.t('orders.inactive'),
    is_req_text: req.t(row.is_req === 1 ? 'orders.yes' : 'orders.no'),
  }),
  endpoints: { delete: false },
});

const serviceRoutes = defineCrud({
  module: 'orders',
  table: orderServices,
  row: ServiceRowSchema,
  basePath: '/general/services',
  permission: 'order-service-index',
  create: ServiceSchema,
  filters: {
    schema: {
      search: searchField,
      specialist_id: optionalFilter(id),
    },
    defs: {
      search: { op: 'search', columns: [orderServices.name, orderServices.name_en] },
      specialist_id: { op: 'eq', column: orderServices.specialist_id },
    },
  },
  sorts: { id: orderServices.id, name: orderServices.name, days_count: orderServices.days_count },
  defaultSort: { by: 'id', dir: 'asc' },
  unique: uniqueNames(orderServices, 'service.duplicate'),
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});

/** A service's inputs and pledges: searched by their text in both languages, filtered by service. */
const ofService = (text: [AnyColumn, AnyColumn], service: AnyColumn) => ({
  module: 'orders',
  filters: {
    schema: { search: searchField, service_id: optionalFilter(id) },
    defs: {
      search: { op: 'search' as const, columns: text },
      service_id: { op: 'eq' as const, column: service },
    },
  },
  defaultSort: { by: 'id', dir: 'asc' as const },
  endpoints: { delete: { method: 'DELETE' as const, path: '/destroy/:id' } },
});

const serviceInputRoutes = defineCrud({
  ...ofService([serviceInputs.label, serviceInputs.label_en], serviceInputs.service_id),
  table: serviceInputs,
  row: ServiceInputRowSchema,
  basePath: '/general/services_inputs',
  permission: 'order-service-input-index',
  create: ServiceInputSchema,
  sorts: { id: serviceInputs.id, label: serviceInputs.label },
});

const pledgeRoutes = defineCrud({
  ...ofService([pledges.title, pledges.title_en], pledges.service_id),
  table: pledges,
  row: PledgeRowSchema,
  basePath: '/general/pledges',
  permission: 'order-pledge-index',
  create: PledgeSchema,
  sorts: { id: pledges.id, title: pledges.title },
});

/** Doc 000 §7 "Guide offices": POST general/guide_offices; GET edit/{id}; store; update/{id}; destroy/{id}. */
const guideOfficeRoutes = defineCrud({
  module: 'orders',
  table: guideOffices,
  row: GuideOfficeRowSchema,
  basePath: '/general/guide_offices',
  permission: 'order-eng-guides-index',
  create: GuideOfficeSchema,
  filters: searchOnly(guideOffices.name, guideOffices.name_en),
  sorts: nameSorts(guideOffices),
  defaultSort: { by: 'id', dir: 'asc' },
  unique: [{ column: guideOffices.name, field: 'name', messageKey: 'guide_office.duplicate' }],
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});

/** `GET general/services/specialities-services/{id}`: the active services of one specialty (for the order form). */
async function specialityServices(app: FastifyInstance, ctx: AppContext) {
  route(app, ordersEndpoints.specialitiesServices, by('order-index'), async ({ params }) => {
    const rows = await ctx.db
      .select()
      .from(orderServices)
      .where(eq(orderServices.specialist_id, params.id))
      .orderBy(asc(orderServices.id));
    return { data: rows.filter((r) => r.active === 1) };
  });
}

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const r of [
    specialistRoutes,
    serviceRoutes,
    serviceInputRoutes,
    pledgeRoutes,
    guideOfficeRoutes,
    specialityServices,
  ])
    await r(app, ctx);
}
