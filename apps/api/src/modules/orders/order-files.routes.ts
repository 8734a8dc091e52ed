import {
  AttachmentListSchema,
  AttachmentWriteSchema,
  idParam,
  OrderFileReviewSchema,
  OrderNoticeSchema,
  OrderPledgeCountsSchema,
  OrderPledgeListSchema,
  OrderPledgesAnswerSchema,
  OrderRecordAnswerSchema,
  OrderRejectedFilesSchema,
  orderSlotName,
  type PermissionName,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { answers, fileAnswer } from '../../lib/route';
import * as orderFiles from './order-files.service';
import { ORDER_RECORD } from './orders.repository';
import * as orders from './orders.service';

const B = '/general/orders';
const tags = ['orders'];
const resource = { table: 'orders' };
const perm = (permission: PermissionName) => ({ permission });

/** Upload target: the order and what the file is for, in the query (the body is the file). */
const UploadQuery = z.object({
  order_id: z.coerce.number().int().positive(),
  ref_id: z.coerce.number().int().positive(),
});

/** The order's files through the attachments mechanism: uploads, reviews, lists, counts, delete, download. */
export async function orderFilesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const uploads = [
    ['uploadPledgesAttachments', 'pledge'],
    ['uploadSpecialistsAttachments', 'specialist'],
    ['uploadAttachments', 'attachment'],
  ] as const;
  for (const [path, kind] of uploads)
    r.post(
      `${B}/${path}`,
      {
        config: { access: perm('order-update') },
        schema: {
          response: answers({ 201: AttachmentWriteSchema }),
          tags,
          querystring: UploadQuery,
          consumes: ['multipart/form-data'],
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(
            await orderFiles.upload(
              ctx,
              req,
              actorOf(req),
              req.query.order_id,
              orderSlotName(kind, req.query.ref_id),
              `${B.slice(1)}/${path}`,
            ),
          ),
    );
  const reviews = [
    ['disapprovePladgeAttachment', ['pledge']],
    ['disapproveSpecialistsAttachment', ['specialist']],
    ['disapproveAttachment', ['attachment', 'pledge', 'specialist']],
  ] as const;
  for (const [path, kinds] of reviews)
    r.post(
      `${B}/${path}`,
      {
        config: { access: perm('order-processing-tsleem') },
        schema: { response: answers({ 200: AttachmentWriteSchema }), tags, body: OrderFileReviewSchema },
      },
      (req) => orderFiles.review(ctx, req, actorOf(req), req.body, [...kinds], `${B.slice(1)}/${path}`),
    );
  r.get(
    `${B}/getOrderAttachments/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { tags, params: idParam, response: { 200: AttachmentListSchema } },
    },
    (req) => orderFiles.listFiles(ctx, actorOf(req), req.params.id),
  );
  r.get(
    `${B}/getOrderPledges/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderPledgeListSchema }), tags, params: idParam },
    },
    async (req) => ({ data: (await orders.details(ctx.db, actorOf(req), req.params.id)).pledges }),
  );
  r.get(
    `${B}/getRejectedAttachment/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderRejectedFilesSchema }), tags, params: idParam },
    },
    (req) => orderFiles.rejectedFiles(ctx, actorOf(req), req.params.id),
  );
  r.get(
    `${B}/getRequiredPledgesCount/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderPledgeCountsSchema }), tags, params: idParam },
    },
    async (req) => {
      const c = await orderFiles.counts(ctx, actorOf(req), req.params.id);
      return {
        data: {
          required: c.pledge.required,
          missing: c.pledge.missing,
          pending: c.pledge.pending,
          rejected: c.pledge.rejected,
        },
      };
    },
  );
  r.get(
    `${B}/getAttachmentCount/:id`,
    {
      config: { access: perm('order-details'), resource },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags, params: idParam },
    },
    async (req) => ({ data: await orderFiles.counts(ctx, actorOf(req), req.params.id) }),
  );
  r.get(
    `${B}/required-pledges`,
    {
      config: { access: perm('order-index') },
      schema: {
        response: answers({ 200: OrderPledgesAnswerSchema }),
        tags,
        querystring: z.object({ services: z.array(z.coerce.number().int().positive()).max(50).default([]) }),
      },
    },
    (req) => orders.requiredPledges(ctx, req.query.services),
  );
  const file = { table: 'attachments', rows: `t.record_type = '${ORDER_RECORD}'` };
  r.delete(
    `${B}/deleteOrderAttachment/:id`,
    {
      config: { access: perm('order-update'), resource: file },
      schema: { response: answers({ 200: OrderNoticeSchema }), tags, params: idParam },
    },
    (req) => orderFiles.deleteFile(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    `${B}/attachments/download/:id`,
    {
      config: { access: perm('order-details'), resource: file },
      schema: { response: answers({ 200: fileAnswer }), tags, params: idParam },
    },
    (req, reply) => orderFiles.downloadFile(ctx, reply, actorOf(req), req.params.id),
  );
}
