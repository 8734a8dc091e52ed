import { WARNING_CODE } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, lastOutbox, login, tokenFor, userId } from '../helpers';
import { usersApp } from './users-fixture';

const users = usersApp();
const { call, roleOf, auditCount, pendingApplicant } = users;
const app = users.app;
let admin: string;
let kdana: string;
let company: string;
let companyRole: number;
let adminRole: number;
let anyRole: number;
beforeAll(() => {
  ({ admin, kdana, company, companyRole, adminRole, anyRole } = users.state);
});

describe('users/switch-user-status/{id} (the registration-review state machine)', () => {
  it('activates a pending applicant with roles, tells them by SMS and e-mail, audits; they log in', async () => {
    const { id, email } = await pendingApplicant();
    const res = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'active',
      platform: 'mena',
      roles: [companyRole],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The account was activated',
      data: { id, status: 'active', roles: [{ id: companyRole }] },
    });
    expect(res.json().code).toBeUndefined();
    expect(lastOutbox(app(), (m) => m.email === email && m.channel === 'sms')?.body).toContain(
      'تم تفعيل حسابك',
    );
    expect(lastOutbox(app(), (m) => m.to === email && m.channel === 'email')).toBeDefined();
    expect((await auditRows(app(), { method: 'users/switch-user-status' })).at(-1)).toMatchObject({
      event: 'status_changed',
      record_id: String(id),
      old_value: { status: 'pending', roles: [] },
      new_value: { status: 'active', roles: [companyRole], platform: 'mena' },
    });
    const session = await login(app(), email, 'Test@1234');
    expect(session.user.id).toBe(id);
    expect(session.permissions).toContain('user-employee-index');
  });

  it('"already active" answers 200 with code 104 in both languages, and writes nothing', async () => {
    const id = await userId(app(), 'service_provider@demo.mashaer.sa');
    const before = await auditCount('users/switch-user-status');
    const body = { status: 'active', platform: 'mena', roles: [companyRole] };
    const en = await call('POST', `/users/switch-user-status/${id}`, admin, body);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ code: WARNING_CODE, message: 'already active' });
    const ar = await call('POST', `/users/switch-user-status/${id}`, admin, body, 'ar');
    expect(ar.json()).toMatchObject({ code: 104, message: 'الحساب مفعل مسبقاً' });
    expect(await auditCount('users/switch-user-status')).toBe(before);
  });

  it('activating needs at least one role (422 per field, ar and en), and nothing changes', async () => {
    const { id } = await pendingApplicant();
    const before = await auditCount('users/switch-user-status');
    const en = await call('POST', `/users/switch-user-status/${id}`, admin, { status: 'active', roles: [] });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ roles: ['Choose at least one role'] });
    const ar = await call('POST', `/users/switch-user-status/${id}`, admin, { status: 'active' }, 'ar');
    expect(ar.json().errors.roles).toEqual(['يجب اختيار دور واحد على الأقل']);
    const unknown = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'active',
      roles: [999999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.roles).toEqual(['One of the chosen roles does not exist']);
    expect(await auditCount('users/switch-user-status')).toBe(before);
    const [u] = await query<{ status: string }>(app().ctx.db, sql`select status from users where id = ${id}`);
    expect(u.status).toBe('pending');
  });

  it('rejects with a reason the applicant sees at GET auth/registration; "already rejected" is a 104', async () => {
    const { id, email } = await pendingApplicant();
    const noReason = await call('POST', `/users/switch-user-status/${id}`, admin, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reject_reason: ['Please write the reason for rejection'] });

    const res = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'rejected',
      platform: 'mena',
      reject_reason: 'The commercial register has expired',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The registration was rejected');
    expect(lastOutbox(app(), (m) => m.email === email && m.channel === 'sms')?.body).toContain(
      'The commercial register has expired',
    );
    const applicant = await tokenFor(app(), email);
    const mine = await call('GET', '/auth/registration', applicant);
    expect(mine.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The commercial register has expired',
      can_resubmit: true,
    });

    const again = await call(
      'POST',
      `/users/switch-user-status/${id}`,
      admin,
      { status: 'rejected', reject_reason: 'x' },
      'ar',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 104, message: 'الطلب مرفوض مسبقاً' });
  });

  it('refuses a transition the table does not allow (active → rejected) with 422 on status', async () => {
    const id = await userId(app(), 'design_office@demo.mashaer.sa');
    const res = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'rejected',
      reject_reason: 'late',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual(['The status cannot change from "Active" to "Rejected"']);
  });

  it('disables an active account and ends its sessions; re-activates it', async () => {
    const id = await userId(app(), 'contractor@demo.mashaer.sa');
    const theirs = await tokenFor(app(), 'contractor');
    const res = await call('POST', `/users/switch-user-status/${id}`, admin, { status: 'disabled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('disabled');
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(401);
    const back = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'active',
      roles: [await roleOf('contractor@demo.mashaer.sa')],
    });
    expect(back.statusCode).toBe(200);
  });

  it('401 without a token, 403 without user-request, 404 for a missing user, 422 on oneself', async () => {
    const { id } = await pendingApplicant();
    const body = { status: 'disabled' };
    expect((await call('POST', `/users/switch-user-status/${id}`, null, body)).statusCode).toBe(401);
    const forbidden = await call('POST', `/users/switch-user-status/${id}`, company, body);
    expect(forbidden.statusCode).toBe(403);
    expect((await call('POST', '/users/switch-user-status/99999999', admin, body)).statusCode).toBe(404);
    const self = await call(
      'POST',
      `/users/switch-user-status/${await userId(app(), 'admin@demo.mashaer.sa')}`,
      admin,
      body,
    );
    expect(self.statusCode).toBe(422);
  });

  it('a non-administrator cannot grant a role beyond their own permissions', async () => {
    const { id } = await pendingApplicant();
    const res = await call('POST', `/users/switch-user-status/${id}`, kdana, {
      status: 'active',
      roles: [adminRole],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roles).toEqual([
      'You cannot grant or remove a role beyond your own permissions',
    ]);
  });
});

describe('roles meant for a user type (the approve dialog offers only those)', () => {
  it('role-options?type_id= lists only the roles meant for that type', async () => {
    const forCompany = (await call('GET', '/users/role-options?type_id=3', admin)).json().data as {
      id: number;
    }[];
    const ids = forCompany.map((r) => r.id);
    expect(ids).toContain(companyRole);
    expect(ids).toContain(anyRole);
    expect(ids).not.toContain(adminRole);
    expect(ids).not.toContain(await roleOf('kdana@demo.mashaer.sa'));
    const forAdmin = (await call('GET', '/users/role-options?type_id=1', admin)).json().data as {
      id: number;
    }[];
    expect(forAdmin.map((r) => r.id)).toContain(adminRole);
    expect(forAdmin.map((r) => r.id)).not.toContain(companyRole);
  });

  it("approving a company with the administrator's role is 422 (ar and en), nothing written; its own role is taken", async () => {
    const { id } = await pendingApplicant();
    const before = await auditCount('users/switch-user-status');
    const en = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'active',
      roles: [adminRole],
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ roles: ["This role is not meant for this user's type"] });
    const ar = await call(
      'POST',
      `/users/switch-user-status/${id}`,
      admin,
      { status: 'active', roles: [companyRole, adminRole] },
      'ar',
    );
    expect(ar.json().errors).toEqual({ roles: ['هذا الدور غير مخصص لنوع هذا المستخدم'] });
    const [u] = await query<{ status: string }>(app().ctx.db, sql`select status from users where id = ${id}`);
    expect(u.status).toBe('pending');
    expect(await query(app().ctx.db, sql`select 1 from user_roles where user_id = ${id}`)).toEqual([]);
    expect(await auditCount('users/switch-user-status')).toBe(before);
    const ok = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'active',
      roles: [companyRole],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a role stores its user types (read back by roles/edit); an unknown type is 422', async () => {
    const res = await call('POST', '/roles/store', admin, {
      name: 'دور المكاتب',
      name_en: 'Offices role',
      permissions: ['dashboard'],
      type_ids: [2, 3],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.type_ids).toEqual([2, 3]);
    const rid = res.json().data.id as number;
    expect((await call('GET', `/roles/edit/${rid}`, admin)).json().data.type_ids).toEqual([2, 3]);
    const ids = (
      (await call('GET', '/users/role-options?type_id=4', admin)).json().data as { id: number }[]
    ).map((r) => r.id);
    expect(ids).not.toContain(rid);
    const bad = await call('POST', '/roles/store', admin, {
      name: 'دور خاطئ',
      name_en: 'Bad role',
      permissions: ['dashboard'],
      type_ids: [999],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.type_ids).toEqual(['Unknown user type']);
  });
});
