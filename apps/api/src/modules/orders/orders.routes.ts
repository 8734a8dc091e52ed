import { ordersEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { timeline } from '../../lib/workflow';
import { catalogueRoutes } from './catalogue.routes';
import { orderWorkflow } from './order.workflow';
import { orderFilesRoutes } from './order-files.routes';
import * as orderItems from './order-items.service';
import { orderLicenceRoutes } from './order-licence.routes';
import { by, notice, onOrder, said } from './order-routes.shared';
import { orderSignRoutes } from './order-sign.routes';
import { orderSpecialistsRoutes } from './order-specialists.routes';
import { findOrder } from './orders.repository';
import * as orders from './orders.service';

/**
 * Doc 001 §7 "Orders (under general/orders)" (paths, bodies and answers are the contract's
 * `ordersEndpoints`): reads and basic writes, specialists and inputs, attachments and pledges,
 * contractors and consultants, and the log. Every status change goes through the workflow kernel
 * (`orders.act`).
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  await catalogueRoutes(app, ctx);
  await orderLicenceRoutes(app, ctx);

  // ---- reads and basic writes ----
  route(app, e.list, by('order-index'), ({ query, body }, actor) =>
    orders.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.consultingList, by('order-consulting-index'), ({ query, body }, actor) =>
    orders.list(ctx, actor, { page: query.page, body: body ?? {} }, true),
  );
  for (const [endpoint, permission] of [
    [e.details, 'order-details'],
    [e.getOrder, 'order-details'],
    [e.edit, 'order-update'],
  ] as const)
    route(app, endpoint, onOrder(permission), async ({ params }, actor) => ({
      data: await orders.details(ctx.db, actor, params.id),
    }));
  route(app, e.create, by('order-create'), (_, actor) => orders.formOptions(ctx, actor));
  route(app, e.squareByCamp, by('order-index'), ({ body }) => orders.squareByCamp(ctx, body.camp_id));
  route(app, e.store, by('order-create'), async ({ body }, actor) =>
    said(actor, 'order.created', await orders.store(ctx, actor, body)),
  );
  route(app, e.update, onOrder('order-update'), async ({ params, body }, actor) =>
    said(actor, 'order.updated', await orders.update(ctx, actor, params.id, body)),
  );
  route(app, e.updateReceiver, onOrder('order-update'), async ({ params, body }, actor) =>
    said(actor, 'order.updated', await orders.updateReceiver(ctx, actor, params.id, body.receiver_id)),
  );
  route(app, e.destroy, onOrder('order-create'), async ({ params }, actor) => {
    await orders.destroy(ctx, actor, params.id);
    return notice(actor, 'order.deleted');
  });

  // ---- lifecycle (the kernel) ----
  for (const [endpoint, action] of [
    [e.send, 'send'],
    [e.resend, 'resend'],
    [e.cancel, 'cancel'],
  ] as const)
    route(
      app,
      endpoint,
      onOrder(action === 'resend' ? 'order-update' : 'order-create'),
      async ({ params }, actor) => said(actor, 'order.done', await orders.act(ctx, actor, params.id, action)),
    );
  route(app, e.approve, by('order-processing-tsleem'), async ({ body }, actor) =>
    said(actor, 'order.done', await orders.act(ctx, actor, body.order_id, 'approve')),
  );
  route(app, e.disapprove, by('order-processing-tsleem'), async ({ body }, actor) =>
    said(
      actor,
      'order.done',
      await orders.act(ctx, actor, body.order_id, 'disapprove', { reason: body.reason }),
    ),
  );
  for (const [endpoint, party] of [
    [e.consulting, 'consultant'],
    [e.contracting, 'contractor'],
  ] as const)
    route(app, endpoint, by('order-consulting-index'), async ({ body }, actor) => {
      if (!body.action) throw AppError.invalid({ action: 'order.decision_invalid' });
      const action = `${party}_${body.action}` as const;
      const input = body.action === 'decline' ? { reason: body.reason } : {};
      return said(actor, 'order.done', await orders.act(ctx, actor, body.order_id, action, input));
    });
  route(app, e.log, onOrder('order-details'), async ({ params }, actor) => {
    await findOrder(ctx.db, actor, params.id);
    return { data: await timeline(ctx.db, orderWorkflow, params.id, actor.lang) };
  });

  // ---- specialists and inputs ----
  await orderSpecialistsRoutes(app, ctx);

  // ---- attachments and pledges ----
  await orderFilesRoutes(app, ctx);

  // ---- contractors and consultants ----
  for (const [endpoint, which] of [
    [e.updateConsulting, ['consultant']],
    [e.updateContracter, ['contractor']],
    [e.updateBoth, ['consultant', 'contractor']],
    [e.updateContractorsList, ['consultant', 'contractor']],
  ] as const)
    route(app, endpoint, by('order-update'), ({ body }, actor) =>
      orderItems.updateParties(ctx, actor, body, [...which], endpoint.path),
    );

  // ---- signing (the signing module) and the printable order ----
  await orderSignRoutes(app, ctx);
}
