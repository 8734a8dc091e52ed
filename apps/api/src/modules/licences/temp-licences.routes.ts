import {
  AttachmentWriteSchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  TempCreateDataSchema,
  TempKrokyQuerySchema,
  TempLicenceCreateDataSchema,
  TempLicenceEditSchema,
  TempLicenceListBodySchema,
  TempLicenceRowSchema,
  TempLicenceSchema,
  TempNoticeSchema,
  TempOrderActionSchema,
  TempOrderListBodySchema,
  TempOrderRowSchema,
  TempOrderStoreSchema,
  TempOrderUpdateSchema,
  TempOrderViewSchema,
  TempRecordAnswerSchema,
  TempWriteSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { deleteAttachment, uploadAttachment } from '../../lib/attachments';
import { answers } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { currentUser } from '../../plugins/access';
import { tempLicenceFormsRoutes } from './temp-licence-forms.routes';
import * as orders from './temp-licence-orders.service';
import * as licences from './temp-licences.service';

const ORDER_BASE = '/general/temp_license_order';
const KROKY = '/general/temp_license_order_kroky_documents';
const LICENCES = '/general/temp_licenses';
/** The company's orders (list, file, change, withdraw, drawings). */
const ORDERS = { permission: 'temp-licenses-order-index' } as const;
/** The authority's processing: approve/reject orders, issued licences (/licenses). */
const PROCESS = { permission: 'order-tmp-license-index' } as const;
/** The section: the printed licence. */
const SECTION = { permission: 'temp' } as const;
const order = { table: 'temp_license_orders' };
const licence = { table: 'temp_licenses' };

/**
 * Spec 001 §7 "Temporary licences": general/temp_license_order (list, create, store, edit,
 * update, destroy, view/{id}), temp_license_order_form/get-questions-form/{7},
 * temp_license_order_kroky_documents (store, delete/{id}), general/temp_licenses (list, create,
 * store, edit, update, destroy). Inferred: approve/reject/ready of an order and
 * general/temp_license_forms (the temporary-licence forms on the templates engine).
 */
export async function tempLicencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['temp-licences'];
  const user = currentUser;

  // ---- orders ----
  r.post(
    ORDER_BASE,
    {
      config: { access: ORDERS },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: TempOrderListBodySchema,
        response: { 200: listResponseSchema(TempOrderRowSchema) },
      },
    },
    (req) => orders.list(ctx, req, user(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    `${ORDER_BASE}/create`,
    { config: { access: ORDERS }, schema: { tags, response: recordResponseSchema(TempCreateDataSchema) } },
    (req) => orders.createData(ctx, req, user(req)),
  );
  r.get(
    '/general/temp_license_order_form/get-questions-form/:id',
    {
      config: { access: ORDERS, resource: { table: 'forms' } },
      schema: { response: answers({ 200: TempRecordAnswerSchema }), tags, params: idParam },
    },
    (req) => orders.questionsForm(ctx, req, user(req), req.params.id),
  );
  r.post(
    `${ORDER_BASE}/store`,
    {
      config: { access: ORDERS },
      schema: { response: answers({ 201: TempWriteSchema }), tags, body: TempOrderStoreSchema },
    },
    async (req, reply) => reply.code(201).send(await orders.store(ctx, req, user(req), req.body)),
  );
  for (const path of ['view', 'edit'])
    r.get(
      `${ORDER_BASE}/${path}/:id`,
      {
        config: { access: ORDERS, resource: order },
        schema: { tags, params: idParam, response: recordResponseSchema(TempOrderViewSchema) },
      },
      (req) => orders.view(ctx, req, user(req), req.params.id),
    );
  r.get(
    `${ORDER_BASE}/ready/:id`,
    {
      config: { access: SECTION, resource: order },
      schema: { tags, params: idParam, response: recordResponseSchema(TempOrderViewSchema) },
    },
    (req) => orders.ready(ctx, req, user(req), req.params.id),
  );
  r.post(
    `${ORDER_BASE}/update/:id`,
    {
      config: { access: ORDERS, resource: order },
      schema: {
        response: answers({ 200: TempWriteSchema }),
        tags,
        params: idParam,
        body: TempOrderUpdateSchema,
      },
    },
    (req) => orders.update(ctx, req, user(req), req.params.id, req.body),
  );
  r.delete(
    `${ORDER_BASE}/destroy/:id`,
    {
      config: { access: ORDERS, resource: order },
      schema: { response: answers({ 200: TempWriteSchema }), tags, params: idParam },
    },
    (req) => orders.act(ctx, req, req.params.id, 'cancel', {}),
  );
  for (const action of ['approve', 'reject'] as const)
    r.post(
      `${ORDER_BASE}/${action}/:id`,
      {
        config: { access: PROCESS, resource: order },
        schema: {
          response: answers({ 200: TempWriteSchema }),
          tags,
          params: idParam,
          body: TempOrderActionSchema.optional(),
        },
      },
      (req) => orders.act(ctx, req, req.params.id, action, (req.body ?? {}) as Record<string, unknown>),
    );

  // ---- drawings (kroky) through the attachments mechanism ----
  const area = {
    ...orders.tempOrderAttachments,
    downloadUrl: (id: number) => `/api${ORDER_BASE}/attachments/download/${id}`,
  };
  r.post(
    `${KROKY}/store`,
    {
      config: { access: ORDERS },
      schema: {
        response: answers({ 201: AttachmentWriteSchema }),
        tags,
        querystring: TempKrokyQuerySchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await uploadAttachment(
            ctx,
            multipartOf(req),
            area,
            actorOf(req),
            req.query.temp_license_order_id,
            'kroky',
            `${KROKY}/store`,
          ),
        ),
  );
  r.delete(
    `${KROKY}/delete/:id`,
    {
      config: {
        access: ORDERS,
        resource: { table: 'attachments', rows: "t.record_type = 'temp_license_order'" },
      },
      schema: { response: answers({ 200: TempNoticeSchema }), tags, params: idParam },
    },
    (req) => deleteAttachment(ctx, req, area, user(req), req.params.id, `${KROKY}/delete`),
  );
  await attachmentRoutes(app, ctx, {
    ...orders.tempOrderAttachments,
    base: ORDER_BASE,
    tags,
    access: { read: ORDERS, upload: ORDERS, review: PROCESS, delete: ORDERS },
    recordTable: 'temp_license_orders',
  });

  // ---- issued licences (/licenses) ----
  r.post(
    LICENCES,
    {
      config: { access: PROCESS },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: TempLicenceListBodySchema,
        response: { 200: listResponseSchema(TempLicenceRowSchema) },
      },
    },
    (req) => licences.list(ctx, req, user(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    `${LICENCES}/create`,
    {
      config: { access: PROCESS },
      schema: { response: answers({ 200: TempLicenceCreateDataSchema }), tags },
    },
    (req) => licences.createData(ctx, req, user(req)),
  );
  r.get(
    `${LICENCES}/edit/:id`,
    {
      config: { access: PROCESS, resource: licence },
      schema: { tags, params: idParam, response: recordResponseSchema(TempLicenceEditSchema) },
    },
    (req) => licences.edit(ctx, req, user(req), req.params.id),
  );
  r.post(
    `${LICENCES}/store`,
    {
      config: { access: PROCESS },
      schema: { response: answers({ 201: TempWriteSchema }), tags, body: TempLicenceSchema },
    },
    async (req, reply) => reply.code(201).send(await licences.store(ctx, req, user(req), req.body)),
  );
  r.post(
    `${LICENCES}/update/:id`,
    {
      config: { access: PROCESS, resource: licence },
      schema: { response: answers({ 200: TempWriteSchema }), tags, params: idParam, body: TempLicenceSchema },
    },
    (req) => licences.update(ctx, req, user(req), req.params.id, req.body),
  );
  r.delete(
    `${LICENCES}/destroy/:id`,
    {
      config: { access: PROCESS, resource: licence },
      schema: { response: answers({ 200: TempNoticeSchema }), tags, params: idParam },
    },
    (req) => licences.destroy(ctx, req, user(req), req.params.id),
  );

  // ---- temporary-licence forms (/temp-licenses-forms) ----
  await tempLicenceFormsRoutes(app, ctx);
}
