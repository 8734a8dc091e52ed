/**
 * Where the API's time goes on one call: starts `node --cpu-prof dist/server.mjs` on the bench
 * database (run `BENCH_KEEP_DB=1 npm run bench` first), loads one call with autocannon, and
 * prints the functions with the most self time, grouped by package.
 *
 *   npx tsx bench/profile.ts list|camps|read|write|bell|orders|orders-company|readiness|car-licences|reassign|sadad|invoices [seconds]   (KEEP_PROF=1 keeps the .cpuprofile)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { newToken, PG_ADMIN_URL, startServer } from './lib';

const kind = process.argv[2] ?? 'list';
const seconds = Number(process.argv[3] ?? 10);
const url = (() => {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = '/mashaer_bench';
  return u.toString();
})();

const c = new pg.Client({ connectionString: url });
await c.connect();
// The authority's calls; a company that holds camps for the company-scoped lists; else a bench company.
const AUTHORITY = ['list', 'camps', 'read', 'orders', 'readiness', 'reassign', 'invoices'];
const HOLDER = ['orders-company', 'car-licences', 'sadad'];
const who = AUTHORITY.includes(kind)
  ? 'admin@demo.mashaer.sa'
  : (
      await c.query(
        HOLDER.includes(kind)
          ? `select lower(u.email) as e from users u where u.email like 'bench-c%' and u.status = 'active'
               and exists (select 1 from assign_camps a where a.company_id = u.id) order by u.id limit 1`
          : `select lower(email) as e from users where email like 'bench-c%' and status = 'active' and type_id in (2,3,4,6) order by id limit 1`,
      )
    ).rows[0].e;
const t = newToken();
await c.query(
  `insert into access_tokens (user_id, token_hash, platform, expires_at) select id, $2, 'mena', now() + interval '1 hour' from users where lower(email) = $1`,
  [who, t.hash],
);
const country = (await c.query('select min(id) as id from countries')).rows[0].id;
await c.end();

const calls: Record<string, { method: string; path: string; body?: string }> = {
  list: {
    method: 'POST',
    path: '/api/users?page=20',
    body: JSON.stringify({
      paginate: 10,
      status: 'active',
      type_id: 3,
      sort_by: 'created_at',
      sort_dir: 'desc',
    }),
  },
  camps: {
    method: 'POST',
    path: '/api/general/camps?page=5',
    body: JSON.stringify({ paginate: 10, status: 'ready', sort_by: 'camp_number', sort_dir: 'asc' }),
  },
  read: { method: 'GET', path: `/api/general/countries/edit/${country}` },
  write: {
    method: 'POST',
    path: '/api/profile/update',
    body: JSON.stringify({ name: 'Profiled', phone: '512345678' }),
  },
  bell: {
    method: 'POST',
    path: '/api/general/notification/user_notification?page=1',
    body: JSON.stringify({ paginate: 10 }),
  },
  // The workflows' lists, as run.ts loads them.
  orders: {
    method: 'POST',
    path: '/api/general/orders/list?page=3',
    body: JSON.stringify({ paginate: 10, status: 'under_review', sort_by: 'created_at', sort_dir: 'desc' }),
  },
  'orders-company': {
    method: 'POST',
    path: '/api/general/orders/list?page=1',
    body: JSON.stringify({ paginate: 10 }),
  },
  readiness: {
    method: 'POST',
    path: '/api/general/simple-readiness-license/index?page=2',
    body: JSON.stringify({ paginate: 10 }),
  },
  'car-licences': {
    method: 'POST',
    path: '/api/general/licenseCarOrder?page=1',
    body: JSON.stringify({ paginate: 10, status: 'approved' }),
  },
  reassign: {
    method: 'POST',
    path: '/api/general/reassign_order/list?page=2',
    body: JSON.stringify({ paginate: 10, type: 'reassign' }),
  },
  sadad: { method: 'POST', path: '/api/general/sadad?page=1', body: JSON.stringify({ paginate: 10 }) },
  invoices: {
    method: 'POST',
    path: '/api/general/invoices?page=1',
    body: JSON.stringify({ paginate: 10, status: 'issued', sort_by: 'due_date', sort_dir: 'asc' }),
  },
};
const call = calls[kind];
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-prof-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-prof-data-'));
const server = await startServer(
  {
    NODE_ENV: 'production',
    CODE_SECRET: 'bench-code-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
  },
  {
    script: [
      '--cpu-prof',
      `--cpu-prof-dir=${profDir}`,
      path.resolve(import.meta.dirname, '../dist/server.mjs'),
    ],
  },
);
const r = await autocannon({
  url: server.url,
  connections: 50,
  duration: seconds,
  requests: [
    {
      method: call.method,
      path: call.path,
      body: call.body,
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    },
  ],
});
await server.stop();
console.log(`${kind}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`);

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const prof = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
};
const total = prof.samples.length;
const byFn = new Map<string, number>();
const byPkg = new Map<string, number>();
for (const n of prof.nodes) {
  const u = n.callFrame.url;
  const pkg = u.includes('node_modules/')
    ? u
        .split('node_modules/')
        .at(-1)!
        .split('/')
        .slice(0, u.split('node_modules/').at(-1)!.startsWith('@') ? 2 : 1)
        .join('/')
    : u.includes('dist/server.mjs')
      ? 'api (dist/server.mjs)'
      : u.startsWith('node:')
        ? 'node core'
        : n.callFrame.functionName === '(garbage collector)'
          ? '(gc)'
          : n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)'
            ? n.callFrame.functionName
            : u || '(native)';
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + n.hitCount);
  const key = `${n.callFrame.functionName || '(anonymous)'} ${path.basename(u)}:${n.callFrame.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + n.hitCount);
}
const top = (m: Map<string, number>, k: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`self time by package:\n${top(byPkg, 15)}\n\nself time by function:\n${top(byFn, 25)}`);
if (!process.env.KEEP_PROF) fs.rmSync(profDir, { recursive: true, force: true });
else console.log(profDir);
fs.rmSync(dataDir, { recursive: true, force: true });
