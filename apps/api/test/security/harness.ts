/**
 * The security harness: everything here is driven by `app.routeRegistry` (method, url, declared
 * access, zod schemas, optional `config.resource`), never by a hand-kept list of routes, so a new
 * area's routes are covered the day they are registered. Multipart bodies and registrations are in
 * harness-uploads.ts, the data the object-scope suite needs in harness-fixtures.ts, and which
 * table and organisation a route's id addresses in harness-scope.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TYPE_ID, USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { query } from '../../src/db/client';
import { demoEmail } from '../../src/db/seed/seed';
import { type Access, loadUserByToken, type RouteInfo } from '../../src/plugins/access';
import { type TestApp, tokenFor } from '../helpers';
import type { Multipart } from './harness-uploads';

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
    // A 6-digit code counts only as a number of its own: not inside a phone number or an id, nor
    // as the decimals of a coordinate (a tent at latitude 21.419xxx once matched a code).
    if (/^\d+$/.test(s) && !new RegExp(`(?<!\\d|\\d\\.)${s}(?!\\d|\\.\\d)`).test(body)) continue;
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
