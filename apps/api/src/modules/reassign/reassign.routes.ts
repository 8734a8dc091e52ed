import {
  AttachmentListSchema,
  AttachmentReviewSchema,
  AttachmentWriteSchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  MessageResponseSchema,
  type ReassignDetails,
  ReassignDetailsSchema,
  ReassignDocumentQuerySchema,
  ReassignFlowSchema,
  ReassignHandoverRejectSchema,
  ReassignListBodySchema,
  ReassignReappointmentSchema,
  ReassignRedeliverySignSchema,
  ReassignRejectSchema,
  ReassignRowSchema,
  ReassignStoreSchema,
  ReassignUpdateSchema,
  ReassignWriteSchema,
  UsersOfTypeAnswerSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { asAnswer } from '../../lib/crud';
import { answers, fileAnswer } from '../../lib/route';
import * as orders from './reassign.service';
import * as docs from './reassign-documents.service';

/**
 * Spec 001 §7 "Re-assign and lock orders" (paths verbatim). One path serves both types (the body's
 * `type` or the order's), so routes declare `active` and the service checks the type's permission
 * (REASSIGN_PERMISSIONS: order-re-assign-index / order-lock-index, … -signature): 403 without it;
 * another company's order → 404.
 */
export async function reassignRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reassign'];
  const access = 'active' as const;
  const order = { table: 'reassign_orders' };
  const groupRow = { table: 'reassign_order_camps' };
  /** The security suite's object-scope check: this kind's rows whose file is in the store (not the demo's). */
  const attachment = (record: string) => ({
    table: 'attachments',
    rows: `t.record_type = '${record}' and t.file_key not like 'demo-%'`,
  });

  r.post(
    '/general/reassign_order/list',
    {
      config: { access },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: ReassignListBodySchema,
        response: { 200: listResponseSchema(ReassignRowSchema) },
      },
    },
    (req) => orders.list(ctx, req, { page: req.query.page, body: req.body ?? { type: 'reassign' } }),
  );
  r.post(
    '/general/reassign_order/store',
    {
      config: { access },
      schema: { response: answers({ 201: ReassignWriteSchema }), tags, body: ReassignStoreSchema },
    },
    async (req, reply) => reply.code(201).send(await orders.store(ctx, req, req.body)),
  );
  r.post(
    '/general/reassign_order/update',
    {
      config: { access },
      schema: { response: answers({ 200: ReassignWriteSchema }), tags, body: ReassignUpdateSchema },
    },
    (req) => orders.update(ctx, req, req.body),
  );
  r.get(
    '/general/reassign_order/show/:id',
    {
      config: { access, resource: order },
      schema: { tags, params: idParam, response: { 200: z.object({ data: ReassignDetailsSchema }) } },
    },
    async (req) => asAnswer<{ data: ReassignDetails }>(await orders.show(ctx, req, req.params.id)),
  );
  for (const [path, method] of [
    ['removeOrderFromGroup', 'general/reassign_order/removeOrderFromGroup'],
    ['cancel-camp', 'general/reassign_order/cancel-camp'],
  ] as const)
    r.post(
      `/general/reassign_order/${path}/:id`,
      {
        config: { access, resource: groupRow },
        schema: { response: answers({ 200: ReassignWriteSchema }), tags, params: idParam },
      },
      (req) => orders.removeCamp(ctx, req, req.params.id, method),
    );

  // Workflow actions with {id} (spec: sign, cancel, store documents form; ARCHITECTURE §3 for the rest).
  for (const [path, action] of [
    ['submit', 'submit'],
    ['sign', 'sign'],
    ['submit-payment', 'submit_payment'],
    ['cancel', 'cancel'],
  ] as const)
    r.post(
      `/general/reassign_order/${path}/:id`,
      {
        config: { access, resource: order },
        schema: { response: answers({ 200: ReassignWriteSchema }), tags, params: idParam },
      },
      (req) => orders.act(ctx, req, req.params.id, action),
    );
  // reassign_order_flow (payload reassign_order_id; reject with the reason).
  r.post(
    '/general/reassign_order_flow/approve',
    {
      config: { access },
      schema: { response: answers({ 200: ReassignWriteSchema }), tags, body: ReassignFlowSchema },
    },
    (req) => orders.act(ctx, req, req.body.reassign_order_id, 'approve'),
  );
  r.post(
    '/general/reassign_order_flow/reject',
    {
      config: { access },
      schema: { response: answers({ 200: ReassignWriteSchema }), tags, body: ReassignRejectSchema },
    },
    (req) => orders.act(ctx, req, req.body.reassign_order_id, 'reject', { reason: req.body.reason }),
  );
  r.post(
    '/general/reassign_order_flow/cancel-order',
    {
      config: { access },
      schema: { response: answers({ 200: ReassignWriteSchema }), tags, body: ReassignFlowSchema },
    },
    (req) => orders.act(ctx, req, req.body.reassign_order_id, 'cancel'),
  );

  // Re-delivery: the re-appointment, the refusal by the handover party, the two parties' signatures.
  r.post(
    '/general/reassign_order/re-appointment',
    {
      config: { access },
      schema: { response: answers({ 200: ReassignWriteSchema }), tags, body: ReassignReappointmentSchema },
    },
    (req) =>
      orders.act(ctx, req, req.body.order_id, 'book_redelivery', {
        appointment: req.body.appointment,
        minutes: req.body.minutes,
      }),
  );
  r.post(
    '/general/reassign_order/rejected-by-handover/:id',
    {
      config: { access, resource: order },
      schema: {
        response: answers({ 200: ReassignWriteSchema }),
        tags,
        params: idParam,
        body: ReassignHandoverRejectSchema,
      },
    },
    (req) => orders.act(ctx, req, req.params.id, 'reject_by_handover', { reason: req.body.reason }),
  );
  r.post(
    '/general/reassign_order/re-delivery/sign/:id',
    {
      config: { access, resource: order },
      schema: {
        response: answers({ 200: ReassignWriteSchema }),
        tags,
        params: idParam,
        body: ReassignRedeliverySignSchema,
      },
    },
    (req) => orders.signRedelivery(ctx, req, req.params.id, req.body.password),
  );

  // The users of a type, to name a form's signer (the form builder's permission, like update-form-signer).
  r.get(
    '/general/reassign_form/get-user-of-type/:type_id',
    {
      config: {
        access: { permission: 'tamplate-form-index' },
        resource: { table: 'user_types', idParam: 'type_id' },
      },
      schema: {
        response: answers({ 200: UsersOfTypeAnswerSchema }),
        tags,
        params: z.object({ type_id: z.coerce.number().int().positive().max(1000) }),
      },
    },
    (req) => orders.usersOfType(ctx, req.params.type_id),
  );

  // Documents: drawings (kroky) and payment, through the attachments mechanism.
  for (const [kind, base, listPath, record] of [
    ['kroky', '/general/reassign_kroky_documents', 'index', 'reassign_kroky'],
    ['payment', '/general/reassign_payment_documents', 'view', 'reassign_payment'],
    ['redelivery', '/general/reassign_order/re-delivery/file', 'index', 'reassign_redelivery'],
  ] as const) {
    for (const method of ['store', 'update'] as const)
      r.post(
        `${base}/${method}`,
        {
          config: { access },
          schema: {
            response: answers({ 200: AttachmentWriteSchema, 201: AttachmentWriteSchema }),
            tags,
            querystring: ReassignDocumentQuerySchema,
            consumes: ['multipart/form-data'],
          },
        },
        async (req, reply) =>
          reply
            .code(method === 'store' ? 201 : 200)
            .send(await docs.upload(ctx, req, kind, req.query.reassign_order_id, method)),
      );
    r.get(
      `${base}/${listPath}/:id`,
      {
        config: { access, resource: order },
        schema: { response: answers({ 200: AttachmentListSchema }), tags, params: idParam },
      },
      (req) => docs.listOf(ctx, req, kind, req.params.id),
    );
    r.get(
      `${base}/download/:id`,
      {
        config: { access, resource: attachment(record) },
        schema: { response: answers({ 200: fileAnswer }), tags, params: idParam },
      },
      (req, reply) => docs.download(ctx, req, reply, kind, req.params.id),
    );
    r.delete(
      `${base}/delete/:id`,
      {
        config: { access, resource: attachment(record) },
        schema: { response: answers({ 200: MessageResponseSchema }), tags, params: idParam },
      },
      (req) => docs.remove(ctx, req, kind, req.params.id),
    );
    r.post(
      `${base}/review/:id`,
      {
        config: { access, resource: attachment(record) },
        schema: {
          response: answers({ 200: AttachmentWriteSchema }),
          tags,
          params: idParam,
          body: AttachmentReviewSchema,
        },
      },
      (req) => docs.review(ctx, req, kind, req.params.id, req.body),
    );
  }
}
