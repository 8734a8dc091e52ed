/** Headers on every response (issue 7 §2). */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, tokenFor } from '../helpers';
import { apiRoutes, batched, fillUrl, isMultipart, leaks, send } from './harness';
import { listeningApp } from './uploads-fixture';

const f = listeningApp();
let app: TestApp;
beforeAll(() => {
  app = f.app();
});

describe('headers on every response', () => {
  const check = (
    what: string,
    res: { headers: Record<string, unknown>; body: string; statusCode: number },
  ) => {
    const problems: string[] = [];
    const csp = String(res.headers['content-security-policy'] ?? '');
    if (!/frame-ancestors 'none'/.test(csp)) problems.push(`CSP "${csp.slice(0, 60)}"`);
    if (res.headers['x-powered-by']) problems.push('x-powered-by');
    if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
    if (res.headers.server) problems.push(`server: ${res.headers.server}`);
    const l = leaks(res.body);
    if (l.length) problems.push(...l);
    return problems.length ? [`${what} → ${res.statusCode}: ${problems.join(', ')}`] : [];
  };

  it('every route, anonymous and as the administrator', async () => {
    const admin = await tokenFor(app, 'admin');
    const routes = apiRoutes(app);
    const failures = (
      await batched(routes, 4, async (route) => {
        const out: string[] = [];
        for (const token of [null, admin]) {
          const res = await send(app, {
            route,
            url: fillUrl(route.url, { id: 1 }),
            token,
            ...(isMultipart(route) ? {} : { body: {} }),
          });
          out.push(...check(`${route.method} ${route.url} ${token ? 'admin' : 'anonymous'}`, res));
        }
        return out;
      })
    ).flat();
    console.info(`headers: ${routes.length} routes × 2 callers`);
    expect(failures).toEqual([]);
  }, 120_000); // 607 routes twice: 38.6 s on a machine at load 15, over the suite's 30 s

  it('error answers too: 404, 400, 413, 415, 500 — and a 500 tells nothing of the cause', async () => {
    const cases = [
      await app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      await app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      }),
      await app.inject({ method: 'GET', url: '/api/__harness/boom' }),
    ];
    expect(cases.map((c) => c.statusCode)).toEqual([404, 400, 413, 415, 500]);
    const failures = cases.flatMap((c, i) => check(`case ${i}`, c));
    expect(failures).toEqual([]);
    const boom = cases[4];
    expect(Object.keys(boom.json())).toEqual(['message']);
    expect(boom.body).not.toMatch(/secret_table|\.ts:|argon2|password/);
  });

  it('the API documentation page forbids framing too', async () => {
    let res = await app.inject({ method: 'GET', url: '/api/docs' });
    for (let i = 0; i < 3 && res.statusCode >= 300 && res.statusCode < 400; i++) {
      const next = new URL(String(res.headers.location), 'http://x/api/docs/');
      res = await app.inject({ method: 'GET', url: next.pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
