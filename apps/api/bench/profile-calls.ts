/** The calls `profile.ts` and `cpu.ts` load (as run.ts does), a token for the caller each needs, the server's settings. */
import pg from 'pg';
import { type CallPeople, callDefs, keyOf } from './calls';
import { newToken, PG_ADMIN_URL } from './lib';

/** The database a `BENCH_KEEP_DB=1` run kept. */
export const KEPT_DB_URL = (() => {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = '/mashaer_bench';
  return u.toString();
})();

/** The API's settings as the bench runs it (production, no rate limit in the way) on the kept database. */
export const keptDbEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  CODE_SECRET: 'bench-code-secret-0123456789abcdef',
  PUBLIC_URL: 'https://mena.example.test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  DATABASE_URL: KEPT_DB_URL,
  DATA_DIR: dataDir,
});

export type BenchCall = { method: string; path: string; body?: string };

/** The run's call named `kind` (`keyOf`: a list's `id`, or list, camps, read, write, bell). */
function callOf(kind: string, p: CallPeople) {
  const c = callDefs(p).find((d) => keyOf(d) === kind);
  if (!c) throw new Error(`unknown call ${kind}: ${callDefs(p).map(keyOf).join(', ')}`);
  if (c.who === 'login-accounts') throw new Error('the login is not profiled here');
  return { ...c, who: c.who }; // (narrowed: one identity list)
}

/** Whom run.ts makes the call as: the demo administrator, a company holding camps, or another company. */
function callerOf(kind: string): 'admin' | 'holder' | 'company' {
  const [admin, holder, company] = ['admin', 'holder', 'company'].map((email) => ({ email, token: '' }));
  const c = callOf(kind, { admin, people: [company], holders: [holder], accounts: [], country: 0 });
  return c.who[0] === admin ? 'admin' : c.who[0] === holder ? 'holder' : 'company';
}

/** The call `kind` as run.ts makes it, and a token for one caller of the kind run.ts uses. */
export async function benchCalls(url: string, kind: string): Promise<{ call: BenchCall; token: string }> {
  const caller = callerOf(kind);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const email =
    caller === 'admin'
      ? 'admin@demo.mashaer.sa'
      : (
          await c.query(
            caller === 'holder'
              ? `select lower(u.email) as e from users u where u.email like 'bench-c%' and u.status = 'active'
                 and exists (select 1 from assign_camps a where a.company_id = u.id) order by u.id limit 1`
              : `select lower(email) as e from users where email like 'bench-c%' and status = 'active' and type_id in (2,3,4,6) order by id limit 1`,
          )
        ).rows[0].e;
  const t = newToken();
  await c.query(
    `insert into access_tokens (user_id, token_hash, platform, expires_at) select id, $2, 'mena', now() + interval '1 hour' from users where lower(email) = $1`,
    [email, t.hash],
  );
  const country = Number((await c.query('select min(id) as id from countries')).rows[0].id);
  await c.end();
  const who = { email, token: t.token };
  const call = callOf(kind, { admin: who, people: [who], holders: [who], accounts: [], country });
  return {
    call: {
      method: call.method,
      path: call.path,
      body: call.body ? JSON.stringify(call.body(0)) : undefined,
    },
    token: t.token,
  };
}
