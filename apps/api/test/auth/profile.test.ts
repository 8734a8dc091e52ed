import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, login, type TestApp, tokenFor, userId } from '../helpers';
import { profileApp } from './profile-fixture';

const f = profileApp();
const { t, post, get, auditCount } = f;
let app: TestApp;
let pendingToken: string;
beforeAll(() => {
  app = f.app();
  pendingToken = f.pendingToken();
});

describe('GET profile', () => {
  it('answers the session user and no file urls when there are none', async () => {
    const res = await get('/api/profile', t.specialist, 'ar');
    expect(res.statusCode).toBe(200);
    const me = (await get('/api/auth/me', t.specialist, 'ar')).json().data.user;
    expect(res.json()).toEqual({ data: { user: me, signature_url: null, stamp_url: null } });
    expect(res.json().data.user).not.toHaveProperty('password_hash');
  });

  it('serves a pending applicant too (reading needs only a login), and 401 without one', async () => {
    expect((await get('/api/profile', pendingToken)).json().data.user.status).toBe('pending');
    expect((await get('/api/profile', null)).statusCode).toBe(401);
  });
});

describe('POST profile/update', () => {
  it('changes name and phone, answers the new user, and logs old and new', async () => {
    const uid = await userId(app, 'service_provider@demo.mashaer.sa');
    const res = await post('/api/profile/update', t.service_provider, {
      name: 'سعد المطيري',
      phone: '966512345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your profile was updated',
      data: { user: { id: uid, name: 'سعد المطيري', phone: '966512345678' } },
    });
    const [row] = await auditRows(app, { method: 'profile/update' });
    expect(row).toMatchObject({
      event: 'updated',
      table_name: 'users',
      record_id: String(uid),
      user_id: uid,
      old_value: { name: 'سعد العتيبي', phone: '500000004' },
      new_value: { name: 'سعد المطيري', phone: '966512345678' },
    });
  });

  it('422 per field in the request language, nothing changed or logged', async () => {
    const before = await auditCount();
    const en = await post('/api/profile/update', t.kdana, { name: 'x'.repeat(20), phone: '0123' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.phone).toEqual(['The mobile number must start with 5 or 966']);
    expect(en.json().errors.name).toEqual(['Must be at most 19 characters']);
    const ar = await post('/api/profile/update', t.kdana, { name: '', phone: '0123' }, 'ar');
    expect(ar.json().errors.phone).toEqual(['رقم الجوال يجب أن يبدأ بـ 5 أو 966']);
    expect(ar.json().errors.name).toEqual(['هذا الحقل مطلوب']);
    expect(await auditCount()).toBe(before);
    const [u] = await query<{ name: string }>(
      app.ctx.db,
      sql`select name from users where email = 'kdana@demo.mashaer.sa'`,
    );
    expect(u.name).toBe('ماجد الزهراني');
  });

  it('ignores fields it does not own (no mass assignment)', async () => {
    const res = await post('/api/profile/update', t.contractor, {
      name: 'تركي',
      phone: '500000009',
      status: 'disabled',
      type_id: 1,
      email: 'x@y.z',
    });
    expect(res.statusCode).toBe(200);
    const [u] = await query<{ status: string; type_id: number; email: string }>(
      app.ctx.db,
      sql`select status, type_id, email from users where email = 'contractor@demo.mashaer.sa'`,
    );
    expect(u).toEqual({ status: 'active', type_id: 9, email: 'contractor@demo.mashaer.sa' });
  });

  it('401, and 403 for an account that is not active', async () => {
    expect((await post('/api/profile/update', null, { name: 'a', phone: '500000000' })).statusCode).toBe(401);
    expect(
      (await post('/api/profile/update', pendingToken, { name: 'a', phone: '500000000' })).statusCode,
    ).toBe(403);
  });
});

describe('POST profile/change-password', () => {
  const email = 'design_office@demo.mashaer.sa';

  it('refuses a wrong current password on its field, revoking nothing and logging nothing', async () => {
    const current = await tokenFor(app, email);
    const other = await tokenFor(app, email);
    const before = await auditCount();
    const en = await post('/api/profile/change-password', current, {
      current_password: 'Wrong@123',
      password: 'Fresh@123',
      password_confirmation: 'Fresh@123',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ current_password: ['The current password is incorrect'] });
    const ar = await post(
      '/api/profile/change-password',
      current,
      { current_password: 'Wrong@123', password: 'Fresh@123', password_confirmation: 'Fresh@123' },
      'ar',
    );
    expect(ar.json().errors.current_password).toEqual(['كلمة المرور الحالية غير صحيحة']);
    expect(await auditCount()).toBe(before);
    expect((await get('/api/profile', other)).statusCode).toBe(200);
  });

  it('checks the new password’s rules and confirmation, and that it differs', async () => {
    const token = await tokenFor(app, email);
    const weak = await post('/api/profile/change-password', token, {
      current_password: 'Demo@1234',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    const same = await post('/api/profile/change-password', token, {
      current_password: 'Demo@1234',
      password: 'Demo@1234',
      password_confirmation: 'Demo@1234',
    });
    expect(same.json().errors).toEqual({ password: ['The new password must differ from the current one'] });
  });

  it('changes it, ends the other sessions, keeps this one, and logs no secret', async () => {
    const current = await tokenFor(app, email);
    const other = await tokenFor(app, email);
    const res = await post('/api/profile/change-password', current, {
      current_password: 'Demo@1234',
      password: 'Fresh@123',
      password_confirmation: 'Fresh@123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password was changed');
    expect((await get('/api/profile', current)).statusCode).toBe(200);
    expect((await get('/api/profile', other)).statusCode).toBe(401);
    const rows = await auditRows(app, { method: 'profile/change-password' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'password_changed',
      table_name: 'users',
      user_id: await userId(app, email),
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/Fresh@123|Demo@1234|argon2/);
    const session = await login(app, email, 'Fresh@123');
    expect(session.access_token).toBeTruthy();
  });

  it('locks the change for a while after repeated wrong current passwords', async () => {
    const token = await tokenFor(app, 'raft_office@demo.mashaer.sa');
    const wrong = {
      current_password: 'Wrong@123',
      password: 'Fresh@123',
      password_confirmation: 'Fresh@123',
    };
    for (let i = 0; i < 10; i++)
      expect((await post('/api/profile/change-password', token, wrong)).statusCode).toBe(422);
    const locked = await post('/api/profile/change-password', token, {
      ...wrong,
      current_password: 'Demo@1234',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('401, and 403 for an account that is not active', async () => {
    const body = { current_password: 'x', password: 'Fresh@123', password_confirmation: 'Fresh@123' };
    expect((await post('/api/profile/change-password', null, body)).statusCode).toBe(401);
    expect((await post('/api/profile/change-password', pendingToken, body)).statusCode).toBe(403);
  });
});
