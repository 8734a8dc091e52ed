import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, login, type TestApp, tokenFor } from '../helpers';

// Content management (issue 32 §2): the news bar and the terms' versions.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'raft_company']) tok[t] = await tokenFor(app, t);
}, 180_000);
afterAll(() => app?.close());

describe('news bar', () => {
  it('CRUD with sanitised text; the active lines for every user; 401, 403, 422', async () => {
    const line = {
      text: 'تنبيه <script>alert(1)</script>مهم',
      text_en: '<b>Important</b> notice',
      visible: 1,
    };
    expect((await call('POST', 'cms/news-bar/store', null, line)).statusCode).toBe(401);
    expect((await call('POST', 'cms/news-bar/store', tok.raft_company, line)).statusCode).toBe(403);
    const bad = await call('POST', 'cms/news-bar/store', tok.admin, {
      text: '<script></script>',
      text_en: '',
      starts_on: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['starts_on', 'text', 'text_en']);
    const res = await call('POST', 'cms/news-bar/store', tok.admin, line);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data.text).toBe('تنبيه alert(1)مهم');
    expect(res.json().data.text_en).toBe('Important notice');
    const list = await call('GET', 'cms/news-bar?page=1', tok.admin);
    expect(list.statusCode, list.body).toBe(200);
    const posted = await call('POST', 'cms/news-bar?page=1', tok.admin, { paginate: 50 });
    expect(posted.json().data.data.some((r: { id: number }) => r.id === id)).toBe(true);
    const active = await call('GET', 'cms/news-bar/active', tok.raft_company);
    expect(active.statusCode, active.body).toBe(200);
    const texts = active.json().data.map((r: { text_en: string }) => r.text_en);
    expect(texts).toContain('Important notice');
    expect(texts).not.toContain('A hidden line');
    expect(texts).not.toContain('An expired notice');
    const up = await call('POST', `cms/news-bar/update/${id}`, tok.admin, { ...line, visible: 0 });
    expect(up.statusCode, up.body).toBe(200);
    const again = await call('GET', 'cms/news-bar/active', tok.raft_company);
    expect(again.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('DELETE', `cms/news-bar/destroy/${id}`, tok.admin)).statusCode).toBe(200);
    expect((await call('GET', `cms/news-bar/edit/${id}`, tok.admin)).statusCode).toBe(404);
  });
});

describe('terms and conditions', () => {
  it('the published version is the policy at login; a new version asks every user again', async () => {
    const policy = await call('GET', 'auth/policy', null);
    expect(policy.statusCode).toBe(200);
    const v = await call('POST', 'terms/store', tok.admin, {
      title: 'شروط الموسم',
      title_en: 'Season terms',
      body: 'نص الشروط',
      body_en: 'Terms <script>x</script>text',
    });
    expect(v.statusCode, v.body).toBe(201);
    expect(v.json().data.body_en).toBe('Terms xtext');
    const id = v.json().data.id;
    expect((await call('POST', `terms/publish/${id}`, tok.raft_company)).statusCode).toBe(403);
    const pub = await call('POST', `terms/publish/${id}`, tok.admin);
    expect(pub.statusCode, pub.body).toBe(200);
    expect((await call('POST', `terms/publish/${id}`, tok.admin)).statusCode).toBe(422);
    const now = await call('GET', 'auth/policy', null);
    expect(now.json().data.title).toBe('Season terms');
    const session = await login(app, 'raft_company@demo.mashaer.sa');
    expect((session as unknown as { is_policy: boolean }).is_policy).toBe(true);
    const admin = await query<{ is_acknowledged: boolean }>(
      app.ctx.db,
      sql`select is_acknowledged from users where email = 'admin@demo.mashaer.sa'`,
    );
    expect(admin[0].is_acknowledged).toBe(true);
  });
});
