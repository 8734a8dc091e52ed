/**
 * Issue 14, classes 6 and 7 over every registered route (driven by the route table, so the routes
 * of areas built later are covered the day they are registered): impossible calendar dates in any
 * date field answer 422 under that field; a deeply nested JSON body answers 400 {message}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp, tokenFor } from '../helpers';
import { IMPOSSIBLE_DATES } from './fuzz-values';
import { apiRoutes, fillUrl, isMultipart, send } from './harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
});
afterAll(() => app.close());

/** The top-level fields of a zod object schema that take a calendar date (found by asking the schema). */
function dateFields(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, f]) => {
      try {
        return f.safeParse('2027-01-02').success && !f.safeParse('not a date').success;
      } catch {
        return false;
      }
    })
    .map(([k]) => k);
}
const unwrap = (s: unknown) => (s as { _zod?: { def?: { in?: unknown; schema?: unknown } } })?._zod?.def;
const objectOf = (s: unknown): unknown => {
  let cur = s;
  for (let i = 0; i < 5 && cur && !(cur as { shape?: unknown }).shape; i++) {
    const d = unwrap(cur);
    cur = d?.in ?? d?.schema;
  }
  return cur;
};

describe('class 6: impossible calendar dates, every route', () => {
  it('answer 422 under the date field, never 5xx', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(app).filter((r) => !isMultipart(r))) {
      for (const part of ['body', 'querystring'] as const) {
        const fields = dateFields(objectOf(route.schema?.[part]));
        for (const field of fields)
          for (const bad of IMPOSSIBLE_DATES) {
            checked++;
            const res = await send(app, {
              route,
              url: fillUrl(route.url, {}),
              token: admin,
              ...(part === 'body' ? { body: { [field]: bad } } : { query: { [field]: bad } }),
            });
            const errs = res.statusCode === 422 ? res.json().errors : {};
            if (res.statusCode !== 422 || !errs[field])
              failures.push(
                `${route.method} ${route.url} ${part}.${field}=${bad}: ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
      }
    }
    console.info(`class 6: ${checked} impossible dates sent`);
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('class 7: deeply nested JSON, every route', () => {
  it('answers 400 {message} on every JSON route, before any handler', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const failures: string[] = [];
    const routes = apiRoutes(app).filter((r) => r.method !== 'GET' && !isMultipart(r));
    for (const route of routes) {
      const res = await app.inject({
        method: route.method as 'POST',
        url: fillUrl(route.url, {}),
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: deep,
      });
      if (res.statusCode !== 400 || Object.keys(res.json()).join() !== 'message')
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
