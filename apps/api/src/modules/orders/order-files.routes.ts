import { ordersEndpoints as e, orderSlotName } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { deleteAttachment, reviewAttachment } from '../../lib/attachments';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as orderFiles from './order-files.service';
import { by, onOrder } from './order-routes.shared';
import { ORDER_RECORD } from './orders.repository';
import * as orders from './orders.service';

/** The order's files through the attachments mechanism: uploads, reviews, lists, counts, delete, download. */
export async function orderFilesRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [endpoint, kind] of [
    [e.uploadPledgesAttachments, 'pledge'],
    [e.uploadSpecialistsAttachments, 'specialist'],
    [e.uploadAttachments, 'attachment'],
  ] as const)
    route(app, endpoint, by('order-update'), ({ query }, actor, { req }) =>
      orderFiles.upload(
        ctx,
        actor,
        multipartOf(req),
        query.order_id,
        orderSlotName(kind, query.ref_id),
        endpoint.path,
      ),
    );
  // The service checks the order and names the attachment area; lib/attachments reviews or deletes.
  for (const [endpoint, kinds] of [
    [e.disapprovePladgeAttachment, ['pledge']],
    [e.disapproveSpecialistsAttachment, ['specialist']],
    [e.disapproveAttachment, ['attachment', 'pledge', 'specialist']],
  ] as const)
    route(app, endpoint, by('order-processing-tsleem'), async ({ body }, actor) => {
      const area = await orderFiles.reviewArea(ctx, actor, body.attachment_id, [...kinds]);
      const review = { status: body.status, reason: body.reason };
      return reviewAttachment(ctx, area, actor, body.attachment_id, review, endpoint.path);
    });
  const read = onOrder('order-details');
  route(app, e.attachments, read, ({ params }, actor) => orderFiles.listFiles(ctx, actor, params.id));
  route(app, e.pledges, read, async ({ params }, actor) => ({
    data: (await orders.details(ctx.db, actor, params.id)).pledges,
  }));
  route(app, e.rejectedAttachments, read, ({ params }, actor) =>
    orderFiles.rejectedFiles(ctx, actor, params.id),
  );
  route(app, e.requiredPledgesCount, read, async ({ params }, actor) => {
    const { pledge } = await orderFiles.counts(ctx, actor, params.id);
    return {
      data: {
        required: pledge.required,
        missing: pledge.missing,
        pending: pledge.pending,
        rejected: pledge.rejected,
      },
    };
  });
  route(app, e.attachmentCount, read, async ({ params }, actor) => ({
    data: await orderFiles.counts(ctx, actor, params.id),
  }));
  route(app, e.requiredPledges, by('order-index'), ({ query }) =>
    orders.requiredPledges(ctx, query.services),
  );
  const file = { table: 'attachments', rows: `t.record_type = '${ORDER_RECORD}'` };
  route(app, e.deleteAttachment, by('order-update', file), async ({ params }, actor) => {
    const area = await orderFiles.deleteArea(ctx, actor, params.id);
    return deleteAttachment(ctx, area, actor, params.id, 'general/orders/deleteOrderAttachment');
  });
  route(app, e.download, by('order-details', file), async ({ params }, actor, { reply }) =>
    sendOpened(reply, await orderFiles.openFile(ctx, actor, params.id)),
  );
}
