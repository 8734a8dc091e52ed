import { ordersEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as orderItems from './order-items.service';
import { by, notice, onOrder, said } from './order-routes.shared';
import * as orders from './orders.service';

/** An editable order's specialists (named, approved), its inputs' answers and a service removed. */
export async function orderSpecialistsRoutes(app: FastifyInstance, ctx: AppContext) {
  const item = { table: 'order_services' };
  route(app, e.addSpecialist, by('order-update', item), ({ params, body }, actor) =>
    orderItems.addSpecialist(ctx, actor, params.id, body),
  );
  route(app, e.approveAddSpecialist, by('order-processing-tsleem', item), ({ params }, actor) =>
    orderItems.approveSpecialist(ctx, actor, params.id),
  );
  for (const endpoint of [e.specialistOrder, e.specialistWithAttach])
    route(app, endpoint, onOrder('order-details'), async ({ params }, actor) => {
      const d = await orders.details(ctx.db, actor, params.id);
      return { data: d.services.filter((s) => s.specialist_slot) };
    });
  route(app, e.answerInputs, by('order-update'), async ({ body }, actor) =>
    said(actor, 'order.answers_saved', await orderItems.answerInputs(ctx, actor, body)),
  );
  route(app, e.destroyService, by('order-update', item), async ({ params }, actor) => {
    await orderItems.removeService(ctx, actor, params.id);
    return notice(actor, 'crud.deleted');
  });
}
