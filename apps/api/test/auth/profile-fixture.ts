import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { query } from '../../src/db/client';
import { auth, suiteApp, tokenFor } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * The profile tests' app with a token per demo account, the raft company's employee and a pending
 * person, started in the calling file's beforeAll and closed in its afterAll, and the helpers that
 * send images and read the stored files. `pendingToken()` is read after that beforeAll.
 */
export function profileApp() {
  const s = suiteApp(
    [
      'admin',
      'kdana',
      'raft_company',
      'service_provider',
      'contractor',
      'raft_office',
      'waste_contractor',
      'specialist',
      'employee@demo.mashaer.sa',
    ],
    { env: EXACT_ANSWERS },
  );
  const t = s.tok;
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
    await s.app.ctx.db.execute(sql`
      insert into users (name, email, phone, password_hash, type_id, status)
      values ('Pending Person', 'pending.person@example.com', '500000077', 'x', 3, 'pending')`);
    pendingToken = await tokenFor(s.app, 'pending.person@example.com');
  });

  const post = (url: string, token: string | null, payload: unknown = {}, lang: 'ar' | 'en' = 'en') =>
    s.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? auth(token, lang) : { 'accept-language': lang },
    });
  const get = (url: string, token: string | null, lang: 'ar' | 'en' = 'en') =>
    s.app.inject({ method: 'GET', url, headers: token ? auth(token, lang) : { 'accept-language': lang } });

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
    return s.app.inject({
      method: 'POST',
      url: '/api/profile/stamp',
      payload: body.payload,
      headers: { ...(token ? auth(token, lang) : { 'accept-language': lang }), ...body.headers },
    });
  };

  const profileFiles = (uid: number, field: string) =>
    query<{ id: number; storage_key: string; size: number }>(
      s.app.ctx.db,
      sql`select id, storage_key, size from files where entity = 'user' and entity_id = ${uid} and field = ${field}`,
    );
  const auditCount = async () =>
    (await query<{ n: number }>(s.app.ctx.db, sql`select count(*)::int as n from audit_log`))[0].n;
  return {
    app: () => s.app,
    pendingToken: () => pendingToken,
    t,
    PNG,
    JPEG,
    PDF,
    dataUrl,
    post,
    get,
    multipart,
    postStamp,
    profileFiles,
    auditCount,
  };
}
