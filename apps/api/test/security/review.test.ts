/**
 * Issue 14: the nine defects of the independent review, one regression test each (they failed on
 * `main` before the fixes). The route-driven classes (1, 4, 6, 7 over every route) live in
 * test/security/.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { passwordStats } from '../../src/lib/password';
import { apiCaller, auth, createTestApp, lastOutbox, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, validRegistration } from '../multipart';

let app: TestApp;
const call = apiCaller(() => app);
const one = async <T>(q: ReturnType<typeof sql>) => (await query<T>(app.ctx.db, q))[0];

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('§1 fillings need the area permission of their subject, answers only by their fillers', () => {
  it('a gov account (no delivery permission) neither lists, reads, downloads nor rewrites delivery fillings', async () => {
    const gov = await tokenFor(app, 'gov');
    const f = await one<{ id: number; company_id: number }>(
      sql`select id, company_id from form_fillings where subject_type = 'appointment' and status in ('answered', 'signing') order by id limit 1`,
    );
    expect(f).toBeDefined();
    const list = await call('POST', 'general/forms/fillings', gov, { subject_type: 'appointment' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe(0);
    const all = await call('POST', 'general/forms/fillings', gov, {});
    expect(
      (all.json().data.data as { subject_type: string }[]).filter((r) => r.subject_type === 'appointment'),
    ).toEqual([]);
    for (const url of ['general/forms/form-with-answerd-q', 'general/forms/questions-with-answer-ids']) {
      const res = await call('POST', url, gov, { filling_id: f.id });
      expect(res.statusCode, url).toBe(404);
    }
    const file = await app.inject({
      method: 'GET',
      url: `/api/general/forms/answer-file?filling_id=${f.id}&file_id=1`,
      headers: auth(gov),
    });
    expect(file.statusCode).toBe(404);
    const before = await one<{ status: string; answers_hash: string }>(
      sql`select status, answers_hash from form_fillings where id = ${f.id}`,
    );
    const upd = await call('POST', 'general/forms/form-update-answer', gov, {
      filling_id: f.id,
      answers: [],
    });
    expect(upd.statusCode).toBe(404);
    expect(await one(sql`select status, answers_hash from form_fillings where id = ${f.id}`)).toEqual(before);
  });

  it('an authority holding the permission reads, but does not rewrite, a company filling', async () => {
    const kdana = await tokenFor(app, 'kdana');
    const f = await one<{ id: number; status: string; answers_hash: string }>(
      sql`select id, status, answers_hash from form_fillings where subject_type = 'appointment' and status = 'signing' order by id limit 1`,
    );
    expect(f).toBeDefined();
    const read = await call('POST', 'general/forms/form-with-answerd-q', kdana, { filling_id: f.id });
    expect(read.statusCode).toBe(200);
    const upd = await call('POST', 'general/forms/form-update-answer', kdana, {
      filling_id: f.id,
      answers: [],
    });
    expect(upd.statusCode).toBe(403);
    expect(upd.json().message).toMatch(/organisation or the party the form names/);
    const after = await one<{ status: string; answers_hash: string }>(
      sql`select status, answers_hash from form_fillings where id = ${f.id}`,
    );
    expect(after).toEqual({ status: f.status, answers_hash: f.answers_hash });
    const sigs = await one<{ n: number }>(
      sql`select count(*)::int as n from form_signatures where filling_id = ${f.id} and invalidated_at is null`,
    );
    expect(sigs.n).toBeGreaterThan(0);
  });
});

describe('§2 disabling an organisation cuts off its employees at once', () => {
  it('revokes the employees’ tokens, refuses their login and the caller load refuses them', async () => {
    const admin = await tokenFor(app, 'admin');
    const company = await userId(app, 'raft_company@demo.mashaer.sa');
    const employee = await tokenFor(app, 'employee@demo.mashaer.sa');
    const roles = await query<{ role_id: number }>(
      app.ctx.db,
      sql`select role_id from user_roles where user_id = ${company}`,
    );
    const me = () => app.inject({ method: 'GET', url: '/api/auth/permission-me', headers: auth(employee) });
    expect((await me()).statusCode).toBe(200);
    const res = await call('POST', `users/switch-user-status/${company}`, admin, {
      status: 'disabled',
      platform: 'mena',
    });
    expect(res.statusCode, res.body).toBe(200);
    const live = await one<{ n: number }>(
      sql`select count(*)::int as n from access_tokens t join users u on u.id = t.user_id
           where u.parent_id = ${company} and t.revoked_at is null`,
    );
    expect(live.n).toBe(0);
    expect((await me()).statusCode).toBe(401);
    const step1 = await call('POST', 'Check-user-with-sms', null, {
      email: 'employee@demo.mashaer.sa',
      password: 'Demo@1234',
    });
    expect(step1.statusCode).toBe(403);
    // A token the revocation did not reach (minted behind its back) is refused by the caller load.
    const late = await tokenFor(app, 'employee@demo.mashaer.sa');
    const create = await call('POST', 'users/create-employee', late, {
      name: 'Extra',
      email: 'extra-employee@example.com',
      phone: '512345678',
      password: 'Good@123',
      password_confirmation: 'Good@123',
      roles: [1],
    });
    expect(create.statusCode).toBe(401);
    // Back to active: the employee works again.
    await app.ctx.db.execute(sql`update users set status = 'active' where id = ${company}`);
    for (const r of roles)
      await app.ctx.db.execute(
        sql`insert into user_roles (user_id, role_id) values (${company}, ${r.role_id}) on conflict do nothing`,
      );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/permission-me',
          headers: auth(await tokenFor(app, 'employee@demo.mashaer.sa')),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('§3 only the administrator changes a user type', () => {
  it('a company editor holding user-index cannot give its own users an authority type', async () => {
    const companyId = await userId(app, 'raft_company@demo.mashaer.sa');
    const employeeId = await userId(app, 'employee@demo.mashaer.sa');
    await app.ctx.db.execute(sql`
      insert into user_roles (user_id, role_id)
      select ${companyId}, r.id from roles r
       where exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
                      where rp.role_id = r.id and p.name = 'user-index')
         and r.id in (select role_id from user_roles where user_id = (select id from users where email = 'kdana@demo.mashaer.sa'))
      on conflict do nothing`);
    const company = await tokenFor(app, 'raft_company');
    for (const id of [companyId, employeeId]) {
      const edit = await call('GET', `users/edit/${id}`, company);
      expect(edit.statusCode, edit.body).toBe(200);
      const u = edit.json().data;
      const body = {
        name: u.name,
        email: u.email,
        phone: u.phone,
        type_id: 5,
        roles: (u.roles as { id: number }[]).map((r) => r.id),
      };
      const res = await call('POST', `users/update/${id}`, company, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.type_id).toBeDefined();
      expect((await one<{ type_id: number }>(sql`select type_id from users where id = ${id}`)).type_id).toBe(
        u.type_id,
      );
    }
  });

  it('a non-admin authority cannot change a type either; the admin can', async () => {
    const target = await userId(app, 'specialist@demo.mashaer.sa');
    const kdana = await tokenFor(app, 'kdana');
    const admin = await tokenFor(app, 'admin');
    const u = (await call('GET', `users/edit/${target}`, admin)).json().data;
    const body = (type_id: number) => ({
      name: u.name,
      email: u.email,
      phone: u.phone,
      type_id,
      roles: (u.roles as { id: number }[]).map((r) => r.id),
    });
    const byKdana = await call('POST', `users/update/${target}`, kdana, body(7));
    expect(byKdana.statusCode).toBe(422);
    expect(byKdana.json().errors.type_id).toEqual(["Only the administrator changes a user's type"]);
    const byAdmin = await call('POST', `users/update/${target}`, admin, body(u.type_id === 8 ? 9 : 8));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});

describe('§4 the lock-out counts tries atomically', () => {
  it('60 concurrent wrong passwords: at most 10 evaluated, the right one in the burst refused', async () => {
    const email = 'contractor@demo.mashaer.sa';
    const before = passwordStats.verifications;
    const burst = await Promise.all(
      Array.from({ length: 61 }, (_, i) =>
        call('POST', 'Check-user-with-sms', null, {
          email,
          password: i === 60 ? 'Demo@1234' : `Wrong@${i}x`,
        }),
      ),
    );
    expect(passwordStats.verifications - before).toBeLessThanOrEqual(10);
    expect(burst[60].statusCode).toBe(429);
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(burst.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
  });
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
