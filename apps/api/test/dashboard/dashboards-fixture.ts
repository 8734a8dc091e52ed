import type { DashboardData } from '@mashaer/contract';
import type { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { suiteApp, userId } from '../helpers';

/**
 * The dashboards tests' app with a token per demo account, started in the calling file's beforeAll
 * and closed in its afterAll, and the helpers that read a dashboard and its charts; `raft()` (the
 * demo raft company's id) is read after that beforeAll.
 */
export function dashboardsApp() {
  const s = suiteApp(['admin', 'kdana', 'gov', 'raft_company', 'consultant', 'service_provider'], {
    timeout: 180_000,
  });
  const tok = s.tok;
  let raft: number;
  const { call, rows } = s;

  beforeAll(async () => {
    raft = await userId(s.app, 'raft_company@demo.mashaer.sa');
  }, 180_000);

  const get = async (key: string, who: string | null, qs = '', lang: 'ar' | 'en' = 'en') => {
    const res = await call('GET', `dashboards/${key}${qs}`, who ? tok[who] : null, undefined, lang);
    return { res, data: res.statusCode === 200 ? (res.json().data as DashboardData) : undefined };
  };
  const chart = (d: DashboardData | undefined, id: string) => d?.charts.find((c) => c.id === id);
  const sum = (d: DashboardData | undefined, id: string) =>
    chart(d, id)?.points.reduce((n, p) => n + p.value, 0) ?? Number.NaN;
  const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(q))[0].n);
  return { app: () => s.app, raft: () => raft, tok, call, rows, get, chart, sum, count };
}
