import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openDatabase, query } from '../src/db/client';
import { accessTokens, users } from '../src/db/schema';
import { demoEmail } from '../src/db/seed/seed';
import { randomToken, sha256 } from '../src/lib/crypto';
import { testEnv } from './test-env';

export type TestApp = FastifyInstance & {
  ctx: AppContext;
  database: Database;
  dataDir: string;
  /** The PostgreSQL database of this app (undefined on PGlite). */
  databaseUrl?: string;
};

/**
 * A fresh server on a fresh database with the demo data: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server for this file alone (dropped
 * at close). Both start as a copy of the database `global-setup.ts` migrated and seeded once.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: { write: (line: string) => void } } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-test-'));
  const fromSeed = env.SEED_DEMO !== 'false';
  if (fromSeed)
    fs.cpSync(inject('seedDataDir'), dataDir, { recursive: true, filter: (f) => !f.endsWith('.tar') });
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `t_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const template = fromSeed ? inject('pgSeedDatabase') : null;
    await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const config = loadConfig({ ...testEnv(dataDir), ...(url ? { DATABASE_URL: url } : {}), ...env });
  const seed = !url && fromSeed ? inject('pgliteSeed') : null;
  const database = await openDatabase({
    url,
    pgliteDir: 'memory://',
    poolMax: 5,
    pgliteDump: seed ? new Blob([fs.readFileSync(seed)]) : undefined,
  });
  const app = await buildApp({ config, database, logger: !!opts.logStream, logStream: opts.logStream });
  app.addHook('onClose', async () => {
    await database.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return Object.assign(app, { dataDir, databaseUrl: url });
}

/** One statement on the PostgreSQL server's admin connection (copies from a template retried). */
async function adminQuery(adminUrl: string, text: string) {
  const { default: pg } = await import('pg');
  for (let attempt = 0; ; attempt++) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
      return;
    } catch (e) {
      // "source database is being accessed by other users": another copy is being made.
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
    } finally {
      await c.end();
    }
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
}

/** The newest message in the outbox for an address (the SMS carrying a login code). */
export function lastOutbox(
  app: TestApp,
  predicate: (m: OutboxMessage) => boolean = () => true,
): OutboxMessage | undefined {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).sort((a, b) => outboxOrder(a) - outboxOrder(b));
  const all = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
  return all.filter(predicate).at(-1);
}
const outboxOrder = (f: string) => {
  const [ts, , seq] = f.split('-');
  return Number(ts) * 1e6 + Number(seq);
};
export type OutboxMessage = {
  channel: string;
  to: string;
  email: string | null;
  body: string;
  code: string | null;
};

/** The real two-step login, reading the code from the outbox. */
export async function login(app: TestApp, email: string, password = 'Demo@1234') {
  const step1 = await app.inject({
    method: 'POST',
    url: '/api/Check-user-with-sms',
    payload: { email, password },
  });
  if (step1.statusCode !== 200) throw new Error(`step 1 ${step1.statusCode} ${step1.body}`);
  const code = lastOutbox(app, (m) => m.email === email && m.channel === 'sms')!.code!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, code, platform: 'mena' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; user: { id: number }; permissions: string[] };
}

/** A token for a user without the SMS round trip (tests of other areas). */
export async function tokenFor(app: TestApp, emailOrType: string) {
  const email = emailOrType.includes('@') ? emailOrType : demoEmail(emailOrType);
  const [u] = await query<{ id: number }>(
    app.ctx.db,
    sql`select id from users where lower(email) = ${email}`,
  );
  if (!u) throw new Error(`no user ${email}`);
  const token = randomToken(32);
  await app.ctx.db.insert(accessTokens).values({
    user_id: u.id,
    token_hash: sha256(token),
    platform: 'mena',
    expires_at: new Date(Date.now() + 3600_000),
  });
  return token;
}

export const auth = (token: string, lang: 'ar' | 'en' = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': lang,
});

export async function userId(app: TestApp, email: string) {
  const [u] = await app.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return u.id;
}

/** The demo gave the account a signature and stamp: take them away, to try a signer without one. */
export async function dropProfileMarks(app: TestApp, email: string) {
  await app.ctx.db.execute(
    sql`delete from files where entity = 'user' and field in ('signature', 'stamp')
          and entity_id = (select id from users where email = ${email})`,
  );
}

export async function auditRows(
  app: TestApp,
  where: { table?: string; method?: string; userId?: number } = {},
) {
  return query<{
    event: string;
    table_name: string;
    method: string;
    record_id: string;
    old_value: unknown;
    new_value: unknown;
    user_id: number | null;
  }>(
    app.ctx.db,
    sql`select * from audit_log where (${where.table ?? null}::text is null or table_name = ${where.table ?? null})
          and (${where.method ?? null}::text is null or method = ${where.method ?? null})
          and (${where.userId ?? null}::int is null or user_id = ${where.userId ?? null}) order by id`,
  );
}

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * `call(method, 'general/…', token, payload, lang)`: a request to the API as a user (or anonymous
 * with `null`), in English unless asked. `getApp` is read at call time (apps start in beforeAll).
 */
export const apiCaller =
  (getApp: () => TestApp) =>
  (method: Method, url: string, token: string | null, payload?: object, lang: 'ar' | 'en' = 'en') =>
    getApp().inject({
      method,
      url: `/api/${url}`,
      payload,
      headers: token ? auth(token, lang) : { 'accept-language': lang },
    });

/** The plan PostgreSQL gives `statement` with sequential scans off (does an index serve it?). */
export async function planWithoutSeqScan(app: TestApp, statement: SQL): Promise<string> {
  const plan = await app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return query<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
  });
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * A test file's app: started in the file's beforeAll with a token for each account named (a demo
 * type, or an e-mail: `employee@demo.mashaer.sa` is `tok.employee`), closed in its afterAll.
 * Read at call time: `s.app`, `s.tok.admin`; `call`, `rows` and `one` run against it. A fixture's
 * own set-up is a beforeAll of its own after this one.
 */
export function suiteApp(
  who: readonly string[],
  opts: { env?: Record<string, string>; timeout?: number } = {},
) {
  let current: TestApp | undefined;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    current = await createTestApp(opts.env);
    for (const w of who) tok[w.split('@')[0]] = await tokenFor(current, w);
  }, opts.timeout ?? 120_000);
  afterAll(() => current?.close());
  const app = () => {
    if (!current) throw new Error('the app starts in beforeAll');
    return current;
  };
  const rows = <T>(q: SQL) => query<T>(app().ctx.db, q);
  return {
    get app() {
      return app();
    },
    tok,
    call: apiCaller(app),
    rows,
    one: async <T>(q: SQL) => (await rows<T>(q))[0],
  };
}
