import { reassignEndpoints as e, type ReassignDetails } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { deleteAttachment, reviewAttachment } from '../../lib/attachments';
import { asAnswer } from '../../lib/crud';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as orders from './reassign.service';
import * as docs from './reassign-documents.service';

/**
 * Spec 001 §7 "Re-assign and lock orders" (the paths, bodies and answers are the contract's
 * `reassignEndpoints`). One path serves both types (the body's `type` or the order's), so routes
 * declare `active` and the service checks the type's permission (REASSIGN_PERMISSIONS:
 * order-re-assign-index / order-lock-index, … -signature): 403 without it; another company's
 * order → 404.
 */
export async function reassignRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['reassign'];
  const opts = { access: 'active', tags } as const;
  const byOrder = { ...opts, resource: { table: 'reassign_orders' } };
  const byGroupRow = { ...opts, resource: { table: 'reassign_order_camps' } };
  /** The security suite's object-scope check: this kind's rows whose file is in the store (not the demo's). */
  const byAttachment = (record: string) => ({
    ...opts,
    resource: { table: 'attachments', rows: `t.record_type = '${record}' and t.file_key not like 'demo-%'` },
  });

  route(app, e.list, opts, ({ query, body }, actor) =>
    orders.list(ctx, actor, { page: query.page, body: body ?? { type: 'reassign' } }),
  );
  route(app, e.store, opts, ({ body }, actor) => orders.store(ctx, actor, body));
  route(app, e.update, opts, ({ body }, actor) => orders.update(ctx, actor, body));
  route(app, e.show, byOrder, async ({ params }, actor) =>
    asAnswer<{ data: ReassignDetails }>(await orders.show(ctx, actor, params.id)),
  );
  for (const [endpoint, method] of [
    [e.removeOrderFromGroup, 'general/reassign_order/removeOrderFromGroup'],
    [e.cancelCamp, 'general/reassign_order/cancel-camp'],
  ] as const)
    route(app, endpoint, byGroupRow, ({ params }, actor) => orders.removeCamp(ctx, actor, params.id, method));

  // Workflow actions with {id} (spec: sign, cancel, store documents form; ARCHITECTURE §3 for the rest).
  for (const [endpoint, action] of [
    [e.submit, 'submit'],
    [e.sign, 'sign'],
    [e.submitPayment, 'submit_payment'],
    [e.cancel, 'cancel'],
  ] as const)
    route(app, endpoint, byOrder, ({ params }, actor) => orders.act(ctx, actor, params.id, action));
  // reassign_order_flow (payload reassign_order_id; reject with the reason).
  route(app, e.flowApprove, opts, ({ body }, actor) =>
    orders.act(ctx, actor, body.reassign_order_id, 'approve'),
  );
  route(app, e.flowReject, opts, ({ body }, actor) =>
    orders.act(ctx, actor, body.reassign_order_id, 'reject', { reason: body.reason }),
  );
  route(app, e.flowCancel, opts, ({ body }, actor) =>
    orders.act(ctx, actor, body.reassign_order_id, 'cancel'),
  );

  // Re-delivery: the re-appointment, the refusal by the handover party, the two parties' signatures.
  route(app, e.reappointment, opts, ({ body }, actor) =>
    orders.act(ctx, actor, body.order_id, 'book_redelivery', {
      appointment: body.appointment,
      minutes: body.minutes,
    }),
  );
  route(app, e.rejectedByHandover, byOrder, ({ params, body }, actor) =>
    orders.act(ctx, actor, params.id, 'reject_by_handover', { reason: body.reason }),
  );
  route(app, e.redeliverySign, byOrder, ({ params, body }, actor) =>
    orders.signRedelivery(ctx, actor, params.id, body.password),
  );

  // The users of a type, to name a form's signer (the form builder's permission, like update-form-signer).
  route(
    app,
    e.usersOfType,
    {
      access: { permission: 'tamplate-form-index' },
      resource: { table: 'user_types', idParam: 'type_id' },
      tags,
    },
    ({ params }) => orders.usersOfType(ctx, params.type_id),
  );

  // Documents: drawings (kroky), payment and the re-delivery file, through the attachments mechanism.
  for (const [kind, ends, record] of [
    ['kroky', e.krokyDocuments, 'reassign_kroky'],
    ['payment', e.paymentDocuments, 'reassign_payment'],
    ['redelivery', e.redeliveryFile, 'reassign_redelivery'],
  ] as const) {
    const byFile = byAttachment(record);
    for (const [endpoint, method] of [
      [ends.store, 'store'],
      [ends.update, 'update'],
    ] as const)
      route(app, endpoint, opts, ({ query }, actor, { req }) =>
        docs.upload(ctx, actor, multipartOf(req), kind, query.reassign_order_id, method),
      );
    route(app, ends.list, byOrder, ({ params }, actor) => docs.listOf(ctx, actor, kind, params.id));
    route(app, ends.download, byFile, async ({ params }, actor, { reply }) =>
      sendOpened(reply, await docs.open(ctx, actor, kind, params.id)),
    );
    route(app, ends.delete, byFile, async ({ params }, actor) => {
      const t = await docs.removable(ctx, actor, kind, params.id);
      return deleteAttachment(ctx, t.area, actor, params.id, t.method);
    });
    route(app, ends.review, byFile, async ({ params, body }, actor) => {
      const t = await docs.reviewable(ctx, actor, kind, params.id);
      return reviewAttachment(ctx, t.area, actor, params.id, body, t.method);
    });
  }
}
