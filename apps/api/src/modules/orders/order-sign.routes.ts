import { ordersEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { onOrder } from './order-routes.shared';
import * as orderSign from './order-sign.service';

/** Signing (the signing module) and the printable order. */
export async function orderSignRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = onOrder('order-details');
  route(app, e.sign, opts, ({ params, body }, actor) => orderSign.sign(ctx, actor, params.id, body.password));
  route(app, e.unsign, opts, ({ params }, actor) => orderSign.unsign(ctx, actor, params.id));
  route(app, e.checkSign, opts, async ({ params }, actor) => ({
    data: await orderSign.checkSign(ctx, actor, params.id),
  }));
  route(app, e.printable, opts, ({ params }, actor) => orderSign.printable(ctx, actor, params.id));
}
