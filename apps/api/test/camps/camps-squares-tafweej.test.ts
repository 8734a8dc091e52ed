// Squares, cities and the tafweej flow (spec §2 camp assignment area, §4, §7 "Camps").
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, lastOutbox, type TestApp } from '../helpers';
import { campsApp } from './camps-fixture';

const f = campsApp();
const { call, one } = f;
let app: TestApp;
let admin: string;
let kdana: string;
let company: string;
beforeAll(() => {
  app = f.app();
  admin = f.admin();
  kdana = f.kdana();
  company = f.company();
});

describe.each([
  ['squares', 'مربع تجريبي', 'Test square', 'The square already exists', 'المربع موجود مسبقاً'],
  ['cities', 'مدينة تجريبية', 'Test city', 'The city already exists', 'المدينة موجودة مسبقاً'],
])('general/%s (generic CRUD)', (resource, name, nameEn, dupEn, dupAr) => {
  let id: number;
  it('stores with an audit row, reads, updates, lists', async () => {
    const res = await call('POST', `general/${resource}/store`, admin, { name, name_en: nameEn });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect((await auditRows(app, { table: resource })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(id),
    });
    expect((await call('GET', `general/${resource}/edit/${id}`, kdana)).json().data.name_en).toBe(nameEn);
    const up = await call('POST', `general/${resource}/update/${id}`, admin, {
      name,
      name_en: `${nameEn} 2`,
    });
    expect(up.statusCode).toBe(200);
    const list = await call('POST', `general/${resource}?page=1`, admin, {
      search: `${nameEn} 2`,
      paginate: 5,
    });
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });
  it('refuses a duplicate with the spec message, in both languages', async () => {
    const en = await call('POST', `general/${resource}/store`, admin, { name, name_en: 'Other' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.name).toEqual([dupEn]);
    const ar = await call('POST', `general/${resource}/store`, admin, { name, name_en: 'Other' }, 'ar');
    expect(ar.json().errors.name).toEqual([dupAr]);
  });
  it('401 without a token, 403 for a company, 422 for missing names, 404 for a missing id', async () => {
    expect(
      (await call('POST', `general/${resource}/store`, null, { name: 'x', name_en: 'y' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `general/${resource}/store`, company, { name: 'x', name_en: 'y' })).statusCode,
    ).toBe(403);
    const bad = await call('POST', `general/${resource}/store`, admin, {});
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'name_en']);
    expect((await call('GET', `general/${resource}/edit/999999`, admin)).statusCode).toBe(404);
  });
  it('deletes', async () => {
    expect((await call('DELETE', `general/${resource}/delete/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `general/${resource}/edit/${id}`, admin)).statusCode).toBe(404);
  });
});

it('a square holding camps cannot be deleted (422, nothing removed)', async () => {
  const sq = await one<{ id: number }>(sql`select min(id)::int as id from squares`);
  const res = await call('DELETE', `general/squares/delete/${sq.id}`, admin);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('Cannot delete: other records use it');
});

describe('tafweej', () => {
  let token: string;
  const officer = 'kdana@demo.mashaer.sa';

  it('403 for a company, 401 for a stranger', async () => {
    expect((await call('POST', 'tafweej/send-otp', company, {})).statusCode).toBe(403);
    expect((await call('POST', 'tafweej/send-otp', null, {})).statusCode).toBe(401);
  });

  it('sends a code to the officer’s phone (hashed at rest), refuses a wrong one, exchanges the right one for token_tafweej', async () => {
    const sent = await call('POST', 'tafweej/send-otp', kdana, {});
    expect(sent.statusCode).toBe(200);
    const sms = lastOutbox(app, (m) => m.email === officer && m.channel === 'sms')!;
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(sms.code);
    const stored = await one<{ code_hash: string }>(
      sql`select code_hash from one_time_codes c join users u on u.id = c.user_id where u.email = ${officer} and purpose = 'tafweej' order by c.id desc limit 1`,
    );
    expect(stored.code_hash).not.toContain(sms.code!);
    const logged = await one<{ body: string }>(sql`select body from message_log order by id desc limit 1`);
    expect(logged.body).not.toContain(sms.code!);
    const wrong = await call('POST', 'tafweej/send-otp', kdana, {
      code: sms.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await call('POST', 'tafweej/send-otp', kdana, { code: sms.code });
    expect(ok.statusCode).toBe(200);
    token = ok.json().data.token_tafweej;
    expect(token.length).toBeGreaterThan(20);
    // single use
    expect((await call('POST', 'tafweej/send-otp', kdana, { code: sms.code })).statusCode).toBe(422);
  });

  it('lists camps with the token; without it or with another officer’s, 422', async () => {
    const res = await call('POST', 'tafweej/get-camps?page=1', kdana, { token_tafweej: token, paginate: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.length).toBe(3);
    expect((await call('POST', 'tafweej/get-camps', kdana, {})).statusCode).toBe(422);
    const bad = await call('POST', 'tafweej/get-camps', kdana, { token_tafweej: 'x'.repeat(40) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.token_tafweej).toEqual(['The tafweej session has expired; request a new code']);
    expect((await call('POST', 'tafweej/get-camps', admin, { token_tafweej: token })).statusCode).toBe(422);
  });

  it('an expired token is refused', async () => {
    await app.ctx.db.execute(sql`update tafweej_tokens set expires_at = now() - interval '1 second'`);
    expect((await call('POST', 'tafweej/get-camps', kdana, { token_tafweej: token })).statusCode).toBe(422);
    await app.ctx.db.execute(sql`update tafweej_tokens set expires_at = now() + interval '30 minutes'`);
  });

  it('changes a camp status (audited as tafweej) and checks its assignment', async () => {
    const c = await one<{ id: number; status: string }>(
      sql`select c.id, c.status from camps c join assign_camps a on a.camp_id = c.id and a.status <> 'returned' limit 1`,
    );
    const to = c.status === 'ready' ? 'notready' : 'ready';
    const res = await call('POST', 'tafweej/change-camp-status', kdana, {
      token_tafweej: token,
      camp_id: c.id,
      status: to,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(to);
    expect((await auditRows(app, { method: 'tafweej/change-camp-status' })).at(-1)).toMatchObject({
      record_id: String(c.id),
    });
    expect(
      await one(
        sql`select action, to_status from workflow_events where workflow = 'camp' and record_id = ${c.id}
             order by id desc limit 1`,
      ),
    ).toEqual({ action: to === 'ready' ? 'tafweej_ready' : 'tafweej_not_ready', to_status: to });
    const check = await call('POST', 'tafweej/check-assign-camp', kdana, {
      token_tafweej: token,
      camp_id: c.id,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.assign_camp_id).toBeGreaterThan(0);
    const free = await one<{ id: number }>(
      sql`select c.id from camps c where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned') limit 1`,
    );
    const none = await call(
      'POST',
      'tafweej/check-assign-camp',
      kdana,
      { token_tafweej: token, camp_id: free.id },
      'ar',
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('المخيم غير مخصص لأي شركة');
    expect(
      (
        await call('POST', 'tafweej/check-assign-camp', kdana, {
          token_tafweej: token,
          camp_id: 2_000_000_000,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('at most 3 codes per window (429)', async () => {
    await call('POST', 'tafweej/send-otp', kdana, {});
    await call('POST', 'tafweej/send-otp', kdana, {});
    expect((await call('POST', 'tafweej/send-otp', kdana, {})).statusCode).toBe(429);
  });
});
