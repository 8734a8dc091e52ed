/** The calls `profile.ts` and `cpu.ts` load (as run.ts does), a token for the caller each needs, the server's settings. */
import pg from 'pg';
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

export async function benchCalls(url: string, kind: string): Promise<{ call: BenchCall; token: string }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // The authority's calls; a company that holds camps for the company-scoped lists; else a bench company.
  const AUTHORITY = ['list', 'camps', 'read', 'orders', 'readiness', 'reassign', 'invoices'];
  const HOLDER = ['orders-company', 'car-licences', 'sadad', 'violations-company', 'tickets-company'];
  // The newer areas' authority calls (run.ts): the lists, the reports, the searches, the dashboards.
  const NEWER = [
    'violations',
    'tickets',
    'questionnaires',
    'questionnaire-answers',
    'gis-tents',
    'log-system',
    'logs',
    'global-search',
  ];
  const who =
    AUTHORITY.includes(kind) || NEWER.includes(kind) || kind.startsWith('dash-')
      ? 'admin@demo.mashaer.sa'
      : (
          await c.query(
            HOLDER.includes(kind)
              ? `select lower(u.email) as e from users u where u.email like 'bench-c%' and u.status = 'active'
                 and exists (select 1 from assign_camps a where a.company_id = u.id) order by u.id limit 1`
              : `select lower(email) as e from users where email like 'bench-c%' and status = 'active' and type_id in (2,3,4,6) order by id limit 1`,
          )
        ).rows[0].e;
  const t = newToken();
  await c.query(
    `insert into access_tokens (user_id, token_hash, platform, expires_at) select id, $2, 'mena', now() + interval '1 hour' from users where lower(email) = $1`,
    [who, t.hash],
  );
  const country = (await c.query('select min(id) as id from countries')).rows[0].id;
  await c.end();

  const calls: Record<string, BenchCall> = {
    list: {
      method: 'POST',
      path: '/api/users?page=20',
      body: JSON.stringify({
        paginate: 10,
        status: 'active',
        type_id: 3,
        sort_by: 'created_at',
        sort_dir: 'desc',
      }),
    },
    camps: {
      method: 'POST',
      path: '/api/general/camps?page=5',
      body: JSON.stringify({ paginate: 10, status: 'ready', sort_by: 'camp_number', sort_dir: 'asc' }),
    },
    read: { method: 'GET', path: `/api/general/countries/edit/${country}` },
    write: {
      method: 'POST',
      path: '/api/profile/update',
      body: JSON.stringify({ name: 'Profiled', phone: '512345678' }),
    },
    bell: {
      method: 'POST',
      path: '/api/general/notification/user_notification?page=1',
      body: JSON.stringify({ paginate: 10 }),
    },
    // The workflows' lists, as run.ts loads them.
    orders: {
      method: 'POST',
      path: '/api/general/orders/list?page=3',
      body: JSON.stringify({ paginate: 10, status: 'under_review', sort_by: 'created_at', sort_dir: 'desc' }),
    },
    'orders-company': {
      method: 'POST',
      path: '/api/general/orders/list?page=1',
      body: JSON.stringify({ paginate: 10 }),
    },
    readiness: {
      method: 'POST',
      path: '/api/general/simple-readiness-license/index?page=2',
      body: JSON.stringify({ paginate: 10 }),
    },
    'car-licences': {
      method: 'POST',
      path: '/api/general/licenseCarOrder?page=1',
      body: JSON.stringify({ paginate: 10, status: 'approved' }),
    },
    reassign: {
      method: 'POST',
      path: '/api/general/reassign_order/list?page=2',
      body: JSON.stringify({ paginate: 10, type: 'reassign' }),
    },
    sadad: { method: 'POST', path: '/api/general/sadad?page=1', body: JSON.stringify({ paginate: 10 }) },
    invoices: {
      method: 'POST',
      path: '/api/general/invoices?page=1',
      body: JSON.stringify({ paginate: 10, status: 'issued', sort_by: 'due_date', sort_dir: 'asc' }),
    },
    violations: {
      method: 'POST',
      path: '/api/general/violation_forms?page=2',
      body: JSON.stringify({ paginate: 10, status: 'viewed' }),
    },
    'violations-company': {
      method: 'POST',
      path: '/api/general/violation_forms?page=1',
      body: JSON.stringify({ paginate: 10 }),
    },
    tickets: {
      method: 'POST',
      path: '/api/ticket/admin_tickets?page=1',
      body: JSON.stringify({ paginate: 10, status: 'open' }),
    },
    'tickets-company': {
      method: 'POST',
      path: '/api/ticket/admin_tickets?page=1',
      body: JSON.stringify({ paginate: 10 }),
    },
    questionnaires: {
      method: 'POST',
      path: '/api/general/questionnaires?page=1',
      body: JSON.stringify({ paginate: 10 }),
    },
    'questionnaire-answers': {
      method: 'POST',
      path: '/api/general/questionnaires-users?page=2',
      body: JSON.stringify({ paginate: 10, status: 'answered' }),
    },
    'gis-tents': {
      method: 'POST',
      path: '/api/general/tents?page=3',
      body: JSON.stringify({ paginate: 10 }),
    },
    'log-system': {
      method: 'POST',
      path: '/api/general/log_system?page=2',
      body: JSON.stringify({ paginate: 10, event: 'updated' }),
    },
    logs: { method: 'POST', path: '/api/general/logs?page=1', body: JSON.stringify({ paginate: 10 }) },
    'global-search': {
      method: 'POST',
      path: '/api/general/search',
      body: JSON.stringify({ search: 'B01234' }),
    },
    ...Object.fromEntries(
      ['home', 'orders-status', 'report-violations', 'power-bi-2'].map((k) => [
        `dash-${k}`,
        { method: 'GET', path: `/api/dashboards/${k}` },
      ]),
    ),
  };
  const call = calls[kind];
  if (!call) throw new Error(`unknown call ${kind}: ${Object.keys(calls).join(', ')}`);
  return { call, token: t.token };
}
