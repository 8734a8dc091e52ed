import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, auditRows, createTestApp, lastOutbox, type TestApp, tokenFor, userId } from '../helpers';

// Squares, cities, camps and the tafweej flow (spec §2 camp assignment area, §3 "Camp", §4, §7 "Camps").
let app: TestApp;
let admin: string;
let kdana: string;
let company: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  kdana = await tokenFor(app, 'kdana');
  company = await tokenFor(app, 'raft_company');
}, 120_000);
afterAll(() => app.close());

const call = apiCaller(() => app);

const one = async <T>(q: ReturnType<typeof sql>) => (await query<T>(app.ctx.db, q))[0];
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

describe('demo layout', () => {
  it('has dozens of squares and about 3,000 camps, assignments in every status', async () => {
    const r = await one<{ squares: number; camps: number; statuses: string[] }>(
      sql`select (select count(*)::int from squares) as squares, (select count(*)::int from camps) as camps,
                 (select array_agg(distinct status order by status) from assign_camps) as statuses`,
    );
    expect(r.squares).toBeGreaterThanOrEqual(24);
    expect(r.camps).toBeGreaterThanOrEqual(2500);
    expect(r.statuses).toEqual(['answered', 'appointment', 'deliverd', 'pending', 'returned']);
  });
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

describe('general/camps', () => {
  let squareId: number;
  let otherSquare: number;
  let campId: number;
  beforeAll(async () => {
    const r = await one<{ a: number; b: number }>(
      sql`select min(id)::int as a, max(id)::int as b from squares`,
    );
    squareId = r.a;
    otherSquare = r.b;
  });

  it('sorts camp numbers naturally (1, 2, … 10, 11), ascending and descending, on every page', async () => {
    const numbersOf = async (dir: 'asc' | 'desc') => {
      const out: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await call('POST', `general/camps?page=${page}`, kdana, {
          square_id: squareId,
          paginate: 20,
          sort_by: 'camp_number',
          sort_dir: dir,
        });
        expect(res.statusCode).toBe(200);
        out.push(...(res.json().data.data as { camp_number: string }[]).map((c) => c.camp_number));
      }
      return out;
    };
    const asc = await numbersOf('asc');
    expect(asc).toHaveLength(75);
    expect(asc.slice(0, 12)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const natural = [...asc].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(asc).toEqual(natural);
    expect(await numbersOf('desc')).toEqual([...natural].reverse());
    // Across squares: the largest numbers first, never "9" before "75".
    const all = await call('POST', 'general/camps?page=1', kdana, {
      paginate: 60,
      sort_by: 'camp_number',
      sort_dir: 'desc',
    });
    const top = (all.json().data.data as { camp_number: string }[]).map((c) => Number(c.camp_number));
    expect(top[0]).toBe(75);
    expect(top).toEqual([...top].sort((a, b) => b - a));
  });

  it('lists with filters, labels and the active assignment', async () => {
    const res = await call('POST', 'general/camps?page=2', kdana, { square_id: squareId, paginate: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ per_page: 10, current_page: 2, total: 75, last_page: 8 });
    expect(body.data.data[0]).toHaveProperty('status_text');
    expect([0, 1]).toContain(body.data.data[0].is_developed);
    expect(body.filters.square_id.length).toBeGreaterThan(20);
    const taken = await call('POST', 'general/camps', kdana, {
      square_id: squareId,
      assigned: 1,
      paginate: 100,
    });
    for (const c of taken.json().data.data) expect(c.assign_camp_id).not.toBeNull();
    const free = await call('POST', 'general/camps', kdana, {
      square_id: squareId,
      assigned: 0,
      paginate: 100,
    });
    for (const c of free.json().data.data) expect(c.assign_camp_id).toBeNull();
    expect(taken.json().data.total + free.json().data.total).toBe(75);
  });

  it('stores a camp (1/0 flags, uuid, audit) and reads it back', async () => {
    const res = await call('POST', 'general/camps/store', admin, {
      square_id: squareId,
      camp_number: 'T-100',
      status: 'ready',
      is_developed: '1',
      mina_label: 'A-1-100',
      mina_plot_number: '101/100',
      tents_count: 40,
      size: 2500,
    });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    campId = d.id;
    expect(d).toMatchObject({ camp_number: 'T-100', is_developed: 1, status: 'ready', status_text: 'Ready' });
    expect(d.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await auditRows(app, { table: 'camps' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(campId),
    });
  });

  it('refuses a camp number already used in the same square (any case), accepts it in another square', async () => {
    const dup = await call(
      'POST',
      'general/camps/store',
      admin,
      { square_id: squareId, camp_number: 't-100' },
      'ar',
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.camp_number).toEqual(['رقم المخيم موجود مسبقاً في هذا المربع']);
    const other = await call('POST', 'general/camps/store', admin, {
      square_id: otherSquare,
      camp_number: 'T-100',
    });
    expect(other.statusCode).toBe(201);
  });

  it('422 per field for bad input, never a 500', async () => {
    const res = await call('POST', 'general/camps/store', admin, {
      square_id: 2_000_000_000,
      camp_number: '',
      status: 'open',
      is_developed: 5,
      tents_count: -1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'camp_number',
      'is_developed',
      'status',
      'tents_count',
    ]);
    const unknown = await call('POST', 'general/camps/store', admin, {
      square_id: 2_000_000_000,
      camp_number: 'X',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ square_id: ['The square does not exist'] });
    const city = await call('POST', 'general/camps/store', admin, {
      square_id: squareId,
      camp_number: 'X',
      city_id: 2_000_000_000,
    });
    expect(city.json().errors).toEqual({ city_id: ['The city does not exist'] });
  });

  it('updates, sets the status, and answers 404 for a missing camp', async () => {
    const up = await call('POST', `general/camps/update/${campId}`, admin, {
      square_id: squareId,
      camp_number: 'T-101',
      tents_count: 41,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ camp_number: 'T-101', tents_count: 41, status: 'notready' });
    const st = await call('POST', `general/camps/updateCampStatus/${campId}`, admin, { status: 'ready' });
    expect(st.statusCode).toBe(200);
    expect(st.json()).toMatchObject({ message: 'The camp status was updated', data: { status: 'ready' } });
    expect((await auditRows(app, { table: 'camps' })).at(-1)).toMatchObject({
      event: 'status_changed',
      old_value: { status: 'notready' },
      new_value: { status: 'ready' },
    });
    // Readiness is the camp workflow's: both moves (the update's, to its default, and the
    // status call's) are on the camp's timeline.
    expect(
      await rows(
        sql`select action, from_status, to_status from workflow_events
             where workflow = 'camp' and record_id = ${campId} and from_status is not null order by id`,
      ),
    ).toEqual([
      { action: 'not_ready', from_status: 'ready', to_status: 'notready' },
      { action: 'ready', from_status: 'notready', to_status: 'ready' },
    ]);
    expect(
      (await call('POST', `general/camps/updateCampStatus/${campId}`, admin, { status: 'x' })).statusCode,
    ).toBe(422);
    expect((await call('GET', 'general/camps/edit/2000000000', admin)).statusCode).toBe(404);
    expect(
      (
        await call('POST', 'general/camps/update/2000000000', admin, {
          square_id: squareId,
          camp_number: 'Q',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a free camp; an assigned one stays (422)', async () => {
    expect((await call('DELETE', `general/camps/delete/${campId}`, admin)).statusCode).toBe(200);
    const assigned = await one<{ id: number }>(sql`select camp_id as id from assign_camps limit 1`);
    const res = await call('DELETE', `general/camps/delete/${assigned.id}`, admin);
    expect(res.statusCode).toBe(422);
    expect(await one(sql`select id from camps where id = ${assigned.id}`)).toBeTruthy();
  });

  it('401 and 403 (a company holds no camp permission)', async () => {
    expect((await call('POST', 'general/camps', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/camps', company, {})).statusCode).toBe(403);
    expect(
      (await call('POST', 'general/camps/store', company, { square_id: squareId, camp_number: 'Z' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `general/camps/camp-by-square/${squareId}`, company)).statusCode).toBe(403);
  });

  it('camp-by-square lists the square’s camps with is_assigned; 404 for a missing square', async () => {
    const res = await call('GET', `general/camps/camp-by-square/${squareId}`, kdana);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBe(75);
    expect(res.json().data.some((c: { is_assigned: number }) => c.is_assigned === 1)).toBe(true);
    expect((await call('GET', 'general/camps/camp-by-square/2000000000', kdana)).statusCode).toBe(404);
  });

  it('get-all-data: every receiver for an authority, only itself for a company', async () => {
    const all = await call('GET', 'general/camps/get-all-data', kdana);
    expect(all.statusCode).toBe(200);
    // The raft company, the raft office, the service provider and the survey account (a raft office).
    expect(all.json().data.companies.length).toBe(4);
    expect(all.json().data.squares.length).toBeGreaterThan(20);
    const own = await call('GET', 'general/camps/get-all-data', company);
    const me = await userId(app, 'raft_company@demo.mashaer.sa');
    expect(own.json().data.companies.map((c: { value: number }) => c.value)).toEqual([me]);
    expect((await call('GET', 'general/camps/get-all-data', null)).statusCode).toBe(401);
  });
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
