/**
 * Fuzzing every registered route from its own zod schemas (issue 7 §2): valid-ish bodies and
 * query strings, mutated. No answer may be a 5xx, carry a secret, or write a field the route does
 * not declare (mass assignment). Cases are drawn with a fixed seed (FUZZ_SEED to change it) and
 * sent in batches through `inject()`.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import type { RouteInfo } from '../../src/plugins/access';
import { createTestApp, type TestApp, tokenFor } from '../helpers';
import { jsonSchemaOf, mutated, mutatedFields, mutatedQuery } from './fuzz-gen';
import { massAssignment } from './fuzz-mass-assignment';
import { HOSTILE_STRINGS, MASS_ASSIGNMENT } from './fuzz-values';
import {
  type Actor,
  apiRoutes,
  batched,
  fillUrl,
  isMultipart,
  leaks,
  outboxSecrets,
  pathParams,
  send,
  setupActors,
} from './harness';
import { SENSITIVE_USER_COLUMNS, usersSnapshot } from './harness-scope';
import { multipart, PDF, PNG } from './harness-uploads';

/**
 * 200 cases a route on PostgreSQL (the second pass of `npm test`; four shards since the API reached
 * 600 routes, each well inside its 10 minutes); on PGlite, where every query runs in one WASM thread
 * and the suite would take minutes, a smoke pass of 25 a route. FUZZ_CASES sets another count.
 */
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const CASES = Number(process.env.FUZZ_CASES ?? (ON_POSTGRES ? 200 : 25));
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

let app: TestApp;
let actors: Actor[];
const tokens: string[] = [];

const actorFor = (r: RouteInfo, i: number) => {
  if (r.access === 'public') return null;
  // 'authenticated' routes serve pending applicants too: half the cases come from one.
  if (r.access === 'authenticated' && i % 2) return actors.find((a) => a.name === 'pending')!;
  return actors.find((a) => a.name === 'admin')!;
};

/**
 * Ids in paths: small integers that address real rows (so hostile bodies reach deep into the
 * handlers), never a row the actors stand on (their users and roles: fuzzing a delete route as the
 * administrator must not delete the administrator), and hostile strings.
 */
let protectedIds = new Set<number>();
const idValues = () =>
  fc.oneof(
    fc.integer({ min: 1, max: 60 }).filter((i) => !protectedIds.has(i)),
    fc.constantFrom(
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e3',
      'abc',
      "1' or '1'='1",
      '%00',
      '..%2F..%2Fetc',
      'x'.repeat(190),
    ),
  );

function casesFor(r: RouteInfo) {
  const body = jsonSchemaOf(r.schema?.body);
  const qs = jsonSchemaOf(r.schema?.querystring);
  const params = pathParams(r.url);
  const arb = fc.record({
    body: isMultipart(r) ? fc.constant(undefined) : mutated(body),
    query: qs ? mutatedQuery(qs) : fc.constant(undefined),
    fields: isMultipart(r) ? mutatedFields() : fc.constant([] as [string, string][]),
    file: fc.oneof(
      fc.constant(null),
      fc.record({
        field: fc.constantFrom('vat_file', 'stamp', 'unknown_field', '../x'),
        filename: fc.constantFrom(
          'a.pdf',
          '../../../etc/passwd',
          '..\\..\\boot.ini',
          '"; x="y',
          'ملف.png',
          '\u0000.pdf',
          'a'.repeat(400),
        ),
        content: fc.constantFrom(
          PDF,
          PNG,
          Buffer.from('MZ\x90\x00 not a pdf'),
          Buffer.alloc(0),
          Buffer.from(HOSTILE_STRINGS.join('\n')),
        ),
      }),
    ),
    params: fc.tuple(...params.map(() => idValues())),
  });
  return fc.sample(arb, { numRuns: CASES, seed: SEED });
}

/**
 * The fuzz suite for one shard of the routes (every `of`-th route from `shard`), so that the
 * work spreads over the test workers; fuzz-1 and fuzz-2 each run one half.
 */
export function fuzzSuite(shard: number, of: number) {
  beforeAll(async () => {
    app = await createTestApp();
    actors = await setupActors(app);
    const ids = actors.flatMap((a) => (a.userId ? [a.userId] : []));
    const roles = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select distinct role_id from user_roles where user_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    protectedIds = new Set([...ids, ...roles.map((r) => Number(r.role_id))]);
  });
  afterAll(() => app.close());

  describe(`fuzzing every route from its schemas (shard ${shard + 1}/${of})`, () => {
    const counts: string[] = [];
    afterAll(() => console.info(`fuzz cases (seed ${SEED}):\n  ${counts.join('\n  ')}`));

    it('no 5xx, no secret in any answer, no undeclared field written', async () => {
      const routes = apiRoutes(app)
        .filter((r) => !r.url.startsWith('/api/docs'))
        .filter((_r, i) => i % of === shard);
      const failures: string[] = [];
      const hashes = (await query<{ h: string }>(app.ctx.db, sql`select password_hash as h from users`)).map(
        (r) => r.h,
      );
      for (const route of routes) {
        const started = Date.now();
        if (process.env.FUZZ_DEBUG) process.stderr.write(`fuzz ${route.method} ${route.url}\n`);
        const before = await usersSnapshot(app);
        const cases = casesFor(route);
        const sampled = Date.now() - started;
        const actorTokens = new Map<string, string>();
        const tokenOf = async (a: Actor) => {
          let t = actorTokens.get(a.name);
          if (!t) {
            t = await tokenFor(app, a.email!);
            tokens.push(t);
            actorTokens.set(a.name, t);
          }
          return t;
        };
        const results = await batched(cases, 8, async (c, i) => {
          const actor = actorFor(route, i);
          const url = fillUrl(
            route.url,
            Object.fromEntries(
              pathParams(route.url).map((p, k) => [p, encodeURIComponent(String(c.params[k]))]),
            ),
          );
          const go = async () =>
            send(app, {
              route,
              url,
              token: actor ? await tokenOf(actor) : null,
              body: c.body,
              query: c.query,
              multipart: isMultipart(route) ? multipart(c.fields, c.file ? [c.file] : []) : undefined,
            });
          let res = await go();
          if (res.statusCode === 401 && actor) {
            // The case logged the actor out (every token revoked): a new token, the same case again.
            actorTokens.delete(actor.name);
            res = await go();
          }
          return { c, res };
        });
        const secrets = [...tokens, ...outboxSecrets(app), ...hashes];
        let bad = 0;
        for (const { c, res } of results) {
          const problems = leaks(res.body, secrets);
          if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
          if (res.headers['x-powered-by']) problems.push('x-powered-by');
          if (problems.length) {
            bad++;
            if (bad <= 3)
              failures.push(
                `${route.method} ${route.url}: ${problems.join(', ')} for ${preview(c)} → ${res.body.slice(0, 200)}`,
              );
          }
        }
        if (bad > 3) failures.push(`${route.method} ${route.url}: ${bad - 3} more failing cases`);
        // Mass assignment: no user's sensitive column took the value of a field the route's schema
        // does not declare (the fields of MASS_ASSIGNMENT, sent in most cases). A route may change
        // a column on purpose (a soft delete sets deleted_at); it never copies an undeclared field.
        const declared = new Set(Object.keys(jsonSchemaOf(route.schema?.body)?.properties ?? {}));
        const after = await usersSnapshot(app);
        const injected = (col: string, v: unknown) =>
          !declared.has(col) &&
          col in MASS_ASSIGNMENT &&
          v !== null &&
          normal(v) === normal(MASS_ASSIGNMENT[col]);
        for (const [id, row] of after) {
          const was = before.get(id);
          // Rows created by a self-service route (registration) are checked too; rows an
          // administrator creates may carry any status on purpose.
          if (!was && route.access !== 'public' && route.access !== 'authenticated') continue;
          for (const col of SENSITIVE_USER_COLUMNS) {
            if (was && normal(was[col]) === normal(row[col])) continue;
            if (injected(col, row[col])) {
              failures.push(
                `${route.method} ${route.url}: users#${id}.${col} = ${row[col]} ${was ? `(was ${was[col]})` : '(new row)'}: copied from an undeclared body field`,
              );
            }
          }
        }
        counts.push(
          `${route.method} ${route.url}: ${results.length} cases, ${bad} failing, ${Date.now() - started} ms (${sampled} ms drawing)`,
        );
        if (process.env.FUZZ_DEBUG) process.stderr.write(`${counts.at(-1)}\n`);
      }
      if (ON_POSTGRES && !process.env.FUZZ_CASES) expect(CASES).toBeGreaterThanOrEqual(200);
      expect(failures).toEqual([]);
    }, 600_000);
  });

  if (shard === 0) massAssignment(() => ({ app, actors }));
}

/** Values as the database hands them back and as they were sent compare equal (1/true, '1'/1). */
function normal(v: unknown) {
  if (v === true) return '1';
  if (v === false) return '0';
  return String(v);
}

function preview(c: unknown) {
  const s = JSON.stringify(c, (_k, v) =>
    typeof v === 'string' && v.length > 60
      ? `${v.slice(0, 20)}…(${v.length})`
      : v?.type === 'Buffer'
        ? '<buf>'
        : v,
  );
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}
