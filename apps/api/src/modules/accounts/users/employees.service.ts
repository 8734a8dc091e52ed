import {
  type CreateEmployee,
  EMPLOYEE_STATUS_ACTIONS,
  translate,
  type UpdateEmployee,
  WARNING_CODE,
} from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { applyAction } from '../../../lib/workflow';
import * as roleRepo from './user-roles.repository';
import * as repo from './users.repository';
import {
  assertGrantable,
  insertAccount,
  loadEmployee,
  present,
  roleIdsOf,
  updateAccount,
  withUniqueEmail,
} from './users.shared';
import { userStatusWorkflow } from './users.workflow';

/** `users/create-employee`: a user of the caller's type under the caller's organisation. */
export async function createEmployee(ctx: AppContext, caller: Actor, f: CreateEmployee) {
  const hash = await hashPassword(f.password);
  const id = await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, f.email)) throw AppError.invalid({ email: 'auth.email_taken' });
      await assertGrantable(tx, caller, f.roles, { held: true, typeId: caller.typeId });
      return insertAccount(
        tx,
        caller,
        {
          name: f.name,
          email: f.email,
          phone: f.phone,
          first_name: f.first_name ?? null,
          last_name: f.last_name ?? null,
          password_hash: hash,
          type_id: caller.typeId,
          parent_id: caller.orgId,
          status: 'active',
        },
        f.roles,
        'users/create-employee',
      );
    }),
  );
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
  return {
    message: translate(caller.lang, 'user.employee_created'),
    data: { ...present(u, caller.lang), roles: await roleRepo.userRoleList(ctx.db, id) },
  };
}

/** `users/employees/edit/{id}`: the employee form's values. */
export async function editEmployee(ctx: AppContext, caller: Actor, id: number) {
  const u = await loadEmployee(ctx.db, caller, id);
  return { data: { ...present(u, caller.lang), roles: await roleRepo.userRoleList(ctx.db, id) } };
}

/** `users/employees/update/{id}`: fields and roles (the caller's own); a new password ends their sessions. */
export async function updateEmployee(ctx: AppContext, caller: Actor, id: number, f: UpdateEmployee) {
  const hash = f.password ? await hashPassword(f.password) : null;
  await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const before = await loadEmployee(tx, caller, id, true);
      if (await repo.emailTaken(tx, f.email, id)) throw AppError.invalid({ email: 'auth.email_taken' });
      const oldRoles = await roleIdsOf(tx, id);
      await assertGrantable(tx, caller, f.roles, { held: true, typeId: before.type_id });
      await updateAccount(tx, caller, {
        before,
        oldRoles,
        set: {
          name: f.name,
          email: f.email,
          phone: f.phone,
          first_name: f.first_name ?? null,
          last_name: f.last_name ?? null,
        },
        roles: f.roles,
        hash,
        method: 'users/employees/update',
      });
    }),
  );
  return editEmployee(ctx, caller, id).then((r) => ({
    message: translate(caller.lang, 'user.employee_updated'),
    ...r,
  }));
}

/** `users/employees/switch-status/{id}`: enable or disable an employee; disabling ends their sessions. */
export async function switchEmployeeStatus(
  ctx: AppContext,
  caller: Actor,
  id: number,
  to: 'active' | 'disabled',
) {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await loadEmployee(tx, caller, id, true);
    if (before.status === to) return null;
    return (await applyAction(tx, userStatusWorkflow, caller, before, EMPLOYEE_STATUS_ACTIONS[to])).row;
  });
  const u = after ?? (await loadEmployee(ctx.db, caller, id));
  return {
    ...(after ? {} : { code: WARNING_CODE }),
    message: translate(caller.lang, to === 'active' ? 'user.employee_enabled' : 'user.employee_disabled'),
    data: present(u, caller.lang),
  };
}
