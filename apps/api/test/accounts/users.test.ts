import { WARNING_CODE } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import {
  auditRows,
  auth,
  createTestApp,
  lastOutbox,
  login,
  type TestApp,
  tokenFor,
  userId,
} from '../helpers';
import { registerCompany } from '../security/harness';

let app: TestApp;
let admin: string;
let kdana: string;
let gov: string;
let company: string;
/** The demo role of raft_company (what a company holds). */
let companyRole: number;
let adminRole: number;
/** Every permission, meant for any user type (the demo roles are each meant for their own type). */
let anyRole: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  kdana = await tokenFor(app, 'kdana');
  gov = await tokenFor(app, 'gov');
  company = await tokenFor(app, 'raft_company');
  companyRole = await roleOf('raft_company@demo.mashaer.sa');
  adminRole = await roleOf('admin@demo.mashaer.sa');
  [{ id: anyRole }] = await query<{ id: number }>(
    app.ctx.db,
    sql`insert into roles (name, name_en) values ('كل الصلاحيات', 'Every permission') returning id`,
  );
  await app.ctx.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select ${anyRole}::int, permission_id from role_permissions where role_id = ${adminRole}`);
});
afterAll(() => app.close());

async function roleOf(email: string) {
  const [r] = await query<{ role_id: number }>(
    app.ctx.db,
    sql`select role_id from user_roles ur join users u on u.id = ur.user_id where u.email = ${email}`,
  );
  return r.role_id;
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  lang: 'ar' | 'en' = 'en',
) => app.inject({ method, url: `/api${url}`, payload, headers: token ? auth(token, lang) : {} });

const auditCount = async (method: string) => (await auditRows(app, { method })).length;

async function pendingApplicant() {
  const { res, email } = await registerCompany(app);
  expect(res.statusCode, res.body).toBe(201);
  return { id: await userId(app, email), email };
}

const VALID_USER = {
  name: 'Sara Otaibi',
  email: 'sara@users.test',
  phone: '512340000',
  type_id: 3,
  password: 'Good@123',
  password_confirmation: 'Good@123',
  company_name_ar: 'شركة سارة',
  unified_number: '7001234567',
};

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
    expect(lastOutbox(app, (m) => m.email === email && m.channel === 'sms')?.body).toContain(
      'تم تفعيل حسابك',
    );
    expect(lastOutbox(app, (m) => m.to === email && m.channel === 'email')).toBeDefined();
    expect((await auditRows(app, { method: 'users/switch-user-status' })).at(-1)).toMatchObject({
      event: 'status_changed',
      record_id: String(id),
      old_value: { status: 'pending', roles: [] },
      new_value: { status: 'active', roles: [companyRole], platform: 'mena' },
    });
    const session = await login(app, email, 'Test@1234');
    expect(session.user.id).toBe(id);
    expect(session.permissions).toContain('user-employee-index');
  });

  it('"already active" answers 200 with code 104 in both languages, and writes nothing', async () => {
    const id = await userId(app, 'service_provider@demo.mashaer.sa');
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
    const [u] = await query<{ status: string }>(app.ctx.db, sql`select status from users where id = ${id}`);
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
    expect(lastOutbox(app, (m) => m.email === email && m.channel === 'sms')?.body).toContain(
      'The commercial register has expired',
    );
    const applicant = await tokenFor(app, email);
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
    const id = await userId(app, 'design_office@demo.mashaer.sa');
    const res = await call('POST', `/users/switch-user-status/${id}`, admin, {
      status: 'rejected',
      reject_reason: 'late',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual(['The status cannot change from "Active" to "Rejected"']);
  });

  it('disables an active account and ends its sessions; re-activates it', async () => {
    const id = await userId(app, 'contractor@demo.mashaer.sa');
    const theirs = await tokenFor(app, 'contractor');
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
      `/users/switch-user-status/${await userId(app, 'admin@demo.mashaer.sa')}`,
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

describe('users lists', () => {
  it('users/request lists pending and in-review registrations only', async () => {
    await pendingApplicant();
    const res = await call('POST', '/users/request?page=1', admin, { paginate: 100 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { status: string; status_text: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(['pending', 'review']).toContain(r.status);
    expect((await call('POST', '/users/request', company, {})).statusCode).toBe(403);
  });

  it('users filters by alliance; the list carries status_text', async () => {
    const [a] = await query<{ id: number }>(app.ctx.db, sql`select id from alliances order by id limit 1`);
    const res = await call('POST', '/users?page=1', admin, { alliance_id: a.id, paginate: 50 });
    const emails = (res.json().data.data as { email: string }[]).map((r) => r.email);
    expect(emails).toEqual(
      expect.arrayContaining(['raft_company@demo.mashaer.sa', 'service_provider@demo.mashaer.sa']),
    );
    expect(emails).not.toContain('kdana@demo.mashaer.sa');
    expect(res.json().data.data[0].status_text).toBeTruthy();
    // The answer carries the alliance filter's options.
    expect(res.json().filters.alliance_id).toEqual(
      expect.arrayContaining([{ value: a.id, label: expect.any(String) }]),
    );
  });

  it('user rows carry roles (spec 000 §3: list with id), the same as user_roles holds', async () => {
    const res = await call('POST', '/users?page=1', admin, { paginate: 100, sort_by: 'id', sort_dir: 'asc' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as {
      id: number;
      email: string;
      roles: { id: number; name: string }[];
    }[];
    const held = await query<{ user_id: number; ids: number[] }>(
      app.ctx.db,
      sql`select user_id, array_agg(role_id order by role_id) as ids from user_roles group by user_id`,
    );
    const byUser = new Map(held.map((h) => [h.user_id, h.ids]));
    for (const r of rows) {
      expect(Array.isArray(r.roles), r.email).toBe(true);
      expect(r.roles.map((x) => x.id)).toEqual(byUser.get(r.id) ?? []);
    }
    const companyRow = rows.find((r) => r.email === 'raft_company@demo.mashaer.sa')!;
    expect(companyRow.roles).toEqual([
      expect.objectContaining({ id: companyRole, name: expect.any(String) }),
    ]);
  });

  it('users/employees: a company sees only its own employees', async () => {
    const res = await call('POST', '/users/employees', company, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    const owner = await userId(app, 'raft_company@demo.mashaer.sa');
    const rows = res.json().data.data as { parent_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.parent_id).toBe(owner);
    expect((await call('POST', '/users/employees', gov, {})).statusCode).toBe(403);
  });

  it('user-contacts: active organisations, searchable; 403 without the permission', async () => {
    const res = await call('POST', '/user-contacts', admin, { search: 'Diyafa' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({ email: 'raft_company@demo.mashaer.sa', phone: '500000003' }),
    ]);
    expect((await call('POST', '/user-contacts', company, {})).statusCode).toBe(403);
    expect((await call('POST', '/user-contacts', null, {})).statusCode).toBe(401);
  });
});

describe('users store / edit / view / update', () => {
  let id: number;

  it('stores an active user with roles; the user logs in', async () => {
    const res = await call('POST', '/users/store', admin, {
      ...VALID_USER,
      roles: [companyRole],
      status: 'disabled',
      parent_id: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The user was created',
      data: { email: 'sara@users.test', status: 'active', parent_id: null, roles: [{ id: companyRole }] },
    });
    expect(res.body).not.toContain('password');
    id = res.json().data.id;
    expect((await auditRows(app, { method: 'users/store' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(id),
    });
    const s = await login(app, 'sara@users.test', 'Good@123');
    expect(s.user.id).toBe(id);
  });

  it('422 with the §5 messages per field, in both languages; nothing written', async () => {
    const before = await auditCount('users/store');
    const bad = {
      ...VALID_USER,
      email: 'SARA@users.test',
      phone: '412',
      password: 'weak',
      name: 'x'.repeat(25),
      unified_number: '123',
      roles: [],
    };
    const en = await call('POST', '/users/store', admin, bad);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      phone: ['The mobile number must start with 5 or 966'],
      roles: ['Choose at least one role'],
      unified_number: ['The identity or unified number must be 10 digits starting with 1 or 7'],
    });
    expect(Object.keys(en.json().errors)).toEqual(
      expect.arrayContaining(['password', 'name', 'phone', 'roles', 'unified_number']),
    );
    const ar = await call('POST', '/users/store', admin, bad, 'ar');
    expect(ar.json().errors.phone).toEqual(['رقم الجوال يجب أن يبدأ بـ 5 أو 966']);
    const taken = await call('POST', '/users/store', admin, { ...VALID_USER, roles: [companyRole] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The e-mail is already registered'] });
    expect(await auditCount('users/store')).toBe(before);
  });

  it('only an administrator creates an administrator-type user', async () => {
    await app.ctx.db.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id, permissions p
       where u.email = 'kdana@demo.mashaer.sa' and p.name = 'user-create' on conflict do nothing`);
    const res = await call('POST', '/users/store', kdana, {
      ...VALID_USER,
      email: 'x@users.test',
      type_id: 1,
      roles: [companyRole],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type_id).toEqual(['Only the administrator may do this']);
  });

  it('401 / 403 for store', async () => {
    expect((await call('POST', '/users/store', null, VALID_USER)).statusCode).toBe(401);
    expect((await call('POST', '/users/store', gov, VALID_USER)).statusCode).toBe(403);
  });

  it('edit and view: the fields, roles, type and documents (downloadable)', async () => {
    const edit = await call('GET', `/users/edit/${id}`, admin);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ id, email: 'sara@users.test', roles: [{ id: companyRole }] });
    expect(edit.body).not.toContain('password_hash');

    const { id: applicant } = await pendingApplicant();
    const view = await call('GET', `/users/view/${applicant}`, admin, undefined, 'ar');
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data).toMatchObject({
      id: applicant,
      status_text: 'قيد الانتظار',
      type: { code: 'raft_company' },
    });
    expect(data.documents.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['vat_file', 'stamp', 'nda_document']),
    );
    const file = await app.inject({ method: 'GET', url: data.documents[0].url, headers: auth(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(
      (await app.inject({ method: 'GET', url: data.documents[0].url, headers: auth(gov) })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/users/view/99999999', admin)).statusCode).toBe(404);
    expect((await call('GET', `/users/edit/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/users/edit/${id}`, gov)).statusCode).toBe(403);
  });

  it('updates fields and roles with an audit row of old and new; a new password ends their sessions', async () => {
    const theirs = await tokenFor(app, 'sara@users.test');
    const res = await call('POST', `/users/update/${id}`, admin, {
      ...VALID_USER,
      name: 'Sara Harbi',
      password: 'Newer@12',
      password_confirmation: 'Newer@12',
      roles: [companyRole, anyRole],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Sara Harbi');
    expect(res.json().data.roles).toHaveLength(2);
    expect((await auditRows(app, { method: 'users/update' })).at(-1)).toMatchObject({
      old_value: { name: 'Sara Otaibi', roles: [companyRole] },
      new_value: { name: 'Sara Harbi', credentials_changed: true },
    });
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(401);
    await login(app, 'sara@users.test', 'Newer@12');
  });

  it('update: 422 on mismatched confirmation and no role, nothing written', async () => {
    const before = await auditCount('users/update');
    const res = await call('POST', `/users/update/${id}`, admin, {
      ...VALID_USER,
      password: 'Newer@12',
      password_confirmation: 'Other@12',
      roles: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      password_confirmation: ['The password confirmation does not match'],
      roles: ['Choose at least one role'],
    });
    expect(await auditCount('users/update')).toBe(before);
  });
});

describe('company scope on the users routes', () => {
  it("a company holding user-index reaches itself and its employees; another organisation's id is 404", async () => {
    await app.ctx.db.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select ${companyRole}, p.id from permissions p where p.name in ('user-index', 'user-request')
      on conflict do nothing`);
    const own = await userId(app, 'employee@demo.mashaer.sa');
    const other = await userId(app, 'service_provider@demo.mashaer.sa');
    expect((await call('GET', `/users/edit/${own}`, company)).statusCode).toBe(200);
    const theirs = await call('GET', `/users/view/${other}`, company);
    const missing = await call('GET', '/users/view/99999999', company);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    for (const url of [
      `/users/switch-gov/${other}`,
      `/users/delete/${other}`,
      `/users/update-user-role/${other}`,
      `/users/history/${other}`,
    ]) {
      const res = await call(url.includes('history') ? 'GET' : 'POST', url, company, {
        roles: [companyRole],
      });
      expect(res.statusCode, url).toBe(404);
    }
    const sw = await call('POST', `/users/switch-user-status/${other}`, company, { status: 'disabled' });
    expect(sw.statusCode).toBe(404);
    await app.ctx.db.execute(sql`
      delete from role_permissions where role_id = ${companyRole}
         and permission_id in (select id from permissions where name in ('user-index', 'user-request'))`);
  });
});

describe('update-user-role, switch-gov, delete, history', () => {
  it('update-user-role sets the roles with an audit row; 422 without roles', async () => {
    const id = await userId(app, 'consultant@demo.mashaer.sa');
    const role = await roleOf('consultant@demo.mashaer.sa');
    const res = await call('POST', `/users/update-user-role/${id}`, admin, { roles: [role, anyRole] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.roles.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([role, anyRole].sort());
    expect((await auditRows(app, { method: 'users/update-user-role' })).at(-1)).toMatchObject({
      old_value: { roles: [role] },
    });
    const bad = await call('POST', `/users/update-user-role/${id}`, admin, { roles: [] }, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.roles).toEqual(['يجب اختيار دور واحد على الأقل']);
    expect((await call('POST', `/users/update-user-role/${id}`, gov, { roles: [role] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/users/update-user-role/99999999', admin, { roles: [role] })).statusCode,
    ).toBe(404);
  });

  it('switch-gov toggles (or sets) the government flag, audited', async () => {
    const id = await userId(app, 'specialist@demo.mashaer.sa');
    const on = await call('POST', `/users/switch-gov/${id}`, admin, {});
    expect(on.statusCode).toBe(200);
    expect(on.json().data.is_government).toBe(true);
    const set = await call('POST', `/users/switch-gov/${id}`, admin, { is_government: 0 });
    expect(set.json().data.is_government).toBe(false);
    expect((await auditRows(app, { method: 'users/switch-gov' })).at(-1)).toMatchObject({
      old_value: { is_government: true },
      new_value: { is_government: false },
    });
    const bad = await call('POST', `/users/switch-gov/${id}`, admin, { is_government: 7 });
    expect(bad.statusCode).toBe(422);
    expect((await call('POST', `/users/switch-gov/${id}`, null, {})).statusCode).toBe(401);
    expect((await call('POST', `/users/switch-gov/${id}`, gov, {})).statusCode).toBe(403);
  });

  it('history shows the changes of a user as a timeline, newest first', async () => {
    const id = await userId(app, 'specialist@demo.mashaer.sa');
    const res = await call('GET', `/users/history/${id}`, admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { event: string; actor: { name: string }; old_value: unknown }[];
    expect(rows[0]).toMatchObject({ event: 'gov_changed', actor: { name: 'عبدالله الحربي' } });
    expect(rows.map((r) => r.event)).toEqual(expect.arrayContaining(['gov_changed']));
    expect((await call('GET', `/users/history/${id}`, gov)).statusCode).toBe(403);
    expect((await call('GET', '/users/history/99999999', admin)).statusCode).toBe(404);
  });

  it('delete is soft, ends the sessions, hides the user; refuses oneself; then 404', async () => {
    const { id, email } = await pendingApplicant();
    const theirs = await tokenFor(app, email);
    const res = await call('POST', `/users/delete/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The user was deleted');
    const [row] = await query<{ deleted_at: string | null }>(
      app.ctx.db,
      sql`select deleted_at from users where id = ${id}`,
    );
    expect(row.deleted_at).not.toBeNull();
    expect((await call('GET', '/auth/registration', theirs)).statusCode).toBe(401);
    expect((await call('GET', `/users/edit/${id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/users/delete/${id}`, admin)).statusCode).toBe(404);
    const list = await call('POST', '/users', admin, { email, paginate: 50 });
    expect(list.json().data.total).toBe(0);
    expect((await auditRows(app, { method: 'users/delete' })).at(-1)).toMatchObject({
      event: 'deleted',
      record_id: String(id),
    });
    const self = await call('POST', `/users/delete/${await userId(app, 'admin@demo.mashaer.sa')}`, admin);
    expect(self.statusCode).toBe(422);
    expect((await call('POST', `/users/delete/${id}`, gov)).statusCode).toBe(403);
  });

  it('a non-administrator cannot change an administrator account (404)', async () => {
    const adminId = await userId(app, 'admin@demo.mashaer.sa');
    expect((await call('POST', `/users/switch-gov/${adminId}`, kdana, {})).statusCode).toBe(404);
  });
});

describe('users/create-employee', () => {
  it("creates a user of the caller's type under the caller's organisation, with a role the caller holds", async () => {
    const res = await call('POST', '/users/create-employee', company, {
      name: 'Ahmad Employee',
      email: 'ahmad@users.test',
      phone: '966512345678',
      password: 'Emp@1234',
      password_confirmation: 'Emp@1234',
      roles: [companyRole],
      parent_id: 1,
      type_id: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const owner = await userId(app, 'raft_company@demo.mashaer.sa');
    expect(res.json().data).toMatchObject({ parent_id: owner, type_id: 3, status: 'active' });
    expect((await auditRows(app, { method: 'users/create-employee' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(res.json().data.id),
    });
    const s = await login(app, 'ahmad@users.test', 'Emp@1234');
    expect(s.user.id).toBe(res.json().data.id);
  });

  it('refuses a role the caller does not hold, and 422 per field in both languages', async () => {
    const before = await auditCount('users/create-employee');
    const res = await call('POST', '/users/create-employee', company, {
      name: 'Other',
      email: 'other@users.test',
      phone: '512345679',
      password: 'Emp@1234',
      password_confirmation: 'Emp@1234',
      roles: [adminRole],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.roles).toEqual([
      'You cannot grant or remove a role beyond your own permissions',
    ]);
    const ar = await call('POST', '/users/create-employee', company, { email: 'bad' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.email).toEqual(['البريد الإلكتروني غير صالح']);
    expect(ar.json().errors.roles).toBeDefined();
    expect(await auditCount('users/create-employee')).toBe(before);
    expect((await call('POST', '/users/create-employee', gov, {})).statusCode).toBe(403);
    expect((await call('POST', '/users/create-employee', null, {})).statusCode).toBe(401);
  });
});

describe('e-mail of a deleted account', () => {
  it('can be used again by a new account; the deleted row keeps it; a live duplicate is still 422', async () => {
    const { id, email } = await pendingApplicant();
    expect((await call('POST', `/users/delete/${id}`, admin)).statusCode).toBe(200);
    const again = await call('POST', '/users/store', admin, {
      ...VALID_USER,
      email,
      phone: '512340077',
      roles: [companyRole],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).not.toBe(id);
    const rows = await query<{ id: number; deleted: boolean }>(
      app.ctx.db,
      sql`select id, deleted_at is not null as deleted from users where lower(email) = ${email} order by id`,
    );
    expect(rows).toEqual([
      { id, deleted: true },
      { id: again.json().data.id, deleted: false },
    ]);
    // The new account logs in (the deleted one is never found).
    expect((await login(app, email, VALID_USER.password)).user.id).toBe(again.json().data.id);
    const dup = await call('POST', '/users/store', admin, {
      ...VALID_USER,
      email,
      phone: '512340078',
      roles: [companyRole],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toBeDefined();
    // The unique index itself: a second live row with that e-mail is refused by the database.
    await expect(
      app.ctx.db.execute(
        sql`insert into users (name, email, phone, password_hash, type_id, status)
            values ('x', ${email.toUpperCase()}, '512340079', 'x', 4, 'active')`,
      ),
    ).rejects.toThrow();
  });
});

describe('a non-administrator and roles beyond their permissions', () => {
  it('cannot take away a role beyond their permissions, may keep it, and may change the others', async () => {
    const made = await call('POST', '/users/store', admin, {
      ...VALID_USER,
      email: 'two-roles@users.test',
      phone: '512340088',
      roles: [anyRole, companyRole],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const before = await auditCount('users/update-user-role');
    const strip = await call('POST', `/users/update-user-role/${id}`, kdana, { roles: [companyRole] });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.roles).toEqual([
      'You cannot grant or remove a role beyond your own permissions',
    ]);
    const stripAr = await call(
      'POST',
      `/users/update-user-role/${id}`,
      kdana,
      { roles: [companyRole] },
      'ar',
    );
    expect(stripAr.json().errors.roles).toEqual(['لا يمكنك منح أو سحب دور يتجاوز صلاحياتك']);
    expect(await auditCount('users/update-user-role')).toBe(before);
    const roles = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select role_id from user_roles where user_id = ${id} order by role_id`,
    );
    expect(roles.map((r) => r.role_id).sort()).toEqual([anyRole, companyRole].sort());
    // Keeping the all-permissions role while removing the company role is allowed.
    const keep = await call('POST', `/users/update-user-role/${id}`, kdana, { roles: [anyRole] });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await auditCount('users/update-user-role')).toBe(before + 1);
  });

  it('users/role-options: the roles the caller may give', async () => {
    const all = await call('GET', '/users/role-options', admin);
    expect(all.statusCode).toBe(200);
    const adminIds = (all.json().data as { id: number }[]).map((r) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([adminRole, companyRole]));
    const kd = (await call('GET', '/users/role-options', kdana)).json().data as {
      id: number;
      name: string;
    }[];
    expect(kd.map((r) => r.id)).toContain(companyRole);
    expect(kd.map((r) => r.id)).not.toContain(adminRole);
    expect(kd[0]).toEqual({ id: expect.any(Number), name: expect.any(String), name_en: expect.any(String) });
    // A company choosing roles for its employees: only its own.
    const emp = await call('GET', '/users/role-options?for=employee', company);
    expect((emp.json().data as { id: number }[]).map((r) => r.id)).toEqual([companyRole]);
    // No screen that chooses roles: nothing.
    expect((await call('GET', '/users/role-options', gov)).json().data).toEqual([]);
    expect((await call('GET', '/users/role-options', null)).statusCode).toBe(401);
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
    const [u] = await query<{ status: string }>(app.ctx.db, sql`select status from users where id = ${id}`);
    expect(u.status).toBe('pending');
    expect(await query(app.ctx.db, sql`select 1 from user_roles where user_id = ${id}`)).toEqual([]);
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

describe("a company's employees: view, edit, disable (users/employees/…)", () => {
  let emp: number;
  let other: number;
  beforeAll(async () => {
    emp = await userId(app, 'employee@demo.mashaer.sa');
    const sp = await tokenFor(app, 'service_provider');
    const made = await call('POST', '/users/create-employee', sp, {
      name: 'Provider Employee',
      email: 'sp-emp@users.test',
      phone: '512349901',
      password: 'Emp@1234',
      password_confirmation: 'Emp@1234',
      roles: [await roleOf('service_provider@demo.mashaer.sa')],
    });
    expect(made.statusCode, made.body).toBe(201);
    other = made.json().data.id;
  });

  it("reads its own employee; another company's employee and the company itself are 404; 403 without the permission", async () => {
    const res = await call('GET', `/users/employees/edit/${emp}`, company);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: emp,
      email: 'employee@demo.mashaer.sa',
      roles: [{ id: companyRole }],
    });
    expect(res.json().data.password_hash).toBeUndefined();
    expect((await call('GET', `/users/employees/edit/${other}`, company)).statusCode).toBe(404);
    const self = await userId(app, 'raft_company@demo.mashaer.sa');
    expect((await call('GET', `/users/employees/edit/${self}`, company)).statusCode).toBe(404);
    expect((await call('GET', `/users/employees/edit/${emp}`, gov)).statusCode).toBe(403);
    expect((await call('GET', `/users/employees/edit/${emp}`, null)).statusCode).toBe(401);
  });

  it('updates its employee (audited); 422 per field; a role it does not hold is refused; 404 for another', async () => {
    const body = {
      name: 'Renamed Employee',
      email: 'employee@demo.mashaer.sa',
      phone: '512349902',
      roles: [companyRole],
    };
    const res = await call('POST', `/users/employees/update/${emp}`, company, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The employee was updated',
      data: { name: 'Renamed Employee' },
    });
    expect((await auditRows(app, { method: 'users/employees/update' })).at(-1)).toMatchObject({
      record_id: String(emp),
      new_value: { name: 'Renamed Employee' },
    });
    const bad = await call('POST', `/users/employees/update/${emp}`, company, {
      ...body,
      email: 'bad',
      roles: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'roles']);
    const notHeld = await call('POST', `/users/employees/update/${emp}`, company, {
      ...body,
      roles: [adminRole],
    });
    expect(notHeld.statusCode).toBe(422);
    expect((await call('POST', `/users/employees/update/${other}`, company, body)).statusCode).toBe(404);
  });

  it('disables its employee (sessions end, audited) and enables them again; 404 for another', async () => {
    const theirs = await tokenFor(app, 'employee@demo.mashaer.sa');
    const off = await call('POST', `/users/employees/switch-status/${emp}`, company, { status: 'disabled' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'The employee was disabled', data: { status: 'disabled' } });
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(401);
    expect((await auditRows(app, { method: 'users/employees/switch-status' })).at(-1)).toMatchObject({
      old_value: { status: 'active' },
      new_value: { status: 'disabled' },
    });
    const again = await call('POST', `/users/employees/switch-status/${emp}`, company, {
      status: 'disabled',
    });
    expect(again.json().code).toBe(WARNING_CODE);
    const on = await call('POST', `/users/employees/switch-status/${emp}`, company, { status: 'active' });
    expect(on.json().data.status).toBe('active');
    // Both moves are the user-status workflow's actions: on the employee's timeline.
    const events = await query<{ action: string; from_status: string; to_status: string }>(
      app.ctx.db,
      sql`select action, from_status, to_status from workflow_events
           where workflow = 'user_status' and record_id = ${emp} order by id`,
    );
    expect(events.slice(-2)).toEqual([
      { action: 'disable_employee', from_status: 'active', to_status: 'disabled' },
      { action: 'enable_employee', from_status: 'disabled', to_status: 'active' },
    ]);
    expect(
      (await call('POST', `/users/employees/switch-status/${other}`, company, { status: 'disabled' }))
        .statusCode,
    ).toBe(404);
  });
});
