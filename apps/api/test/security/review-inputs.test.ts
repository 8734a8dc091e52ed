/**
 * Issue 14: the nine defects of the independent review, one regression test each: §5–§8, what
 * requests carry (bound parameters, dates, deep JSON and URLs, e-mails); §1–§4 are in review.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, lastOutbox, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, validRegistration } from '../multipart';
import { reviewApp } from './review-fixture';

const f = reviewApp();
const { call, one } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
});

describe('§5 no bound parameter reaches the log', () => {
  it('a failing insert logs the statement hash and the error code, never its values', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (s) => lines.push(s) } },
    );
    try {
      await logged.ctx.db.execute(
        sql`create function t_fail() returns trigger language plpgsql as $$ begin raise exception 'refused' using errcode = 'XX000'; end $$`,
      );
      await logged.ctx.db.execute(
        sql`create trigger t_fail before insert or update on users for each row execute function t_fail()`,
      );
      const r = validRegistration(77);
      r.fields.email = 'leak-probe@example.com';
      r.fields.phone = '598765432';
      r.fields.owner_identity_number = '1098765432';
      const body = await multipart(r.fields, r.files);
      const res = await logged.inject({ method: 'POST', url: '/api/auth/register', ...body });
      expect(res.statusCode).toBe(500);
      // Every write route of users and registration, driven by the route table, with values to find.
      const admin = await tokenFor(logged, 'admin');
      const target = await userId(logged, 'specialist@demo.mashaer.sa');
      const marked = {
        name: 'Probe',
        email: 'leak-probe2@example.com',
        phone: '598765433',
        type_id: 3,
        roles: [1],
        status: 'active',
        platform: 'mena',
        reject_reason: 'probe',
        is_government: 1,
        password: 'Probe@123',
        password_confirmation: 'Probe@123',
        owner_identity_number: '1098765433',
        delegate_identity_number: '1098765434',
        unified_number: '7098765435',
      };
      const writes = logged.routeRegistry.filter(
        (x) =>
          (x.method === 'POST' || x.method === 'DELETE') &&
          /^\/api\/(users\/|auth\/regist)/.test(x.url) &&
          !(x.schema as { consumes?: string[] } | undefined)?.consumes,
      );
      expect(writes.length).toBeGreaterThan(5);
      let failed = 1;
      for (const w of writes) {
        const out = await logged.inject({
          method: w.method as 'POST',
          url: w.url.replace(/:id\b/, String(target)),
          headers: { ...auth(admin), 'content-type': 'application/json' },
          payload: JSON.stringify(marked),
        });
        if (out.statusCode === 500) failed++;
      }
      expect(failed).toBeGreaterThanOrEqual(4);
      const log = lines.join('');
      expect(log).toMatch(/"code":"XX000"/);
      expect(log).toMatch(/"statement":"[0-9a-f]{12}"/);
      for (const secret of [
        '$argon2',
        'leak-probe@example.com',
        'leak-probe2@example.com',
        '598765432',
        '598765433',
        '1098765432',
        '1098765433',
        'params',
      ])
        expect(log, secret).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('§6 impossible calendar dates answer 422 under their field', () => {
  it('registration expiries, users/store, appointments store and list filters', async () => {
    const r = validRegistration(66);
    r.fields.commercial_register_expiry = '2026-02-30';
    r.fields.hajj_license_expiry = '2030-13-45';
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...(await multipart(r.fields, r.files)),
    });
    expect(reg.statusCode).toBe(422);
    expect(Object.keys(reg.json().errors)).toEqual(
      expect.arrayContaining(['commercial_register_expiry', 'hajj_license_expiry']),
    );
    const admin = await tokenFor(app, 'admin');
    const store = await call('POST', 'users/store', admin, {
      name: 'Date test',
      email: 'date-test@example.com',
      phone: '512340000',
      type_id: 3,
      hajj_license_expiry: '0000-01-01',
      roles: [1],
      password: 'Good@123',
      password_confirmation: 'Good@123',
    });
    expect(store.statusCode).toBe(422);
    expect(store.json().errors).toEqual({ hajj_license_expiry: ['The date is invalid'] });
    const kdana = await tokenFor(app, 'kdana');
    const list = await call('POST', 'general/appointments', kdana, { date_from: '2026-02-30' });
    expect(list.statusCode).toBe(422);
    expect(list.json().errors).toEqual({ date_from: ['The date is invalid'] });
    const appt = await call('POST', 'general/appointments/store', kdana, {
      assign_camp_id: 1,
      appointment: '2030-02-29T10:00',
    });
    expect(appt.statusCode).toBe(422);
    expect(appt.json().errors.appointment).toEqual(['The date is invalid']);
  });
});

describe('§7 deep JSON and malformed URLs answer the API’s {message}', () => {
  it('100,000 nested arrays → 400 {message}', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/Check-user-with-sms',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('a malformed or over-long URL is not echoed', async () => {
    for (const url of ['/api/users/edit/%E0%A4%A', `/api/users/edit/${'9'.repeat(5000)}%zz`]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.body).not.toContain('%E0');
      expect(res.body).not.toContain('9999');
    }
  });
});

describe('§8 registration and reset tell nothing about which e-mails have accounts', () => {
  it('a duplicate registration answers exactly like a new one; the owner is told by e-mail', async () => {
    const fresh = validRegistration(88);
    const a = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...(await multipart(fresh.fields, fresh.files)),
    });
    const dup = validRegistration(89);
    dup.fields.email = 'raft_office@demo.mashaer.sa';
    const body = await multipart(dup.fields, dup.files);
    const b = await app.inject({ method: 'POST', url: '/api/auth/register', ...body });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    const n = await one<{ n: number }>(
      sql`select count(*)::int as n from users where lower(email) = 'raft_office@demo.mashaer.sa'`,
    );
    expect(n.n).toBe(1);
    const mail = lastOutbox(app, (m) => m.channel === 'email' && m.email === 'raft_office@demo.mashaer.sa');
    expect(mail?.body).toMatch(/حاول أحدهم إنشاء حساب جديد/);
  });

  it('the reset request takes the same time for known and unknown e-mails', async () => {
    const time = async (email: string) => {
      const t = performance.now();
      const res = await call('POST', 'auth/password-reset-request', null, { email });
      expect(res.statusCode).toBe(200);
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(i % 2 ? 'consultant@demo.mashaer.sa' : 'waste_contractor@demo.mashaer.sa'));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u), `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(
      5 + 0.1 * Math.max(k, u),
    );
  });
});
