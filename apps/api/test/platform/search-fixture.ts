import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { query } from '../../src/db/client';
import { suiteApp } from '../helpers';

/**
 * The search tests' app, started in the calling file's beforeAll and closed in its afterAll, and
 * the helpers that normalise a text in SQL and list an area; `admin()` is read after that beforeAll.
 */
export function searchApp() {
  const s = suiteApp(['admin']);

  const { call } = s;
  const norm = async (text: string) =>
    (await query<{ n: string | null }>(s.app.ctx.db, sql`select search_norm(${text}) as n`))[0].n;
  const list = async (url: string, body: object) => {
    const res = await call('POST', `${url}?page=1`, s.tok.admin, { paginate: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; data: Record<string, unknown>[] };
  };
  return { app: () => s.app, admin: () => s.tok.admin, call, norm, list };
}
