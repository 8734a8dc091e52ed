import type { ChartData } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { query } from '../../db/client';

/**
 * The dashboards' answers, computed once per data version and shared (issue 35: ≤ 100 ms p95
 * while many people watch the same dashboard). The version is the call log's newest row: every
 * write of the portal is audited in its own transaction, so a new row means the figures may have
 * changed, and the next call computes them again. Two writes committing out of their ids' order
 * could leave one unseen under an unchanged version; an entry is therefore also never older than
 * `FRESH_MS`. Kept per application (one database each), bounded, a failed computation not kept.
 */
const FRESH_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { at: number; value: Promise<ChartData[]> };
const caches = new WeakMap<AppContext, Map<string, Entry>>();

async function dataVersion(ctx: AppContext): Promise<string> {
  const [row] = await query<{ v: string | null }>(ctx.db, sql`select max(id)::text as v from audit_log`);
  return row?.v ?? '0';
}

/** `compute`'s answer for `key` at the data's current version: computed at most once, shared. */
export async function sharedCharts(
  ctx: AppContext,
  key: string,
  compute: () => Promise<ChartData[]>,
): Promise<ChartData[]> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const now = Date.now();
  const k = `${key}|${await dataVersion(ctx)}`;
  const hit = cache.get(k);
  if (hit && now - hit.at < FRESH_MS) return hit.value;
  // Older versions and stale entries go first; past the bound, the oldest.
  for (const [old, e] of cache) if (now - e.at >= FRESH_MS) cache.delete(old);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = compute();
  cache.set(k, { at: now, value });
  value.catch(() => cache.delete(k));
  return value;
}
