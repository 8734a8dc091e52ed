/**
 * Abuse limits not covered by test/auth.test.ts (which has the login lock-out, the code tries and
 * the SMS send limit of step 1): the global limiter, the lock-out reaching step 2, wrong codes
 * counting towards it, and the reset-mail limit with its unchanged answer.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, lastOutbox, type TestApp } from '../helpers';
import { outboxSecrets } from './harness';

const LIMIT = 30;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from auth_throttle`);
  await app.ctx.db.execute(sql`delete from one_time_codes`);
});

// Each test speaks from its own address, so the global limiter's budget is its own.
let ip = 10;
const from = () => `192.0.2.${ip++}`;
const post = (remoteAddress: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': 'en' } });
const step1 = (r: string, email: string, password = 'Demo@1234') =>
  post(r, '/api/Check-user-with-sms', { email, password });
const step2 = (r: string, email: string, code: string, password = 'Demo@1234') =>
  post(r, '/api/auth/login', { email, password, code, platform: 'mena' });
const codeOf = (email: string) => lastOutbox(app, (m) => m.email === email && m.channel === 'sms')!.code!;

describe('global rate limit', () => {
  it(`answers 429 with Retry-After after ${LIMIT} requests a window from one address`, async () => {
    const r = from();
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++)
      answers.push(
        await app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: r,
          headers: { 'accept-language': 'en' },
        }),
      );
    expect(answers.slice(0, LIMIT).every((a) => a.statusCode === 200)).toBe(true);
    const over = answers[LIMIT];
    expect(over.statusCode).toBe(429);
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(Object.keys(over.json())).toEqual(['message']);
    expect(over.json().message).toMatch(/\d/);
    // Another address is not affected.
    expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: from() })).statusCode).toBe(
      200,
    );
  });

  it('also limits the login steps and authenticated routes (every route shares the budget)', async () => {
    const r = from();
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push(
        (await post(r, '/api/auth/login', { email: 'x@example.com', password: 'x', code: '000000' }))
          .statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });

  it('counts callers the access check refuses: made-up bearer tokens are limited too', async () => {
    // Before, the access check's 401 came before the limiter: every made-up token was a database
    // lookup, without end (issue 28 §6).
    const r = from();
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/users?page=1',
            remoteAddress: r,
            headers: { authorization: `Bearer made-up-${i}` },
            payload: {},
          })
        ).statusCode,
      );
    expect(codes.slice(0, LIMIT).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('warns once when requests come through a proxy it does not trust', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      for (let i = 0; i < 3; i++)
        await logged.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
    } finally {
      await logged.close();
    }
    expect(lines.filter((l) => l.includes('TRUST_PROXY'))).toHaveLength(1);
  });

  it('cannot be escaped by sending a different X-Forwarded-For with every request', async () => {
    const r = from();
    let limited = 0;
    for (let i = 0; i < LIMIT + 5; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: r,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      if (res.statusCode === 429) limited++;
    }
    // With `trustProxy: true` the limiter keys on the client-chosen left-most address.
    expect(limited).toBeGreaterThan(0);
  });
});

describe('login lock-out', () => {
  it('once locked, step 2 is refused too, even with the right password and a live code', async () => {
    const r = from();
    const email = 'consultant@demo.mashaer.sa';
    expect((await step1(r, email)).statusCode).toBe(200);
    const code = codeOf(email);
    for (let i = 0; i < 10; i++) await step1(r, email, 'Wrong@123');
    const res = await step2(r, email, code);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toContain('access_token');
  });

  it('wrong codes count towards the lock-out', async () => {
    const r = from();
    const email = 'contractor@demo.mashaer.sa';
    for (let round = 0; round < 2; round++) {
      expect((await step1(r, email)).statusCode).toBe(200);
      const code = codeOf(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await step2(r, email, wrong)).statusCode).toBe(422);
    }
    const locked = await step1(r, email);
    expect(locked.statusCode).toBe(429);
  });

  it('an unknown e-mail at step 2 answers like a wrong password', async () => {
    const r = from();
    const unknown = await step2(r, 'nobody-here@example.com', '123456');
    const wrong = await step2(r, 'specialist@demo.mashaer.sa', '123456', 'Wrong@123');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('reset e-mails', () => {
  it('sends at most 3 per window, answering every request the same', async () => {
    const r = from();
    const email = 'design_office@demo.mashaer.sa';
    const before = outboxSecrets(app).length;
    const bodies = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await post(r, '/api/auth/password-reset-request', { email });
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
    const unknown = await post(r, '/api/auth/password-reset-request', { email: 'nobody-reset@example.com' });
    bodies.add(unknown.body);
    expect(bodies.size).toBe(1);
    expect(outboxSecrets(app).length - before).toBe(3);
  });
});
