import { PERMISSION_NAMES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
let admin: string;
let company: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  company = await tokenFor(app, 'raft_company');
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  lang: 'ar' | 'en' = 'en',
) => app.inject({ method, url: `/api${url}`, payload, headers: token ? auth(token, lang) : {} });

describe('roles', () => {
  let id: number;

  it('GET roles/permissions: the whole catalogue grouped by area, labels in both languages', async () => {
    const res = await call('GET', '/roles/permissions', admin);
    expect(res.statusCode).toBe(200);
    const areas = res.json().data as {
      area: string;
      ar: string;
      en: string;
      permissions: { name: string }[];
    }[];
    expect(areas.find((a) => a.area === 'users')).toMatchObject({
      ar: 'المستخدمون',
      en: 'Users',
      permissions: expect.arrayContaining([{ name: 'user-role-index', ar: 'الأدوار', en: 'Roles' }]),
    });
    expect(areas.flatMap((a) => a.permissions).length).toBe(PERMISSION_NAMES.length);
  });

  it('stores a role with its permissions, audited; the list counts permissions and users', async () => {
    const res = await call('POST', '/roles/store', admin, {
      name: 'مراجع التراخيص',
      name_en: 'Licence reviewer',
      permissions: ['readiness-license', 'readiness-license-index', 'tamplate-form'],
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data.permissions).toEqual([
      'readiness-license',
      'readiness-license-index',
      'tamplate-form',
    ]);
    expect((await auditRows(app, { method: 'roles/store' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(id),
      new_value: { name_en: 'Licence reviewer' },
    });
    const list = await call('POST', '/roles?page=1', admin, { search: 'Licence', paginate: 10 });
    expect(list.json().data.data).toEqual([
      expect.objectContaining({ id, permissions_count: 3, users_count: 0 }),
    ]);
  });

  it('422: duplicate name, unknown permission, none chosen (ar and en); nothing written', async () => {
    const before = (await auditRows(app, { table: 'roles' })).length;
    const dup = await call('POST', '/roles/store', admin, {
      name: 'مراجع التراخيص',
      name_en: 'LICENCE REVIEWER',
      permissions: ['dashboard'],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      name: ['The role name already exists'],
      name_en: ['The role name already exists'],
    });
    const unknown = await call('POST', '/roles/store', admin, {
      name: 'a',
      name_en: 'b',
      permissions: ['nope'],
    });
    expect(unknown.json().errors['permissions.0']).toEqual(['Unknown permission']);
    const none = await call(
      'POST',
      '/roles/store',
      admin,
      { name: 'a', name_en: 'b', permissions: [] },
      'ar',
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.permissions).toEqual(['يجب اختيار صلاحية واحدة على الأقل']);
    expect((await auditRows(app, { table: 'roles' })).length).toBe(before);
  });

  it('a user given the role sees its permissions at GET auth/permission-me; an update changes them', async () => {
    const target = await userId(app, 'waste_contractor@demo.mashaer.sa');
    const token = await tokenFor(app, 'waste_contractor');
    const before = await call('GET', '/auth/permission-me', token);
    expect(before.json().data.permissions).not.toContain('readiness-license-index');
    const [own] = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select role_id from user_roles where user_id = ${target}`,
    );
    const grant = await call('POST', `/users/update-user-role/${target}`, admin, {
      roles: [own.role_id, id],
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const after = await call('GET', '/auth/permission-me', token);
    expect(after.json().data.permissions).toEqual(
      expect.arrayContaining(['readiness-license-index', 'tamplate-form']),
    );

    const upd = await call('POST', `/roles/update/${id}`, admin, {
      name: 'مراجع التراخيص',
      name_en: 'Licence reviewer',
      permissions: ['readiness-license', 'cms-settings'],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await auditRows(app, { method: 'roles/update' })).at(-1)).toMatchObject({
      old_value: { permissions: ['readiness-license', 'readiness-license-index', 'tamplate-form'] },
      new_value: { permissions: ['cms-settings', 'readiness-license'] },
    });
    const changed = (await call('GET', '/auth/permission-me', token)).json().data.permissions;
    expect(changed).toContain('cms-settings');
    expect(changed).not.toContain('tamplate-form');
  });

  it('GET roles/edit/{id}: the role with its permission names; 404 for a missing one', async () => {
    const res = await call('GET', `/roles/edit/${id}`, admin);
    expect(res.json().data).toMatchObject({
      id,
      name_en: 'Licence reviewer',
      permissions: ['cms-settings', 'readiness-license'],
    });
    expect((await call('GET', '/roles/edit/99999999', admin)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/roles/update/99999999', admin, {
          name: 'x',
          name_en: 'y',
          permissions: ['dashboard'],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('roles/delete/{id} is refused with 422 while a user holds the role, then deletes', async () => {
    const before = (await auditRows(app, { method: 'roles/delete' })).length;
    const refused = await call('POST', `/roles/delete/${id}`, admin, {}, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('لا يمكن حذف الدور لأنه مسند إلى مستخدمين');
    expect((await auditRows(app, { method: 'roles/delete' })).length).toBe(before);
    await app.ctx.db.execute(sql`delete from user_roles where role_id = ${id}`);
    const ok = await call('POST', `/roles/delete/${id}`, admin);
    expect(ok.statusCode).toBe(200);
    expect((await auditRows(app, { method: 'roles/delete' })).at(-1)).toMatchObject({
      event: 'deleted',
      old_value: { name_en: 'Licence reviewer' },
    });
    expect((await call('GET', `/roles/edit/${id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/roles/delete/${id}`, admin)).statusCode).toBe(404);
  });

  it('401 without a token and 403 without user-role-index, on every roles route', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['POST', '/roles'],
      ['GET', '/roles/permissions'],
      ['GET', '/roles/edit/1'],
      ['POST', '/roles/store'],
      ['POST', '/roles/update/1'],
      ['POST', '/roles/delete/1'],
    ];
    const kdana = await tokenFor(app, 'kdana');
    for (const [m, url] of routes) {
      expect((await call(m, url, null, m === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
      expect((await call(m, url, company, m === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
      expect((await call(m, url, kdana, m === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
  });
});

describe('a non-administrator holding user-role-index', () => {
  let manager: string;
  beforeAll(async () => {
    const role = await call('POST', '/roles/store', admin, {
      name: 'مدير الأدوار',
      name_en: 'Role manager',
      permissions: ['user', 'user-role-index', 'dashboard', 'ticket', 'ticket-index'],
    });
    expect(role.statusCode, role.body).toBe(201);
    const made = await call('POST', '/users/store', admin, {
      name: 'Role Manager',
      email: 'role-manager@roles.test',
      phone: '512349999',
      type_id: 5,
      password: 'Demo@1234',
      password_confirmation: 'Demo@1234',
      roles: [role.json().data.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    manager = await tokenFor(app, 'role-manager@roles.test');
  });

  const storeAs = (token: string, name_en: string, permissions: string[]) =>
    call('POST', '/roles/store', token, { name: `ar ${name_en}`, name_en, permissions });

  it('grants only permissions they hold (store and update), in both languages; nothing written', async () => {
    const ok = await storeAs(manager, 'Ticket desk', ['ticket', 'ticket-index']);
    expect(ok.statusCode, ok.body).toBe(201);
    const beyond = await storeAs(manager, 'Archivist', ['ticket', 'archive-index']);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.permissions).toEqual([
      'You cannot grant or remove a permission you do not hold',
    ]);
    const ar = await call(
      'POST',
      `/roles/update/${ok.json().data.id}`,
      manager,
      { name: 'ar Ticket desk', name_en: 'Ticket desk', permissions: ['ticket', 'archive-index'] },
      'ar',
    );
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.permissions).toEqual(['لا يمكنك منح أو إزالة صلاحية لا تملكها']);
    const [n] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from roles where name_en = 'Archivist'`,
    );
    expect(n.n).toBe(0);
  });

  it('cannot remove from a role a permission they do not hold; may rename it or change what they hold', async () => {
    const wide = await storeAs(admin, 'Wide role', ['ticket', 'archive-index', 'reports-log']);
    const id = wide.json().data.id as number;
    const before = (await auditRows(app, { method: 'roles/update' })).length;
    const strip = await call('POST', `/roles/update/${id}`, manager, {
      name: 'ar Wide role',
      name_en: 'Wide role',
      permissions: ['ticket', 'archive-index'],
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.permissions).toEqual([
      'You cannot grant or remove a permission you do not hold',
    ]);
    expect((await call('GET', `/roles/edit/${id}`, admin)).json().data.permissions).toEqual([
      'archive-index',
      'reports-log',
      'ticket',
    ]);
    expect((await auditRows(app, { method: 'roles/update' })).length).toBe(before);
    // Removing a permission they hold, keeping the others: allowed.
    const ok = await call('POST', `/roles/update/${id}`, manager, {
      name: 'ar Wide role 2',
      name_en: 'Wide role 2',
      permissions: ['archive-index', 'reports-log'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.permissions).toEqual(['archive-index', 'reports-log']);
  });

  it('cannot delete a role carrying a permission they do not hold; deletes one within theirs', async () => {
    const wide = await storeAs(admin, 'Archive role', ['archive-index']);
    const refused = await call('POST', `/roles/delete/${wide.json().data.id}`, manager);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('You cannot grant or remove a permission you do not hold');
    expect((await call('GET', `/roles/edit/${wide.json().data.id}`, admin)).statusCode).toBe(200);
    const mine = await storeAs(manager, 'Dashboard only', ['dashboard']);
    expect((await call('POST', `/roles/delete/${mine.json().data.id}`, manager)).statusCode).toBe(200);
  });
});
