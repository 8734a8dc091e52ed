/**
 * `npm run test:crash` (issue 7 §3): crash safety under write load through the HTTP API, on a
 * PostgreSQL server this test runs itself (a temporary cluster under /tmp, as the postgres user).
 *
 *  - rounds A: kill -9 the API process at a random moment, restart it;
 *  - rounds B: kill -9 the PostgreSQL postmaster at a random moment, restart it (crash recovery).
 *
 * After every round: each write acknowledged with 2xx is there with its audit row, and nothing is
 * half-written (a user without its audit row or documents, a document row without its file, a
 * profile whose name is not the one its latest audit row recorded).
 * Writes: company registrations (multipart, 5 documents, POST auth/register → 201) and profile
 * updates (POST profile/update → 200), each with its audit row in the same transaction.
 * Ends with `N passed, N failed`.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApi, type Server, sleep, startServer } from '../bench/lib';
import { verify } from './checks';
import { initCluster, killPostgres, startPostgres } from './cluster';
import { WORKERS, writeLoad } from './writes';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const CODE_SECRET = 'crash-code-secret-0123456789abcdef';
const log = (...a: unknown[]) => console.log(...a);
const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

// ---------------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  if (process.getuid?.() !== 0 && !process.env.CRASH_ALLOW_NON_ROOT)
    log('note: not root; setpriv to the postgres user may fail');
  log('crash test: building the API bundle');
  buildApi();
  const cluster = await initCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-crash-data-'));
  let api: Server | null = null;
  let passed = 0;
  let failed = 0;
  const summary: string[] = [];
  const apiDeaths: string[] = [];
  try {
    await startPostgres(cluster);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database mashaer_crash');
    await admin.end();
    const dbUrl = cluster.url.replace(/\/postgres$/, '/mashaer_crash');
    const env = {
      NODE_ENV: 'production',
      CODE_SECRET,
      PUBLIC_URL: 'https://mena.example.test',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      ARGON2_MEMORY_KIB: '1024',
      DATABASE_POOL_MAX: '10',
    };
    const start = async () => {
      api = await startServer(env, { timeoutMs: 60_000 });
      return api;
    };
    await start();
    const profiles = await makeProfiles(dbUrl);
    const uploadDir = path.join(dataDir, 'uploads');

    const round = async (kind: 'api' | 'postgres', i: number) => {
      const server = api as Server;
      const load = writeLoad(server.url, profiles, `${kind[0]}${i}`);
      await sleep(rand(400, 2000));
      if (kind === 'api') {
        await server.kill9();
      } else {
        await killPostgres(cluster);
        await sleep(rand(100, 800));
        await startPostgres(cluster);
        // Give the API's pool a moment to reconnect; writes continue meanwhile.
        await sleep(rand(300, 1000));
      }
      await load.stop();
      if (kind === 'api') await start();
      else if ((api as Server).proc.exitCode !== null) {
        const out = (api as Server).log.join('');
        const why =
          out
            .match(/(error|Error)[:"][^\n]{0,160}/g)
            ?.slice(-2)
            .join(' | ') ?? out.slice(-200);
        apiDeaths.push(
          `round B${i}: the API process exited (code ${(api as Server).proc.exitCode}) when PostgreSQL was killed: ${why}`,
        );
        await start();
      }
      const { problems, lost } = await verify(dbUrl, uploadDir, load.acks);
      const regs = load.acks.filter((a) => a.kind === 'register').length;
      const line = `${kind === 'api' ? 'A' : 'B'}${i} kill -9 ${kind === 'api' ? 'API' : 'PostgreSQL'}: ${load.attempted} writes sent, ${load.acks.length} acknowledged (${regs} registrations, ${load.acks.length - regs} profile updates), ${lost} lost, ${problems.length - lost} half-written`;
      log(`  ${line}`);
      for (const p of problems.slice(0, 5)) log(`    ${p}`);
      summary.push(line);
      if (problems.length === 0 && load.acks.length > 0) passed++;
      else {
        failed++;
        if (load.acks.length === 0)
          log('    no write was acknowledged before the kill: the round proves nothing');
      }
    };
    log(`rounds A: kill -9 the API (${ROUNDS})`);
    for (let i = 1; i <= ROUNDS; i++) await round('api', i);
    log(`rounds B: kill -9 PostgreSQL (${ROUNDS})`);
    for (let i = 1; i <= ROUNDS; i++) await round('postgres', i);
  } catch (e) {
    console.error(e);
    failed++;
  } finally {
    await (api as Server | null)?.stop().catch(() => undefined);
    if (cluster.proc && cluster.proc.exitCode === null) {
      const exited = new Promise((r) => cluster.proc?.once('exit', r));
      cluster.proc.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (cluster.proc.exitCode === null) cluster.proc.kill('SIGKILL');
    }
    fs.rmSync(cluster.dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const d of apiDeaths) log(`warning: ${d}`);
  log(`\ncrash test done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** Active accounts with tokens for the profile writes (inserted directly: no login needed). */
async function makeProfiles(dbUrl: string) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const out: { userId: number; token: string }[] = [];
  for (let i = 0; i < WORKERS; i++) {
    const u = await c.query(
      `insert into users (name, email, phone, password_hash, type_id, status, is_acknowledged) values ($1, $2, '512345678', 'x', 3, 'active', true) returning id`,
      [`Crash ${i}`, `crash-profile-${i}@crash.test`],
    );
    const token = randomBytes(32).toString('base64url');
    await c.query(
      `insert into access_tokens (user_id, token_hash, platform, expires_at) values ($1, $2, 'mena', now() + interval '1 day')`,
      [u.rows[0].id, createHash('sha256').update(token).digest('hex')],
    );
    out.push({ userId: Number(u.rows[0].id), token });
  }
  await c.end();
  return out;
}

main().catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
