import { defineEndpoint, MessageResponseSchema } from '../endpoint';
import { ListQuerySchema } from '../list';
import {
  RoleAnswerSchema,
  RoleCatalogueAnswerSchema,
  RoleListAnswerSchema,
  RoleListBodySchema,
  RoleSchema,
  RoleWriteAnswerSchema,
} from './roles';

/** Roles (spec §6; §7 names `roles/delete/{id}`, the rest follows ARCHITECTURE §3). */
export const rolesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: 'roles',
    query: ListQuerySchema,
    body: RoleListBodySchema,
    response: RoleListAnswerSchema,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: 'roles/permissions',
    response: RoleCatalogueAnswerSchema,
  }),
  edit: defineEndpoint({ method: 'GET', path: 'roles/edit/{id}', response: RoleAnswerSchema }),
  store: defineEndpoint({
    method: 'POST',
    path: 'roles/store',
    body: RoleSchema,
    status: 201,
    response: RoleWriteAnswerSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: 'roles/update/{id}',
    body: RoleSchema,
    response: RoleWriteAnswerSchema,
  }),
  delete: defineEndpoint({ method: 'POST', path: 'roles/delete/{id}', response: MessageResponseSchema }),
};
