import { violationsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { route } from '../../lib/route';
import { levelsRoutes } from './levels.routes';
import * as benefitCamps from './public-benefit-camps.service';
import { publicBenefitsRoutes } from './public-benefits.routes';
import * as assigns from './violation-assign.service';
import * as orders from './violation-orders.service';
import * as violations from './violations.service';

const VIEW = { permission: 'view-violations' } as const;
const FORM = { permission: 'view-violation-form' } as const;
const ORDERS = { permission: 'violationorder-index' } as const;
const CAMPS = { permission: 'view-public-benefits-assignments' } as const;
// A company reads its violations once assigned (a draft is the inspector's): the scope suite's rows.
const byId = { resource: { table: 'violations', rows: "t.status <> 'created'" } };

/** The actions a caller takes by path (`general/violation_forms/{action}/{id}`). */
const ACTIONS = [
  [e.object, 'object', VIEW],
  [e.answer, 'answer', VIEW],
  [e.acceptObjection, 'accept_objection', FORM],
  [e.refuseObjection, 'refuse_objection', FORM],
  [e.complete, 'complete', FORM],
  [e.cancel, 'cancel', FORM],
] as const;

/**
 * Spec 001 §7 "Violations", "Regulatory violations", "Public benefits" (the contract's
 * `violationsEndpoints`), the levels and the facilities on the generic CRUD, the violations'
 * photos, objection file and evidence through the attachment mechanism.
 */
export async function violationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['violations'];
  await levelsRoutes(app, ctx);
  await publicBenefitsRoutes(app, ctx);

  route(app, e.list, { access: VIEW, tags }, ({ query, body }, actor) =>
    violations.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.createData, { access: FORM, tags }, (_, actor) => violations.createData(ctx, actor));
  route(app, e.store, { access: FORM, tags }, ({ body }, actor) => violations.store(ctx, actor, body));
  route(app, e.edit, { access: VIEW, tags, ...byId }, ({ params }, actor) =>
    violations.edit(ctx, actor, params.id),
  );
  route(app, e.update, { access: FORM, tags, ...byId }, ({ params, body }, actor) =>
    violations.update(ctx, actor, params.id, body),
  );
  route(app, e.delete, { access: FORM, tags, ...byId }, ({ params }, actor) =>
    violations.remove(ctx, actor, params.id),
  );
  for (const [endpoint, action, access] of ACTIONS)
    route(app, endpoint, { access, tags, ...byId }, ({ params, body }, actor) =>
      violations.act(ctx, actor, params.id, action, (body ?? {}) as Record<string, unknown>),
    );

  route(app, e.assignList, { access: VIEW, tags }, ({ query, body }, actor) =>
    violations.list(ctx, actor, { page: query.page, body: body ?? {} }, true),
  );
  route(app, e.assignStore, { access: FORM, tags }, ({ body }, actor) => assigns.assign(ctx, actor, body));
  route(app, e.assignDelete, { access: FORM, tags, ...byId }, ({ params }, actor) =>
    assigns.unassign(ctx, actor, params.id),
  );

  await attachmentRoutes(app, ctx, {
    ...violations.violationAttachments,
    base: '/general/violation_forms',
    tags,
    access: { read: VIEW, upload: VIEW, review: FORM, delete: VIEW },
    recordTable: 'violations',
  });

  route(app, e.orderList, { access: ORDERS, tags }, ({ query, body }, actor) =>
    orders.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(
    app,
    e.orderShow,
    { access: ORDERS, tags, resource: { table: 'violation_orders' } },
    ({ params }, actor) => orders.show(ctx, actor, params.id),
  );
  route(app, e.orderStore, { access: { permission: 'violationorder' }, tags }, ({ body }, actor) =>
    orders.store(ctx, actor, body),
  );

  route(app, e.benefitCampList, { access: CAMPS, tags }, ({ query, body }) =>
    benefitCamps.list(ctx, { page: query.page, body: body ?? {} }),
  );
  route(app, e.benefitCampStore, { access: CAMPS, tags }, ({ body }, actor) =>
    benefitCamps.store(ctx, actor, body),
  );
  route(
    app,
    e.benefitCampDelete,
    { access: CAMPS, tags, resource: { table: 'public_benefit_camps' } },
    ({ params }, actor) => benefitCamps.remove(ctx, actor, params.id),
  );
}
