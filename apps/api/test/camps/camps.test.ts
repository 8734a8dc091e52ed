// Camps (spec §2 camp assignment area, §3 "Camp", §4, §7 "Camps"): the demo layout and general/camps.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp, userId } from '../helpers';
import { campsApp } from './camps-fixture';

const f = campsApp();
const { call, one, rows } = f;
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
