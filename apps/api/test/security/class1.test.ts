/**
 * Issue 14, class 1 over every registered route (driven by the route table, so the routes of
 * areas built later are covered the day they are registered, with no new code here):
 * - every route declaring `{ permission: X }` answers 403 to an authenticated, active account
 *   whose role grants every permission but X — and lets an account holding X through the access
 *   layer (so the 403 is X's, not another check's);
 * - every route that is not public answers 401 without a token.
 * One request per route and case, no fixtures: it stays small on both databases.
 */
import { USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import type { RouteInfo } from '../../src/plugins/access';
import { createTestApp, type TestApp, tokenFor } from '../helpers';
import { apiRoutes, createUser, fillUrl, installAccessProbe, isMultipart, send } from './harness';

const COMPANY = USER_TYPES.find((t) => t.code === 'raft_company')!.id;

let app: TestApp;
let probe: ReturnType<typeof installAccessProbe>;
/** For each permission a route declares, a token of an active account holding every permission but it. */
const lacking = new Map<string, string>();

const permissionOf = (r: RouteInfo): string | null =>
  typeof r.access === 'object' ? r.access.permission : null;

beforeAll(async () => {
  app = await createTestApp();
  probe = installAccessProbe(app);
  const names = [
    ...new Set(
      apiRoutes(app)
        .map(permissionOf)
        .filter((p): p is string => p !== null),
    ),
  ];
  for (const [i, name] of names.entries()) {
    const [role] = await query<{ id: number }>(
      app.ctx.db,
      sql`insert into roles (name, name_en) values (${`class1 without ${name}`}, ${`class1 without ${name}`}) returning id`,
    );
    await app.ctx.db.execute(
      sql`insert into role_permissions (role_id, permission_id) select ${role.id}, id from permissions where name <> ${name}`,
    );
    const email = `class1-${i}@harness.test`;
    const userId = await createUser(app, { email, typeId: COMPANY, status: 'active' });
    await app.ctx.db.execute(sql`insert into user_roles (user_id, role_id) values (${userId}, ${role.id})`);
    lacking.set(name, await tokenFor(app, email));
  }
});
afterAll(() => app.close());

const ask = async (route: RouteInfo, token: string | null) => {
  const id = probe.next();
  const res = await send(app, {
    route,
    url: fillUrl(route.url),
    token,
    headers: { 'x-harness-probe': id },
    ...(isMultipart(route) ? {} : { body: {} }),
  });
  return { status: res.statusCode, through: probe.passed(id), body: res.body };
};

describe('class 1: an account without the route’s permission is refused, every route', () => {
  it('403 without the permission (and through the access layer with it)', async () => {
    const routes = apiRoutes(app).filter((r) => permissionOf(r) !== null);
    const failures: string[] = [];
    const others = [...lacking.keys()];
    for (const route of routes) {
      const x = permissionOf(route)!;
      const where = `${route.method} ${route.url} [${x}]`;
      const without = await ask(route, lacking.get(x)!);
      if (without.status !== 403 || without.through)
        failures.push(`${where} without it: ${without.status} ${without.body.slice(0, 100)}`);
      // Control: an account lacking another permission (so holding X) passes the access layer.
      const other = others.find((p) => p !== x);
      if (other) {
        const withIt = await ask(route, lacking.get(other)!);
        if (!withIt.through)
          failures.push(`${where} with it: refused by the access layer (${withIt.status})`);
      }
    }
    console.info(`class 1: ${routes.length} permission routes, ${lacking.size} permissions`);
    expect(routes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);

  it('401 without a token on every route that is not public', async () => {
    const routes = apiRoutes(app).filter((r) => r.access !== 'public');
    const failures: string[] = [];
    for (const route of routes) {
      const res = await ask(route, null);
      if (res.status !== 401 || res.through) failures.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
