import { rolesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { listResponse } from '../../../lib/list';
import { route } from '../../../lib/route';
import { listRoles } from './roles.repository';
import * as service from './roles.service';

/** Roles (spec §6; §7 names `roles/delete/{id}`, the rest follows ARCHITECTURE §3): `rolesEndpoints`. */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = { access: { permission: 'user-role-index' } as const, tags: ['roles'] };
  const byId = { ...opts, resource: { table: 'roles' } };

  route(app, e.list, opts, async ({ query, body }) =>
    listResponse(await listRoles(ctx.db, { page: query.page, body })),
  );
  route(app, e.permissions, opts, () => service.catalogue());
  route(app, e.edit, byId, ({ params }) => service.editRole(ctx, params.id));
  route(app, e.store, opts, ({ body }, actor) => service.storeRole(ctx, actor, body));
  route(app, e.update, byId, ({ params, body }, actor) => service.updateRole(ctx, actor, params.id, body));
  route(app, e.delete, byId, ({ params }, actor) => service.deleteRole(ctx, actor, params.id));
}
