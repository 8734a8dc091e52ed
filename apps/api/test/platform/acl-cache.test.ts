import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, query } from '../../src/db/client';
import { auth, createTestApp, type TestApp, tokenFor } from '../helpers';

/**
 * Each process caches role → permissions (plugins/access.ts) and reloads when `acl_version`, raised
 * by a trigger on every change of `role_permissions`, moves: a change is seen by the next request
 * in every process, whoever made it and however (API or SQL).
 */
let app: TestApp;
let admin: string;
let company: string;
let roleId: number;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  company = await tokenFor(app, 'raft_company');
  [{ id: roleId }] = await query<{ id: number }>(
    app.ctx.db,
    sql`select ur.role_id as id from user_roles ur join users u on u.id = ur.user_id
         where u.email = 'raft_company@demo.mashaer.sa'`,
  );
});
afterAll(() => app.close());

const get = (a: TestApp | Awaited<ReturnType<typeof buildApp>>, url: string, token: string) =>
  a.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });

const grant = (name: string) =>
  query(
    app.ctx.db,
    sql`insert into role_permissions (role_id, permission_id)
        select ${roleId}, id from permissions where name = ${name} on conflict do nothing`,
  );
const revoke = (name: string) =>
  query(
    app.ctx.db,
    sql`delete from role_permissions where role_id = ${roleId}
          and permission_id = (select id from permissions where name = ${name})`,
  );

describe('permission cache', () => {
  it('a permission granted or revoked in SQL applies to the very next request', async () => {
    expect((await get(app, '/roles/permissions', company)).statusCode).toBe(403);
    await grant('user-role-index');
    expect((await get(app, '/roles/permissions', company)).statusCode).toBe(200);
    expect((await get(app, '/auth/permission-me', company)).json().data.permissions).toContain(
      'user-role-index',
    );
    await revoke('user-role-index');
    expect((await get(app, '/roles/permissions', company)).statusCode).toBe(403);
    expect((await get(app, '/auth/permission-me', company)).json().data.permissions).not.toContain(
      'user-role-index',
    );
  });

  it('a role removed from the user applies at once (role ids are read with the token)', async () => {
    await grant('user-role-index');
    expect((await get(app, '/roles/permissions', company)).statusCode).toBe(200);
    await query(app.ctx.db, sql`delete from user_roles where role_id = ${roleId}`);
    expect((await get(app, '/roles/permissions', company)).statusCode).toBe(403);
    await query(
      app.ctx.db,
      sql`insert into user_roles (user_id, role_id)
          select id, ${roleId} from users where email = 'raft_company@demo.mashaer.sa'`,
    );
    await revoke('user-role-index');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a role changed through one API process is enforced by another at once',
    async () => {
      const database = await openDatabase({ url: app.databaseUrl, pgliteDir: 'memory://', poolMax: 2 });
      const other = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: app.dataDir,
          LOG_LEVEL: 'silent',
          WEB_DIST: '',
          DATABASE_URL: app.databaseUrl,
          SEED_DEMO: 'false',
        }),
        database,
        logger: false,
      });
      try {
        expect((await get(other, '/roles/permissions', company)).statusCode).toBe(403);
        const role = (await get(app, `/roles/edit/${roleId}`, admin)).json().data;
        const res = await app.inject({
          method: 'POST',
          url: `/api/roles/update/${roleId}`,
          headers: auth(admin),
          payload: {
            name: role.name,
            name_en: role.name_en,
            permissions: [...role.permissions, 'user-role-index'],
          },
        });
        expect(res.statusCode).toBe(200);
        expect((await get(other, '/roles/permissions', company)).statusCode).toBe(200);
        await revoke('user-role-index');
        expect((await get(other, '/roles/permissions', company)).statusCode).toBe(403);
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});
