import { tempLicencesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { deleteAttachment } from '../../lib/attachments';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { krokyOf } from './licences.shared';
import { tempLicenceFormsRoutes } from './temp-licence-forms.routes';
import * as orders from './temp-licence-orders.service';
import * as licences from './temp-licences.service';

const ORDER_BASE = '/general/temp_license_order';
const KROKY = '/general/temp_license_order_kroky_documents';
/** The company's orders (list, file, change, withdraw, drawings). */
const ORDERS = { permission: 'temp-licenses-order-index' } as const;
/** The authority's processing: approve/reject orders, issued licences (/licenses). */
const PROCESS = { permission: 'order-tmp-license-index' } as const;
/** The section: the printed licence. */
const SECTION = { permission: 'temp' } as const;

/**
 * Spec 001 §7 "Temporary licences" (the paths, bodies and answers are the contract's
 * `tempLicencesEndpoints`): general/temp_license_order (list, create, store, edit, update, destroy,
 * view/{id}), temp_license_order_form/get-questions-form/{7}, temp_license_order_kroky_documents
 * (store, delete/{id}), general/temp_licenses (list, create, store, edit, update, destroy).
 * Inferred: approve/reject/ready of an order and general/temp_license_forms (the temporary-licence
 * forms on the templates engine).
 */
export async function tempLicencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['temp-licences'];

  // ---- orders ----
  const orderOpts = { access: ORDERS, tags };
  const orderById = { ...orderOpts, resource: { table: 'temp_license_orders' } };
  route(app, e.orderList, orderOpts, ({ query, body }, actor) =>
    orders.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.orderCreate, orderOpts, (_, actor) => orders.createData(ctx, actor));
  route(app, e.orderQuestionsForm, { ...orderOpts, resource: { table: 'forms' } }, ({ params }, actor) =>
    orders.questionsForm(ctx, actor, params.id),
  );
  route(app, e.orderStore, orderOpts, ({ body }, actor) => orders.store(ctx, actor, body));
  for (const endpoint of [e.orderView, e.orderEdit])
    route(app, endpoint, orderById, ({ params }, actor) => orders.view(ctx, actor, params.id));
  route(app, e.orderReady, { ...orderById, access: SECTION }, ({ params }, actor) =>
    orders.ready(ctx, actor, params.id),
  );
  route(app, e.orderUpdate, orderById, ({ params, body }, actor) =>
    orders.update(ctx, actor, params.id, body),
  );
  route(app, e.orderDestroy, orderById, ({ params }, actor) =>
    orders.act(ctx, actor, params.id, 'cancel', {}),
  );
  for (const [endpoint, action] of [
    [e.orderApprove, 'approve'],
    [e.orderReject, 'reject'],
  ] as const)
    route(app, endpoint, { ...orderById, access: PROCESS }, ({ params, body }, actor) =>
      orders.act(ctx, actor, params.id, action, (body ?? {}) as Record<string, unknown>),
    );

  // ---- drawings (kroky) through the attachments mechanism ----
  const kroky = krokyOf(orders.tempOrderAttachments, ORDER_BASE);
  route(app, e.krokyStore, orderOpts, ({ query }, actor, { req }) =>
    kroky.upload(ctx, actor, multipartOf(req), query.temp_license_order_id, `${KROKY}/store`),
  );
  route(
    app,
    e.krokyDelete,
    { ...orderOpts, resource: { table: 'attachments', rows: "t.record_type = 'temp_license_order'" } },
    ({ params }, actor) => deleteAttachment(ctx, kroky.area, actor, params.id, `${KROKY}/delete`),
  );
  await attachmentRoutes(app, ctx, {
    ...orders.tempOrderAttachments,
    base: ORDER_BASE,
    tags,
    access: { read: ORDERS, upload: ORDERS, review: PROCESS, delete: ORDERS },
    recordTable: 'temp_license_orders',
  });

  // ---- issued licences (/licenses) ----
  const licenceOpts = { access: PROCESS, tags };
  const licenceById = { ...licenceOpts, resource: { table: 'temp_licenses' } };
  route(app, e.licenceList, licenceOpts, ({ query, body }, actor) =>
    licences.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.licenceCreate, licenceOpts, (_, actor) => licences.createData(ctx, actor));
  route(app, e.licenceEdit, licenceById, ({ params }, actor) => licences.edit(ctx, actor, params.id));
  route(app, e.licenceStore, licenceOpts, ({ body }, actor) => licences.store(ctx, actor, body));
  route(app, e.licenceUpdate, licenceById, ({ params, body }, actor) =>
    licences.update(ctx, actor, params.id, body),
  );
  route(app, e.licenceDestroy, licenceById, ({ params }, actor) => licences.destroy(ctx, actor, params.id));

  // ---- temporary-licence forms (/temp-licenses-forms) ----
  await tempLicenceFormsRoutes(app, ctx);
}
