import { reportsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import * as archive from './archive.service';
import * as reports from './reports.service';

/** Reports (`/log-system`, `/logs`, `/sms`) and the season archive (`/db-archive`). */
export async function reportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['reports'];
  const of = (query: { page: number }, body: Record<string, unknown> | undefined) => ({
    page: query.page,
    body: body ?? {},
  });
  route(app, e.callLog, { access: { permission: 'reports-system-log' }, tags }, ({ query, body }, actor) =>
    reports.callLog(ctx, actor, of(query, body)),
  );
  route(app, e.accessLog, { access: { permission: 'reports-log' }, tags }, ({ query, body }, actor) =>
    reports.accessLog(ctx, actor, of(query, body)),
  );
  route(app, e.smsLog, { access: { permission: 'reports-sms' }, tags }, ({ query, body }, actor) =>
    reports.smsLog(ctx, actor, of(query, body)),
  );

  const admin = { access: { permission: 'archive-index' } as const, tags: ['archive'] };
  const record = { table: 'db_archives' };
  route(app, e.archives, admin, ({ query, body }, actor) => archive.list(ctx, actor, of(query, body)));
  route(app, e.archiveStore, admin, ({ body }, actor) => archive.store(ctx, actor, body));
  route(app, e.archiveActivate, { ...admin, resource: record }, ({ params, body }, actor) =>
    archive.activate(ctx, actor, params.id, body),
  );
  route(app, e.archiveDownload, { ...admin, resource: record }, async ({ params }, actor, { reply }) =>
    sendOpened(
      reply.header('cache-control', 'private, no-store'),
      await archive.download(ctx, actor, params.id),
    ),
  );
}
