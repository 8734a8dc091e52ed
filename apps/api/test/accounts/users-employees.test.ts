import { WARNING_CODE } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, login, tokenFor, userId } from '../helpers';
import { usersApp } from './users-fixture';

const users = usersApp();
const { call, roleOf, auditCount } = users;
const app = users.app;
let gov: string;
let company: string;
let companyRole: number;
let adminRole: number;
beforeAll(() => {
  ({ gov, company, companyRole, adminRole } = users.state);
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
    const owner = await userId(app(), 'raft_company@demo.mashaer.sa');
    expect(res.json().data).toMatchObject({ parent_id: owner, type_id: 3, status: 'active' });
    expect((await auditRows(app(), { method: 'users/create-employee' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(res.json().data.id),
    });
    const s = await login(app(), 'ahmad@users.test', 'Emp@1234');
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

describe("a company's employees: view, edit, disable (users/employees/…)", () => {
  let emp: number;
  let other: number;
  beforeAll(async () => {
    emp = await userId(app(), 'employee@demo.mashaer.sa');
    const sp = await tokenFor(app(), 'service_provider');
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
    const self = await userId(app(), 'raft_company@demo.mashaer.sa');
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
    expect((await auditRows(app(), { method: 'users/employees/update' })).at(-1)).toMatchObject({
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
    const theirs = await tokenFor(app(), 'employee@demo.mashaer.sa');
    const off = await call('POST', `/users/employees/switch-status/${emp}`, company, { status: 'disabled' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'The employee was disabled', data: { status: 'disabled' } });
    expect((await call('GET', '/auth/me', theirs)).statusCode).toBe(401);
    expect((await auditRows(app(), { method: 'users/employees/switch-status' })).at(-1)).toMatchObject({
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
      app().ctx.db,
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
