import type { DashboardData } from '@mashaer/contract';
import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

/**
 * The dashboards tests' app with a token per demo account, started in the calling file's beforeAll
 * and closed in its afterAll, and the helpers that read a dashboard and its charts; `raft()` (the
 * demo raft company's id) is read after that beforeAll.
 */
export function dashboardsApp() {
  let app: TestApp;
  const tok: Record<string, string> = {};
  let raft: number;
  const call = apiCaller(() => app);
  const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

  beforeAll(async () => {
    app = await createTestApp();
    for (const t of ['admin', 'kdana', 'gov', 'raft_company', 'consultant', 'service_provider'])
      tok[t] = await tokenFor(app, t);
    raft = await userId(app, 'raft_company@demo.mashaer.sa');
  }, 180_000);
  afterAll(() => app.close());

  const get = async (key: string, who: string | null, qs = '', lang: 'ar' | 'en' = 'en') => {
    const res = await call('GET', `dashboards/${key}${qs}`, who ? tok[who] : null, undefined, lang);
    return { res, data: res.statusCode === 200 ? (res.json().data as DashboardData) : undefined };
  };
  const chart = (d: DashboardData | undefined, id: string) => d?.charts.find((c) => c.id === id);
  const sum = (d: DashboardData | undefined, id: string) =>
    chart(d, id)?.points.reduce((n, p) => n + p.value, 0) ?? Number.NaN;
  const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(q))[0].n);
  return { app: () => app, raft: () => raft, tok, call, rows, get, chart, sum, count };
}
