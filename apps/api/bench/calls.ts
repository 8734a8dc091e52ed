/**
 * The calls `npm run bench` loads (run.ts) and `profile.ts`/`cpu.ts` profile (profile-calls.ts),
 * written once: each call's name, kind, path, body and who makes it.
 */
import { DASHBOARD_KEYS, DASHBOARDS } from '@mashaer/contract';
import { BENCH_PASSWORD } from './generate';

/** The one-time code the login call's accounts are given (run.ts issues it). */
export const LOGIN_CODE = '246810';

export type Identity = { email: string; token: string };
export type CallDef = {
  name: string;
  kind: 'list' | 'camps' | 'read' | 'write' | 'bell' | 'login';
  /** Names the call when several share a kind (the lists): its captured plans, its baseline route, BENCH_ONLY. */
  id?: string;
  method: 'GET' | 'POST';
  path: string;
  route: string;
  body?: (i: number) => unknown;
  /** Who calls: one identity per request in turn. */
  who: Identity[] | 'login-accounts';
  /**
   * The API shares this answer between callers (the dashboards' chart cache): the capture takes
   * the request that computes it, with no warm-up, so the baseline replays the cold answer.
   */
  shared?: true;
};
/** A call's name in plans, baseline routes and `BENCH_ONLY`. */
export const keyOf = (c: CallDef) => c.id ?? c.kind;

/** Who a run's calls are made as (run.ts `prepare`; profile-calls.ts gives one identity for all). */
export type CallPeople = {
  admin: Identity;
  /** Bench companies, a few of each type. */
  people: Identity[];
  /** Active bench companies that hold camps (the company-scoped lists). */
  holders: Identity[];
  /** The login call's accounts. */
  accounts: string[];
  country: number;
};

/** A list call: `POST` a page of 10 with `filters`; its route is its path without the query. */
const list = (
  id: string | undefined,
  name: string,
  path: string,
  filters: object,
  who: Identity[],
  kind: CallDef['kind'] = 'list',
): CallDef => ({
  name,
  kind,
  ...(id ? { id } : {}),
  method: 'POST',
  path: `/api/${path}`,
  route: `POST /api/${path.split('?')[0]}`,
  body: () => ({ paginate: 10, ...filters }),
  who,
});

/** Every call the bench loads, in order: the report's rows, the baseline's routes, the profiles. */
export function callDefs(p: CallPeople): CallDef[] {
  return [
    list(
      undefined,
      'users list (filtered, sorted, page 20)',
      'users?page=20',
      { status: 'active', type_id: 3, sort_by: 'created_at', sort_dir: 'desc' },
      [p.admin],
    ),
    // Issue 29: a search as Arabic speakers type it (ta marbuta for ha, Arabic-Indic digits), through
    // the trigram indexes on search_norm(column); the baseline replays the same SQL.
    list(
      'users-search',
      'users list search (`شركة الحج ١٢٣`, 5,000 users)',
      'users?page=1',
      { search: 'شركه الحج ١٢٣' },
      [p.admin],
    ),
    list(
      'orders-search',
      'orders list search (an order number, authority; 100 k orders)',
      'general/orders/list?page=1',
      { search: 'B01234' },
      [p.admin],
    ),
    {
      name: 'global search (an order number, authority: every area, one statement)',
      kind: 'list',
      id: 'global-search',
      method: 'POST',
      path: '/api/general/search',
      route: 'POST /api/general/search',
      body: () => ({ search: 'B01234' }),
      who: [p.admin],
    },
    list(
      undefined,
      'camps list (filtered, sorted, page 5)',
      'general/camps?page=5',
      { status: 'ready', sort_by: 'camp_number', sort_dir: 'asc' },
      [p.admin],
      'camps',
    ),
    // The workflows' lists (issues 16, 18, 19, 20): the authority's screens filter and sort; a
    // company's see only its own rows (row scope in the SQL the baseline replays too).
    list(
      'orders',
      'orders list (authority, status, sorted, page 3; 100 k orders)',
      'general/orders/list?page=3',
      { status: 'under_review', sort_by: 'created_at', sort_dir: 'desc' },
      [p.admin],
    ),
    list(
      'orders-company',
      'orders list (company scope, page 1)',
      'general/orders/list?page=1',
      {},
      p.holders,
    ),
    list(
      'readiness',
      'readiness licences list (authority, page 2)',
      'general/simple-readiness-license/index?page=2',
      {},
      [p.admin],
    ),
    list(
      'car-licences',
      'entry (car) licences list (company scope, status)',
      'general/licenseCarOrder?page=1',
      { status: 'approved' },
      p.holders,
    ),
    list(
      'reassign',
      're-assign orders list (authority, type reassign, page 2)',
      'general/reassign_order/list?page=2',
      { type: 'reassign' },
      [p.admin],
    ),
    list('sadad', 'sadad orders list (company scope)', 'general/sadad?page=1', {}, p.holders),
    list(
      'invoices',
      'invoices list (authority, status, sorted by due date)',
      'general/invoices?page=1',
      { status: 'issued', sort_by: 'due_date', sort_dir: 'asc' },
      [p.admin],
    ),
    // The newer areas' lists (issues 30–35): violations, tickets, questionnaires, a GIS register,
    // the two reports over the million-row call log, and the dashboards' aggregate reads.
    list(
      'violations',
      'violations list (authority, status, page 2; 20 k violations)',
      'general/violation_forms?page=2',
      { status: 'viewed' },
      [p.admin],
    ),
    list(
      'violations-company',
      'violations list (company scope, page 1)',
      'general/violation_forms?page=1',
      {},
      p.holders,
    ),
    list(
      'tickets',
      'tickets list (system administrator, status open; 20 k tickets)',
      'ticket/admin_tickets?page=1',
      { status: 'open' },
      [p.admin],
    ),
    list(
      'tickets-company',
      'tickets list (company scope, page 1)',
      'ticket/admin_tickets?page=1',
      {},
      p.holders,
    ),
    list(
      'questionnaires',
      'questionnaires list (authority, with assigned/answered counts)',
      'general/questionnaires?page=1',
      {},
      [p.admin],
    ),
    list(
      'questionnaire-answers',
      'questionnaire answers list (authority, answered, page 2; 20 k assignments)',
      'general/questionnaires-users?page=2',
      { status: 'answered' },
      [p.admin],
    ),
    list('gis-tents', 'GIS tents list (authority, page 3; 20 k tents)', 'general/tents?page=3', {}, [
      p.admin,
    ]),
    list(
      'log-system',
      'call log list (log_system, admin, event filter; 1 M audit rows)',
      'general/log_system?page=2',
      { event: 'updated' },
      [p.admin],
    ),
    list('logs', 'access log list (logs, admin; 1 M audit rows)', 'general/logs?page=1', {}, [p.admin]),
    // Every dashboard of this site's data (the Arafat one reads a sibling site's).
    ...DASHBOARD_KEYS.filter((k) => !('sibling' in DASHBOARDS[k])).map(
      (key): CallDef => ({
        name: `dashboard ${key} (GET dashboards/${key}, authority: every chart)`,
        kind: 'list',
        id: `dash-${key}`,
        method: 'GET',
        path: `/api/dashboards/${key}`,
        route: `GET /api/dashboards/${key}`,
        who: [p.admin],
        shared: true,
      }),
    ),
    {
      name: 'record read (countries/edit/{id})',
      kind: 'read',
      method: 'GET',
      path: `/api/general/countries/edit/${p.country}`,
      route: 'GET /api/general/countries/edit/:id',
      who: [p.admin],
    },
    {
      name: 'write + audit (profile/update)',
      kind: 'write',
      method: 'POST',
      path: '/api/profile/update',
      route: 'POST /api/profile/update',
      body: (i) => ({
        name: `Bench ${i % 997}`,
        phone: `5${String(10_000_000 + (i % 89_999_999)).slice(0, 8)}`,
      }),
      who: p.people,
    },
    {
      name: 'notification bell (user_notification)',
      kind: 'bell',
      method: 'POST',
      path: '/api/general/notification/user_notification?page=1',
      route: 'POST /api/general/notification/user_notification',
      body: () => ({ paginate: 10 }),
      who: p.people,
    },
    {
      name: 'login (auth/login, argon2id 19 MiB)',
      kind: 'login',
      method: 'POST',
      path: '/api/auth/login',
      route: 'POST /api/auth/login',
      body: (i) => ({ email: p.accounts[i], password: BENCH_PASSWORD, code: LOGIN_CODE, platform: 'mena' }),
      who: 'login-accounts',
    },
  ];
}
