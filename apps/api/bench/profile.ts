/**
 * Where the API's time goes on one call: starts `node --cpu-prof dist/server.mjs` on the bench
 * database (run `BENCH_KEEP_DB=1 npm run bench` first), loads one call with autocannon, and
 * prints the functions with the most self time, grouped by package.
 *
 *   npx tsx bench/profile.ts list|camps|read|write|bell|orders|orders-company|readiness|car-licences|reassign|sadad|invoices [seconds] [--baseline]   (KEEP_PROF=1 keeps the .cpuprofile)
 *
 * `RATE=400` loads it at that fixed rate instead of saturating it: under saturation the samples taken
 * inside a socket write also count the time the server waited for a core PostgreSQL took.
 *
 * `PROF_INTERVAL=100` samples every 100 µs instead of every 1,000 (fine-grained, for a low RATE).
 *
 * `--baseline` profiles the baseline server replaying the same call's captured SQL instead (the
 * plans the last `BENCH_KEEP_DB=1` run kept): the two profiles side by side show what the API adds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { KEPT_PLANS, startServer } from './lib';
import { benchCalls, KEPT_DB_URL, keptDbEnv } from './profile-calls';

const args = process.argv.slice(2).filter((a) => a !== '--baseline');
const kind = args[0] ?? 'list';
const seconds = Number(args[1] ?? 10);
const baseline = process.argv.includes('--baseline');
const url = KEPT_DB_URL;

const { call, token } = await benchCalls(url, kind);
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-prof-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-prof-data-'));
const server = await startServer(keptDbEnv(dataDir), {
  script: [
    '--cpu-prof',
    `--cpu-prof-dir=${profDir}`,
    ...(process.env.PROF_INTERVAL ? [`--cpu-prof-interval=${process.env.PROF_INTERVAL}`] : []),
    ...(baseline
      ? ['--import', 'tsx', path.resolve(import.meta.dirname, 'baseline-server.ts'), KEPT_PLANS]
      : [path.resolve(import.meta.dirname, '../dist/server.mjs')]),
  ],
});
// Only the samples taken under load count: the server's start-up (compiling the routes' schemas)
// would otherwise be a large share of a short run. A profile's clock is the monotonic one.
const loadStart = Number(process.hrtime.bigint() / 1000n);
const r = await autocannon({
  url: server.url,
  connections: 50,
  duration: seconds,
  ...(process.env.RATE ? { overallRate: Number(process.env.RATE) } : {}),
  requests: [
    {
      method: call.method,
      path: baseline ? `/baseline/${kind}` : call.path,
      body: call.body,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
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
  timeDeltas: number[];
  startTime: number;
};
const hits = new Map<number, number>();
let at = prof.startTime;
prof.samples.forEach((id, i) => {
  at += prof.timeDeltas[i];
  if (at >= loadStart) hits.set(id, (hits.get(id) ?? 0) + 1);
});
for (const n of prof.nodes) n.hitCount = hits.get(n.id) ?? 0;
const total = [...hits.values()].reduce((a, b) => a + b, 0);
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
