/** Each call's SQL captured from the real app (one request per identity) and every captured select EXPLAINed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { type CallDef, keyOf } from './calls';
import { capture, installCapture, type Plan, statementCount } from './capture';
import { explains, notes } from './collect';
import type { Prepared } from './load';
import { IDENTITIES, log, prodEnv } from './settings';

export async function captureCalls(url: string, calls: CallDef[], p: Prepared) {
  installCapture();
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-capture-'));
  const app = await buildApp({
    config: loadConfig(prodEnv({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' })),
    logger: false,
  });
  await app.ready();
  const registered = new Set(app.routeRegistry.map((r) => `${r.method} ${r.url}`));
  const plans: Record<string, Plan[]> = {};
  try {
    for (const c of calls) {
      if (!registered.has(c.route)) {
        notes.push(`${c.route} is not registered yet: its call was skipped`);
        continue;
      }
      plans[keyOf(c)] = [];
      const n = c.who === 'login-accounts' ? IDENTITIES : Math.min(IDENTITIES, c.who.length);
      for (let i = 0; i < n; i++) {
        const headers: Record<string, string> = { 'accept-language': 'ar' };
        if (c.who !== 'login-accounts') headers.authorization = `Bearer ${c.who[i % c.who.length].token}`;
        const send = () =>
          app.inject({
            method: c.method,
            url: c.path,
            headers,
            ...(c.body ? { payload: c.body(i) as object } : {}),
          });
        // Warm: the first request builds caches (not a shared answer's: its cold SQL is the baseline).
        if (i === 0 && c.kind !== 'login' && !c.shared) await send();
        let status = 0;
        const plan = await capture(async () => {
          status = (await send()).statusCode;
        });
        if (status >= 300) throw new Error(`capture of ${c.name} answered ${status}`);
        plans[keyOf(c)].push(plan);
      }
      log(`  captured ${c.name}: ${statementCount(plans[keyOf(c)][0])} statements a request`);
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  void p;
  return plans;
}

export async function explainAll(client: pg.Client, plans: Record<string, Plan[]>) {
  const large = new Set(
    (await client.query(`select relname from pg_class where relkind = 'r' and reltuples > 50000`)).rows.map(
      (r) => String(r.relname),
    ),
  );
  for (const [kind, list] of Object.entries(plans)) {
    for (const seg of list[0]) {
      for (const s of seg.stmts) {
        const t = s.text.trim().toLowerCase();
        if (!/^\(*\s*(select|with)\b/.test(t)) continue;
        const r = await client.query({
          text: `explain (analyze, buffers, format json) ${s.text}`,
          values: s.values,
        });
        const root = (r.rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0];
        const seq: string[] = [];
        const indexes: string[] = [];
        walkPlan(root.Plan, (n) => {
          if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) seq.push(n['Relation Name']);
          if (n['Index Name'] && !indexes.includes(n['Index Name'])) indexes.push(n['Index Name']);
        });
        const text = await client.query({
          text: `explain (analyze, costs off, timing off, summary off) ${s.text}`,
          values: s.values,
        });
        explains.push({
          call: kind,
          statement: s.text.replace(/\s+/g, ' ').slice(0, 400),
          ms: Math.round(root['Execution Time'] * 100) / 100,
          seq_scans_large: seq.filter((x) => large.has(x)),
          seq_scans_small: seq.filter((x) => !large.has(x)),
          indexes,
          plan: text.rows.map((x) => x['QUERY PLAN']).join('\n'),
        });
      }
    }
  }
}
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};
export function walkPlan(n: PlanNode, f: (n: PlanNode) => void) {
  f(n);
  for (const c of n.Plans ?? []) walkPlan(c, f);
}
