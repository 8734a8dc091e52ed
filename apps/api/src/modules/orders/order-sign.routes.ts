import {
  idParam,
  OrderRecordAnswerSchema,
  OrderSignAnswerSchema,
  OrderSignSchema,
  type PermissionName,
  type Printable,
  PrintableSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, currentUser } from '../../lib/actor';
import { asAnswer } from '../../lib/crud';
import { answers } from '../../lib/route';
import * as orderSign from './order-sign.service';

const tags = ['orders'];
const resource = { table: 'orders' };
const perm = (permission: PermissionName) => ({ permission });

/** Signing (the signing module) and the printable order. */
export async function orderSignRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/general/order_sign/sign/:id',
    {
      config: { access: perm('order-details'), resource },
      schema: {
        response: answers({ 200: OrderSignAnswerSchema }),
        tags,
        params: idParam,
        body: OrderSignSchema,
      },
    },
    (req) => orderSign.sign(ctx, req, currentUser(req), actorOf(req), req.params.id, req.body.password),
  );
  r.post(
    '/general/order_sign/unsign/:id',
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderSignAnswerSchema }), tags, params: idParam },
    },
    (req) => orderSign.unsign(ctx, req, actorOf(req), req.params.id),
  );
  r.post(
    '/general/order_sign/check-sign/:id',
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags, params: idParam },
    },
    async (req) => ({ data: await orderSign.checkSign(ctx, actorOf(req), req.params.id) }),
  );
  r.post(
    '/general/order_sign/:id',
    {
      config: { access: perm('order-details'), resource },
      schema: { tags, params: idParam, response: { 200: z.object({ data: PrintableSchema }) } },
    },
    async (req) => asAnswer<{ data: Printable }>(await orderSign.printable(ctx, actorOf(req), req.params.id)),
  );
}
