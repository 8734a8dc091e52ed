import { orderLicenceEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as requests from './cancel-requests.service';
import * as licence from './order-licence.service';
import { orderReportsRoutes } from './order-reports.routes';
import { by, onOrder, said } from './order-routes.shared';

/**
 * Doc 001 §7 "Safety and licences", "Cancel requests", "Reports" (issue 17; the paths, bodies and
 * answers are the contract's `orderLicenceEndpoints`): what happens after an order is approved.
 */
export async function orderLicenceRoutes(app: FastifyInstance, ctx: AppContext) {
  // ---- safety and licences ----
  const tsleem = onOrder('order-processing-tsleem');
  route(app, e.addLicense, tsleem, async ({ params, body }, actor) =>
    said(actor, 'order.done', await licence.addLicense(ctx, actor, params.id, body)),
  );
  route(app, e.extendLicense, tsleem, async ({ params, body }, actor) =>
    said(actor, 'order.done', await licence.extendLicense(ctx, actor, params.id, body)),
  );
  route(app, e.readyLicense, onOrder('order-details'), ({ params }, actor) =>
    licence.readyLicense(ctx, actor, params.id),
  );
  route(app, e.findSafety, tsleem, ({ params }, actor) => licence.findSafety(ctx, actor, params.id));
  route(app, e.handover, tsleem, async ({ params, body }, actor) =>
    said(actor, 'order.done', await licence.handover(ctx, actor, params.id, body)),
  );
  route(app, e.cancelByTsleem, tsleem, async ({ params, body }, actor) =>
    said(actor, 'order.done', await licence.cancelByTsleem(ctx, actor, params.id, body.reason)),
  );
  route(app, e.tracking, onOrder('order-tracking'), ({ params }, actor) =>
    licence.tracking(ctx, actor, params.id),
  );

  // ---- achievement reports ----
  await orderReportsRoutes(app, ctx);

  // ---- cancel requests ----
  const opts = by('order-cancel-request-index');
  route(app, e.cancelRequests, opts, ({ query, body }, actor) =>
    requests.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.cancelRequestStore, opts, async ({ body }, actor) =>
    said(actor, 'cancel_request.created', await requests.store(ctx, actor, body)),
  );
  // The owner asks to replace one party (`update_contractor` / `update_consultant`): a request of
  // that type naming the new party.
  for (const [endpoint, type] of [
    [e.replaceContractor, 'contractor'],
    [e.replaceConsultant, 'consultant'],
  ] as const)
    route(app, endpoint, opts, async ({ body }, actor) => {
      const b = body as { order_id: number; reason: string } & Record<string, unknown>;
      const request = {
        order_id: b.order_id,
        type,
        new_party_id: b[`${type}_id`] as number,
        reason: b.reason,
      };
      return said(actor, 'cancel_request.created', await requests.store(ctx, actor, request));
    });
  route(app, e.changeRequestStatus, opts, async ({ body }, actor) =>
    said(actor, 'cancel_request.done', await requests.changeStatus(ctx, actor, body)),
  );
}
