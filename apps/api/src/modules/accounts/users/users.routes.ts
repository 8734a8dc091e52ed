import {
  usersEndpoints as e,
  type FilterOption,
  type Lang,
  type PermissionName,
  USER_STATUS_LABELS,
  USER_STATUSES,
  USER_TYPES,
  type UserRow,
  type UserStatus,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { extend } from '../../../lib/extend';
import { sendOpened } from '../../../lib/files';
import { listResponse } from '../../../lib/list';
import { route } from '../../../lib/route';
import { scopeOrg } from '../../../plugins/access';
import { listContacts, listUsers } from './users.repository';
import * as service from './users.service';

const tags = ['users'];

const typeOptions = (lang: Lang) => USER_TYPES.map((t) => ({ value: t.id, label: t[lang] }));
const statusOptions = (lang: Lang) =>
  USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s][lang] }));
const withStatusText = (lang: Lang) => (row: Record<string, unknown>) =>
  extend(row, { status_text: USER_STATUS_LABELS[row.status as UserStatus]?.[lang] ?? row.status }) as UserRow;

/**
 * Spec §7 "Users" (the paths, bodies and answers are the contract's `usersEndpoints`), a company's
 * own employees (`users/create-employee`, `users/employees/*`), and the reads the screens need.
 */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const perm = (permission: PermissionName) => ({ access: { permission }, tags }) as const;
  /** The `{id}` of these routes is a users row (for the object-scope suite of test/security). */
  const byId = { ...perm('user-index'), resource: { table: 'users' } };

  // The users list, the registrations waiting for a decision, the users under an organisation.
  for (const [endpoint, permission, which] of [
    [e.list, 'user-index', undefined],
    [e.requests, 'user-request', 'request'],
    [e.employees, 'user-employee-index', 'employees'],
  ] as const)
    route(app, endpoint, perm(permission), async ({ query, body }, actor) => {
      const { page, alliances } = await listUsers(ctx.db, { page: query.page, body }, scopeOrg(actor), which);
      const types = { type_id: typeOptions(actor.lang) };
      const statuses = { status: statusOptions(actor.lang) };
      const filters: Record<string, FilterOption[]> =
        which === 'request'
          ? types
          : which === 'employees'
            ? statuses
            : { ...types, ...statuses, alliance_id: alliances };
      return listResponse({ ...page, data: page.data.map(withStatusText(actor.lang)) }, filters);
    });
  route(app, e.contacts, perm('user-contact-index'), async ({ query, body }, actor) =>
    listResponse(await listContacts(ctx.db, { page: query.page, body }, scopeOrg(actor)), {
      type_id: typeOptions(actor.lang),
    }),
  );

  route(app, e.switchStatus, { ...byId, access: { permission: 'user-request' } }, ({ params, body }, actor) =>
    service.switchStatus(ctx, actor, params.id, body),
  );
  route(app, e.updateRoles, byId, ({ params, body }, actor) =>
    service.updateRoles(ctx, actor, params.id, body.roles),
  );
  route(app, e.switchGov, byId, ({ params, body }, actor) =>
    service.switchGov(ctx, actor, params.id, body.is_government),
  );
  route(app, e.delete, byId, ({ params }, actor) => service.deleteUser(ctx, actor, params.id));
  route(app, e.store, perm('user-create'), ({ body }, actor) => service.storeUser(ctx, actor, body));
  route(app, e.edit, byId, async ({ params }, actor) => ({
    data: await service.editUser(ctx, actor, params.id),
  }));
  route(app, e.view, byId, ({ params }, actor) => service.viewUser(ctx, actor, params.id));
  route(app, e.file, { ...byId, resource: { table: 'files' } }, async ({ params }, actor, { reply }) =>
    sendOpened(reply, await service.openDocument(ctx, actor, params.id)),
  );
  route(app, e.update, byId, ({ params, body }, actor) => service.updateUser(ctx, actor, params.id, body));

  // A company's own employees (inferred paths, the pattern of spec §7): created, read, edited,
  // enabled or disabled. Scoped to the caller's organisation; anyone else's id (or the
  // organisation itself) is 404.
  const employees = perm('user-employee-index');
  const employeeById = { ...employees, resource: { table: 'users', rows: 't.parent_id is not null' } };
  route(app, e.createEmployee, employees, ({ body }, actor) => service.createEmployee(ctx, actor, body));
  route(app, e.editEmployee, employeeById, ({ params }, actor) =>
    service.editEmployee(ctx, actor, params.id),
  );
  route(app, e.updateEmployee, employeeById, ({ params, body }, actor) =>
    service.updateEmployee(ctx, actor, params.id, body),
  );
  route(app, e.switchEmployeeStatus, employeeById, ({ params, body }, actor) =>
    service.switchEmployeeStatus(ctx, actor, params.id, body.status),
  );

  route(app, e.roleOptions, { access: 'active', tags }, ({ query }, actor) =>
    service.roleOptions(ctx, actor, query.for === 'employee', query.type_id),
  );
  route(app, e.history, byId, ({ params }, actor) => service.history(ctx, actor, params.id));
}
