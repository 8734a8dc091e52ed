import {
  CancelRequestListBodySchema,
  CancelRequestStatusSchema,
  CancelRequestStoreSchema,
  CancelRequestWriteSchema,
  HandoverSchema,
  idParam,
  LicenceExtendSchema,
  LicenceIssueSchema,
  ListQuerySchema,
  type MessageKey,
  OrderRecordAnswerSchema,
  OrderRecordListSchema,
  OrderSafetyAnswerSchema,
  OrderWriteAnswerSchema,
  type PermissionName,
  type ReadyLicence,
  ReadyLicenceSchema,
  ReasonSchema,
  ReplaceConsultantSchema,
  ReplaceContractorSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { asAnswer } from '../../lib/crud';
import { answers } from '../../lib/route';
import * as requests from './cancel-requests.service';
import * as licence from './order-licence.service';
import { orderReportsRoutes } from './order-reports.routes';

const B = '/general/orders';
const tags = ['orders'];
const resource = { table: 'orders' };
const perm = (permission: PermissionName) => ({ permission });

/**
 * Doc 001 §7 "Safety and licences", "Cancel requests", "Reports" (issue 17): what happens after an
 * order is approved. Paths verbatim; `handover/{id}`, `tracking/{id}`, the two lists and the
 * report's read are inferred (ARCHITECTURE §3).
 */
export async function orderLicenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const done = (req: { t: (k: MessageKey) => string }, key: MessageKey, data: unknown) => ({
    message: req.t(key),
    data,
  });

  // ---- safety and licences ----
  r.post(
    `${B}/add-license/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: LicenceIssueSchema,
      },
    },
    async (req) =>
      done(req, 'order.done', await licence.addLicense(ctx, actorOf(req), req.params.id, req.body)),
  );
  r.post(
    `${B}/extend_license/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: LicenceExtendSchema,
      },
    },
    async (req) =>
      done(req, 'order.done', await licence.extendLicense(ctx, actorOf(req), req.params.id, req.body)),
  );
  r.post(
    `${B}/ready-license/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { tags, params: idParam, response: { 200: z.object({ data: ReadyLicenceSchema }) } },
    },
    async (req) =>
      asAnswer<{ data: ReadyLicence }>(await licence.readyLicense(ctx, actorOf(req), req.params.id)),
  );
  r.get(
    `${B}/find-safty/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource },
      schema: { response: answers({ 200: OrderSafetyAnswerSchema }), tags, params: idParam },
    },
    (req) => licence.findSafety(ctx, actorOf(req), req.params.id),
  );
  r.post(
    `${B}/handover/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: HandoverSchema,
      },
    },
    async (req) =>
      done(req, 'order.done', await licence.handover(ctx, actorOf(req), req.params.id, req.body)),
  );
  r.post(
    `${B}/cancel-by-tsleem/:id`,
    {
      config: { access: perm('order-processing-tsleem'), resource },
      schema: {
        response: answers({ 200: OrderWriteAnswerSchema }),
        tags,
        params: idParam,
        body: ReasonSchema,
      },
    },
    async (req) =>
      done(
        req,
        'order.done',
        await licence.cancelByTsleem(ctx, actorOf(req), req.params.id, req.body.reason),
      ),
  );
  r.get(
    `${B}/tracking/:id`,
    {
      config: { access: perm('order-tracking'), resource },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags, params: idParam },
    },
    (req) => licence.tracking(ctx, actorOf(req), req.params.id),
  );

  // ---- achievement reports ----
  await orderReportsRoutes(app, ctx);

  // ---- cancel requests ----
  r.post(
    `${B}/canceled_requests`,
    {
      config: { access: perm('order-cancel-request-index') },
      schema: {
        response: answers({ 200: OrderRecordListSchema }),
        tags,
        querystring: ListQuerySchema,
        body: CancelRequestListBodySchema,
      },
    },
    (req) => requests.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    `${B}/canceled_requests/store`,
    {
      config: { access: perm('order-cancel-request-index') },
      schema: { response: answers({ 201: CancelRequestWriteSchema }), tags, body: CancelRequestStoreSchema },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(done(req, 'cancel_request.created', await requests.store(ctx, actorOf(req), req.body))),
  );
  // The owner asks to replace one party (`update_contractor` / `update_consultant`): a request of
  // that type naming the new party.
  for (const [party, schema] of [
    ['contractor', ReplaceContractorSchema],
    ['consultant', ReplaceConsultantSchema],
  ] as const)
    r.post(
      `${B}/canceled_requests/update_${party}`,
      {
        config: { access: perm('order-cancel-request-index') },
        schema: { response: answers({ 201: CancelRequestWriteSchema }), tags, body: schema },
      },
      async (req, reply) => {
        const body = req.body as { order_id: number; reason: string } & Record<string, unknown>;
        const request = await requests.store(ctx, actorOf(req), {
          order_id: body.order_id,
          type: party,
          new_party_id: body[`${party}_id`] as number,
          reason: body.reason,
        });
        return reply.code(201).send(done(req, 'cancel_request.created', request));
      },
    );
  r.post(
    `${B}/change_request_status`,
    {
      config: { access: perm('order-cancel-request-index') },
      schema: { response: answers({ 200: CancelRequestWriteSchema }), tags, body: CancelRequestStatusSchema },
    },
    async (req) => done(req, 'cancel_request.done', await requests.changeStatus(ctx, actorOf(req), req.body)),
  );
}
