/** Cross-origin reads: none unless CORS_ORIGINS names the origin (the web app is same-origin). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

const partner = 'https://partner.example';
let same: TestApp;
let open: TestApp;
beforeAll(async () => {
  [same, open] = await Promise.all([createTestApp(), createTestApp({ CORS_ORIGINS: partner })]);
}, 120_000);
afterAll(() => Promise.all([same.close(), open.close()]));

const preflight = (app: TestApp, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('CORS', () => {
  it('with no CORS_ORIGINS: no cross-origin header on an answer, and no preflight', async () => {
    const res = await same.inject({ method: 'GET', url: '/api/health', headers: { origin: partner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await preflight(same, partner);
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with CORS_ORIGINS: the named origin may read and is preflighted; another may not', async () => {
    const res = await open.inject({ method: 'GET', url: '/api/health', headers: { origin: partner } });
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    const pre = await preflight(open, partner);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(partner);
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Content-Type/i);
    const other = await open.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
