import {
  ASSIGNMENT_WORKFLOW,
  type ChartData,
  type ChartDef,
  COMPANY_OPTIONS_LIMIT,
  DASHBOARDS,
  type DashboardData,
  type DashboardFilters,
  type DashboardKey,
  type Lang,
  ORDER_WORKFLOW,
  READINESS_WORKFLOW,
  REASSIGN_WORKFLOW,
  SADAD_WORKFLOW,
  statusText,
  VIOLATION_WORKFLOW,
  type WorkflowDef,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hmac } from '../../lib/crypto';
import { companyOptions } from '../finance/sadad.service';
import { orderScope } from '../orders/orders.service';
import { sharedCharts } from './chart-cache';
import { CHART_QUERIES, type ChartRow, type Scope, squareRows } from './charts.repository';

/** The workflow whose status labels name a status chart's points. */
const STATUS_OF: Record<string, WorkflowDef> = {
  orders_by_status: ORDER_WORKFLOW,
  orders_days_in_status: ORDER_WORKFLOW,
  assignments_by_status: ASSIGNMENT_WORKFLOW,
  readiness_by_status: READINESS_WORKFLOW,
  violations_by_status: VIOLATION_WORKFLOW,
  bills_by_status: SADAD_WORKFLOW,
  reassign_by_status: REASSIGN_WORKFLOW,
  lock_by_status: REASSIGN_WORKFLOW,
};
/** The fixed keys of the money charts. */
const KEY_LABELS: Record<string, Record<Lang, string>> = {
  paid: { ar: 'مدفوع', en: 'Paid' },
  due: { ar: 'مستحق', en: 'Due' },
  billed: { ar: 'مفوتر', en: 'Billed' },
  total: { ar: 'الإجمالي', en: 'Total' },
};

function label(chart: string, r: ChartRow, lang: Lang): string {
  const key = String(r.key ?? '');
  if (r.name !== undefined) return (lang === 'en' ? r.name_en : r.name) ?? key;
  const wf = STATUS_OF[chart];
  if (wf && key in wf.labels) return statusText(wf, key, lang);
  return KEY_LABELS[key]?.[lang] ?? key;
}

async function chartData(ctx: AppContext, chart: ChartDef, s: Scope, lang: Lang): Promise<ChartData> {
  const query = CHART_QUERIES[chart.id];
  if (!query) throw new Error(`chart ${chart.id}: no query`);
  const rows = await query(ctx.db, s);
  return {
    id: chart.id,
    kind: chart.kind,
    points: rows.map((r) => ({
      key: String(r.key ?? ''),
      label: label(chart.id, r, lang),
      value: Number(r.value),
    })),
  };
}

const scopeOf = (actor: Pick<Actor, 'isAuthority' | 'orgId'>, f: DashboardFilters): Scope => ({
  org: actor.isAuthority ? null : actor.orgId,
  orderScope: orderScope(actor),
  from: f.from || undefined,
  to: f.to || undefined,
  square: f.square_id || undefined,
  // A company's filter is its own organisation, whatever it asks (row scope).
  company: actor.isAuthority ? f.company_id || undefined : undefined,
});

/** The charts of a dashboard the caller may see: each behind the permission of the list it opens. */
const visibleCharts = (key: DashboardKey, actor: Pick<Actor, 'permissions'>) =>
  (DASHBOARDS[key].charts as readonly ChartDef[]).filter((c) => !c.needs || actor.permissions.has(c.needs));

/** `GET dashboards/<key>`: every chart's points in the caller's scope and filters. */
export async function dashboardData(
  ctx: AppContext,
  actor: Actor,
  key: DashboardKey,
  filters: DashboardFilters,
): Promise<{ data: DashboardData }> {
  const charts = visibleCharts(key, actor);
  if ('sibling' in DASHBOARDS[key])
    return {
      data: { charts: [], sibling: await siblingFigures(ctx, actor, charts), filters: { square_id: [] } },
    };
  const squares = await squareOptions(ctx, actor.lang);
  const s = scopeOf(actor, filters);
  // Callers with the same charts, scope, filters and language share one computation.
  const shared = JSON.stringify([
    key,
    charts.map((c) => c.id),
    actor.isAuthority ? 'all' : actor.orgId,
    s.from,
    s.to,
    s.square,
    s.company,
    actor.lang,
  ]);
  const data = await sharedCharts(ctx, shared, async () => {
    const out: ChartData[] = [];
    // One after the other: PGlite has one connection, and a pool shares it fairly this way too.
    for (const c of charts) out.push(await chartData(ctx, c, s, actor.lang));
    return out;
  });
  return { data: { charts: data, filters: { square_id: squares } } };
}

/** The squares, as the square filter's options (a few dozen). */
async function squareOptions(ctx: AppContext, lang: Lang) {
  const rows = await squareRows(ctx.db);
  return rows.map((r) => ({ value: r.id, label: lang === 'en' ? r.name_en : r.name }));
}

/** The company filter's options: the authority's alone (a company sees only itself). */
export async function companies(ctx: AppContext, actor: Actor, find: { search?: string; id?: number | '' }) {
  if (!actor.isAuthority) throw AppError.forbidden();
  return { data: await companyOptions(ctx.db, actor.lang, { ...find, limit: COMPANY_OPTIONS_LIMIT }) };
}

// ---- the sibling sites' figures (signed server-to-server calls) ----

const SIGNED_FOR_MS = 5 * 60_000;
const signatureOf = (secret: string, time: string) => hmac(secret, `dashboards/site-figures:${time}`);

/** `GET dashboards/site-figures`: this site's season figures, for a sibling's signed call. */
export async function siteFigures(ctx: AppContext, lang: Lang, time?: string, signature?: string) {
  const secret = ctx.config.SIBLING_SECRET;
  const age = Math.abs(Date.now() - Number(time));
  if (!secret || !time || !signature || !(age < SIGNED_FOR_MS) || signature !== signatureOf(secret, time))
    throw AppError.unauthenticated();
  const everything = { isAuthority: true, orgId: 0 };
  const s = scopeOf(everything, {});
  const data: ChartData[] = [];
  for (const c of DASHBOARDS['power-bi-2'].charts) data.push(await chartData(ctx, c, s, lang));
  return { data: { charts: data } };
}

/** Each sibling site's figures, or why it did not answer; `configured: false` with no sibling. */
async function siblingFigures(ctx: AppContext, actor: Actor, charts: ChartDef[]) {
  const { SIBLING_API_URLS: urls, SIBLING_SECRET: secret } = ctx.config;
  if (!urls.length || !secret) return { configured: false, sites: [] };
  const wanted = new Set(charts.map((c) => c.id));
  const sites = await Promise.all(
    urls.map(async (url) => {
      const time = String(Date.now());
      try {
        const res = await fetch(`${url.replace(/\/$/, '')}/dashboards/site-figures`, {
          headers: {
            'accept-language': actor.lang,
            'x-mashaer-time': time,
            'x-mashaer-signature': signatureOf(secret, time),
          },
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return { url, ok: false, charts: [], error: `HTTP ${res.status}` };
        const body = (await res.json()) as { data: { charts: ChartData[] } };
        return { url, ok: true, charts: body.data.charts.filter((c) => wanted.has(c.id)) };
      } catch (e) {
        return { url, ok: false, charts: [], error: (e as Error).message };
      }
    }),
  );
  return { configured: true, sites };
}
