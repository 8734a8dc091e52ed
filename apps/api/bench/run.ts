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
 * BENCH_LIGHTHOUSE_ONLY=/violations/field,/qr scores only those pages; BENCH_LIGHTHOUSE_DIR=dir
 * keeps their whole reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { type CallDef, callDefs, keyOf, LOGIN_CODE } from './calls';
import { capture, installCapture, type Plan, statementCount } from './capture';
import {
  BENCH_PASSWORD,
  type Exec,
  FULL,
  generate,
  issueLoginCodes,
  issueTokens,
  PGLITE,
  type Scale,
} from './generate';
import {
  API_DIR,
  buildApi,
  databaseUrl,
  dropDatabase,
  KEPT_PLANS,
  machine,
  newToken,
  ROOT,
  recreateDatabase,
  type Server,
  sleep,
  startServer,
} from './lib';
import { paced } from './paced';
import {
  ensureWebBuild,
  type LighthouseScore,
  type RouteSize,
  routeSizes,
  runLighthouse,
  WEB_DIST,
} from './web';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SUSTAIN = Number(process.env.BENCH_SUSTAIN ?? 60);
const SUSTAIN_RUNS = Number(process.env.BENCH_SUSTAIN_RUNS ?? 3);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const REUSE = process.env.BENCH_REUSE_DB === '1';
/**
 * The steady-rate calls (issues 29 and 35 ask a p95 at a modest rate, which autocannon's saturating
 * load does not give): each alone at BENCH_PACED_RATE req/s (default 30) for BENCH_PACED_S seconds
 * (default 20), evenly paced (paced.ts), after its autocannon load.
 */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 30);
const PACED_S = Number(process.env.BENCH_PACED_S ?? 20);
const isPaced = (c: CallDef) => c.id === 'global-search' || c.id?.startsWith('dash-') === true;
const CONNECTIONS = 50;
const CODE_SECRET = 'bench-code-secret-0123456789abcdef';
/** BENCH_DB_NAME: another name, so two worktrees' runs on one server do not drop each other's. */
const DB_NAME = process.env.BENCH_DB_NAME ?? 'mashaer_bench';
const IDENTITIES = 50;

type Result = {
  db: 'postgres' | 'pglite';
  call: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  baseline_rps?: number;
  baseline_p99?: number;
  ratio?: number;
  statements?: number;
  note?: string;
};

const SKIPPED_SUSTAINED = {
  target_rps: 300,
  mix: 'skipped',
  rps: 0,
  p50: 0,
  p99: 0,
  non2xx: 0,
  errors: 0,
  total: 0,
};
const results: Result[] = [];
type PacedResult = {
  call: string;
  rate: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};
const pacedResults: PacedResult[] = [];
const explains: {
  call: string;
  statement: string;
  ms: number;
  seq_scans_large: string[];
  seq_scans_small: string[];
  /** The indexes the plan reads (Index, Index Only and Bitmap Index scans), in plan order. */
  indexes: string[];
  plan: string;
}[] = [];
const notes: string[] = [];
const log = (...a: unknown[]) => console.log(...a);

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

// ---------------------------------------------------------------------------------------------

async function prepare(exec: Exec, scale: Scale) {
  const { hashPassword, configurePasswords } = await import('../src/lib/password');
  configurePasswords(19_456); // production cost: login is measured honestly
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const data = REUSE && scale === FULL ? [] : await generate(exec, scale, passwordHash, log);
  const admin = { email: 'admin@demo.mashaer.sa', ...newToken() };
  // The bell and the profile write: active companies of the types that have a bell.
  const people = (
    await exec(
      `select lower(email) as email from users where email like 'bench-c%' and status = 'active' and type_id in (2, 3, 4, 6) order by id limit ${IDENTITIES}`,
    )
  ).rows.map((r) => String(r.email));
  // The company-scoped lists: active bench companies that hold camps (so their orders, licences
  // and bills are there to list).
  const holders = (
    await exec(
      `select lower(u.email) as email from users u where u.email like 'bench-c%' and u.status = 'active'
          and exists (select 1 from assign_camps a where a.company_id = u.id) order by u.id limit ${IDENTITIES}`,
    )
  ).rows.map((r) => String(r.email));
  const tokens = new Map<string, { token: string; hash: string }>([[admin.email, admin]]);
  for (const e of [...people, ...holders]) if (!tokens.has(e)) tokens.set(e, newToken());
  await issueTokens(exec, [...tokens.keys()], (e) => tokens.get(e)!);
  const accounts = (
    await exec(
      // An employee of an organisation that is not active cannot log in (auth.org_inactive).
      `select lower(e.email) as email from users e join users o on o.id = e.parent_id
        where e.email like 'bench-e%' and e.status = 'active' and o.status = 'active' order by e.id`,
    )
  ).rows.map((r) => String(r.email));
  await issueLoginCodes(exec, CODE_SECRET, accounts, LOGIN_CODE);
  const country = Number((await exec(`select min(id) as id from countries`)).rows[0]?.id ?? 1);
  await exec('analyze');
  return {
    data,
    admin: { email: admin.email, token: admin.token },
    people: people.map((e) => ({ email: e, token: tokens.get(e)!.token })),
    holders: holders.map((e) => ({ email: e, token: tokens.get(e)!.token })),
    accounts,
    country,
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** An autocannon request that takes the next identity (or login account) each time. */
function rotating(c: CallDef, target: 'api' | 'baseline', start: { n: number }) {
  return {
    method: c.method,
    path: target === 'api' ? c.path : `/baseline/${keyOf(c)}`,
    setupRequest: (req: Record<string, unknown>) => {
      const i = start.n++;
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'ar' };
      if (target === 'api') {
        if (c.who !== 'login-accounts') headers.authorization = `Bearer ${c.who[i % c.who.length].token}`;
      } else headers['x-plan'] = String(i % IDENTITIES);
      return { ...req, headers, body: c.body ? JSON.stringify(c.body(i)) : undefined };
    },
  };
}

async function load(
  url: string,
  requests: unknown[],
  o: { duration: number; connections?: number; overallRate?: number },
) {
  const r = await autocannon({
    url,
    connections: o.connections ?? CONNECTIONS,
    duration: o.duration,
    requests: requests as autocannon.Request[],
    ...(o.overallRate ? { overallRate: o.overallRate } : {}),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
  };
}

// ---------------------------------------------------------------------------------------------

/** Where the demo's files (receipts, signatures) go: a directory of the run's own. */
async function benchStorage() {
  const { localStorage } = await import('../src/lib/storage');
  return localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-files-')));
}

async function runPostgres() {
  log(`\n== PostgreSQL: database ${DB_NAME}${REUSE ? ' (reused)' : ''}`);
  const url = REUSE ? databaseUrl(DB_NAME) : await recreateDatabase(DB_NAME);
  const { openDatabase } = await import('../src/db/client');
  const { seedBase, seedDemoIfEmpty } = await import('../src/db/seed/seed');
  const database = await openDatabase({ url, pgliteDir: '' });
  if (!REUSE) {
    await seedBase(database.db);
    await seedDemoIfEmpty(database.db, { storage: await benchStorage() });
  }
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const exec: Exec = (text, params) => client.query(text, params as unknown[]);
  const t = Date.now();
  const p = await prepare(exec, FULL);
  log(`  data ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  const calls = callDefs(p).filter((c) => !ONLY.size || ONLY.has(c.kind) || ONLY.has(keyOf(c)));

  // Capture each call's SQL in this process (the real app, one request per identity).
  const plans = await captureCalls(url, calls, p);
  const plansFile = path.join(os.tmpdir(), `mashaer-bench-plans-${process.pid}.json`);
  fs.writeFileSync(plansFile, JSON.stringify(plans));
  await explainAll(client, plans);
  const archive = SKIP.has('archive') ? null : await archiveAtScale(url);
  // The accounts whose codes the capture used are spent.
  const loginStart = { n: IDENTITIES + 1 };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-pg-'));
  const api = await startServer(prodEnv({ DATABASE_URL: url, DATA_DIR: dataDir }));
  const baseline = await startServer(
    { DATABASE_URL: url, POOL_MAX: '20' },
    { script: ['--import', 'tsx', path.join(API_DIR, 'bench/baseline-server.ts'), plansFile] },
  );
  try {
    for (const c of calls) {
      if (!plans[keyOf(c)]) {
        results.push({
          db: 'postgres',
          call: c.name,
          rps: 0,
          p50: 0,
          p99: 0,
          non2xx: 0,
          errors: 0,
          note: `${c.route} is not registered: skipped`,
        });
        continue;
      }
      log(`  load: ${c.name}`);
      const counter = c.kind === 'login' ? loginStart : { n: 0 };
      if (c.kind !== 'login') await load(api.url, [rotating(c, 'api', counter)], { duration: 2 });
      await load(baseline.url, [rotating(c, 'baseline', { n: 0 })], { duration: 2 });
      // API and baseline in turn, twice, so a change in the machine's other load hits both alike.
      const half = Math.max(1, Math.round(DURATION / 2));
      const a1 = await load(api.url, [rotating(c, 'api', counter)], { duration: half });
      const b1 = await load(baseline.url, [rotating(c, 'baseline', { n: 0 })], { duration: half });
      const a2 = await load(api.url, [rotating(c, 'api', counter)], { duration: half });
      const b2 = await load(baseline.url, [rotating(c, 'baseline', { n: 0 })], { duration: half });
      const a = merge(a1, a2);
      const b = merge(b1, b2);
      results.push({
        db: 'postgres',
        call: c.name,
        ...pick(a),
        baseline_rps: b.rps,
        baseline_p99: b.p99,
        ratio: Math.round((a.rps / Math.max(1, b.rps)) * 100) / 100,
        statements: statementCount(plans[keyOf(c)][0]),
        note:
          c.kind === 'login'
            ? 'baseline runs the SQL only; the API also verifies an argon2id hash (see argon2 ceiling)'
            : undefined,
      });
      log(
        `    api ${a.rps} req/s p99 ${a.p99} ms (${a.non2xx} non-2xx) | baseline ${b.rps} req/s p99 ${b.p99} ms`,
      );
      // A shared answer is paced twice: as the API answers (computed once per data version) and
      // as the baseline replays the computing request's SQL (every answer cold).
      const pacedOn =
        isPaced(c) && PACED_S > 0 ? (c.shared ? (['api', 'baseline'] as const) : (['api'] as const)) : [];
      for (const target of pacedOn) {
        const q = rotating(c, target, { n: 0 });
        const r = await paced(
          target === 'api' ? api.url : baseline.url,
          () => {
            const made = q.setupRequest({}) as { headers: Record<string, string>; body?: string };
            return { method: q.method, path: q.path, headers: made.headers, body: made.body };
          },
          { rate: PACED_RATE, seconds: PACED_S, connections: 10 },
        );
        const { total: _, ...figures } = r;
        const call = target === 'api' ? c.name : `${c.name}, cold (its SQL replayed on every call)`;
        pacedResults.push({ call, rate: PACED_RATE, seconds: PACED_S, ...figures });
        log(
          `    paced ${PACED_RATE} req/s${target === 'api' ? '' : ', cold'}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`,
        );
      }
    }
    if (ONLY.size || SUSTAIN <= 0) return { data: p.data, sustained: SKIPPED_SUSTAINED, archive };
    // Issue 15 asks p99 ≤ 50 ms in three consecutive runs: one run's tail can be luck.
    const runs = [];
    for (let i = 1; i <= SUSTAIN_RUNS; i++) {
      log(`  sustained ${i}/${SUSTAIN_RUNS}: 300 req/s, 80 % reads / 20 % writes, ${SUSTAIN} s`);
      const r = await sustainedLoad(api.url, calls);
      log(`    ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors`);
      runs.push(r);
    }
    // The worst run speaks for all: its p99, and every error of every run.
    const worst = runs.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const sustained = {
      ...worst,
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      runs: runs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99 })),
    };
    return { data: p.data, sustained, archive };
  } finally {
    await api.stop();
    await baseline.stop();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Kept with the database: `bench/profile.ts <id> --baseline` replays them.
    if (process.env.BENCH_KEEP_DB || REUSE) fs.copyFileSync(plansFile, KEPT_PLANS);
    fs.rmSync(plansFile, { force: true });
    if (!process.env.BENCH_KEEP_DB && !REUSE) await dropDatabase(DB_NAME);
  }
}

/**
 * Issue 33: the season archive at season scale — the same writer the archive job runs (one
 * repeatable-read snapshot of every table, gzip, SHA-256), timed, with its size and row count.
 */
async function archiveAtScale(url: string) {
  log('  season archive of the whole database');
  const { openDatabase } = await import('../src/db/client');
  const { writeArchive } = await import('../src/modules/reports/archive-file');
  const { localStorage } = await import('../src/lib/storage');
  const database = await openDatabase({ url, pgliteDir: '' });
  const file = path.join(os.tmpdir(), `mashaer-bench-archive-${process.pid}.gz`);
  // The generated rows name no stored file, the demo's few are not here: looked up, found missing.
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-store-'));
  try {
    const t = Date.now();
    const r = await writeArchive(database.db, localStorage(store), file, () => {});
    const seconds = Math.round((Date.now() - t) / 100) / 10;
    const out = {
      seconds,
      rows: r.rows,
      tables: r.manifest.tables.length,
      mib: Math.round((r.size / 1048576) * 10) / 10,
      rows_per_s: Math.round(r.rows / Math.max(0.1, seconds)),
    };
    log(`    ${out.rows} rows of ${out.tables} tables in ${out.seconds} s, ${out.mib} MiB`);
    return out;
  } finally {
    await database.close();
    fs.rmSync(file, { force: true });
    fs.rmSync(store, { recursive: true, force: true });
  }
}

async function sustainedLoad(url: string, calls: CallDef[]) {
  const by = (k: string) => calls.find((c) => keyOf(c) === k) ?? calls.find((c) => c.kind === 'list')!;
  // 8 reads, 2 writes, in turn on every connection.
  const mix = ['list', 'read', 'bell', 'camps', 'read', 'bell', 'orders', 'read', 'write', 'write'];
  const counters = new Map<string, { n: number }>();
  const requests = mix.map((k) => {
    if (!counters.has(k)) counters.set(k, { n: 0 });
    return rotating(by(k), 'api', counters.get(k)!);
  });
  // Evenly paced, open loop (bench/paced.ts): autocannon's overallRate sends in bursts.
  const r = await paced(
    url,
    (i) => {
      const q = requests[i % requests.length];
      const made = q.setupRequest({}) as { headers: Record<string, string>; body?: string };
      return { method: q.method, path: q.path, headers: made.headers, body: made.body };
    },
    { rate: 300, seconds: SUSTAIN, connections: 50 },
  );
  return {
    target_rps: 300,
    mix: '80% reads (users, orders and camps lists, record read, bell) / 20% writes (profile update + audit), evenly paced',
    ...r,
  };
}

async function captureCalls(url: string, calls: CallDef[], p: Prepared) {
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

async function explainAll(client: pg.Client, plans: Record<string, Plan[]>) {
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
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
function walkPlan(n: PlanNode, f: (n: PlanNode) => void) {
  f(n);
  for (const c of n.Plans ?? []) walkPlan(c, f);
}

// ---------------------------------------------------------------------------------------------

async function runPglite() {
  log('\n== PGlite (embedded, one WASM process)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-pglite-'));
  const { openDatabase } = await import('../src/db/client');
  const { seedBase, seedDemoIfEmpty } = await import('../src/db/seed/seed');
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await seedBase(database.db);
  await seedDemoIfEmpty(database.db, { storage: await benchStorage() });
  const lite = (
    database.db as unknown as {
      $client: { query: (t: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const exec: Exec = (text, params) => lite.query(text, params);
  const p = await prepare(exec, PGLITE);
  await database.close();
  notes.push(
    `PGlite ran with less history (${PGLITE.audit.toLocaleString('en')} audit rows, ${PGLITE.notifications.toLocaleString('en')} notifications; same 1,500 companies / 5,000 users), no baseline (a PGlite database belongs to one process) and no sustained run`,
  );
  const api = await startServer(prodEnv({ DATA_DIR: dataDir }), { timeoutMs: 300_000 });
  try {
    const loginStart = { n: 0 };
    for (const c of callDefs(p)) {
      log(`  load: ${c.name}`);
      const counter = c.kind === 'login' ? loginStart : { n: 0 };
      try {
        if (c.kind !== 'login') await load(api.url, [rotating(c, 'api', counter)], { duration: 2 });
        const a = await load(api.url, [rotating(c, 'api', counter)], { duration: DURATION });
        results.push({ db: 'pglite', call: c.name, ...pick(a) });
        log(`    api ${a.rps} req/s p99 ${a.p99} ms (${a.non2xx} non-2xx)`);
      } catch (e) {
        results.push({
          db: 'pglite',
          call: c.name,
          rps: 0,
          p50: 0,
          p99: 0,
          non2xx: 0,
          errors: 1,
          note: (e as Error).message,
        });
      }
    }
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { data: p.data };
}

/** How many argon2id verifications a second this machine does at the production cost. */
async function argon2Ceiling() {
  const { hashPassword, configurePasswords } = await import('../src/lib/password');
  configurePasswords(19_456);
  const h = await hashPassword(BENCH_PASSWORD);
  const until = Date.now() + 3000;
  let n = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await verify(h, BENCH_PASSWORD);
        n++;
      }
    }),
  );
  return {
    memory_kib: 19_456,
    time_cost: 2,
    verifications_per_s: Math.round(n / 3),
    threads: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
  };
}

async function webSide(): Promise<{ routes: RouteSize[]; lighthouse: LighthouseScore[]; note?: string }> {
  log('\n== web');
  const built = ensureWebBuild();
  if (!built.ok) return { routes: [], lighthouse: [], note: built.note };
  const routes = routeSizes();
  let lighthouse: LighthouseScore[] = [];
  if (!SKIP.has('lighthouse')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-web-'));
    const api = await startServer(
      prodEnv({ DATA_DIR: dataDir, WEB_DIST, SEED_DEMO: 'true', NODE_ENV: 'development' }),
      { timeoutMs: 300_000 },
    );
    try {
      const session = await demoLogin(api, dataDir, 'admin@demo.mashaer.sa');
      const only = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',');
      const pages = [
        { path: '/login' },
        // The light screens (ARCHITECTURE §7, issue 31: ≥ 0.95 on mobile): the public QR check of a
        // demo document and the field screens.
        { path: await demoQrPath(api, session) },
        { path: '/violations/field', session },
        // The other field screens (issue 31 §7): the caller's own list and a violation's details.
        { path: '/violations/field/list', session },
        { path: await demoViolationPath(api, session), session },
        ...(process.env.BENCH_LIST_SCREEN ?? '/notifications,/users')
          .split(',')
          .map((path) => ({ path, session })),
      ];
      lighthouse = await runLighthouse(
        api.url,
        pages.filter((p) => !only || only.some((o) => p.path.startsWith(o))),
      );
    } catch (e) {
      lighthouse = [
        {
          page: '-',
          form: 'desktop',
          performance: null,
          accessibility: null,
          note: (e as Error).message.slice(0, 300),
        },
      ];
    } finally {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { routes, lighthouse };
}

/** The real two-step login against a running server, reading the code from its outbox. */
/** The public check of the demo data's final disclaimer (the cleared company's): `/qr/<code>`. */
async function demoQrPath(api: Server, session: Record<string, unknown>) {
  const headers = {
    authorization: `Bearer ${String(session.access_token)}`,
    'content-type': 'application/json',
  };
  const list = await fetch(`${api.url}/api/general/clearance`, { method: 'POST', headers, body: '{}' });
  const rows = (
    (await list.json()) as { data: { data: { id: number; final_disclaimer_id: number | null }[] } }
  ).data.data;
  const cleared = rows.find((r) => r.final_disclaimer_id);
  if (!cleared) return '/qr/unknown';
  const view = await fetch(`${api.url}/api/general/clearance/view/${cleared.id}`, { headers });
  const code = ((await view.json()) as { data: { final_disclaimer: { document: { code: string } | null } } })
    .data.final_disclaimer.document?.code;
  return `/qr/${code ?? 'unknown'}`;
}

/** The field details screen of the demo data's newest violation: `/violations/field/<id>`. */
async function demoViolationPath(api: Server, session: Record<string, unknown>) {
  const list = await fetch(`${api.url}/api/general/violation_forms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${String(session.access_token)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const rows = ((await list.json()) as { data: { data: { id: number }[] } }).data.data;
  return `/violations/field/${rows[0]?.id ?? 1}`;
}

async function demoLogin(api: Server, dataDir: string, email: string) {
  const post = (p: string, body: unknown) =>
    fetch(`${api.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const s1 = await post('/api/Check-user-with-sms', { email, password: 'Demo@1234' });
  if (!s1.ok) throw new Error(`demo login step 1: ${s1.status}`);
  await sleep(100);
  const outbox = path.join(dataDir, 'outbox');
  const msgs = fs
    .readdirSync(outbox)
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { email: string; code: string })
    .filter((m) => m.email === email);
  const s2 = await post('/api/auth/login', {
    email,
    password: 'Demo@1234',
    code: msgs.at(-1)?.code,
    platform: 'mena',
  });
  if (!s2.ok) throw new Error(`demo login step 2: ${s2.status}`);
  return (await s2.json()) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------

function prodEnv(extra: Record<string, string>) {
  return {
    NODE_ENV: 'production',
    CODE_SECRET,
    PUBLIC_URL: 'https://mena.example.test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
    DATABASE_POOL_MAX: '20',
    ...extra,
  };
}

/** Two halves of one measurement: mean rate and median, the worse p99. */
function merge(x: Awaited<ReturnType<typeof load>>, y: Awaited<ReturnType<typeof load>>) {
  return {
    rps: Math.round((x.rps + y.rps) / 2),
    p50: Math.round((x.p50 + y.p50) / 2),
    p99: Math.max(x.p99, y.p99),
    non2xx: x.non2xx + y.non2xx,
    errors: x.errors + y.errors,
    total: x.total + y.total,
  };
}

const pick = (a: Awaited<ReturnType<typeof load>>) => ({
  rps: a.rps,
  p50: a.p50,
  p99: a.p99,
  non2xx: a.non2xx,
  errors: a.errors,
});

function goals(sustained: { p99: number; non2xx: number; errors: number; runs?: unknown[] }) {
  const pgr = results.filter((r) => r.db === 'postgres');
  const lists = pgr.filter((r) => /list|bell/.test(r.call) && r.ratio !== undefined);
  const write = pgr.find((r) => r.call.startsWith('write'));
  return [
    // Issue 15: every list ≥ 0.9 of its bare-SQL baseline and ≥ 800 req/s.
    ...lists.map((r) => ({
      goal: `${r.call}: ≥ 90 % of baseline req/s`,
      value: `${Math.round((r.ratio ?? 0) * 100)} %`,
      met: (r.ratio ?? 0) >= 0.9,
    })),
    ...lists.map((r) => ({
      goal: `${r.call}: ≥ 800 req/s`,
      value: `${r.rps} req/s`,
      met: r.rps >= 800,
    })),
    {
      goal: 'p99 ≤ 50 ms at 300 req/s, every one of the consecutive runs',
      value: `${sustained.p99} ms (worst of ${sustained.runs?.length ?? 1})`,
      met: sustained.p99 <= 50,
    },
    {
      goal: '0 errors at 300 req/s',
      value: `${sustained.non2xx + sustained.errors}`,
      met: sustained.non2xx + sustained.errors === 0,
    },
    { goal: 'write ≥ 1,000 req/s', value: `${write?.rps ?? 0} req/s`, met: (write?.rps ?? 0) >= 1000 },
    // Issue 29: the global search's p95 at a steady rate.
    ...pacedResults
      .filter((r) => r.call.startsWith('global search'))
      .map((r) => ({
        goal: `global search p95 ≤ 50 ms at ${r.rate} req/s (PostgreSQL)`,
        value: `${r.p95} ms`,
        met: r.p95 <= 50 && r.non2xx + r.errors === 0,
      })),
    // Issue 35: every dashboard's p95, as served and cold.
    ...pacedResults
      .filter((r) => r.call.startsWith('dashboard '))
      .map((r) => ({
        goal: `${r.call}: p95 ≤ 100 ms at ${r.rate} req/s (PostgreSQL)`,
        value: `${r.p95} ms`,
        met: r.p95 <= 100 && r.non2xx + r.errors === 0,
      })),
  ];
}

const dataLine = (d: { table: string; rows: number; ms: number; skipped?: string }) =>
  `${d.table}: ${d.skipped ? `skipped (${d.skipped})` : `${d.rows.toLocaleString('en')} rows in ${(d.ms / 1000).toFixed(1)} s`}`;

function explainLine(e: (typeof explains)[number]) {
  const large = e.seq_scans_large.length ? `**${e.seq_scans_large.join(', ')}**` : 'none';
  const small = e.seq_scans_small.length ? ` (small: ${e.seq_scans_small.join(', ')})` : '';
  const stmt = e.statement.slice(0, 160).replace(/\|/g, '\\|');
  const indexes = (e.indexes ?? []).join(', ') || '—';
  return `| ${e.call} | ${e.ms} | ${large}${small} | ${indexes} | \`${stmt}\` |`;
}

/** What a run writes to `latest.json`, and `latest.md` reads. */
type Report = {
  date: string;
  machine: ReturnType<typeof machine> & { loadavg_at_start: number[]; loadavg_at_end: number[] };
  settings: { connections: number; duration_s: number; sustained_s: number; api: string; baseline: string };
  data: { postgres: Parameters<typeof dataLine>[0][]; pglite: Parameters<typeof dataLine>[0][] | null };
  results: Result[];
  sustained: typeof SKIPPED_SUSTAINED & { runs?: { p99: number }[] };
  archive: Awaited<ReturnType<typeof archiveAtScale>> | null;
  paced: PacedResult[];
  explain: typeof explains;
  argon2: Awaited<ReturnType<typeof argon2Ceiling>>;
  web: Awaited<ReturnType<typeof webSide>> | null;
  goals: ReturnType<typeof goals>;
  notes: string[];
};

function markdown(r: Report): string {
  const m = r.machine;
  const lines = [
    '# Benchmarks — latest run',
    '',
    `Date: ${r.date}. Machine: ${m.nproc} cores (${m.cpu}), ${m.memory_gib} GiB, Node ${m.node}, ${m.postgres}. Load average at start ${m.loadavg_at_start.join(' ')}, at end ${m.loadavg_at_end.join(' ')} (other work on the machine shows here).`,
    '',
    `API: ${r.settings.api}. Baseline: ${r.settings.baseline}. autocannon, ${r.settings.connections} connections, ${r.settings.duration_s} s a call after a 2 s warm-up (PostgreSQL: API and baseline alternate in two halves; req/s is the mean, p99 the worse half).`,
    '',
    '| database | call | req/s | p50 ms | p99 ms | non-2xx | baseline req/s | baseline p99 | ratio | SQL stmts |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (x) =>
        `| ${x.db} | ${x.call}${x.note ? ` ¹` : ''} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.non2xx} | ${x.baseline_rps ?? '—'} | ${x.baseline_p99 ?? '—'} | ${x.ratio ?? '—'} | ${x.statements ?? '—'} |`,
    ),
    '',
    ...r.results.filter((x) => x.note).map((x) => `¹ ${x.db}, ${x.call}: ${x.note}`),
    '',
    `Sustained (PostgreSQL): target ${r.sustained.target_rps} req/s, ${r.sustained.mix}, ${r.settings.sustained_s} s → ${r.sustained.rps} req/s, p50 ${r.sustained.p50} ms, **p99 ${r.sustained.p99} ms**, ${r.sustained.non2xx} non-2xx, ${r.sustained.errors} errors, ${r.sustained.total} requests${r.sustained.runs ? ` (the worst of ${r.sustained.runs.length} consecutive runs; p99 of each: ${r.sustained.runs.map((x: { p99: number }) => `${x.p99} ms`).join(', ')})` : ''}.`,
    '',
    ...(r.paced.length
      ? [
          '## Steady rate (p95)',
          '',
          `Each call alone on the API, evenly paced (open loop: a late answer counts from when its request was due), after its autocannon load: issue 29 asks the global search's p95, issue 35 the dashboards' (a dashboard also cold: the baseline replaying, on every call, the SQL of the request that computed its shared answer).`,
          '',
          '| call | rate req/s | s | delivered req/s | p50 ms | p90 ms | **p95 ms** | p99 ms | non-2xx | errors |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...r.paced.map(
            (x) =>
              `| ${x.call} | ${x.rate} | ${x.seconds} | ${x.rps} | ${x.p50} | ${x.p90} | **${x.p95}** | ${x.p99} | ${x.non2xx} | ${x.errors} |`,
          ),
          '',
        ]
      : []),
    `argon2id at ${r.argon2.memory_kib} KiB, t=${r.argon2.time_cost}: ${r.argon2.verifications_per_s} verifications/s on this machine (the ceiling of any login).`,
    '',
    '## Goals',
    '',
    '| goal | measured | met |',
    '|---|---|---|',
    ...r.goals.map((g) => `| ${g.goal} | ${g.value} | ${g.met ? 'yes' : '**no**'} |`),
    '',
    ...(r.archive
      ? [
          '## Season archive (PostgreSQL, the whole season)',
          '',
          `${r.archive.rows} rows of ${r.archive.tables} tables written in ${r.archive.seconds} s (${r.archive.rows_per_s} rows/s), ${r.archive.mib} MiB gzip, SHA-256 computed on the way.`,
          '',
        ]
      : []),
    '## Data',
    '',
    ...r.data.postgres.map((d) => `- PostgreSQL ${dataLine(d)}`),
    ...(r.data.pglite ? r.data.pglite.map((d) => `- PGlite ${dataLine(d)}`) : []),
    '',
    '## EXPLAIN (ANALYZE) of every captured select',
    '',
    '| call | ms | seq scan on a large table | indexes | statement |',
    '|---|---:|---|---|---|',
    ...r.explain.map((e) => explainLine(e)),
    '',
  ];
  if (r.web) {
    lines.push('## Web', '');
    if (r.web.note) lines.push(r.web.note, '');
    lines.push('| route (lazy chunk) | JS files | gzip KiB | raw KiB |', '|---|---:|---:|---:|');
    for (const x of r.web.routes) lines.push(`| ${x.route} | ${x.files} | ${x.gzip_kib} | ${x.raw_kib} |`);
    lines.push(
      '',
      '| Lighthouse page | form | performance | FCP ms | LCP ms | speed index ms | TBT ms | CLS | accessibility | note |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const x of r.web.lighthouse) {
      const m = x.metrics;
      lines.push(
        `| ${x.page} | ${x.form} | ${x.performance ?? '—'} | ${m ? `${m.fcp} | ${m.lcp} | ${m.si} | ${m.tbt} | ${m.cls}` : '— | — | — | — | —'} | ${x.accessibility ?? '—'} | ${x.note ?? ''} |`,
      );
    }
    lines.push('');
  }
  if (r.notes.length) lines.push('## Notes', '', ...r.notes.map((n: string) => `- ${n}`), '');
  return lines.join('\n');
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
