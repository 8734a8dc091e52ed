/**
 * CPU per request, by process: loads one call at a fixed rate (well below saturation, so the
 * processes do not steal time from one another) on the API and on the baseline, and reads the
 * CPU time the server, PostgreSQL's backends and the load generator spent, divided by requests.
 * Needs the database and plans a `BENCH_KEEP_DB=1` run kept.
 *
 *   npx tsx bench/cpu.ts <id> [rate=400] [seconds=8]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { KEPT_PLANS, startServer } from './lib';
import { benchCalls, KEPT_DB_URL, keptDbEnv } from './profile-calls';

const [kind = 'list', rateArg = '400', secArg = '8'] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secArg);
const url = KEPT_DB_URL;
const TICK = 100; // clock ticks a second (getconf CLK_TCK)
const ticksOf = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};
/** The process's system time (ticks) and its read and write system calls so far. */
const kernelOf = (pid: number) => {
  const io = Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(': ')),
  );
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { sys: Number(f[12]), reads: Number(io.syscr), writes: Number(io.syscw) };
};
const postgresTicks = () => {
  let n = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') n += ticksOf(Number(d));
    } catch {
      // gone
    }
  }
  return n;
};

const { call, token } = await benchCalls(url, kind);
const stats = new pg.Client({ connectionString: url });
await stats.connect();
/** Statements outside a transaction count one each (commits and rollbacks). */
const transactions = async () =>
  Number(
    (
      await stats.query(
        `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
      )
    ).rows[0].n,
  );
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-cpu-'));
const env = keptDbEnv(dataDir);
for (const target of (process.env.CPU_TARGETS ?? 'api,baseline').split(',') as ('api' | 'baseline')[]) {
  const server = await startServer(env, {
    script:
      target === 'api'
        ? [path.resolve(import.meta.dirname, '../dist/server.mjs')]
        : ['--import', 'tsx', path.resolve(import.meta.dirname, 'baseline-server.ts'), KEPT_PLANS],
  });
  const load = (duration: number) =>
    autocannon({
      url: server.url,
      connections: rate ? 10 : 50,
      ...(rate ? { overallRate: rate } : {}),
      duration,
      requests: [
        {
          method: call.method,
          path: target === 'api' ? call.path : `/baseline/${kind}`,
          body: call.body,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
      ],
    });
  await load(2);
  const x0 = await transactions();
  const s0 = ticksOf(server.proc.pid!);
  const k0 = kernelOf(server.proc.pid!);
  const p0 = postgresTicks();
  const c0 = process.cpuUsage();
  const r = await load(seconds);
  const c = process.cpuUsage(c0);
  const n = r.requests.total;
  await new Promise((res) => setTimeout(res, 1500)); // the statistics collector's delay
  const tx = (await transactions()) - x0;
  const per = (ticks: number) => ((ticks / TICK) * 1e6) / n;
  const k = kernelOf(server.proc.pid!);
  console.log(
    `${target.padEnd(8)} ${Math.round(r.requests.average)} req/s, ${n} requests, ${r.non2xx} non-2xx, ${Math.round(r.throughput.average / r.requests.average)} B each: ` +
      `server ${per(ticksOf(server.proc.pid!) - s0).toFixed(0)} µs (system ${per(k.sys - k0.sys).toFixed(0)} µs, ` +
      `${((k.reads - k0.reads) / n).toFixed(1)} reads, ${((k.writes - k0.writes) / n).toFixed(1)} writes), postgres ${per(postgresTicks() - p0).toFixed(0)} µs, ` +
      `client ${((c.user + c.system) / n) | 0} µs a request; ${(tx / n).toFixed(2)} transactions a request`,
  );
  await server.stop();
}
await stats.end();
fs.rmSync(dataDir, { recursive: true, force: true });
