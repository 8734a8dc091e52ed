import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { query } from '../../src/db/client';
import { purgeExpired } from '../../src/lib/housekeeping';
import { accessPlugin } from '../../src/plugins/access';
import { withSiteSettings } from '../../src/web-build';
import { auth, createTestApp, type TestApp, tokenFor } from '../helpers';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  // A route that fails the way a bug would, to check what a 500 shows.
  app.get('/api/test-boom', { config: { access: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db internals');
  });
  admin = await tokenFor(app, 'admin');
  // 23 more users for paging, 3 of them employees of the raft company.
  await app.ctx.db.execute(sql`
    insert into users (name, email, phone, password_hash, type_id, status, parent_id)
    select 'مستخدم ' || g, 'bulk' || g || '@example.com', '5' || lpad(g::text, 8, '0'), 'x', 4,
           case when g % 2 = 0 then 'active' else 'pending' end,
           case when g <= 3 then (select id from users where email = 'raft_company@demo.mashaer.sa') end
      from generate_series(1, 23) g`);
});
afterAll(() => app.close());

const list = (token: string, body: object, page = 1, lang: 'ar' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api/users?page=${page}`, payload: body, headers: auth(token, lang) });

describe('server', () => {
  it('answers health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('one time-zone rule: SITE_TIME_ZONE (default Asia/Riyadh, validated) is served to the web', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().time_zone).toBe('Asia/Riyadh');
    expect(loadConfig({ SITE_TIME_ZONE: 'Europe/London' }).SITE_TIME_ZONE).toBe('Europe/London');
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SITE_TIME_ZONE/);
    // The page carries it (no request spent on it): the web's date formatting reads this meta.
    const html = withSiteSettings('<html><head><title>x</title></head><body></body></html>', {
      SITE_TIME_ZONE: 'Asia/Riyadh',
    }).toString();
    expect(html).toContain('<meta name="site-time-zone" content="Asia/Riyadh"></head>');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('code');
    expect(doc.paths['/api/users'].post.parameters.some((p: { name: string }) => p.name === 'page')).toBe(
      true,
    );
  });

  it('production: refuses the default PUBLIC_URL, and serves no API description unless API_DOCS is set', async () => {
    const prod = { NODE_ENV: 'production', CODE_SECRET: 'a-production-secret-0123456789' };
    // Every licence's QR code would point at localhost (issue 28 §20).
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL: must be set in production/);
    const site = { ...prod, PUBLIC_URL: 'https://mena.example.sa' };
    expect(loadConfig(site).apiDocs).toBe(false);
    expect(loadConfig({ ...site, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    // Signed out, the description of 390 paths is not served when it is off (issue 28 §3).
    const closed = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs/json', '/api/docs']) {
        const res = await closed.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('/api/auth/login');
      }
    } finally {
      await closed.close();
    }
  });

  it('every /api route declares its access, and the registry lists them all', () => {
    expect(app.routeRegistry.length).toBeGreaterThan(10);
    for (const r of app.routeRegistry) expect(r.access).toBeTruthy();
  });

  it('refuses to start with a route that declares no access', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { db: app.ctx.db });
    expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await bare.close();
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("answers of the API are never cached and may load nothing; pages keep helmet's whole set", async () => {
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    // headers meant for documents only are not sent with JSON
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/users' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("answers unknown paths 404 {message} in the caller's language", async () => {
    const en = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not Found' });
    const ar = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(ar.json()).toEqual({ message: 'غير موجود' });
  });

  it('hides internals of an unexpected error behind a 500 {message}', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'there is problem, please try again' });
    expect(res.body).not.toMatch(/secret|stack|postgres/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Check-user-with-sms',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('list protocol (ARCHITECTURE §3)', () => {
  it('pages with paginate, total and last page, newest first by default', async () => {
    const [{ n }] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from users where deleted_at is null`,
    );
    const res = await list(admin, { paginate: 10 }, 2);
    expect(res.statusCode).toBe(200);
    const { data, filters } = res.json();
    expect(data).toMatchObject({ total: n, per_page: 10, current_page: 2, last_page: Math.ceil(n / 10) });
    expect(data.data).toHaveLength(10);
    const ids = data.data.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(filters.status.map((o: { value: string }) => o.value)).toEqual([
      'active',
      'pending',
      'review',
      'rejected',
      'disabled',
    ]);
    expect(filters.type_id).toHaveLength(11);
    expect(data.data[0]).not.toHaveProperty('password_hash');
  });

  it('defaults to 5 a page and page 1', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users', headers: auth(admin) });
    expect(res.json().data).toMatchObject({ per_page: 5, current_page: 1 });
    expect(res.json().data.data).toHaveLength(5);
  });

  it('filters, and an empty (reset) filter means no filter', async () => {
    const filtered = await list(admin, { paginate: 50, status: 'pending', email: 'bulk' });
    expect(filtered.json().data.total).toBe(12);
    for (const u of filtered.json().data.data) expect(u.status).toBe('pending');
    const reset = await list(admin, { paginate: 50, status: '', email: '', type_id: '' });
    const all = await list(admin, { paginate: 50 });
    expect(reset.json().data.total).toBe(all.json().data.total);
    const byType = await list(admin, { type_id: 1 });
    expect(byType.json().data.total).toBe(1);
    const like = await list(admin, { name: '%' });
    expect(like.json().data.total).toBe(0);
  });

  it('sorts by a declared column and ignores undeclared ones', async () => {
    const asc = await list(admin, { paginate: 100, sort_by: 'email', sort_dir: 'asc' });
    const emails = asc.json().data.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const evil = await list(admin, { sort_by: 'password_hash; drop table users' });
    expect(evil.statusCode).toBe(200);
    // Names every object inherits are not declared columns either (the fuzzer found this).
    for (const sort_by of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect((await list(admin, { sort_by, sort_dir: 'asc' })).statusCode).toBe(200);
  });

  it('a page past the end is empty, not an error', async () => {
    const res = await list(admin, { paginate: 10 }, 999);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([]);
  });

  it('refuses a bad page or page size with 422 per field in both languages', async () => {
    const en = await list(admin, { paginate: 0 }, 1, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.paginate[0]).toBe('Must be at least 1');
    const ar = await app.inject({ method: 'POST', url: '/api/users?page=abc', headers: auth(admin, 'ar') });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.page[0]).toBe('يجب أن يكون رقماً');
  });

  it('scopes a company to itself and its employees', async () => {
    const company = await tokenFor(app, 'raft_company');
    // The demo company role lacks user-index; grant it for this check.
    await app.ctx.db.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select ur.role_id, p.id from user_roles ur, permissions p
       where ur.user_id = (select id from users where email = 'raft_company@demo.mashaer.sa') and p.name = 'user-index'
      on conflict do nothing`);
    const res = await list(company, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    const emails = res
      .json()
      .data.data.map((u: { email: string }) => u.email)
      .sort();
    expect(emails).toEqual([
      'bulk1@example.com',
      'bulk2@example.com',
      'bulk3@example.com',
      'employee@demo.mashaer.sa',
      'raft_company@demo.mashaer.sa',
    ]);
  });

  it('401 without a token, 403 without the permission', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/users' })).statusCode).toBe(401);
    const gov = await tokenFor(app, 'gov');
    const res = await list(gov, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'you dont have any permission' });
  });

  it('403 for an account that is not active, whatever its roles', async () => {
    const t = await tokenFor(app, 'kdana');
    await app.ctx.db.execute(sql`update users set status = 'pending' where email = 'kdana@demo.mashaer.sa'`);
    expect((await list(t, {})).statusCode).toBe(403);
    await app.ctx.db.execute(sql`update users set status = 'active' where email = 'kdana@demo.mashaer.sa'`);
    expect((await list(t, {})).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('purges expired and revoked tokens, stale codes and throttle rows; keeps live ones', async () => {
    const live = await tokenFor(app, 'kdana');
    const [{ id: uid }] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from users where email = 'kdana@demo.mashaer.sa'`,
    );
    await app.ctx.db.execute(sql`
      insert into access_tokens (user_id, token_hash, platform, expires_at, revoked_at) values
        (${uid}, 'expired-hash', 'mena', now() - interval '2 days', null),
        (${uid}, 'revoked-hash', 'mena', now() + interval '1 day', now() - interval '2 days')`);
    await app.ctx.db.execute(sql`
      insert into auth_throttle (key, failures, locked_until, updated_at) values
        ('stale@example.com', 3, null, now() - interval '2 days'),
        ('locked@example.com', 10, now() + interval '10 minutes', now() - interval '2 days')`);
    const n = await purgeExpired(app.ctx.db);
    expect(n.tokens).toBeGreaterThanOrEqual(2);
    expect(n.throttle).toBeGreaterThanOrEqual(1);
    const left = await query<{ token_hash: string }>(
      app.ctx.db,
      sql`select token_hash from access_tokens where token_hash in ('expired-hash', 'revoked-hash')`,
    );
    expect(left).toEqual([]);
    const keys = await query<{ key: string }>(app.ctx.db, sql`select key from auth_throttle`);
    expect(keys.map((k) => k.key)).toContain('locked@example.com');
    expect(keys.map((k) => k.key)).not.toContain('stale@example.com');
    const me = await app.inject({ method: 'GET', url: '/api/auth/permission-me', headers: auth(live) });
    expect(me.statusCode).toBe(200);
  });
});
