import { z } from 'zod';
import { defineEndpoint, FileResponseSchema } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import { UserRowSchema } from './accounts-records';
import {
  CreateEmployeeSchema,
  EmployeeStatusSchema,
  SwitchGovSchema,
  SwitchUserStatusSchema,
  UpdateEmployeeSchema,
  UpdateUserRoleSchema,
  UserContactsBodySchema,
  UserListBodySchema,
  UserStoreSchema,
  UserUpdateSchema,
} from './users';
import {
  RoleOptionsAnswerSchema,
  UserContactsListSchema,
  UserDeletedAnswerSchema,
  UserEditAnswerSchema,
  UserHistoryAnswerSchema,
  UserRolesAnswerSchema,
  UserViewAnswerSchema,
  UserWriteAnswerSchema,
} from './users-answers';

/** One page of accounts (the users list, the registration requests, an organisation's employees). */
const userList = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    query: ListQuerySchema,
    body: UserListBodySchema,
    response: listResponseSchema(UserRowSchema),
  });

/** A write on the account `{id}` answering the account. */
const userWrite = <P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineEndpoint({ method: 'POST', path, body, response: UserWriteAnswerSchema });

/** Spec §7 "Users" (paths verbatim), a company's own employees, and the reads the screens need. */
export const usersEndpoints = {
  list: userList('users'),
  requests: userList('users/request'),
  employees: userList('users/employees'),
  contacts: defineEndpoint({
    method: 'POST',
    path: 'user-contacts',
    query: ListQuerySchema,
    body: UserContactsBodySchema,
    response: UserContactsListSchema,
  }),
  switchStatus: userWrite('users/switch-user-status/{id}', SwitchUserStatusSchema),
  updateRoles: defineEndpoint({
    method: 'POST',
    path: 'users/update-user-role/{id}',
    body: UpdateUserRoleSchema,
    response: UserRolesAnswerSchema,
  }),
  switchGov: userWrite('users/switch-gov/{id}', SwitchGovSchema),
  delete: defineEndpoint({ method: 'POST', path: 'users/delete/{id}', response: UserDeletedAnswerSchema }),
  store: defineEndpoint({
    method: 'POST',
    path: 'users/store',
    body: UserStoreSchema,
    status: 201,
    response: UserWriteAnswerSchema,
  }),
  edit: defineEndpoint({ method: 'GET', path: 'users/edit/{id}', response: UserEditAnswerSchema }),
  view: defineEndpoint({ method: 'GET', path: 'users/view/{id}', response: UserViewAnswerSchema }),
  file: defineEndpoint({ method: 'GET', path: 'users/file/{id}', response: FileResponseSchema }),
  update: userWrite('users/update/{id}', UserUpdateSchema),
  roleOptions: defineEndpoint({
    method: 'GET',
    path: 'users/role-options',
    query: z.object({
      for: z.enum(['employee']).optional(),
      type_id: z.coerce.number().int().positive().optional(),
    }),
    response: RoleOptionsAnswerSchema,
  }),
  history: defineEndpoint({ method: 'GET', path: 'users/history/{id}', response: UserHistoryAnswerSchema }),
  createEmployee: defineEndpoint({
    method: 'POST',
    path: 'users/create-employee',
    body: CreateEmployeeSchema,
    status: 201,
    response: UserWriteAnswerSchema,
  }),
  editEmployee: defineEndpoint({
    method: 'GET',
    path: 'users/employees/edit/{id}',
    response: UserEditAnswerSchema,
  }),
  updateEmployee: userWrite('users/employees/update/{id}', UpdateEmployeeSchema),
  switchEmployeeStatus: userWrite('users/employees/switch-status/{id}', EmployeeStatusSchema),
};
