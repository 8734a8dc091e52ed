/**
 * `npm run bench` (issue 7 §1). On PostgreSQL (database `mashaer_bench`, recreated) and on
 * PGlite: generate a season's data, start the API as in production (`node dist/server.mjs`,
 * NODE_ENV=production), load representative calls with autocannon (50 connections, 10 s each)
 * against the API and against a baseline server running the same captured SQL through `pg`,
 * EXPLAIN (ANALYZE) every captured select, hold 300 req/s (80 % reads, 20 % writes) for 60 s three
 * times in a row, and measure the web bundle. Writes bench/results/latest.json and latest.md at the repo root.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_SUSTAIN (s, default 60), BENCH_SUSTAIN_RUNS (default 3),
 * BENCH_SKIP=postgres,pglite,web,lighthouse,archive,
 * BENCH_KEEP_DB=1 keeps the PostgreSQL database afterwards; BENCH_REUSE_DB=1 runs on the kept one
 * (no new data: for quick A/B runs while working on a call); BENCH_ONLY=list,write loads only those.
 * BENCH_LIGHTHOUSE_ONLY=/violations/field,/qr scores only those pages, BENCH_LIGHTHOUSE_FORMS=mobile
 * only on the phone; BENCH_LIGHTHOUSE_DIR=dir keeps their whole reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { explains, notes, pacedResults, results, SKIPPED_SUSTAINED } from './collect';
import { buildApi, machine, ROOT } from './lib';
import { argon2Ceiling } from './load';
import { runPglite } from './pglite-run';
import { runPostgres } from './postgres-run';
import { goals, markdown, type Report } from './report';
import { CONNECTIONS, DURATION, log, SKIP, SUSTAIN } from './settings';
import { webSide } from './web-side';

async function main() {
  const started = new Date();
  const load0 = os.loadavg();
  log(
    `bench: ${started.toISOString()} on ${machine().cpu}, load ${load0.map((x) => x.toFixed(2)).join(' ')}`,
  );
  log('building the API bundle');
  buildApi();

  const pgRun = SKIP.has('postgres')
    ? { data: [], sustained: SKIPPED_SUSTAINED, archive: null }
    : await runPostgres();
  let pgliteRun: Awaited<ReturnType<typeof runPglite>> | null = null;
  if (!SKIP.has('pglite')) pgliteRun = await runPglite();
  const argon = await argon2Ceiling();
  const web = SKIP.has('web') ? null : await webSide();

  const report: Report = {
    date: started.toISOString(),
    machine: {
      ...machine(),
      loadavg_at_start: load0.map((x) => Math.round(x * 100) / 100),
      loadavg_at_end: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    settings: {
      connections: CONNECTIONS,
      duration_s: DURATION,
      sustained_s: SUSTAIN,
      api: 'node dist/server.mjs, NODE_ENV=production, LOG_LEVEL=warn, DATABASE_POOL_MAX=20',
      baseline: 'bare Fastify in its own process replaying the captured SQL through pg (pool 20)',
    },
    data: { postgres: pgRun.data, pglite: pgliteRun?.data ?? null },
    results,
    sustained: pgRun.sustained,
    archive: pgRun.archive,
    paced: pacedResults,
    explain: explains,
    argon2: argon,
    web,
    goals: goals(pgRun.sustained),
    notes,
  };
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  fs.writeFileSync(path.join(dir, 'latest.md'), md);
  log(`\n${md}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
