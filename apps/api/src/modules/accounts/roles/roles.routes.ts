import {
  idParam,
  ListQuerySchema,
  MessageResponseSchema,
  RoleAnswerSchema,
  RoleCatalogueAnswerSchema,
  RoleListAnswerSchema,
  RoleListBodySchema,
  RoleSchema,
  RoleWriteAnswerSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { listResponse } from '../../../lib/list';
import { answers } from '../../../lib/route';
import { currentUser } from '../../../plugins/access';
import { listRoles } from './roles.repository';
import * as service from './roles.service';

const tags = ['roles'];
const access = { permission: 'user-role-index' } as const;
const resource = { table: 'roles' };

/** Roles (spec §6; §7 names `roles/delete/{id}`, the rest follows ARCHITECTURE §3). */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/roles',
    {
      config: { access },
      schema: {
        tags,
        response: answers({ 200: RoleListAnswerSchema }),
        querystring: ListQuerySchema,
        body: RoleListBodySchema,
      },
    },
    async (req) => listResponse(await listRoles(ctx.db, { page: req.query.page, body: req.body })),
  );

  r.get(
    '/roles/permissions',
    { config: { access }, schema: { response: answers({ 200: RoleCatalogueAnswerSchema }), tags } },
    () => service.catalogue(),
  );

  r.get(
    '/roles/edit/:id',
    {
      config: { access, resource },
      schema: { tags, response: answers({ 200: RoleAnswerSchema }), params: idParam },
    },
    (req) => service.editRole(ctx, req.params.id),
  );

  r.post(
    '/roles/store',
    {
      config: { access },
      schema: { tags, response: answers({ 201: RoleWriteAnswerSchema }), body: RoleSchema },
    },
    async (req, reply) => reply.code(201).send(await service.storeRole(ctx, req, currentUser(req), req.body)),
  );

  r.post(
    '/roles/update/:id',
    {
      config: { access, resource },
      schema: { tags, response: answers({ 200: RoleWriteAnswerSchema }), params: idParam, body: RoleSchema },
    },
    (req) => service.updateRole(ctx, req, currentUser(req), req.params.id, req.body),
  );

  r.post(
    '/roles/delete/:id',
    {
      config: { access, resource },
      schema: { tags, response: answers({ 200: MessageResponseSchema }), params: idParam },
    },
    (req) => service.deleteRole(ctx, req, currentUser(req), req.params.id),
  );
}
