/**
 * The security harness: everything here is driven by `app.routeRegistry` (method, url, declared
 * access, zod schemas, optional `config.resource`), never by a hand-kept list of routes, so a new
 * area's routes are covered the day they are registered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TYPE_ID, USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { query } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { demoEmail } from '../../src/db/seed/seed';
import { type Access, loadUserByToken, type RouteInfo } from '../../src/plugins/access';
import { type TestApp, tokenFor } from '../helpers';
import { validRegistration } from '../multipart';

export const MISSING_ID = 2_147_483_000;

/** Every /api route of the registry that a client calls (the Swagger UI's static files aside). */
export function apiRoutes(app: TestApp): RouteInfo[] {
  return app.routeRegistry.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs/static'));
}

export const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

/** The url with its `:params` filled (a missing id by default) and any wildcard given a value. */
export function fillUrl(url: string, params: Record<string, string | number> = {}) {
  return url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => String(params[name] ?? MISSING_ID))
    .replace(/\*$/, 'x');
}

export const isMultipart = (r: RouteInfo) =>
  ((r.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

// ---------------------------------------------------------------------------------------------
// Actors: anonymous, one demo account per user type, an employee, and users without permissions.
// ---------------------------------------------------------------------------------------------

export type Actor = {
  name: string;
  email: string | null;
  userId: number | null;
  typeId: number | null;
  status: string | null;
  isAuthority: boolean;
  orgId: number | null;
  permissions: Set<string>;
};

const RAFT_COMPANY = USER_TYPES.find((t) => t.code === 'raft_company')!.id;

/** Inserts a user straight into the table (password never used: the harness mints tokens). */
export async function createUser(
  app: TestApp,
  o: { email: string; typeId: number; status: string; roleOf?: string; parentId?: number | null },
) {
  const [u] = await query<{ id: number }>(
    app.ctx.db,
    sql`insert into users (name, email, phone, password_hash, type_id, status, parent_id, is_acknowledged)
        values ('Harness user', ${o.email}, '500000099', 'x', ${o.typeId}, ${o.status}, ${o.parentId ?? null}, true)
        returning id`,
  );
  if (o.roleOf) {
    await app.ctx.db.execute(
      sql`insert into user_roles (user_id, role_id) select ${u.id}, role_id from user_roles ur join users x on x.id = ur.user_id where lower(x.email) = ${o.roleOf}`,
    );
  }
  return u.id;
}

/**
 * The cast of the permission matrix. Besides the demo accounts: `no-roles` (an active company
 * user holding no permission at all), `pending` (a company user with the company role whose
 * account is not active yet) and the demo `employee` of raft_company.
 */
export async function setupActors(app: TestApp): Promise<Actor[]> {
  await createUser(app, { email: 'no-roles@harness.test', typeId: RAFT_COMPANY, status: 'active' });
  await createUser(app, {
    email: 'pending@harness.test',
    typeId: RAFT_COMPANY,
    status: 'pending',
    roleOf: demoEmail('raft_company'),
  });
  const emails = [
    ...USER_TYPES.map((t) => demoEmail(t.code)),
    'employee@demo.mashaer.sa',
    'no-roles@harness.test',
    'pending@harness.test',
  ];
  const actors: Actor[] = [
    {
      name: 'anonymous',
      email: null,
      userId: null,
      typeId: null,
      status: null,
      isAuthority: false,
      orgId: null,
      permissions: new Set(),
    },
  ];
  for (const email of emails) {
    const u = await loadUserByToken(app.ctx.db, await tokenFor(app, email));
    if (!u) throw new Error(`no session for ${email}`);
    actors.push({
      name: email.endsWith('@demo.mashaer.sa') ? email.split('@')[0] : email.split('@')[0],
      email,
      userId: u.id,
      typeId: u.typeId,
      status: u.status,
      isAuthority: u.isAuthority,
      orgId: u.orgId,
      permissions: new Set(u.permissions),
    });
  }
  return actors;
}

/** ARCHITECTURE §4 as a table: may this actor pass the access layer of a route declaring `access`? */
export function mayPass(access: Access, a: Actor): boolean {
  if (access === 'public') return true;
  if (!a.userId) return false;
  if (access === 'authenticated') return true;
  if (a.status !== 'active') return false;
  if (access === 'active') return true;
  if (access === 'admin') return a.typeId === ADMIN_TYPE_ID;
  return a.permissions.has(access.permission);
}

/** A fresh token per call, so that a logout (which revokes every token of a user) harms nothing. */
export const freshToken = (app: TestApp, a: Actor) =>
  a.email ? tokenFor(app, a.email) : Promise.resolve(null);

// ---------------------------------------------------------------------------------------------
// The access probe: tells whether a request got past the access layer, whatever the handler said
// afterwards (a handler may answer 403 for a business rule, e.g. resubmitting an active account).
// ---------------------------------------------------------------------------------------------

export function installAccessProbe(app: TestApp) {
  const passed = new Set<string>();
  // Added after accessPlugin's hook, so it runs only when that one let the request through.
  app.addHook('onRequest', async (req) => {
    const id = req.headers['x-harness-probe'];
    if (typeof id === 'string') passed.add(id);
  });
  let n = 0;
  return {
    next: () => `p${++n}`,
    passed: (id: string) => passed.has(id),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export type Call = {
  route: RouteInfo;
  url: string;
  token: string | null;
  body?: unknown;
  query?: Record<string, unknown>;
  multipart?: Multipart;
  headers?: Record<string, string>;
};

export function send(app: TestApp, c: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...(c.headers ?? {}) };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const qs = c.query
    ? `?${new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`
    : '';
  const url = c.url + qs;
  const method = c.route.method as 'GET';
  if (c.multipart) {
    return app.inject({
      method,
      url,
      headers: { ...headers, ...c.multipart.headers },
      payload: c.multipart.payload,
    });
  }
  if (method === 'GET' || (method === 'DELETE' && c.body === undefined))
    return app.inject({ method, url, headers });
  const payload = c.body === undefined ? '{}' : JSON.stringify(c.body);
  return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
}

/** Runs `fn` over `items`, `width` at a time. */
export async function batched<T, R>(
  items: T[],
  width: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies and small valid files
// ---------------------------------------------------------------------------------------------

export type Multipart = { payload: Buffer; headers: Record<string, string> };
export type FilePart = { field: string; filename: string; content: Buffer; type?: string };

export function multipart(fields: [string, string][], files: FilePart[] = []): Multipart {
  const boundary = `----harness${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let seq = 0;
/** The text fields of a valid company registration (spec §3, rules of §5). */
export function registrationFields(
  email = `company${Date.now()}${++seq}@harness.test`,
): Record<string, string> {
  return { ...validRegistration().fields, email, password: 'Test@1234', password_confirmation: 'Test@1234' };
}

export const registrationFiles = (): FilePart[] => [
  { field: 'vat_file', filename: 'vat.pdf', content: PDF, type: 'application/pdf' },
  { field: 'commercial_register_file', filename: 'cr.pdf', content: PDF, type: 'application/pdf' },
  { field: 'delegation_letter', filename: 'delegation.pdf', content: PDF, type: 'application/pdf' },
  { field: 'nda_document', filename: 'nda.pdf', content: PDF, type: 'application/pdf' },
  { field: 'stamp', filename: 'stamp.png', content: PNG, type: 'image/png' },
];

/** A company registered through the real endpoint: a pending account owning uploaded documents. */
export async function registerCompany(
  app: TestApp,
  overrides: Partial<Record<string, string>> = {},
  files = registrationFiles(),
) {
  const f = { ...registrationFields(), ...overrides } as Record<string, string>;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    ...mp(multipart(Object.entries(f), files)),
  });
  return { res, email: f.email };
}
const mp = (m: Multipart) => ({ payload: m.payload, headers: m.headers });

/**
 * Data each area needs so the object-scope suite finds another organisation's rows. A later area
 * whose seed leaves its table empty adds one line here.
 */
export const FIXTURES: { name: string; create: (app: TestApp) => Promise<void> }[] = [
  {
    // `my-questionnaires/:id` takes a questionnaire, reached only through the caller's assignment:
    // one assigned to the service provider alone (as if its creator) is another company's record.
    name: 'a published questionnaire assigned to the service provider alone',
    create: async (app) => {
      await app.ctx.db.execute(sql`
        with sp as (select id, type_id from users where email = 'service_provider@demo.mashaer.sa'),
        q as (insert into questionnaires (title, title_en, opens_at, closes_at, status, created_by, published_at)
              select 'استبيان المزود', 'Provider survey', current_date, current_date + 30, 'published', sp.id, now()
                from sp returning id)
        insert into questionnaire_assignments (questionnaire_id, user_id, company_id, type_id)
        select q.id, sp.id, sp.id, sp.type_id from q, sp`);
    },
  },
  {
    name: 'a registered company with documents (files)',
    create: async (app) => {
      const { res } = await registerCompany(app);
      if (res.statusCode !== 201) throw new Error(`registration fixture ${res.statusCode} ${res.body}`);
    },
  },
  {
    name: 'the first assignment of each demo company, with its kroky drawing and assignment file',
    create: async (app) => {
      const rows = await query<{ id: number }>(
        app.ctx.db,
        sql`select min(a.id) as id from assign_camps a join users u on u.id = a.company_id
             where u.email like '%@demo.mashaer.sa' and a.status <> 'returned' group by a.company_id`,
      );
      const token = await tokenFor(app, 'kdana');
      for (const { id } of rows) {
        const body = multipart(
          [['assign_camp_id', String(id)]],
          [
            { field: 'kroky', filename: 'kroky.png', content: PNG },
            { field: 'assign_file', filename: 'assign.pdf', content: PDF },
          ],
        );
        const res = await app.inject({
          method: 'POST',
          url: '/api/general/assign_camps_attachments/store',
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`assignment files fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: 'an export job of each demo company (jobs are their creator’s alone)',
    create: async (app) => {
      const rows = await query<{ id: number }>(
        app.ctx.db,
        sql`select id from users where email in ('raft_company@demo.mashaer.sa', 'service_provider@demo.mashaer.sa')`,
      );
      // Finished, with its file: the owner's positive control reads and downloads it.
      for (const { id } of rows) {
        const file = `xlsxfixture${id}abcdefghijklmnop`;
        await app.ctx.storage.put(file, Buffer.from('PK'));
        await app.ctx.db.insert(jobs).values({
          type: 'export',
          payload: { list: 'camps', filters: {}, lang: 'en' },
          status: 'done',
          progress: 100,
          result: { file, name: 'camps.xlsx', rows: 0 },
          created_by: id,
          finished_at: new Date(),
        });
      }
    },
  },
  {
    name: 'a receipt on each demo company’s first unpaid sadad order and issued invoice (finance)',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const token = await tokenFor(app, code);
        for (const [table, path] of [
          ['sadad_orders', 'sadad/upload_docs?sadad_order_id='],
          ['invoices', 'invoices/upload_docs?invoice_id='],
        ]) {
          const [row] = await query<{ id: number }>(
            app.ctx.db,
            sql`select t.id from ${sql.identifier(table)} t join users u on u.id = t.company_id
                 where u.email = ${email} and t.status = 'issued' order by t.id limit 1`,
          );
          if (!row) continue;
          const body = multipart([], [{ field: 'file', filename: 'receipt.pdf', content: PDF }]);
          const res = await app.inject({
            method: 'POST',
            url: `/api/general/${path}${row.id}`,
            headers: { authorization: `Bearer ${token}`, ...body.headers },
            payload: body.payload,
          });
          if (res.statusCode !== 200) throw new Error(`receipt fixture ${res.statusCode} ${res.body}`);
        }
      }
    },
  },
  {
    name: 'an order of the demo raft company with an uploaded pledge (attachments of orders)',
    create: async (app) => {
      const token = await tokenFor(app, 'raft_company');
      const [camp] = await query<{ camp_id: number; svc: number }>(
        app.ctx.db,
        sql`select a.camp_id, (select id from services where name_en = 'Electrical extensions') as svc
              from assign_camps a join users u on u.id = a.company_id
             where u.email = 'raft_company@demo.mashaer.sa' and a.status <> 'returned' order by a.id limit 1`,
      );
      const headers = { authorization: `Bearer ${token}` };
      const store = await app.inject({
        method: 'POST',
        url: '/api/general/orders/store',
        headers,
        payload: {
          camp_id: camp.camp_id,
          number_of_hijaj: 10,
          camp_size: 10,
          count_day: 1,
          planed_achive_date: '2027-05-20',
          services: [camp.svc],
        },
      });
      if (store.statusCode !== 201) throw new Error(`order fixture ${store.statusCode} ${store.body}`);
      const order = store.json().data as { id: number; pledges: { id: number }[] };
      const body = multipart([], [{ field: 'file', filename: 'pledge.pdf', content: PDF }]);
      const up = await app.inject({
        method: 'POST',
        url: `/api/general/orders/uploadPledgesAttachments?order_id=${order.id}&ref_id=${order.pledges[0].id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      if (up.statusCode !== 201) throw new Error(`order pledge fixture ${up.statusCode} ${up.body}`);
    },
  },
  {
    name: "the raft company's re-assign/lock order files: a drawing, a payment document, a re-delivery file",
    create: async (app) => {
      const [company, kdana] = await Promise.all([tokenFor(app, 'raft_company'), tokenFor(app, 'kdana')]);
      const uploads: [string, string, string][] = [
        ['draft', 'general/reassign_kroky_documents/store', company],
        ['awaiting_payment', 'general/reassign_payment_documents/store', company],
        ['redelivery_booked', 'general/reassign_order/re-delivery/file/store', kdana],
      ];
      for (const [status, url, token] of uploads) {
        const [order] = await query<{ id: number }>(
          app.ctx.db,
          sql`select o.id from reassign_orders o join users u on u.id = o.company_id
               where u.email = 'raft_company@demo.mashaer.sa' and o.status = ${status} order by o.id limit 1`,
        );
        const body = multipart([], [{ field: 'file', filename: 'file.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/${url}?reassign_order_id=${order.id}`,
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`re-assign files fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: "a site image on the demo raft company's pending achievement report (attachments of reports)",
    create: async (app) => {
      const [row] = await query<{ id: number }>(
        app.ctx.db,
        sql`select r.id from order_reports r join users u on u.id = r.company_id
             where u.email = 'raft_company@demo.mashaer.sa' and r.status = 'pending' order by r.id limit 1`,
      );
      if (!row) return;
      const body = multipart([], [{ field: 'file', filename: 'site.png', content: PNG, type: 'image/png' }]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/general/orders/add-gis-img/${row.id}?lat=21.41&lng=39.89`,
        headers: { authorization: `Bearer ${await tokenFor(app, 'consultant')}`, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 201) throw new Error(`report image fixture ${res.statusCode} ${res.body}`);
    },
  },
  {
    name: 'a drawing on the first readiness licence of each demo company (attachments of licences)',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const [row] = await query<{ id: number }>(
          app.ctx.db,
          sql`select t.id from readiness_licenses t join users u on u.id = t.company_id
               where u.email = ${email} order by t.id limit 1`,
        );
        if (!row) continue;
        const body = multipart([], [{ field: 'file', filename: 'kroky.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/general/simple-readiness-license/update-kroky?id=${row.id}`,
          headers: { authorization: `Bearer ${await tokenFor(app, code)}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`kroky fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: 'a drawing on the first temporary licence order of each demo company',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const [row] = await query<{ id: number }>(
          app.ctx.db,
          sql`select t.id from temp_license_orders t join users u on u.id = t.company_id
               where u.email = ${email} order by t.id limit 1`,
        );
        if (!row) continue;
        const body = multipart([], [{ field: 'file', filename: 'kroky.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/general/temp_license_order_kroky_documents/store?temp_license_order_id=${row.id}`,
          headers: { authorization: `Bearer ${await tokenFor(app, code)}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`temp kroky fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
];

// ---------------------------------------------------------------------------------------------
// What an answer must never carry
// ---------------------------------------------------------------------------------------------

/** Every one-time code and reset token the outbox has seen. */
export function outboxSecrets(app: TestApp): string[] {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { code: string | null }).code)
    .filter((c): c is string => !!c);
}

const STACK = /\bat [^\n]*\((?:\/|file:|node:)[^)]*:\d+:\d+\)|node_modules\/|\.ts:\d+:\d+/;
const SQL_ERROR =
  /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|relation "[a-z_]+" does not exist|out of range for type/i;

/** The reasons an answer leaks something, empty when it is clean. */
export function leaks(body: string, secrets: Iterable<string> = []): string[] {
  const out: string[] = [];
  // A serialised column, not the text of a field that echoes what the fuzzer sent.
  if (/"password_hash"\s*:/.test(body)) out.push('password_hash');
  if (body.includes('$argon2')) out.push('argon2 hash');
  if (STACK.test(body)) out.push('stack trace');
  if (SQL_ERROR.test(body)) out.push('database error text');
  for (const s of secrets) {
    if (s.length < 6 || !body.includes(s)) continue;
    // A 6-digit code counts only as a number of its own (not inside a phone number or an id).
    if (/^\d+$/.test(s) && !new RegExp(`(^|\\D)${s}(\\D|$)`).test(body)) continue;
    out.push(`secret ${s.slice(0, 3)}…`);
  }
  try {
    walk(JSON.parse(body), (k, v) => {
      // A 422 names the field ("errors.password": [messages]); a value under that key is a leak.
      if (/password/i.test(k) && typeof v === 'string') out.push(`value of ${k}`);
      if (/^(token|access_token|code)$/.test(k) && typeof v === 'string' && /^\d{6}$/.test(v))
        out.push(`code in ${k}`);
    });
  } catch {
    // not JSON
  }
  return out;
}

function walk(v: unknown, f: (k: string, v: unknown) => void) {
  if (Array.isArray(v)) for (const x of v) walk(x, f);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      f(k, x);
      walk(x, f);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Object scope: which table a route's id addresses, and whose organisation a row belongs to.
// ---------------------------------------------------------------------------------------------

const ORG_COLUMNS = [
  'company_id',
  'organization_id',
  'org_id',
  'owner_id',
  'user_id',
  'created_by',
  'parent_id',
];

export async function tableColumns(app: TestApp, table: string): Promise<string[]> {
  const rows = await query<{ column_name: string }>(
    app.ctx.db,
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return rows.map((r) => r.column_name);
}

/**
 * The table a route's `:id` addresses: its `config.resource` declaration, else (for routes that
 * predate it) the path segment before the id, as a table name singular or plural.
 */
export async function resolveResource(app: TestApp, r: RouteInfo) {
  const idParam = r.resource?.idParam ?? (pathParams(r.url).includes('id') ? 'id' : pathParams(r.url)[0]);
  const candidates: string[] = [];
  if (r.resource) candidates.push(r.resource.table);
  else {
    const generic = new Set(['api', 'edit', 'update', 'delete', 'destroy', 'show', 'general']);
    const segs = r.url.split('/').filter((s) => s && !s.startsWith(':') && !generic.has(s));
    for (const s of segs.reverse()) {
      const base = s.replace(/-/g, '_').toLowerCase();
      candidates.push(base, `${base}s`, base.replace(/s$/, ''));
    }
  }
  for (const table of candidates) {
    const cols = await tableColumns(app, table);
    if (cols.length)
      return {
        table,
        idParam,
        declared: !!r.resource,
        columns: cols,
        rows: r.resource?.rows,
        shared: r.resource?.shared,
      };
  }
  // `general/types` addresses `user_types`: a table whose name ends with the segment, if only one does.
  if (!r.resource) {
    for (const base of candidates) {
      const hits = await query<{ table_name: string }>(
        app.ctx.db,
        sql`select table_name from information_schema.tables
             where table_schema = current_schema() and table_name like ${`%_${base}`}`,
      );
      if (hits.length === 1) {
        const table = hits[0].table_name;
        return { table, idParam, declared: false, columns: await tableColumns(app, table), rows: undefined };
      }
    }
  }
  return null;
}

/** SQL for the organisation a row of `table` belongs to (null when no column ties it to one). */
export function orgExpr(table: string, columns: string[]): string | null {
  if (table === 'users') return 'coalesce(t.parent_id, t.id)';
  const col = ORG_COLUMNS.find((c) => columns.includes(c));
  if (!col) return null;
  return `(select coalesce(u.parent_id, u.id) from users u where u.id = t.${col})`;
}

export async function rowSnapshot(app: TestApp, table: string, id: number | string) {
  const rows = await query<{ j: string }>(
    app.ctx.db,
    sql.raw(`select row_to_json(t)::text as j from "${table}" t where id = ${Number(id)}`),
  );
  return rows[0]?.j ?? null;
}

/** The sensitive columns of every user, to prove a route never wrote a field it doesn't declare. */
export const SENSITIVE_USER_COLUMNS = [
  'email',
  'type_id',
  'status',
  'is_government',
  'parent_id',
  'password_hash',
  'deleted_at',
];
export async function usersSnapshot(app: TestApp) {
  const rows = await query<Record<string, unknown>>(
    app.ctx.db,
    sql.raw(`select id, ${SENSITIVE_USER_COLUMNS.join(', ')} from users order by id`),
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}
