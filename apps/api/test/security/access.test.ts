/**
 * Permission matrix and object scope over every registered route (ARCHITECTURE §4, issue 7 §2).
 * Nothing here names a route: a new area is covered by registering its routes.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { accessPlugin } from '../../src/plugins/access';
import { createTestApp, type TestApp, tokenFor } from '../helpers';
import { jsonSchemaOf, valid } from './fuzz-gen';
import {
  type Actor,
  apiRoutes,
  fillUrl,
  freshToken,
  installAccessProbe,
  isMultipart,
  MISSING_ID,
  mayPass,
  pathParams,
  send,
  setupActors,
} from './harness';
import { FIXTURES } from './harness-fixtures';
import { orgExpr, resolveResource, rowSnapshot } from './harness-scope';

let app: TestApp;
let actors: Actor[];
let probe: ReturnType<typeof installAccessProbe>;

beforeAll(async () => {
  app = await createTestApp();
  probe = installAccessProbe(app);
  actors = await setupActors(app);
});
afterAll(() => app.close());

describe('route registry', () => {
  it('is not empty and lists exactly the routes the router holds', async () => {
    await app.ready();
    const registry = app.routeRegistry;
    expect(registry.length).toBeGreaterThan(10);
    const printed = parsePrintRoutes(app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`);
    const listed = registry.map((r) => `${r.method} ${r.url}`);
    const plain = (xs: string[]) => xs.filter((x) => !x.includes('*')).sort();
    expect(plain(listed)).toEqual(plain(printed));
    expect(listed.filter((x) => x.includes('*')).length).toBe(printed.filter((x) => x.includes('*')).length);
  });

  it('refuses at start-up a route that declares no access', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin, { db: app.ctx.db });
    expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await bare.close();
  });

  it('every route declares a known kind of access', () => {
    for (const r of app.routeRegistry) {
      const a = r.access;
      const ok =
        a === 'public' ||
        a === 'authenticated' ||
        a === 'active' ||
        a === 'admin' ||
        (typeof a === 'object' && typeof a.permission === 'string' && a.permission.length > 0);
      expect(ok, `${r.method} ${r.url}`).toBe(true);
    }
  });
});

describe('permission matrix', () => {
  it('anonymous → 401, missing permission → 403, allowed → through the access layer', async () => {
    const routes = apiRoutes(app);
    const failures: string[] = [];
    const businessRefusals: string[] = [];
    const tokens = new Map<string, string | null>();
    const tokenOf = async (a: Actor) => {
      if (!tokens.has(a.name)) tokens.set(a.name, await freshToken(app, a));
      return tokens.get(a.name) ?? null;
    };
    let cells = 0;
    for (const route of routes) {
      const url = fillUrl(route.url);
      for (const actor of actors) {
        const ask = async () => {
          const id = probe.next();
          const res = await send(app, {
            route,
            url,
            token: await tokenOf(actor),
            headers: { 'x-harness-probe': id },
            ...(isMultipart(route) ? {} : { body: {} }),
          });
          return { id, res };
        };
        let { id, res } = await ask();
        if (actor.userId && res.statusCode === 401 && !probe.passed(id)) {
          // An earlier cell logged this actor out (every token revoked): a new token, once.
          tokens.delete(actor.name);
          ({ id, res } = await ask());
        }
        cells++;
        const through = probe.passed(id);
        const allowed = mayPass(route.access, actor);
        const where = `${route.method} ${route.url} as ${actor.name}: ${res.statusCode}`;
        if (route.access === 'public') {
          if (!through) failures.push(`${where} (public route refused by the access layer)`);
          continue;
        }
        if (!actor.userId) {
          if (res.statusCode !== 401 || through) failures.push(`${where} (expected 401)`);
        } else if (!allowed) {
          if (res.statusCode !== 403 || through) failures.push(`${where} (expected 403)`);
        } else if (!through || res.statusCode === 401) {
          failures.push(`${where} (expected to be let through)`);
        } else if (res.statusCode === 403) {
          // Let through by the access layer, then refused by the handler's own rule.
          businessRefusals.push(where);
        } else if (res.statusCode >= 500) {
          failures.push(`${where} (server error)`);
        }
      }
    }
    console.info(`permission matrix: ${routes.length} routes × ${actors.length} actors = ${cells} cells`);
    if (businessRefusals.length)
      console.info(
        `403 from a handler's own rule after the access layer let the caller in:\n  ${businessRefusals.join('\n  ')}`,
      );
    expect(failures).toEqual([]);
    // Sequential on purpose (one cell at a time); it grows with every area's routes.
  }, 180_000);
});

describe('object scope (BOLA)', () => {
  it("a company user asking for another organisation's record gets 404 and the row stays as it was", async () => {
    for (const f of FIXTURES) await f.create(app);
    const routes = apiRoutes(app).filter((r) => pathParams(r.url).length > 0);
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const report: string[] = [];
    for (const route of routes) {
      const res = await resolveResource(app, route);
      const where = `${route.method} ${route.url}`;
      if (!res) {
        failures.push(`${where}: no table found for :id — declare config.resource { table }`);
        continue;
      }
      if (res.shared) {
        report.push(`${where}: ${res.table}: shared content every signed-in user reads, not scoped`);
        continue;
      }
      const org = orgExpr(res.table, res.columns);
      if (!org) {
        report.push(`${where}: ${res.table} has no organisation column — global reference data, not scoped`);
        continue;
      }
      // A: an active company (non-authority) user allowed on the route; B: another organisation.
      const candidatesA = actors.filter(
        (a) => a.userId && !a.isAuthority && a.status === 'active' && mayPass(route.access, a),
      );
      if (!candidatesA.length) {
        report.push(`${where}: no company user may call it (authorities only) — scope not applicable`);
        continue;
      }
      let done = false;
      for (const a of candidatesA) {
        const rows = await query<{ id: number; org: number }>(
          app.ctx.db,
          sql.raw(
            `select t.id, ${org} as org from "${res.table}" t
              where ${org} is not null and ${org} <> ${a.orgId}${res.rows ? ` and (${res.rows})` : ''}
                and ${org} in (select u.id from users u join user_types ut on ut.id = u.type_id where not ut.is_authority)
              order by t.id limit 1`,
          ),
        );
        const b = rows[0];
        if (!b) continue;
        const body = route.schema?.body
          ? fc.sample(valid(jsonSchemaOf(route.schema.body) ?? undefined), { numRuns: 1, seed: 7 })[0]
          : {};
        const before = await rowSnapshot(app, res.table, b.id);
        const token = await freshToken(app, a);
        const call = (id: number) =>
          send(app, {
            route,
            url: fillUrl(route.url, { [res.idParam]: id }),
            token,
            ...(isMultipart(route) ? {} : { body }),
          });
        const theirs = await call(b.id);
        const missing = await call(MISSING_ID);
        const after = await rowSnapshot(app, res.table, b.id);
        if (theirs.statusCode >= 200 && theirs.statusCode < 300)
          failures.push(
            `${where} as ${a.name}: ${res.table}#${b.id} of org ${b.org} answered ${theirs.statusCode}`,
          );
        else if (missing.statusCode === 404 && theirs.statusCode !== 404)
          failures.push(`${where}: ${theirs.statusCode} for another org's row, 404 for a missing one`);
        else if (theirs.statusCode !== missing.statusCode || theirs.body !== missing.body)
          failures.push(
            `${where}: the answer for another org's row differs from a missing row's (${theirs.statusCode} vs ${missing.statusCode})`,
          );
        if (before !== after) failures.push(`${where}: ${res.table}#${b.id} changed`);
        // Positive control for reads: the row's own organisation does reach it.
        if (route.method === 'GET') {
          const owner = await query<{ email: string }>(
            app.ctx.db,
            sql.raw(
              `select u.email from users u, "${res.table}" t where t.id = ${b.id} and coalesce(u.parent_id, u.id) = ${b.org} order by u.id limit 1`,
            ),
          );
          if (owner[0]) {
            const ok = await send(app, {
              route,
              url: fillUrl(route.url, { [res.idParam]: b.id }),
              token: await tokenFor(app, owner[0].email),
            });
            if (ok.statusCode === 404)
              failures.push(
                `${where}: the owner of ${res.table}#${b.id} gets 404 too — the test proves nothing`,
              );
          }
        }
        report.push(
          `${where}: ${res.table}${res.declared ? '' : ' (inferred)'}#${b.id} as ${a.name} → ${theirs.statusCode}`,
        );
        done = true;
        break;
      }
      if (!done)
        failures.push(
          `${where}: no row of ${res.table} belongs to another organisation — add a fixture to FIXTURES`,
        );
    }
    console.info(`object scope:\n  ${report.join('\n  ')}`);
    expect(failures).toEqual([]);
    // Two calls a route with a path id, one route at a time: it grows with every area's routes
    // (30 s was passed on a loaded 2-core machine once the clearance file routes came).
  }, 120_000);
});

/** `printRoutes({commonPrefix:false})` as (method, url) pairs: each line's segment is appended to its parent's path. */
function parsePrintRoutes(tree: string) {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (.*?) \(([^)]+)\)\s*$/) ?? line.match(/^([│ ]*)[├└]── (.*?)\s*$/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    if (m[3]) for (const method of m[3].split(',').map((s) => s.trim())) out.push({ method, url: full });
  }
  return out;
}
