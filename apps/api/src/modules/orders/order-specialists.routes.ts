import {
  AddSpecialistSchema,
  AnswerInputsSchema,
  idParam,
  OrderNoticeSchema,
  OrderSpecialistsAnswerSchema,
  OrderWriteAnswerSchema,
  type PermissionName,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { answers } from '../../lib/route';
import * as orderItems from './order-items.service';
import * as orders from './orders.service';

const B = '/general/orders';
const tags = ['orders'];
const resource = { table: 'orders' };
const perm = (permission: PermissionName) => ({ permission });

/** An editable order's specialists (named, approved), its inputs' answers and a service removed. */
export async function orderSpecialistsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const item = { table: 'order_services' };
  r.post(
    `${B}/add-specialist/:id`,
    {
      config: { access: perm('order-update'), resource: item },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: AddSpecialistSchema,
      },
    },
    (req) => orderItems.addSpecialist(ctx, req, actorOf(req), req.params.id, req.body),
  );
  r.post(
    `${B}/approve-add-specialist/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource: item },
      schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, params: idParam },
    },
    (req) => orderItems.approveSpecialist(ctx, req, actorOf(req), req.params.id),
  );
  for (const path of ['specialist-order', 'specialist-with-attach'])
    r.get(
      `${B}/${path}/:id`,
      {
        config: { access: perm('order-details'), resource },
        schema: { response: answers({ 200: OrderSpecialistsAnswerSchema }), tags, params: idParam },
      },
      async (req) => {
        const d = await orders.details(ctx.db, actorOf(req), req.params.id);
        return { data: d.services.filter((s) => s.specialist_slot) };
      },
    );
  r.post(
    `${B}/answer-inputs`,
    {
      config: { access: perm('order-update') },
      schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, body: AnswerInputsSchema },
    },
    async (req) => ({
      message: req.t('order.answers_saved'),
      data: await orderItems.answerInputs(ctx, req, actorOf(req), req.body),
    }),
  );
  r.delete(
    `${B}/services/destroy/:id`,
    {
      config: { access: perm('order-update'), resource: item },
      schema: { response: answers({ 200: OrderNoticeSchema }), tags, params: idParam },
    },
    async (req) => {
      await orderItems.removeService(ctx, req, actorOf(req), req.params.id);
      return { message: req.t('crud.deleted') };
    },
  );
}
