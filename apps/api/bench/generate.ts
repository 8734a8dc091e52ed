/**
 * The season-at-full-scale data generator of the benchmarks (issue 7 §1). Each area adds its own
 * table generator to GENERATORS; a generator whose table does not exist yet is skipped (so the
 * camps and orders hooks are there before their areas are). Everything is `insert … select
 * generate_series` so a million rows take seconds, on PostgreSQL and on PGlite alike.
 */
import { createHmac } from 'node:crypto';
import { AREAS } from './generators/areas';
import { PEOPLE } from './generators/people';
import { WORKFLOWS } from './generators/workflows';

/** Runs SQL on whichever database: a `pg` client or PGlite. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Scale = {
  companies: number;
  users: number;
  audit: number;
  notifications: number;
  camps: number;
  orders: number;
  /** Each of the other areas' large tables (readiness and entry licences, re-assign/lock orders, sadad orders, invoices, violations, tickets, questionnaire answers, GIS tents). */
  workflows: number;
};

/**
 * The issue's season: 3,000 camps, 1,500 companies with 5,000 users, 1 M audit rows, 1 M
 * notifications, 100 k orders, 20 k of each other workflow's records.
 */
export const FULL: Scale = {
  companies: 1500,
  users: 5000,
  audit: 1_000_000,
  notifications: 1_000_000,
  camps: 3000,
  orders: 100_000,
  workflows: 20_000,
};
/** What PGlite (one WASM process) is loaded with: the same people, a tenth of the history. */
export const PGLITE: Scale = {
  ...FULL,
  audit: 100_000,
  notifications: 100_000,
  orders: 10_000,
  workflows: 2_000,
};

export const BENCH_PASSWORD = 'Bench@123';
export const benchEmail = (kind: 'c' | 'e', n: number) => `bench-${kind}${n}@bench.mashaer.sa`;

export type TableGenerator = {
  table: string;
  /** Rows this generator adds at a scale. */
  rows: (s: Scale) => number;
  run: (exec: Exec, s: Scale, ctx: { passwordHash: string }) => Promise<void>;
};

const tableExists = async (exec: Exec, table: string) =>
  (await exec(`select to_regclass($1) is not null as ok`, [table])).rows[0]?.ok === true;

/** Every table's generator, in the order they run (people first: the workflows hang on their camps). */
export const GENERATORS: TableGenerator[] = [...PEOPLE, ...WORKFLOWS, ...AREAS];

export type GenerateReport = { table: string; rows: number; ms: number; skipped?: string }[];

/** Runs every generator whose table exists, then vacuums and refreshes the planner's statistics. */
export async function generate(
  exec: Exec,
  scale: Scale,
  passwordHash: string,
  log = console.log,
): Promise<GenerateReport> {
  const report: GenerateReport = [];
  for (const g of GENERATORS) {
    if (!(await tableExists(exec, g.table))) {
      report.push({ table: g.table, rows: 0, ms: 0, skipped: 'table not there yet' });
      continue;
    }
    const t = Date.now();
    await g.run(exec, scale, { passwordHash });
    report.push({ table: g.table, rows: g.rows(scale), ms: Date.now() - t });
    log(
      `  generated ${g.table}: ${g.rows(scale).toLocaleString('en')} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  // Vacuum too: the visibility map lets a list's count be an index-only scan, as on a database
  // autovacuum keeps (the bench's PostgreSQL may run with autovacuum off; a fresh load has no map).
  await exec('vacuum (analyze)');
  return report;
}

/**
 * Bearer tokens and live login codes for bench accounts, written straight into the tables the
 * API reads (a token is stored as its SHA-256, a code as HMAC(CODE_SECRET, purpose:user:code)).
 */
export async function issueTokens(
  exec: Exec,
  emails: string[],
  tokenOf: (email: string) => { token: string; hash: string },
) {
  const hashes = emails.map((e) => tokenOf(e).hash);
  await exec(
    `insert into access_tokens (user_id, token_hash, platform, expires_at)
     select u.id, x.h, 'mena', now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as x(e, h) join users u on lower(u.email) = x.e`,
    [emails, hashes],
  );
}

export async function issueLoginCodes(exec: Exec, secret: string, emails: string[], code: string) {
  const rows = (
    await exec(`select id, lower(email) as email from users where lower(email) = any($1::text[])`, [emails])
  ).rows;
  const ids = rows.map((r) => Number(r.id));
  const hashes = ids.map((id) => createHmac('sha256', secret).update(`login:${id}:${code}`).digest('hex'));
  await exec(
    `insert into one_time_codes (user_id, purpose, code_hash, expires_at)
     select x.id, 'login', x.h, now() + interval '1 hour' from unnest($1::int[], $2::text[]) as x(id, h)`,
    [ids, hashes],
  );
}
