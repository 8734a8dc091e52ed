import {
  ADMIN_TYPE_ID,
  type CreateEmployee,
  EMPLOYEE_STATUS_ACTIONS,
  SWITCH_STATUS_ACTIONS,
  type SwitchUserStatus,
  translate,
  type UpdateEmployee,
  USER_STATUS_LABELS,
  USER_STATUS_SUCCESS,
  USER_STATUS_WARNINGS,
  USER_STATUS_WORKFLOW,
  type UserStatus,
  type UserStore,
  type UserUpdate,
  WARNING_CODE,
} from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { actorOf } from '../../../lib/actor';
import { AppError, type FieldErrors, isUniqueViolation } from '../../../lib/app-error';
import { audit } from '../../../lib/audit';
import { sendFile } from '../../../lib/files';
import { hashPassword } from '../../../lib/password';
import type { SearchDecl } from '../../../lib/search';
import { applyAction, type ServerWorkflow } from '../../../lib/workflow';
import { enqueueMessage } from '../../../messaging/outbox';
import { type AuthUser, scopeOrg } from '../../../plugins/access';
import * as repo from './users.repository';

const MODULE = 'users';
const isAdmin = (u: Pick<AuthUser, 'typeId'>) => u.typeId === ADMIN_TYPE_ID;

/** The user as the screens show it: no secrets, the status label in the caller's language. */
function present(u: repo.UserRow, lang: 'ar' | 'en') {
  const { password_hash: _h, deleted_at: _d, ...rest } = u;
  return { ...rest, status_text: USER_STATUS_LABELS[u.status as UserStatus]?.[lang] ?? u.status };
}

/** The user behind `{id}` for this caller, or 404 (missing, deleted, out of scope). */
async function load(db: Tx, caller: AuthUser, id: number, write = false) {
  const u = await repo.findUser(db, id, {
    orgId: scopeOrg(caller),
    // Only an administrator changes an administrator's account.
    noAdmins: write && !isAdmin(caller),
    lock: write,
  });
  if (!u) throw AppError.notFound();
  return u;
}

/**
 * Who may grant which roles. `held`: only roles the caller holds (employees). Otherwise an
 * administrator grants or removes any role, and anyone else only roles within their own
 * permissions, so that nobody hands out (or takes away) more than they have. Only the change
 * counts: a role the user keeps (`oldIds`) is not granted again.
 */
async function assertGrantable(
  tx: Tx,
  caller: Pick<AuthUser, 'id' | 'typeId' | 'permissions'>,
  roleIds: number[],
  opts: { held?: boolean; oldIds?: number[]; typeId: number },
) {
  const found = await repo.rolesWithPermissions(tx, roleIds);
  if (found.length !== new Set(roleIds).size) throw AppError.invalid({ roles: 'user.role_unknown' });
  if (opts.held) {
    const mine = new Set((await repo.userRoleList(tx, caller.id)).map((r) => r.id));
    if (found.some((r) => !mine.has(r.id))) throw AppError.invalid({ roles: 'user.role_not_grantable' });
  } else if (!isAdmin(caller)) {
    const before = new Set(opts.oldIds ?? []);
    const after = new Set(roleIds);
    const changed = [
      ...[...after].filter((r) => !before.has(r)),
      ...[...before].filter((r) => !after.has(r)),
    ];
    const perms = await repo.rolesWithPermissions(tx, changed);
    if (perms.some((r) => r.perms.some((p) => !caller.permissions.has(p))))
      throw AppError.invalid({ roles: 'user.role_not_grantable' });
  }
  // A role is given only to the user types it is meant for (a company is never given the
  // administrator's role); one the user already holds may stay.
  const kept = new Set(opts.oldIds ?? []);
  if (found.some((r) => !kept.has(r.id) && r.type_ids.length > 0 && !r.type_ids.includes(opts.typeId)))
    throw AppError.invalid({ roles: 'user.role_not_for_type' });
}

const roleIdsOf = async (tx: Tx, userId: number) => (await repo.userRoleList(tx, userId)).map((r) => r.id);

/**
 * The applicant hears of the decision by SMS and e-mail: queued in the decision's transaction (so
 * a rolled-back decision tells nobody), sent by the request after the commit (`outbox.deliver`),
 * retried by the dispatcher when a gateway fails.
 */
async function tellApplicant(
  tx: Tx,
  u: repo.UserRow,
  to: 'active' | 'rejected' | 'disabled',
  reason?: string,
) {
  const key = (
    {
      active: 'sms.account_activated',
      rejected: 'sms.account_rejected',
      disabled: 'sms.account_disabled',
    } as const
  )[to];
  // The applicant's language is not known: the portal's default, Arabic.
  const body = translate('ar', key, { reason: reason ?? '' });
  const common = { userId: u.id, email: u.email, body };
  return [
    await enqueueMessage(tx, { channel: 'sms', to: u.phone, ...common }, { sendNow: true }),
    await enqueueMessage(
      tx,
      { channel: 'email', to: u.email, subject: translate('ar', 'mail.account_subject'), ...common },
      { sendNow: true },
    ),
  ];
}

type UserRow = typeof users.$inferSelect;
type SwitchInput = { roles: number[]; oldRoles: number[]; typeId: number };

/** The user-status workflow's server side (declaration: USER_STATUS_WORKFLOW in the contract). */
export const userStatusWorkflow: ServerWorkflow<UserRow, typeof USER_STATUS_WORKFLOW> = {
  def: USER_STATUS_WORKFLOW,
  table: users,
  statusKey: 'status',
  module: MODULE,
  method: (action) =>
    action === 'resubmit'
      ? 'auth/registration'
      : action.endsWith('_employee')
        ? 'users/employees/switch-status'
        : 'users/switch-user-status',
  parties: {
    /** The applicant themself (a pending or rejected account, logged in to correct it). */
    applicant: (row, actor) => row.id === actor.id,
    /** The organisation of an employee (an authority reaches any employee in its scope). */
    employer: (row, actor) => row.parent_id !== null && (actor.isAuthority || row.parent_id === actor.orgId),
  },
  guards: {
    /** The roles of an activation: known, and within what the caller may grant (throws its 422). */
    async roles_grantable({ tx, actor, input }) {
      const i = input as SwitchInput;
      await assertGrantable(tx, actor, i.roles, { oldIds: i.oldRoles, typeId: i.typeId });
      return null;
    },
  },
  after: {
    set_roles: ({ tx, after, input }) => repo.setUserRoles(tx, after.id, (input as SwitchInput).roles),
    /**
     * Disabling ends the organisation's and its employees' sessions; rejecting its employees'.
     * An employee has no employees: disabling one ends its own.
     */
    revoke_tokens: async ({ tx, after }) => {
      await repo.revokeOrganisationTokens(tx, after.id, after.status === 'disabled');
    },
  },
};

/** `users/switch-user-status/{id}`: the registration-review workflow, run by the kernel. */
export async function switchStatus(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  input: SwitchUserStatus,
) {
  const to = input.status;
  const result = await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    if (u.id === caller.id) throw AppError.invalid({ status: 'user.cannot_change_self' });
    if (u.status === to) return { warning: true as const, u };
    const oldRoles = await roleIdsOf(tx, u.id);
    const roles = to === 'active' ? [...new Set(input.roles ?? [])] : oldRoles;
    const rejectReason = to === 'rejected' ? (input.reject_reason ?? null) : null;
    const { row } = await applyAction(tx, userStatusWorkflow, actorOf(req), u, SWITCH_STATUS_ACTIONS[to], {
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
      message: req.t(USER_STATUS_WARNINGS[to]),
      data: present(result.u, req.lang),
    };
  }
  await ctx.outbox.deliver(result.told);
  return {
    message: req.t(USER_STATUS_SUCCESS[to]),
    data: { ...present(result.u, req.lang), roles: await repo.userRoleList(ctx.db, id) },
  };
}

/** `users/update-user-role/{id}`. */
export async function updateRoles(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  roleIds: number[],
) {
  await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    const old = await roleIdsOf(tx, u.id);
    await assertGrantable(tx, caller, roleIds, { oldIds: old, typeId: u.type_id });
    await repo.setUserRoles(tx, u.id, roleIds);
    await audit(tx, req, {
      event: 'roles_changed',
      table: 'users',
      recordId: u.id,
      old: { roles: old },
      new: { roles: [...new Set(roleIds)] },
      module: MODULE,
      method: 'users/update-user-role',
    });
  });
  return { message: req.t('user.roles_updated'), data: { roles: await repo.userRoleList(ctx.db, id) } };
}

/** `users/switch-gov/{id}`: sets the government flag when given, toggles it otherwise. */
export async function switchGov(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  value: 0 | 1 | undefined,
) {
  const after = await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    const next = value === undefined ? !u.is_government : value === 1;
    const [row] = await tx
      .update(users)
      .set({ is_government: next, updated_at: sql`now()` })
      .where(eq(users.id, u.id))
      .returning();
    await audit(tx, req, {
      event: 'gov_changed',
      table: 'users',
      recordId: u.id,
      old: { is_government: u.is_government },
      new: { is_government: next },
      module: MODULE,
      method: 'users/switch-gov',
    });
    return row;
  });
  return { message: req.t('user.gov_updated'), data: present(after, req.lang) };
}

/** `users/delete/{id}`: soft delete of the account (and of an organisation's employees), sessions ended. */
export async function deleteUser(ctx: AppContext, req: FastifyRequest, caller: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const u = await load(tx, caller, id, true);
    if (u.id === caller.id || u.id === caller.orgId)
      throw AppError.invalid({ id: 'user.cannot_change_self' });
    const deleted = await repo.softDelete(tx, u.id);
    const revoked = await repo.revokeTokens(tx, deleted);
    await audit(tx, req, {
      event: 'deleted',
      table: 'users',
      recordId: u.id,
      old: present(u, 'en'),
      new: { deleted: deleted, revoked_tokens: revoked },
      module: MODULE,
      method: 'users/delete',
    });
  });
  return { message: req.t('user.deleted') };
}

/** The columns an administrator's form writes (never status, parent or secrets). */
function formColumns(f: UserStore | UserUpdate) {
  return {
    name: f.name,
    email: f.email,
    phone: f.phone,
    type_id: f.type_id,
    prefix: f.prefix ?? null,
    first_name: f.first_name ?? null,
    last_name: f.last_name ?? null,
    company_name_ar: f.company_name_ar ?? null,
    company_name_en: f.company_name_en ?? null,
    vat_number: f.vat_number ?? null,
    commercial_register_number: f.commercial_register_number ?? null,
    commercial_register_expiry: f.commercial_register_expiry ?? null,
    unified_number: f.unified_number ?? null,
    owner_name: f.owner_name ?? null,
    owner_identity_number: f.owner_identity_number ?? null,
    business_license_expiry: f.business_license_expiry ?? null,
    practice_certificate_expiry: f.practice_certificate_expiry ?? null,
    classification_certificate_expiry: f.classification_certificate_expiry ?? null,
    hajj_license_expiry: f.hajj_license_expiry ?? null,
    national_address: f.national_address ?? null,
    delegate_identity_number: f.delegate_identity_number ?? null,
  };
}

/** The checks a form needs the database for, reported together. */
async function checkForm(
  tx: Tx,
  caller: AuthUser,
  f: UserStore | UserUpdate,
  selfId?: number,
  oldRoles: number[] = [],
  before?: { type_id: number },
) {
  const fields: FieldErrors = {};
  if (!(await repo.typeExists(tx, f.type_id))) fields.type_id = 'validation.unknown_type';
  else if (f.type_id === ADMIN_TYPE_ID && !isAdmin(caller)) fields.type_id = 'error.admin_only';
  else if (!isAdmin(caller)) {
    // Only the administrator changes a user's type; a company-scoped editor gives only its own.
    if (before && f.type_id !== before.type_id) fields.type_id = 'user.type_admin_only';
    else if (!before && scopeOrg(caller) !== null && f.type_id !== caller.typeId)
      fields.type_id = 'user.type_own_only';
  }
  if (await repo.emailTaken(tx, f.email, selfId)) fields.email = 'auth.email_taken';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  await assertGrantable(tx, caller, f.roles, { oldIds: oldRoles, typeId: f.type_id });
}

const withUniqueEmail = async <T>(fn: () => Promise<T>) => {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw AppError.invalid({ email: 'auth.email_taken' });
    throw e;
  }
};

/** `users/store`: an account created by an administrator is active from the start. */
export async function storeUser(ctx: AppContext, req: FastifyRequest, caller: AuthUser, f: UserStore) {
  const hash = await hashPassword(f.password);
  const id = await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      await checkForm(tx, caller, f);
      const [u] = await tx
        .insert(users)
        .values({ ...formColumns(f), password_hash: hash, status: 'active' })
        .returning();
      await repo.setUserRoles(tx, u.id, f.roles);
      await audit(tx, req, {
        event: 'created',
        table: 'users',
        recordId: u.id,
        new: { ...present(u, 'en'), roles: f.roles },
        module: MODULE,
        method: 'users/store',
      });
      return u.id;
    }),
  );
  return { message: req.t('user.created'), data: await editUser(ctx, req, caller, id) };
}

/** `users/update/{id}`: the form's fields and roles; a new password ends the user's sessions. */
export async function updateUser(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  f: UserUpdate,
) {
  const hash = f.password ? await hashPassword(f.password) : null;
  await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const before = await load(tx, caller, id, true);
      const oldRoles = await roleIdsOf(tx, id);
      await checkForm(tx, caller, f, id, oldRoles, before);
      const [after] = await tx
        .update(users)
        .set({ ...formColumns(f), ...(hash ? { password_hash: hash } : {}), updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      await repo.setUserRoles(tx, id, f.roles);
      if (hash && id !== caller.id) await repo.revokeTokens(tx, [id]);
      await audit(tx, req, {
        event: 'updated',
        table: 'users',
        recordId: id,
        old: { ...present(before, 'en'), roles: oldRoles },
        new: { ...present(after, 'en'), roles: [...new Set(f.roles)], credentials_changed: !!hash },
        module: MODULE,
        method: 'users/update',
      });
    }),
  );
  return { message: req.t('user.updated'), data: await editUser(ctx, req, caller, id) };
}

/** `users/create-employee`: a user of the caller's type under the caller's organisation. */
export async function createEmployee(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  f: CreateEmployee,
) {
  const hash = await hashPassword(f.password);
  const id = await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, f.email)) throw AppError.invalid({ email: 'auth.email_taken' });
      await assertGrantable(tx, caller, f.roles, { held: true, typeId: caller.typeId });
      const [u] = await tx
        .insert(users)
        .values({
          name: f.name,
          email: f.email,
          phone: f.phone,
          first_name: f.first_name ?? null,
          last_name: f.last_name ?? null,
          password_hash: hash,
          type_id: caller.typeId,
          parent_id: caller.orgId,
          status: 'active',
        })
        .returning();
      await repo.setUserRoles(tx, u.id, f.roles);
      await audit(tx, req, {
        event: 'created',
        table: 'users',
        recordId: u.id,
        new: { ...present(u, 'en'), roles: f.roles },
        module: MODULE,
        method: 'users/create-employee',
      });
      return u.id;
    }),
  );
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
  return {
    message: req.t('user.employee_created'),
    data: { ...present(u, req.lang), roles: await repo.userRoleList(ctx.db, id) },
  };
}

/**
 * An employee of the caller's organisation (any organisation's for an authority), or 404: the
 * organisation itself, another company's employee and a deleted account are all "not found".
 */
async function loadEmployee(db: Tx, caller: AuthUser, id: number, write = false) {
  const u = await load(db, caller, id, write);
  if (u.parent_id === null || u.id === caller.id) throw AppError.notFound();
  return u;
}

/** `users/employees/edit/{id}`: the employee form's values. */
export async function editEmployee(ctx: AppContext, req: FastifyRequest, caller: AuthUser, id: number) {
  const u = await loadEmployee(ctx.db, caller, id);
  return { data: { ...present(u, req.lang), roles: await repo.userRoleList(ctx.db, id) } };
}

/** `users/employees/update/{id}`: fields and roles (the caller's own); a new password ends their sessions. */
export async function updateEmployee(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  f: UpdateEmployee,
) {
  const hash = f.password ? await hashPassword(f.password) : null;
  await withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const before = await loadEmployee(tx, caller, id, true);
      if (await repo.emailTaken(tx, f.email, id)) throw AppError.invalid({ email: 'auth.email_taken' });
      const oldRoles = await roleIdsOf(tx, id);
      await assertGrantable(tx, caller, f.roles, { held: true, typeId: before.type_id });
      const [after] = await tx
        .update(users)
        .set({
          name: f.name,
          email: f.email,
          phone: f.phone,
          first_name: f.first_name ?? null,
          last_name: f.last_name ?? null,
          ...(hash ? { password_hash: hash } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      await repo.setUserRoles(tx, id, f.roles);
      if (hash) await repo.revokeTokens(tx, [id]);
      await audit(tx, req, {
        event: 'updated',
        table: 'users',
        recordId: id,
        old: { ...present(before, 'en'), roles: oldRoles },
        new: { ...present(after, 'en'), roles: [...new Set(f.roles)], credentials_changed: !!hash },
        module: MODULE,
        method: 'users/employees/update',
      });
    }),
  );
  return editEmployee(ctx, req, caller, id).then((r) => ({ message: req.t('user.employee_updated'), ...r }));
}

/** `users/employees/switch-status/{id}`: enable or disable an employee; disabling ends their sessions. */
export async function switchEmployeeStatus(
  ctx: AppContext,
  req: FastifyRequest,
  caller: AuthUser,
  id: number,
  to: 'active' | 'disabled',
) {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await loadEmployee(tx, caller, id, true);
    if (before.status === to) return null;
    return (await applyAction(tx, userStatusWorkflow, actorOf(req), before, EMPLOYEE_STATUS_ACTIONS[to])).row;
  });
  const u = after ?? (await loadEmployee(ctx.db, caller, id));
  return {
    ...(after ? {} : { code: WARNING_CODE }),
    message: req.t(to === 'active' ? 'user.employee_enabled' : 'user.employee_disabled'),
    data: present(u, req.lang),
  };
}

/** `users/edit/{id}`: the form's values. */
export async function editUser(ctx: AppContext, req: FastifyRequest, caller: AuthUser, id: number) {
  const u = await load(ctx.db, caller, id);
  return { ...present(u, req.lang), roles: await repo.userRoleList(ctx.db, id) };
}

/** `users/view/{id}`: every registration field, the type, the roles and the documents. */
export async function viewUser(ctx: AppContext, req: FastifyRequest, caller: AuthUser, id: number) {
  const u = await load(ctx.db, caller, id);
  const [rolesList, docs, type] = await Promise.all([
    repo.userRoleList(ctx.db, id),
    repo.userDocuments(ctx.db, id),
    repo.userType(ctx.db, u.type_id),
  ]);
  return {
    data: {
      ...present(u, req.lang),
      type: type && { id: type.id, code: type.code, name: req.lang === 'en' ? type.name_en : type.name_ar },
      roles: rolesList,
      documents: docs.map((d) => ({ ...d, url: `/api/users/file/${d.id}` })),
    },
  };
}

/** `users/file/{id}`: a registration document, to a caller who may see its user. */
export async function sendDocument(ctx: AppContext, reply: FastifyReply, caller: AuthUser, fileId: number) {
  const f = await repo.findDocument(ctx.db, fileId);
  if (!f?.entity_id) throw AppError.notFound();
  await load(ctx.db, caller, f.entity_id);
  return sendFile(ctx.db, reply, ctx.config.uploadDir, { id: fileId, entity: 'user', entityId: f.entity_id });
}

/** `users/history/{id}`: the audit rows of the user as a timeline, newest first. */
export async function history(ctx: AppContext, caller: AuthUser, id: number) {
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
export async function roleOptions(ctx: AppContext, caller: AuthUser, forEmployee: boolean, typeId?: number) {
  if (!ROLE_CHOOSERS.some((p) => caller.permissions.has(p))) return { data: [] };
  if (forEmployee) return { data: await repo.userRoleList(ctx.db, caller.id) };
  const all = await repo.allRolesWithPermissions(ctx.db);
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
  base: sql`${users.deleted_at} is null`,
  scope: (who) =>
    who.isAuthority ? undefined : sql`(${users.id} = ${who.orgId} or ${users.parent_id} = ${who.orgId})`,
};
