import { campsEndpoints as e, type PermissionName } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendFile } from '../../lib/files';
import { listResponse } from '../../lib/list';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as assignments from './assignments.service';

const perm = (permission: PermissionName) => ({ permission }) as const;

/**
 * Camp assignments (a company's own under row scope, the authority's lifecycle) and the deliveries
 * register: the assignments with their delivery status.
 */
export async function campAssignmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['camps'];
  const resource = { table: 'assign_camps' };
  const authority = { access: perm('delivery-camp-index'), tags };
  const byId = { ...authority, resource };
  const company = { access: perm('delivery-assign-index'), tags };
  const companyById = { ...company, resource };

  route(app, e.assignList, company, async ({ query, body }, actor) =>
    listResponse(await assignments.list(ctx, actor, { page: query.page, body })),
  );
  route(app, e.assignEdit, byId, ({ params }, actor) => assignments.show(ctx, actor, params.id));
  route(app, e.assignEditByCompany, companyById, ({ params }, actor) =>
    assignments.show(ctx, actor, params.id),
  );
  route(app, e.assignStore, authority, ({ body }, actor) => assignments.assign(ctx, actor, body));
  route(app, e.assignUpdate, byId, ({ params, body }, actor) =>
    assignments.updateAssignation(ctx, actor, params.id, body),
  );
  route(app, e.assignUpdateByCompany, companyById, ({ params, body }, actor) =>
    assignments.updateByCompany(ctx, actor, params.id, body),
  );
  route(app, e.assignDelete, byId, ({ params }, actor) => assignments.remove(ctx, actor, params.id));
  route(app, e.assignChangeCountry, company, ({ body }, actor) =>
    assignments.changeCountry(ctx, actor, body),
  );
  route(app, e.assignChangeStatus, { access: perm('delivery'), tags, resource }, ({ params, body }, actor) =>
    assignments.changeStatus(ctx, actor, params.id, body),
  );
  for (const endpoint of [e.assignAttachmentsStore, e.assignAttachmentsUpdate])
    route(app, endpoint, company, (_, actor, { req }) =>
      assignments.saveAttachments(ctx, actor, multipartOf(req), endpoint.path),
    );
  for (const [endpoint, field] of [
    [e.assignKroky, 'kroky'],
    [e.assignFile, 'assign_file'],
  ] as const)
    route(app, endpoint, companyById, async ({ params }, actor, { reply }) =>
      sendFile(ctx, reply, await assignments.download(ctx, actor, params.id, field)),
    );

  // ---- deliveries register: the assignments with their delivery status ----
  route(app, e.deliveries, { access: perm('delivery'), tags }, async ({ query, body }, actor) =>
    listResponse(await assignments.list(ctx, actor, { page: query.page, body })),
  );
}
