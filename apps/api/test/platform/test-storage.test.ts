import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../../src/db/client';
import { auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { PNG } from '../multipart';
import { localKeys, storedKeys } from '../test-storage';

// The store every test app runs on: the local directory, or on the S3 run (vitest.s3.config.ts) a
// bucket of its own on the run's s3rver. This proves the S3 run is one.
const s3Run = inject('s3Run');
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const keyOf = async (app: TestApp, where: ReturnType<typeof sql>) =>
  (await query<{ key: string }>(app.ctx.db, sql`select storage_key as key from files where ${where}`))[0].key;

describe('the test apps’ store', () => {
  it('is the run’s: on the S3 run a bucket of each app’s own, else the local directory', () => {
    expect(a.ctx.storage.kind).toBe(s3Run ? 's3' : 'local');
    if (s3Run) {
      expect(a.ctx.config.S3_BUCKET).not.toBe(s3Run.S3_BUCKET);
      expect(a.ctx.config.S3_BUCKET).not.toBe(b.ctx.config.S3_BUCKET);
    }
  });

  it('holds a copy of the seed’s files; an upload lands in it, not in another app’s nor on the disk', async () => {
    const seeded = await keyOf(a, sql`entity = 'user' and field = 'signature' order by id limit 1`);
    expect(await a.ctx.storage.exists(seeded)).toBe(true);
    expect(await b.ctx.storage.exists(seeded)).toBe(true);

    const token = await tokenFor(a, 'raft_office');
    const signature = `data:image/png;base64,${PNG.toString('base64')}`;
    const res = await a.inject({
      method: 'POST',
      url: '/api/profile/signature',
      headers: auth(token),
      payload: { signature },
    });
    expect(res.statusCode, res.body).toBe(200);
    const uid = await userId(a, 'raft_office@demo.mashaer.sa');
    const mine = await keyOf(
      a,
      sql`entity = 'user' and entity_id = ${uid} and field = 'signature' order by id desc limit 1`,
    );
    expect(await storedKeys(a)).toContain(mine);
    expect(await storedKeys(b)).not.toContain(mine);
    // Each app's close checks this too.
    if (s3Run) expect(localKeys(a.ctx.config.uploadDir)).toEqual([]);
  });
});
