import {
  SWITCH_STATUS_ACTIONS,
  type SwitchUserStatus,
  translate,
  USER_STATUS_LABELS,
  USER_STATUS_SUCCESS,
  USER_STATUS_WARNINGS,
  type UserStatus,
  type UserStore,
  type UserUpdate,
  WARNING_CODE,
} from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { audit } from '../../../lib/audit';
import { hashPassword } from '../../../lib/password';
import type { SearchDecl } from '../../../lib/search';
import { applyAction } from '../../../lib/workflow';
import * as roleRepo from './user-roles.repository';
import * as repo from './users.repository';
import {
  assertGrantable,
  checkForm,
  formColumns,
  insertAccount,
  isAdmin,
  load,
  MODULE,
  openUserFile,
  present,
  roleIdsOf,
  updateAccount,
  withUniqueEmail,
} from './users.shared';
import { type SwitchInput, tellApplicant, userStatusWorkflow } from './users.workflow';

// A company's own employees (`users/employees/*`), served from their own file.
export { createEmployee, editEmployee, switchEmployeeStatus, updateEmployee } from './employees.service';
/** An account's form fields as its columns (the administrator's form and the registration's). */
export { formColumns, openUserFile } from './users.shared';

/** `users/switch-user-status/{id}`: the registration-review workflow, run by the kernel. */
export async function switchStatus(ctx: AppContext, caller: Actor, id: number, input: SwitchUserStatus) {
  const to = input.status;
  const result = await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    if (u.id === caller.id) throw AppError.invalid({ status: 'user.cannot_change_self' });
    if (u.status === to) return { warning: true as const, u };
    const oldRoles = await roleIdsOf(tx, u.id);
    const roles = to === 'active' ? [...new Set(input.roles ?? [])] : oldRoles;
    const rejectReason = to === 'rejected' ? (input.reject_reason ?? null) : null;
    const { row } = await applyAction(tx, userStatusWorkflow, caller, u, SWITCH_STATUS_ACTIONS[to], {
      input: { roles, oldRoles, typeId: u.type_id } satisfies SwitchInput,
      payload: { platform: input.platform, ...(rejectReason ? { reject_reason: rejectReason } : {}) },
      reason: rejectReason,
      set: { reject_reason: rejectReason },
      auditOld: { reject_reason: u.reject_reason, roles: oldRoles },
      auditNew: { reject_reason: rejectReason, roles, platform: input.platform },
    });
    const told = await tellApplicant(tx, row, to, input.reject_reason);
    return { warning: false as const, u: row, told };
  });
  if (result.warning) {
    return {
      code: WARNING_CODE,
      message: translate(caller.lang, USER_STATUS_WARNINGS[to]),
      data: present(result.u, caller.lang),
    };
  }
  await ctx.outbox.deliver(result.told);
  return {
    message: translate(caller.lang, USER_STATUS_SUCCESS[to]),
    data: { ...present(result.u, caller.lang), roles: await roleRepo.userRoleList(ctx.db, id) },
  };
}

/** `users/update-user-role/{id}`. */
export async function updateRoles(ctx: AppContext, caller: Actor, id: number, roleIds: number[]) {
  await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    const old = await roleIdsOf(tx, u.id);
    await assertGrantable(tx, caller, roleIds, { oldIds: old, typeId: u.type_id });
    await roleRepo.setUserRoles(tx, u.id, roleIds);
    await audit(tx, null, {
      event: 'roles_changed',
      table: 'users',
      recordId: u.id,
      old: { roles: old },
      new: { roles: [...new Set(roleIds)] },
      module: MODULE,
      method: 'users/update-user-role',
      userId: caller.id,
      ip: caller.ip,
    });
  });
  return {
    message: translate(caller.lang, 'user.roles_updated'),
    data: { roles: await roleRepo.userRoleList(ctx.db, id) },
  };
}

/** `users/switch-gov/{id}`: sets the government flag when given, toggles it otherwise. */
export async function switchGov(ctx: AppContext, caller: Actor, id: number, value: 0 | 1 | undefined) {
  const after = await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    const next = value === undefined ? !u.is_government : value === 1;
    const [row] = await tx
      .update(users)
      .set({ is_government: next, updated_at: sql`now()` })
      .where(eq(users.id, u.id))
      .returning();
    await audit(tx, null, {
      event: 'gov_changed',
      table: 'users',
      recordId: u.id,
      old: { is_government: u.is_government },
      new: { is_government: next },
      module: MODULE,
      method: 'users/switch-gov',
      userId: caller.id,
      ip: caller.ip,
    });
    return row;
  });
  return { message: translate(caller.lang, 'user.gov_updated'), data: present(after, caller.lang) };
}

/** `users/delete/{id}`: soft delete of the account (and of an organisation's employees), sessions ended. */
export async function deleteUser(ctx: AppContext, caller: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    if (u.id === caller.id || u.id === caller.orgId)
      throw AppError.invalid({ id: 'user.cannot_change_self' });
    const deleted = await repo.softDelete(tx, u.id);
    const revoked = await repo.revokeTokens(tx, deleted);
    await audit(tx, null, {
      event: 'deleted',
      table: 'users',
      recordId: u.id,
      old: present(u, 'en'),
      new: { deleted: deleted, revoked_tokens: revoked },
      module: MODULE,
      method: 'users/delete',
      userId: caller.id,
      ip: caller.ip,
    });
  });
  return { message: translate(caller.lang, 'user.deleted') };
}

/** `users/store`: an account created by an administrator is active from the start. */
export async function storeUser(ctx: AppContext, caller: Actor, f: UserStore) {
  const hash = await hashPassword(f.password);
  const id = await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      await checkForm(tx, caller, f);
      return insertAccount(
        tx,
        caller,
        { ...formColumns(f), password_hash: hash, status: 'active' },
        f.roles,
        'users/store',
      );
    }),
  );
  return { message: translate(caller.lang, 'user.created'), data: await editUser(ctx, caller, id) };
}

/** `users/update/{id}`: the form's fields and roles; a new password ends the user's sessions. */
export async function updateUser(ctx: AppContext, caller: Actor, id: number, f: UserUpdate) {
  const hash = f.password ? await hashPassword(f.password) : null;
  await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const before = await load(tx, caller, id, true);
      const oldRoles = await roleIdsOf(tx, id);
      await checkForm(tx, caller, f, id, oldRoles, before);
      await updateAccount(tx, caller, {
        before,
        oldRoles,
        set: formColumns(f),
        roles: f.roles,
        hash,
        keepSessions: id === caller.id,
        method: 'users/update',
      });
    }),
  );
  return { message: translate(caller.lang, 'user.updated'), data: await editUser(ctx, caller, id) };
}

/** `users/edit/{id}`: the form's values. */
export async function editUser(ctx: AppContext, caller: Actor, id: number) {
  const u = await load(ctx.db, caller, id);
  return { ...present(u, caller.lang), roles: await roleRepo.userRoleList(ctx.db, id) };
}

/** `users/view/{id}`: every registration field, the type, the roles and the documents. */
export async function viewUser(ctx: AppContext, caller: Actor, id: number) {
  const u = await load(ctx.db, caller, id);
  const [rolesList, docs, type] = await Promise.all([
    roleRepo.userRoleList(ctx.db, id),
    repo.userDocuments(ctx.db, id),
    repo.userType(ctx.db, u.type_id),
  ]);
  return {
    data: {
      ...present(u, caller.lang),
      type: type && {
        id: type.id,
        code: type.code,
        name: caller.lang === 'en' ? type.name_en : type.name_ar,
      },
      roles: rolesList,
      documents: docs.map((d) => ({ ...d, url: `/api/users/file/${d.id}` })),
    },
  };
}

/** `users/file/{id}`: a registration document, to a caller who may see its user. */
export async function openDocument(ctx: AppContext, caller: Actor, fileId: number) {
  const f = await repo.findDocument(ctx.db, fileId);
  if (!f?.entity_id) throw AppError.notFound();
  await load(ctx.db, caller, f.entity_id);
  return openUserFile(ctx, fileId, f.entity_id);
}

/** `users/history/{id}`: the audit rows of the user as a timeline, newest first. */
export async function history(ctx: AppContext, caller: Actor, id: number) {
  await load(ctx.db, caller, id);
  const rows = await repo.userHistory(ctx.db, id);
  return {
    data: rows.map(({ actor_id, actor_name, ...r }) => ({
      ...r,
      actor: actor_id ? { id: actor_id, name: actor_name } : null,
    })),
  };
}

/** The permissions whose screens choose roles for a user (the form, the approval, employees). */
const ROLE_CHOOSERS = ['user-index', 'user-create', 'user-request', 'user-employee-index'];

/**
 * `users/role-options`: the roles this caller may give a user, for the role pickers. An employee
 * form (`for=employee`) offers the caller's own roles; otherwise an administrator may give any
 * role and anyone else the roles within their own permissions. A caller with no screen that
 * chooses roles gets an empty list.
 */
export async function roleOptions(ctx: AppContext, caller: Actor, forEmployee: boolean, typeId?: number) {
  if (!ROLE_CHOOSERS.some((p) => caller.permissions.has(p))) return { data: [] };
  if (forEmployee) return { data: await roleRepo.userRoleList(ctx.db, caller.id) };
  const all = await roleRepo.rolesWithPermissions(ctx.db);
  return {
    data: all
      .filter((r) => isAdmin(caller) || r.perms.every((p) => caller.permissions.has(p)))
      // `type_id`: only the roles meant for that user type (the approve dialog, the user form).
      .filter((r) => typeId === undefined || r.type_ids.length === 0 || r.type_ids.includes(typeId))
      .map(({ perms: _p, type_ids: _t, ...r }) => r),
  };
}

/**
 * The one search box (issue 29 §2): accounts by name, e-mail, phone, company names or commercial
 * register; a company finds itself and its employees only.
 */
export const userSearch: SearchDecl = {
  area: 'users',
  permission: 'user-index',
  from: users,
  id: users.id,
  columns: [
    users.name,
    users.email,
    users.phone,
    users.company_name_ar,
    users.company_name_en,
    users.commercial_register_number,
  ],
  title: sql`coalesce(${users.company_name_ar}, ${users.name})`,
  subtitle: users.email,
  status: users.status,
  statusText: (s, lang) => USER_STATUS_LABELS[s as UserStatus]?.[lang] ?? s,
  base: sql`${users.deleted_at} is null`,
  scope: (who) =>
    who.isAuthority ? undefined : sql`(${users.id} = ${who.orgId} or ${users.parent_id} = ${who.orgId})`,
};
