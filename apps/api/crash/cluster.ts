/** The crash test's own PostgreSQL cluster, run as the postgres user (the server refuses root). */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep } from '../bench/lib';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type Cluster = { dir: string; port: number; proc: ChildProcess | null; url: string };

function asPostgres(args: string[]) {
  return ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', ...args];
}

export async function initCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-crash-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  execFileSync(
    'setpriv',
    asPostgres([
      `${PG_BIN}/initdb`,
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]),
    { stdio: 'pipe' },
  );
  const port = await freePort();
  return { dir, port, proc: null, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

export async function startPostgres(c: Cluster) {
  const logFile = fs.openSync(path.join(c.dir, 'postgres.log'), 'a');
  for (let attempt = 0; attempt < 20; attempt++) {
    const proc = spawn(
      'setpriv',
      asPostgres([
        `${PG_BIN}/postgres`,
        '-D',
        path.join(c.dir, 'data'),
        '-p',
        String(c.port),
        '-k',
        c.dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=60',
        '-c',
        'shared_buffers=64MB',
      ]),
      { stdio: ['ignore', logFile, logFile] },
    );
    c.proc = proc;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && proc.exitCode === null) {
      try {
        const cl = new pg.Client({ connectionString: c.url });
        await cl.connect();
        await cl.query('select 1');
        await cl.end();
        return;
      } catch {
        await sleep(100);
      }
    }
    // Old backends may still hold the shared memory of a killed postmaster: wait and retry.
    if (proc.exitCode === null) proc.kill('SIGKILL');
    await sleep(500);
  }
  throw new Error(
    `postgres did not start:\n${fs.readFileSync(path.join(c.dir, 'postgres.log'), 'utf8').slice(-2000)}`,
  );
}

export async function killPostgres(c: Cluster) {
  const proc = c.proc;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
  // The backends notice their postmaster is gone and exit; wait until none is left.
  for (let i = 0; i < 100; i++) {
    const left = execFileSync('sh', ['-c', `pgrep -u postgres -f -- "-p ${c.port}" || true`], {
      encoding: 'utf8',
    }).trim();
    const children = execFileSync(
      'sh',
      [
        '-c',
        `pgrep -u postgres -f "postgres: " | xargs -r ps -o pid=,args= -p 2>/dev/null | grep -c "${c.port}" || true`,
      ],
      {
        encoding: 'utf8',
      },
    ).trim();
    if (!left && (children === '0' || children === '')) break;
    await sleep(100);
  }
}
