import { orderLicenceEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { by, onOrder, said } from './order-routes.shared';
import * as reports from './reports.service';

/**
 * Doc 001 §7 "Reports" (issue 17): an approved order's achievement reports, their review, the site
 * image and the photo (the paths are the contract's `orderLicenceEndpoints`).
 */
export async function orderReportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = by('order-report-index');
  const onReport = by('order-report-index', { table: 'order_reports' });
  route(app, e.reports, opts, ({ query, body }, actor) =>
    reports.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.reportStore, opts, async ({ body }, actor) =>
    said(actor, 'report.created', await reports.store(ctx, actor, body)),
  );
  route(app, e.orderReports, onOrder('order-report-index'), ({ params, query, body }, actor) =>
    reports.list(ctx, actor, { page: query.page, body: body ?? {} }, params.id),
  );
  route(app, e.reportShow, onReport, async ({ params }, actor) => ({
    data: await reports.show(ctx.db, actor, params.id),
  }));
  route(app, e.changeReportStatus, opts, async ({ body }, actor) =>
    said(actor, 'report.done', await reports.changeStatus(ctx, actor, body)),
  );
  route(app, e.availableReport, opts, ({ body }, actor) => reports.available(ctx, actor, body.order_id));
  route(app, e.addGisImg, onReport, ({ params, query }, actor, { req }) =>
    reports.upload(ctx, actor, multipartOf(req), params.id, 'gis', query),
  );
  route(app, e.reportPhoto, onReport, ({ params }, actor, { req }) =>
    reports.upload(ctx, actor, multipartOf(req), params.id, 'photo'),
  );
  route(app, e.reportAttachments, onReport, ({ params }, actor) => reports.files(ctx, actor, params.id));
  const file = { table: 'attachments', rows: `t.record_type = '${reports.REPORT_RECORD}'` };
  route(app, e.reportDownload, by('order-report-index', file), async ({ params }, actor, { reply }) =>
    sendOpened(reply, await reports.openFile(ctx, actor, params.id)),
  );
}
