import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, login, tokenFor, userId } from '../helpers';
import { usersApp, VALID_USER } from './users-fixture';

const users = usersApp();
const { call, roleOf, auditCount, pendingApplicant } = users;
const app = users.app;
let admin: string;
let kdana: string;
let gov: string;
let company: string;
let companyRole: number;
let adminRole: number;
let anyRole: number;
beforeAll(() => {
  ({ admin, kdana, gov, company, companyRole, adminRole, anyRole } = users.state);
});

describe('update-user-role, switch-gov, delete, history', () => {
  it('update-user-role sets the roles with an audit row; 422 without roles', async () => {
    const id = await userId(app(), 'consultant@demo.mashaer.sa');
    const role = await roleOf('consultant@demo.mashaer.sa');
    const res = await call('POST', `/users/update-user-role/${id}`, admin, { roles: [role, anyRole] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.roles.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([role, anyRole].sort());
    expect((await auditRows(app(), { method: 'users/update-user-role' })).at(-1)).toMatchObject({
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
    const id = await userId(app(), 'specialist@demo.mashaer.sa');
    const on = await call('POST', `/users/switch-gov/${id}`, admin, {});
    expect(on.statusCode).toBe(200);
    expect(on.json().data.is_government).toBe(true);
    const set = await call('POST', `/users/switch-gov/${id}`, admin, { is_government: 0 });
    expect(set.json().data.is_government).toBe(false);
    expect((await auditRows(app(), { method: 'users/switch-gov' })).at(-1)).toMatchObject({
      old_value: { is_government: true },
      new_value: { is_government: false },
    });
    const bad = await call('POST', `/users/switch-gov/${id}`, admin, { is_government: 7 });
    expect(bad.statusCode).toBe(422);
    expect((await call('POST', `/users/switch-gov/${id}`, null, {})).statusCode).toBe(401);
    expect((await call('POST', `/users/switch-gov/${id}`, gov, {})).statusCode).toBe(403);
  });

  it('history shows the changes of a user as a timeline, newest first', async () => {
    const id = await userId(app(), 'specialist@demo.mashaer.sa');
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
    const theirs = await tokenFor(app(), email);
    const res = await call('POST', `/users/delete/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The user was deleted');
    const [row] = await query<{ deleted_at: string | null }>(
      app().ctx.db,
      sql`select deleted_at from users where id = ${id}`,
    );
    expect(row.deleted_at).not.toBeNull();
    expect((await call('GET', '/auth/registration', theirs)).statusCode).toBe(401);
    expect((await call('GET', `/users/edit/${id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/users/delete/${id}`, admin)).statusCode).toBe(404);
    const list = await call('POST', '/users', admin, { email, paginate: 50 });
    expect(list.json().data.total).toBe(0);
    expect((await auditRows(app(), { method: 'users/delete' })).at(-1)).toMatchObject({
      event: 'deleted',
      record_id: String(id),
    });
    const self = await call('POST', `/users/delete/${await userId(app(), 'admin@demo.mashaer.sa')}`, admin);
    expect(self.statusCode).toBe(422);
    expect((await call('POST', `/users/delete/${id}`, gov)).statusCode).toBe(403);
  });

  it('a non-administrator cannot change an administrator account (404)', async () => {
    const adminId = await userId(app(), 'admin@demo.mashaer.sa');
    expect((await call('POST', `/users/switch-gov/${adminId}`, kdana, {})).statusCode).toBe(404);
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
      app().ctx.db,
      sql`select id, deleted_at is not null as deleted from users where lower(email) = ${email} order by id`,
    );
    expect(rows).toEqual([
      { id, deleted: true },
      { id: again.json().data.id, deleted: false },
    ]);
    // The new account logs in (the deleted one is never found).
    expect((await login(app(), email, VALID_USER.password)).user.id).toBe(again.json().data.id);
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
      app().ctx.db.execute(
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
      app().ctx.db,
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
