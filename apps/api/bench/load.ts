/** The bench's identities and calls, and the load: autocannon requests rotating through identities, slices merged. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { type CallDef, keyOf, LOGIN_CODE } from './calls';
import {
  BENCH_PASSWORD,
  type Exec,
  FULL,
  generate,
  issueLoginCodes,
  issueTokens,
  type Scale,
} from './generate';
import { newToken } from './lib';
import { CODE_SECRET, CONNECTIONS, IDENTITIES, log, REUSE } from './settings';

export async function prepare(exec: Exec, scale: Scale) {
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

export type Prepared = Awaited<ReturnType<typeof prepare>>;

/** An autocannon request that takes the next identity (or login account) each time. */
export function rotating(c: CallDef, target: 'api' | 'baseline', start: { n: number }) {
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

export async function load(
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
    // Requests over the elapsed time: the mean of per-second counts misweighs a slice's last,
    // partial second when slices are short.
    rps: Math.round(r.requests.total / Math.max(r.duration, 0.001)),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
  };
}

export type Measured = Awaited<ReturnType<typeof load>>;

/** Slices of one measurement: the mean rate and median, the worst p99. */
export function merge(parts: Measured[]) {
  const mean = (f: (m: Measured) => number) => Math.round(parts.reduce((n, m) => n + f(m), 0) / parts.length);
  return {
    rps: mean((m) => m.rps),
    p50: mean((m) => m.p50),
    p99: Math.max(...parts.map((m) => m.p99)),
    non2xx: parts.reduce((n, m) => n + m.non2xx, 0),
    errors: parts.reduce((n, m) => n + m.errors, 0),
    total: parts.reduce((n, m) => n + m.total, 0),
  };
}

export const pick = (a: Awaited<ReturnType<typeof load>>) => ({
  rps: a.rps,
  p50: a.p50,
  p99: a.p99,
  non2xx: a.non2xx,
  errors: a.errors,
});

/** Where the demo's files (receipts, signatures) go: a directory of the run's own. */
export async function benchStorage() {
  const { localStorage } = await import('../src/lib/storage');
  return localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-files-')));
}

/** How many argon2id verifications a second this machine does at the production cost. */
export async function argon2Ceiling() {
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
