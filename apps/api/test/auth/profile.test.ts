import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { storagePath } from '../../src/lib/uploads';
import { auditRows, auth, createTestApp, login, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
const t: Record<string, string> = {};
let pendingToken: string;

// A 1×1 PNG and the first bytes of a JPEG: the server checks types from the content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const dataUrl = (buf: Buffer, mime = 'image/png') => `data:${mime};base64,${buf.toString('base64')}`;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of [
    'admin',
    'kdana',
    'raft_company',
    'service_provider',
    'contractor',
    'raft_office',
    'waste_contractor',
    'specialist',
  ])
    t[who] = await tokenFor(app, who);
  t.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  await app.ctx.db.execute(sql`
    insert into users (name, email, phone, password_hash, type_id, status)
    values ('Pending Person', 'pending.person@example.com', '500000077', 'x', 3, 'pending')`);
  pendingToken = await tokenFor(app, 'pending.person@example.com');
});
afterAll(() => app.close());

const post = (url: string, token: string | null, payload: unknown = {}, lang: 'ar' | 'en' = 'en') =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? auth(token, lang) : { 'accept-language': lang },
  });
const get = (url: string, token: string | null, lang: 'ar' | 'en' = 'en') =>
  app.inject({ method: 'GET', url, headers: token ? auth(token, lang) : { 'accept-language': lang } });

async function multipart(
  field: string,
  file: { name: string; data: Buffer; type: string } | null,
  extra: Record<string, string> = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  if (file) fd.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
const postStamp = async (
  token: string | null,
  file: { name: string; data: Buffer; type: string } | null,
  lang: 'ar' | 'en' = 'en',
) => {
  const body = await multipart('stamp', file);
  return app.inject({
    method: 'POST',
    url: '/api/profile/stamp',
    payload: body.payload,
    headers: { ...(token ? auth(token, lang) : { 'accept-language': lang }), ...body.headers },
  });
};

const profileFiles = (uid: number, field: string) =>
  query<{ id: number; storage_key: string; size: number }>(
    app.ctx.db,
    sql`select id, storage_key, size from files where entity = 'user' and entity_id = ${uid} and field = ${field}`,
  );
const auditCount = async () =>
  (await query<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from audit_log`))[0].n;

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

describe('signature', () => {
  it('stores the drawn PNG, shows its url, and serves it back to its owner only', async () => {
    const uid = await userId(app, 'raft_office@demo.mashaer.sa');
    expect((await get('/api/profile/signature', t.raft_office)).statusCode).toBe(404);
    const res = await post('/api/profile/signature', t.raft_office, { signature: dataUrl(PNG) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your signature was saved');
    const profile = (await get('/api/profile', t.raft_office)).json().data;
    expect(profile.signature_url).toMatch(/^\/api\/profile\/signature\?v=\d+$/);
    expect(profile.signature_url).toBe(res.json().data.signature_url);
    const file = await get(profile.signature_url, t.raft_office);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The organisation's employee has no signature of their own.
    expect((await get('/api/profile/signature', t.employee)).statusCode).toBe(404);
    const [row] = await auditRows(app, { method: 'profile/signature', userId: uid });
    expect(row).toMatchObject({
      event: 'updated',
      table_name: 'files',
      user_id: uid,
      new_value: { field: 'signature', size: PNG.length },
    });
  });

  it('replaces the previous signature, on disk too', async () => {
    const uid = await userId(app, 'raft_office@demo.mashaer.sa');
    const [old] = await profileFiles(uid, 'signature');
    const bigger = Buffer.concat([PNG, Buffer.alloc(50)]);
    expect(
      (await post('/api/profile/signature', t.raft_office, { signature: dataUrl(bigger) })).statusCode,
    ).toBe(200);
    const now = await profileFiles(uid, 'signature');
    expect(now).toHaveLength(1);
    expect(now[0].size).toBe(bigger.length);
    expect(fs.existsSync(storagePath(app.ctx.config.uploadDir, old.storage_key))).toBe(false);
    expect(fs.existsSync(storagePath(app.ctx.config.uploadDir, now[0].storage_key))).toBe(true);
    const rows = await auditRows(app, { method: 'profile/signature', userId: uid });
    expect(rows).toHaveLength(2);
    expect(rows[1].old_value).toMatchObject({ field: 'signature', file_ids: [old.id] });
  });

  it('422 for anything but a PNG of at most 2 MB, nothing stored or logged', async () => {
    const before = await auditCount();
    const cases: [unknown, string][] = [
      [dataUrl(JPEG, 'image/jpeg'), 'The signature must be a PNG image'],
      ['data:image/png;base64,not base64!', 'The signature must be a PNG image'],
      [dataUrl(JPEG), 'File type not allowed; allowed: png'],
      [dataUrl(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])), 'The signature must not exceed 2 MB'],
      ['', 'This field is required'],
    ];
    for (const [signature, text] of cases) {
      const res = await post('/api/profile/signature', t.specialist, { signature });
      expect(res.statusCode, text).toBe(422);
      expect(res.json().errors.signature).toEqual([text]);
    }
    const ar = await post(
      '/api/profile/signature',
      t.specialist,
      { signature: dataUrl(PDF, 'application/pdf') },
      'ar',
    );
    expect(ar.json().errors.signature).toEqual(['التوقيع يجب أن يكون صورة بصيغة PNG']);
    expect(await profileFiles(await userId(app, 'specialist@demo.mashaer.sa'), 'signature')).toHaveLength(0);
    expect(await auditCount()).toBe(before);
  });

  it('401, and 403 for an account that is not active', async () => {
    expect((await post('/api/profile/signature', null, { signature: dataUrl(PNG) })).statusCode).toBe(401);
    expect((await post('/api/profile/signature', pendingToken, { signature: dataUrl(PNG) })).statusCode).toBe(
      403,
    );
    expect((await get('/api/profile/signature', null)).statusCode).toBe(401);
  });
});

describe('stamp', () => {
  it('stores a PNG or JPEG upload, replacing the previous one, and serves it back', async () => {
    const uid = await userId(app, 'waste_contractor@demo.mashaer.sa');
    const first = await postStamp(t.waste_contractor, { name: 'stamp.png', data: PNG, type: 'image/png' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Your stamp was saved');
    const second = await postStamp(t.waste_contractor, { name: 'ختم.jpg', data: JPEG, type: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    expect(await profileFiles(uid, 'stamp')).toHaveLength(1);
    const profile = (await get('/api/profile', t.waste_contractor)).json().data;
    expect(profile.stamp_url).toBe(second.json().data.stamp_url);
    const file = await get('/api/profile/stamp', t.waste_contractor);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    const rows = await auditRows(app, { method: 'profile/stamp', userId: uid });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ user_id: uid, new_value: { field: 'stamp', mime: 'image/jpeg' } });
  });

  it('422 for a missing file or another type, 413 above 2 MB; nothing stored or logged', async () => {
    const uid = await userId(app, 'specialist@demo.mashaer.sa');
    const before = await auditCount();
    const missing = await postStamp(t.specialist, null, 'ar');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.stamp).toEqual(['الملف مطلوب']);
    const pdf = await postStamp(t.specialist, { name: 'stamp.png', data: PDF, type: 'image/png' });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.stamp).toEqual(['File type not allowed; allowed: png, jpeg']);
    const big = await postStamp(t.specialist, {
      name: 'stamp.png',
      data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    expect(await profileFiles(uid, 'stamp')).toHaveLength(0);
    expect(await auditCount()).toBe(before);
    expect((await get('/api/profile/stamp', t.specialist)).statusCode).toBe(404);
  });

  it('401, and 403 for an account that is not active', async () => {
    expect((await postStamp(null, { name: 's.png', data: PNG, type: 'image/png' })).statusCode).toBe(401);
    expect((await postStamp(pendingToken, { name: 's.png', data: PNG, type: 'image/png' })).statusCode).toBe(
      403,
    );
    expect((await get('/api/profile/stamp', null)).statusCode).toBe(401);
  });
});
