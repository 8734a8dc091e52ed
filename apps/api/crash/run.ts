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
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApi, freePort, type Server, sleep, startServer } from '../bench/lib';
import { validRegistration } from '../test/multipart';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const WORKERS = 8;
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CODE_SECRET = 'crash-code-secret-0123456789abcdef';
const log = (...a: unknown[]) => console.log(...a);
const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

// ---------------------------------------------------------------------------------------------
// A PostgreSQL cluster of our own, run as the postgres user (the server refuses root).
// ---------------------------------------------------------------------------------------------

type Cluster = { dir: string; port: number; proc: ChildProcess | null; url: string };

function asPostgres(args: string[]) {
  return ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', ...args];
}

async function initCluster(): Promise<Cluster> {
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

async function startPostgres(c: Cluster) {
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

async function killPostgres(c: Cluster) {
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

// ---------------------------------------------------------------------------------------------
// The writes
// ---------------------------------------------------------------------------------------------

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function registrationBody(email: string) {
  const fields: Record<string, string> = {
    ...validRegistration().fields,
    email,
    password: 'Test@1234',
    password_confirmation: 'Test@1234',
  };
  const files: [string, string, Buffer][] = [
    ['vat_file', 'vat.pdf', PDF],
    ['commercial_register_file', 'cr.pdf', PDF],
    ['delegation_letter', 'd.pdf', PDF],
    ['nda_document', 'nda.pdf', PDF],
    ['stamp', 'stamp.png', PNG],
  ];
  const b = `----crash${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, name, content] of files) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

type Ack =
  | { kind: 'register'; email: string; id: number }
  | { kind: 'profile'; userId: number; name: string };

/** Writes through the API from WORKERS loops until `stop` is set; collects what was acknowledged. */
function writeLoad(url: string, profiles: { userId: number; token: string }[], tag: string) {
  const acks: Ack[] = [];
  let attempted = 0;
  let stop = false;
  let seq = 0;
  const worker = async (w: number) => {
    while (!stop) {
      const n = ++seq;
      attempted++;
      try {
        if (n % 2 === 0) {
          const email = `crash-r-${tag}-${n}@crash.test`;
          const { body, type } = registrationBody(email);
          const res = await fetch(`${url}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 201)
            acks.push({
              kind: 'register',
              email,
              id: Number(((await res.json()) as { data: { id: number } }).data.id),
            });
          else await res.arrayBuffer();
        } else {
          const p = profiles[w % profiles.length];
          const name = `C${tag}${n}`.slice(0, 19);
          const res = await fetch(`${url}/api/profile/update`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
            body: JSON.stringify({ name, phone: '512345678' }),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 200) acks.push({ kind: 'profile', userId: p.userId, name });
          else await res.arrayBuffer();
        }
      } catch {
        await sleep(20); // the server or the database is down: keep trying until told to stop
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    acks,
    get attempted() {
      return attempted;
    },
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

async function verify(dbUrl: string, uploadDir: string, acks: Ack[]) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const problems: string[] = [];
  let lost = 0;
  try {
    const regs = acks.filter((a): a is Extract<Ack, { kind: 'register' }> => a.kind === 'register');
    const found = await c.query(
      `select u.id, lower(u.email) as email, u.status,
              (select count(*)::int from audit_log a where a.table_name = 'users' and a.record_id = u.id::text and a.method = 'auth/register') as audits,
              (select count(*)::int from files f where f.entity = 'user' and f.entity_id = u.id) as files
         from users u where lower(u.email) = any($1::text[])`,
      [regs.map((r) => r.email)],
    );
    const byEmail = new Map(found.rows.map((r) => [r.email as string, r]));
    for (const r of regs) {
      const row = byEmail.get(r.email);
      if (!row) {
        lost++;
        problems.push(`acknowledged registration ${r.email} (#${r.id}) is missing`);
      } else if (row.audits !== 1) problems.push(`registration ${r.email} has ${row.audits} audit rows`);
    }
    const profiles = acks.filter((a): a is Extract<Ack, { kind: 'profile' }> => a.kind === 'profile');
    if (profiles.length) {
      const audited = await c.query(
        `select record_id, new_value->>'name' as name from audit_log where method = 'profile/update' and new_value->>'name' = any($1::text[])`,
        [profiles.map((p) => p.name)],
      );
      const have = new Set(audited.rows.map((r) => `${r.record_id}:${r.name}`));
      for (const p of profiles) {
        if (!have.has(`${p.userId}:${p.name}`)) {
          lost++;
          problems.push(`acknowledged profile update ${p.name} of user ${p.userId} has no audit row`);
        }
      }
    }
    // Half-written: every crash-test company has exactly its audit row and its 5 documents…
    const half = await c.query(
      `select u.email,
              (select count(*) from audit_log a where a.table_name = 'users' and a.record_id = u.id::text and a.method = 'auth/register') as audits,
              (select count(*) from files f where f.entity = 'user' and f.entity_id = u.id) as files
         from users u where u.email like 'crash-r-%'`,
    );
    for (const r of half.rows) {
      if (Number(r.audits) !== 1 || Number(r.files) !== 5)
        problems.push(`half-written registration ${r.email}: ${r.audits} audit rows, ${r.files} documents`);
    }
    // …every registration audit row has its user…
    const orphans = await c.query(
      `select a.record_id from audit_log a left join users u on u.id::text = a.record_id where a.method = 'auth/register' and u.id is null`,
    );
    for (const r of orphans.rows)
      problems.push(`audit row of a registration whose user ${r.record_id} does not exist`);
    // …every document row has its file on disk…
    const files = await c.query(`select id, storage_key from files where entity = 'user'`);
    for (const f of files.rows) {
      const key = String(f.storage_key);
      if (!fs.existsSync(path.join(uploadDir, key.slice(0, 2), key)))
        problems.push(`document #${f.id} has no file on disk`);
    }
    // …and each profile shows the name its latest audit row recorded.
    const names = await c.query(
      `select u.id, u.name, (select a.new_value->>'name' from audit_log a where a.method = 'profile/update' and a.record_id = u.id::text order by a.id desc limit 1) as audited
         from users u where u.email like 'crash-profile-%'`,
    );
    for (const r of names.rows)
      if (r.audited !== null && r.audited !== r.name)
        problems.push(`user ${r.id} is named ${r.name} but its last audit row says ${r.audited}`);
  } finally {
    await c.end();
  }
  return { problems, lost };
}

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
