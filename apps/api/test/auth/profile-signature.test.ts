import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp, userId } from '../helpers';
import { profileApp } from './profile-fixture';

const f = profileApp();
const { t, PNG, JPEG, PDF, dataUrl, post, get, postStamp, profileFiles, auditCount } = f;
let app: TestApp;
let pendingToken: string;
beforeAll(() => {
  app = f.app();
  pendingToken = f.pendingToken();
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

  it('replaces the previous signature, in the store too', async () => {
    const uid = await userId(app, 'raft_office@demo.mashaer.sa');
    const [old] = await profileFiles(uid, 'signature');
    const bigger = Buffer.concat([PNG, Buffer.alloc(50)]);
    expect(
      (await post('/api/profile/signature', t.raft_office, { signature: dataUrl(bigger) })).statusCode,
    ).toBe(200);
    const now = await profileFiles(uid, 'signature');
    expect(now).toHaveLength(1);
    expect(now[0].size).toBe(bigger.length);
    expect(await app.ctx.storage.exists(old.storage_key)).toBe(false);
    expect(await app.ctx.storage.exists(now[0].storage_key)).toBe(true);
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
