import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor } from '../helpers';

/**
 * The search tests' app, started in the calling file's beforeAll and closed in its afterAll, and
 * the helpers that normalise a text in SQL and list an area; `admin()` is read after that beforeAll.
 */
export function searchApp() {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await tokenFor(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  const call = apiCaller(() => app);
  const norm = async (s: string) =>
    (await query<{ n: string | null }>(app.ctx.db, sql`select search_norm(${s}) as n`))[0].n;
  const list = async (url: string, body: object) => {
    const res = await call('POST', `${url}?page=1`, admin, { paginate: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; data: Record<string, unknown>[] };
  };
  return { app: () => app, admin: () => admin, call, norm, list };
}
