/** Helpers shared by the benchmarks and the crash test: processes, ports, databases, tokens. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const API_DIR = path.resolve(import.meta.dirname, '..');
export const ROOT = path.resolve(API_DIR, '../..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The captured SQL of the last run that kept its database (BENCH_KEEP_DB / BENCH_REUSE_DB). */
export const KEPT_PLANS = path.join(os.tmpdir(), 'mashaer-bench-plans.json');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Builds dist/server.mjs, the bundle production runs. */
export function buildApi() {
  const r = spawnSync('npm', ['run', 'build', '-w', '@mashaer/api'], {
    cwd: ROOT,
    stdio: 'pipe',
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`api build failed:\n${r.stdout}\n${r.stderr}`);
}

export type Server = {
  proc: ChildProcess;
  port: number;
  url: string;
  log: string[];
  stop: () => Promise<void>;
  kill9: () => Promise<void>;
};

/** Starts `node dist/server.mjs` (or another script) with `env`, resolving when /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  opts: { script?: string[]; timeoutMs?: number } = {},
): Promise<Server> {
  const port = Number(env.PORT) || (await freePort());
  const log: string[] = [];
  const proc = spawn(process.execPath, opts.script ?? [path.join(API_DIR, 'dist/server.mjs')], {
    cwd: API_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    log.push(d.toString());
    if (log.length > 200) log.shift();
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (proc.exitCode !== null)
      throw new Error(`server exited (${proc.exitCode}):\n${log.join('').slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start:\n${log.join('').slice(-3000)}`);
    }
    await sleep(100);
  }
  return {
    proc,
    port,
    url,
    log,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
      await exited;
    },
    kill9: async () => {
      proc.kill('SIGKILL');
      await exited;
    },
  };
}

export async function recreateDatabase(name: string, adminUrl = PG_ADMIN_URL) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  return databaseUrl(name, adminUrl);
}

export function databaseUrl(name: string, adminUrl = PG_ADMIN_URL) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(name: string, adminUrl = PG_ADMIN_URL) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export function machine() {
  const cpu = fs
    .readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('model name'))
    ?.split(':')[1]
    ?.trim();
  const mem = fs
    .readFileSync('/proc/meminfo', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('MemTotal'));
  const kib = Number(mem?.match(/\d+/)?.[0] ?? 0);
  const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    nproc: Number(nproc),
    memory_gib: Math.round((kib / 1048576) * 10) / 10,
    cpu: cpu ?? 'unknown',
    node: process.version,
    postgres: pgVersion,
  };
}
