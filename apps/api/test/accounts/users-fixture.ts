import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { registerCompany } from '../security/harness-uploads';

export const VALID_USER = {
  name: 'Sara Otaibi',
  email: 'sara@users.test',
  phone: '512340000',
  type_id: 3,
  password: 'Good@123',
  password_confirmation: 'Good@123',
  company_name_ar: 'شركة سارة',
  unified_number: '7001234567',
};

/**
 * The users tests' app, started in the calling file's beforeAll and closed in its afterAll.
 * `state` is filled in that beforeAll: tokens of admin, kdana, gov and the company; the demo
 * roles of the company and the administrator; and `anyRole`, every permission for any user type
 * (the demo roles are each meant for their own type).
 */
export function usersApp() {
  let app: TestApp;
  const state = { admin: '', kdana: '', gov: '', company: '', companyRole: 0, adminRole: 0, anyRole: 0 };

  async function roleOf(email: string) {
    const [r] = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select role_id from user_roles ur join users u on u.id = ur.user_id where u.email = ${email}`,
    );
    return r.role_id;
  }

  beforeAll(async () => {
    app = await createTestApp();
    state.admin = await tokenFor(app, 'admin');
    state.kdana = await tokenFor(app, 'kdana');
    state.gov = await tokenFor(app, 'gov');
    state.company = await tokenFor(app, 'raft_company');
    state.companyRole = await roleOf('raft_company@demo.mashaer.sa');
    state.adminRole = await roleOf('admin@demo.mashaer.sa');
    [{ id: state.anyRole }] = await query<{ id: number }>(
      app.ctx.db,
      sql`insert into roles (name, name_en) values ('كل الصلاحيات', 'Every permission') returning id`,
    );
    await app.ctx.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select ${state.anyRole}::int, permission_id from role_permissions where role_id = ${state.adminRole}`);
  });
  afterAll(() => app.close());

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

  return { app: () => app, state, call, roleOf, auditCount, pendingApplicant };
}
