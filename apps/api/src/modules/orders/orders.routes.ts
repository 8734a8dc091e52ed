import {
  idParam,
  ListQuerySchema,
  listResponseSchema,
  type MessageKey,
  OrderDecisionSchema,
  type OrderDetails,
  OrderDetailsSchema,
  OrderListBodySchema,
  OrderLogAnswerSchema,
  OrderNoticeSchema,
  OrderPartiesSchema,
  OrderReceiverSchema,
  OrderRecordAnswerSchema,
  OrderRowSchema,
  OrderStoreSchema,
  OrderWriteAnswerSchema,
  type PermissionName,
  SquareByCampSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { asAnswer } from '../../lib/crud';
import { answers } from '../../lib/route';
import { timeline } from '../../lib/workflow';
import { catalogueRoutes } from './catalogue.routes';
import { orderWorkflow } from './order.workflow';
import { orderFilesRoutes } from './order-files.routes';
import * as orderItems from './order-items.service';
import { orderLicenceRoutes } from './order-licence.routes';
import { orderSignRoutes } from './order-sign.routes';
import { orderSpecialistsRoutes } from './order-specialists.routes';
import { findOrder } from './orders.repository';
import * as orders from './orders.service';

const B = '/general/orders';
const tags = ['orders'];
const resource = { table: 'orders' };
const perm = (permission: PermissionName) => ({ permission });
const orderList = { 200: listResponseSchema(OrderRowSchema) };

/**
 * Doc 001 §7 "Orders (under general/orders)": reads and basic writes, specialists and inputs,
 * attachments and pledges, contractors and consultants, and the log. Every status change goes
 * through the workflow kernel (`orders.act`).
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  await catalogueRoutes(app, ctx);
  await orderLicenceRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- reads and basic writes ----
  r.post(
    `${B}/list`,
    {
      config: { access: perm('order-index') },
      schema: { tags, querystring: ListQuerySchema, body: OrderListBodySchema, response: orderList },
    },
    (req) => orders.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    `${B}/consulting-list`,
    {
      config: { access: perm('order-consulting-index') },
      schema: { tags, querystring: ListQuerySchema, body: OrderListBodySchema, response: orderList },
    },
    (req) => orders.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }, true),
  );
  for (const path of ['details', 'get-order', 'edit'])
    r.get(
      `${B}/${path}/:id`,
      {
        config: { access: perm(path === 'edit' ? 'order-update' : 'order-details'), resource },
        schema: { tags, params: idParam, response: { 200: z.object({ data: OrderDetailsSchema }) } },
      },
      async (req) => ({
        data: asAnswer<OrderDetails>(await orders.details(ctx.db, actorOf(req), req.params.id)),
      }),
    );
  r.get(
    `${B}/create`,
    {
      config: { access: perm('order-create') },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags },
    },
    (req) => orders.formOptions(ctx, actorOf(req)),
  );
  r.post(
    `${B}/square-by-camp`,
    {
      config: { access: perm('order-index') },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags, body: SquareByCampSchema },
    },
    (req) => orders.squareByCamp(ctx, req.body.camp_id),
  );
  r.post(
    `${B}/store`,
    {
      config: { access: perm('order-create') },
      schema: { response: answers({ 201: OrderWriteAnswerSchema }), tags, body: OrderStoreSchema },
    },
    async (req, reply) =>
      reply.code(201).send({
        message: req.t('order.created'),
        data: await orders.store(ctx, req, actorOf(req), req.body),
      }),
  );
  r.post(
    `${B}/update/:id`,
    {
      config: { access: perm('order-update'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: OrderStoreSchema,
      },
    },
    async (req) => ({
      message: req.t('order.updated'),
      data: await orders.update(ctx, req, actorOf(req), req.params.id, req.body),
    }),
  );
  r.post(
    `${B}/update-receiver/:id`,
    {
      config: { access: perm('order-update'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: OrderReceiverSchema,
      },
    },
    async (req) => ({
      message: req.t('order.updated'),
      data: await orders.updateReceiver(ctx, req, actorOf(req), req.params.id, req.body.receiver_id),
    }),
  );
  r.delete(
    `${B}/destroy/:id`,
    {
      config: { access: perm('order-create'), resource },
      schema: { response: answers({ 200: OrderNoticeSchema }), tags, params: idParam },
    },
    async (req) => {
      await orders.destroy(ctx, req, actorOf(req), req.params.id);
      return { message: req.t('order.deleted') };
    },
  );

  // ---- lifecycle (the kernel) ----
  const done = (req: { t: (k: MessageKey) => string }, data: unknown) => ({
    message: req.t('order.done'),
    data,
  });
  for (const action of ['send', 'resend', 'cancel'] as const)
    r.post(
      `${B}/${action}/:id`,
      {
        config: { access: perm(action === 'resend' ? 'order-update' : 'order-create'), resource },
        schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, params: idParam },
      },
      async (req) => done(req, await orders.act(ctx, actorOf(req), req.params.id, action)),
    );
  r.post(
    `${B}/approve`,
    {
      config: { access: perm('order-processing-tsleem') },
      schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, body: OrderDecisionSchema },
    },
    async (req) => done(req, await orders.act(ctx, actorOf(req), req.body.order_id, 'approve')),
  );
  r.post(
    `${B}/disapprove`,
    {
      config: { access: perm('order-processing-tsleem') },
      schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, body: OrderDecisionSchema },
    },
    async (req) =>
      done(
        req,
        await orders.act(ctx, actorOf(req), req.body.order_id, 'disapprove', { reason: req.body.reason }),
      ),
  );
  for (const [path, party] of [
    ['consulting', 'consultant'],
    ['contracting', 'contractor'],
  ] as const)
    r.post(
      `${B}/${path}`,
      {
        config: { access: perm('order-consulting-index') },
        schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, body: OrderDecisionSchema },
      },
      async (req) => {
        if (!req.body.action) throw AppError.invalid({ action: 'order.decision_invalid' });
        const action = `${party}_${req.body.action}` as const;
        const input = req.body.action === 'decline' ? { reason: req.body.reason } : {};
        return done(req, await orders.act(ctx, actorOf(req), req.body.order_id, action, input));
      },
    );
  r.post(
    '/general/order_log/:id',
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderLogAnswerSchema }), tags, params: idParam },
    },
    async (req) => {
      const actor = actorOf(req);
      await findOrder(ctx.db, actor, req.params.id);
      return { data: await timeline(ctx.db, orderWorkflow, req.params.id, actor.lang) };
    },
  );

  // ---- specialists and inputs ----
  await orderSpecialistsRoutes(app, ctx);

  // ---- attachments and pledges ----
  await orderFilesRoutes(app, ctx);

  // ---- contractors and consultants ----
  const parties = [
    ['updateConsulting', ['consultant']],
    ['updateContracter', ['contractor']],
    ['updateBoth', ['consultant', 'contractor']],
    ['updateContractorsList', ['consultant', 'contractor']],
  ] as const;
  for (const [path, which] of parties)
    r.post(
      `${B}/${path}`,
      {
        config: { access: perm('order-update') },
        schema: { response: answers({ 200: OrderWriteAnswerSchema }), tags, body: OrderPartiesSchema },
      },
      (req) =>
        orderItems.updateParties(ctx, req, actorOf(req), req.body, [...which], `${B.slice(1)}/${path}`),
    );

  // ---- signing (the signing module) and the printable order ----
  await orderSignRoutes(app, ctx);
}
