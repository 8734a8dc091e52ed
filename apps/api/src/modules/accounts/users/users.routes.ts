import {
  idParam,
  ListQuerySchema,
  listResponseSchema,
  RoleOptionsAnswerSchema,
  SwitchGovSchema,
  SwitchUserStatusSchema,
  UpdateUserRoleSchema,
  USER_STATUS_LABELS,
  USER_STATUSES,
  USER_TYPES,
  UserContactsBodySchema,
  UserContactsListSchema,
  UserDeletedAnswerSchema,
  UserEditAnswerSchema,
  UserHistoryAnswerSchema,
  UserListBodySchema,
  UserRolesAnswerSchema,
  type UserRow,
  UserRowSchema,
  type UserStatus,
  UserStoreSchema,
  UserUpdateSchema,
  UserViewAnswerSchema,
  UserWriteAnswerSchema,
} from '@mashaer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { listResponse } from '../../../lib/list';
import { answers, fileAnswer } from '../../../lib/route';
import { currentUser, scopeOrg } from '../../../plugins/access';
import { userEmployeesRoutes } from './user-employees.routes';
import { listContacts, listUsers } from './users.repository';
import * as service from './users.service';

const tags = ['users'];
/** The `:id` of these routes is a users row (for the object-scope suite of test/security). */
const userResource = { table: 'users' };

const typeOptions = (req: FastifyRequest) => USER_TYPES.map((t) => ({ value: t.id, label: t[req.lang] }));
const statusOptions = (req: FastifyRequest) =>
  USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s][req.lang] }));
const withStatusText = (req: FastifyRequest) => (row: Record<string, unknown>) =>
  ({
    ...row,
    status_text: USER_STATUS_LABELS[row.status as UserStatus]?.[req.lang] ?? row.status,
  }) as UserRow;

/** Spec §7 "Users" (paths verbatim), plus the reads the screens need. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = {
    tags,
    querystring: ListQuerySchema,
    body: UserListBodySchema,
    response: { 200: listResponseSchema(UserRowSchema) },
  };

  r.post('/users', { config: { access: { permission: 'user-index' } }, schema: list }, async (req) => {
    const { page, alliances } = await listUsers(
      ctx.db,
      { page: req.query.page, body: req.body },
      scopeOrg(currentUser(req)),
    );
    return listResponse(
      { ...page, data: page.data.map(withStatusText(req)) },
      { type_id: typeOptions(req), status: statusOptions(req), alliance_id: alliances },
    );
  });

  // /users/request: registrations waiting for a decision.
  r.post(
    '/users/request',
    { config: { access: { permission: 'user-request' } }, schema: list },
    async (req) => {
      const { page } = await listUsers(
        ctx.db,
        { page: req.query.page, body: req.body },
        scopeOrg(currentUser(req)),
        'request',
      );
      return listResponse(
        { ...page, data: page.data.map(withStatusText(req)) },
        { type_id: typeOptions(req) },
      );
    },
  );

  // /employees: the users under an organisation (the caller's own, for a company).
  r.post(
    '/users/employees',
    { config: { access: { permission: 'user-employee-index' } }, schema: list },
    async (req) => {
      const { page } = await listUsers(
        ctx.db,
        { page: req.query.page, body: req.body },
        scopeOrg(currentUser(req)),
        'employees',
      );
      return listResponse(
        { ...page, data: page.data.map(withStatusText(req)) },
        { status: statusOptions(req) },
      );
    },
  );

  r.post(
    '/user-contacts',
    {
      config: { access: { permission: 'user-contact-index' } },
      schema: {
        tags,
        response: answers({ 200: UserContactsListSchema }),
        querystring: ListQuerySchema,
        body: UserContactsBodySchema,
      },
    },
    async (req) => {
      const page = await listContacts(
        ctx.db,
        { page: req.query.page, body: req.body },
        scopeOrg(currentUser(req)),
      );
      return listResponse(page, { type_id: typeOptions(req) });
    },
  );

  r.post(
    '/users/switch-user-status/:id',
    {
      config: { access: { permission: 'user-request' }, resource: userResource },
      schema: {
        tags,
        response: answers({ 200: UserWriteAnswerSchema }),
        params: idParam,
        body: SwitchUserStatusSchema,
      },
    },
    (req) => service.switchStatus(ctx, req, currentUser(req), req.params.id, req.body),
  );

  r.post(
    '/users/update-user-role/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: {
        tags,
        response: answers({ 200: UserRolesAnswerSchema }),
        params: idParam,
        body: UpdateUserRoleSchema,
      },
    },
    (req) => service.updateRoles(ctx, req, currentUser(req), req.params.id, req.body.roles),
  );

  r.post(
    '/users/switch-gov/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: {
        tags,
        response: answers({ 200: UserWriteAnswerSchema }),
        params: idParam,
        body: SwitchGovSchema,
      },
    },
    (req) => service.switchGov(ctx, req, currentUser(req), req.params.id, req.body.is_government),
  );

  r.post(
    '/users/delete/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: { tags, response: answers({ 200: UserDeletedAnswerSchema }), params: idParam },
    },
    (req) => service.deleteUser(ctx, req, currentUser(req), req.params.id),
  );

  r.post(
    '/users/store',
    {
      config: { access: { permission: 'user-create' } },
      schema: { tags, response: answers({ 201: UserWriteAnswerSchema }), body: UserStoreSchema },
    },
    async (req, reply) => reply.code(201).send(await service.storeUser(ctx, req, currentUser(req), req.body)),
  );

  r.get(
    '/users/edit/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: { tags, response: answers({ 200: UserEditAnswerSchema }), params: idParam },
    },
    async (req) => ({ data: await service.editUser(ctx, req, currentUser(req), req.params.id) }),
  );

  r.get(
    '/users/view/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: { tags, response: answers({ 200: UserViewAnswerSchema }), params: idParam },
    },
    (req) => service.viewUser(ctx, req, currentUser(req), req.params.id),
  );

  r.get(
    '/users/file/:id',
    {
      config: { access: { permission: 'user-index' }, resource: { table: 'files' } },
      schema: { tags, response: answers({ 200: fileAnswer }), params: idParam },
    },
    (req, reply) => service.sendDocument(ctx, reply, currentUser(req), req.params.id),
  );

  r.post(
    '/users/update/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: {
        tags,
        response: answers({ 200: UserWriteAnswerSchema }),
        params: idParam,
        body: UserUpdateSchema,
      },
    },
    (req) => service.updateUser(ctx, req, currentUser(req), req.params.id, req.body),
  );

  await userEmployeesRoutes(app, ctx);

  r.get(
    '/users/role-options',
    {
      config: { access: 'active' },
      schema: {
        response: answers({ 200: RoleOptionsAnswerSchema }),
        tags,
        querystring: z.object({
          for: z.enum(['employee']).optional(),
          type_id: z.coerce.number().int().positive().optional(),
        }),
      },
    },
    (req) => service.roleOptions(ctx, currentUser(req), req.query.for === 'employee', req.query.type_id),
  );

  r.get(
    '/users/history/:id',
    {
      config: { access: { permission: 'user-index' }, resource: userResource },
      schema: { tags, response: answers({ 200: UserHistoryAnswerSchema }), params: idParam },
    },
    (req) => service.history(ctx, currentUser(req), req.params.id),
  );
}
