import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, login, tokenFor, userId } from '../helpers';
import { usersApp, VALID_USER } from './users-fixture';

const users = usersApp();
const { call, auditCount, pendingApplicant } = users;
const app = users.app;
let admin: string;
let kdana: string;
let gov: string;
let company: string;
let companyRole: number;
let anyRole: number;
beforeAll(() => {
  ({ admin, kdana, gov, company, companyRole, anyRole } = users.state);
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
    const [a] = await query<{ id: number }>(app().ctx.db, sql`select id from alliances order by id limit 1`);
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
      app().ctx.db,
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
    const owner = await userId(app(), 'raft_company@demo.mashaer.sa');
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
    expect((await auditRows(app(), { method: 'users/store' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(id),
    });
    const s = await login(app(), 'sara@users.test', 'Good@123');
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
    await app().ctx.db.execute(sql`
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
    const file = await app().inject({ method: 'GET', url: data.documents[0].url, headers: auth(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(
      (await app().inject({ method: 'GET', url: data.documents[0].url, headers: auth(gov) })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/users/view/99999999', admin)).statusCode).toBe(404);
    expect((await call('GET', `/users/edit/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/users/edit/${id}`, gov)).statusCode).toBe(403);
  });

  it('updates fields and roles with an audit row of old and new; a new password ends their sessions', async () => {
    const theirs = await tokenFor(app(), 'sara@users.test');
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
    expect((await auditRows(app(), { method: 'users/update' })).at(-1)).toMatchObject({
      old_value: { name: 'Sara Otaibi', roles: [companyRole] },
      new_value: { name: 'Sara Harbi', credentials_changed: true },
    });
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(401);
    await login(app(), 'sara@users.test', 'Newer@12');
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
    await app().ctx.db.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select ${companyRole}, p.id from permissions p where p.name in ('user-index', 'user-request')
      on conflict do nothing`);
    const own = await userId(app(), 'employee@demo.mashaer.sa');
    const other = await userId(app(), 'service_provider@demo.mashaer.sa');
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
    await app().ctx.db.execute(sql`
      delete from role_permissions where role_id = ${companyRole}
         and permission_id in (select id from permissions where name in ('user-index', 'user-request'))`);
  });
});
