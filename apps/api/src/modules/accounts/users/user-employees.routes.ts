import {
  CreateEmployeeSchema,
  EmployeeStatusSchema,
  idParam,
  UpdateEmployeeSchema,
  UserEditAnswerSchema,
  UserWriteAnswerSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { answers } from '../../../lib/route';
import { currentUser } from '../../../plugins/access';
import * as service from './users.service';

const tags = ['users'];

/** A company's employees: one created, and its own read, edited, enabled or disabled. */
export async function userEmployeesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/users/create-employee',
    {
      config: { access: { permission: 'user-employee-index' } },
      schema: { tags, response: answers({ 201: UserWriteAnswerSchema }), body: CreateEmployeeSchema },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createEmployee(ctx, req, currentUser(req), req.body)),
  );

  // A company's own employees (inferred paths, the pattern of spec §7): read, edit, enable/disable.
  // Scoped to the caller's organisation; anyone else's id (or the organisation itself) is 404.
  const employeeAccess = {
    access: { permission: 'user-employee-index' },
    resource: { table: 'users', rows: 't.parent_id is not null' },
  } as const;
  r.get(
    '/users/employees/edit/:id',
    {
      config: employeeAccess,
      schema: { tags, response: answers({ 200: UserEditAnswerSchema }), params: idParam },
    },
    (req) => service.editEmployee(ctx, req, currentUser(req), req.params.id),
  );
  r.post(
    '/users/employees/update/:id',
    {
      config: employeeAccess,
      schema: {
        tags,
        response: answers({ 200: UserWriteAnswerSchema }),
        params: idParam,
        body: UpdateEmployeeSchema,
      },
    },
    (req) => service.updateEmployee(ctx, req, currentUser(req), req.params.id, req.body),
  );
  r.post(
    '/users/employees/switch-status/:id',
    {
      config: employeeAccess,
      schema: {
        tags,
        response: answers({ 200: UserWriteAnswerSchema }),
        params: idParam,
        body: EmployeeStatusSchema,
      },
    },
    (req) => service.switchEmployeeStatus(ctx, req, currentUser(req), req.params.id, req.body.status),
  );
}
