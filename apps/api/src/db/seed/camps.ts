import { PERMISSION_NAMES } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { applyAction } from '../../lib/workflow';
import { assignmentWorkflow } from '../../modules/camps/assignment.workflow';
import { query, type Tx } from '../client';
import { assignCamps } from '../schema';

/** Mina's layout in the demo: 40 squares of 75 camps (3,000 camps). */
const DEMO_SQUARES = 40;
const DEMO_CAMPS_PER_SQUARE = 75;

const CITIES: [string, string][] = [
  ['منى', 'Mina'],
  ['مكة المكرمة', 'Makkah'],
  ['عرفات', 'Arafat'],
  ['مزدلفة', 'Muzdalifah'],
  ['المدينة المنورة', 'Madinah'],
];

const COUNTRIES: [string, string][] = [
  ['إندونيسيا', 'Indonesia'],
  ['باكستان', 'Pakistan'],
  ['الهند', 'India'],
  ['بنغلاديش', 'Bangladesh'],
  ['نيجيريا', 'Nigeria'],
  ['تركيا', 'Turkey'],
  ['الجزائر', 'Algeria'],
  ['ماليزيا', 'Malaysia'],
  ['المغرب', 'Morocco'],
  ['السودان', 'Sudan'],
  ['العراق', 'Iraq'],
  ['المملكة العربية السعودية', 'Saudi Arabia'],
];

const list = (rows: [string, string][]) =>
  sql.join(
    rows.map(([ar, en]) => sql`(${ar}, ${en})`),
    sql`, `,
  );

/**
 * The camps area's demo data, set-based (a handful of statements, whatever the counts): squares,
 * cities, countries, 3,000 camps, and assignments in every status with their timelines,
 * appointments and absences (no extra users: other areas' tests count the demo accounts). The demo raft company, raft office and service provider hold camps
 * in every status, so each sees its own camps and appointments.
 */
export async function seedCamps(
  tx: Tx,
  ids: { admin: number; kdana: number; raft_office: number; raft_company: number; service_provider: number },
) {
  await tx.execute(sql`
    insert into squares (name, name_en)
    select 'مربع ' || g, 'Square ' || g from generate_series(1, ${DEMO_SQUARES}::int) g`);
  await tx.execute(sql`insert into cities (name, name_en) values ${list(CITIES)}`);
  await tx.execute(
    sql`insert into countries (name, name_en) values ${list(COUNTRIES)} on conflict do nothing`,
  );

  // Camps: numbered within their square; mina labels by zone letter; sizes and tents vary.
  await tx.execute(sql`
    insert into camps (square_id, city_id, camp_number, status, is_developed, mina_label, mina_plot_number, tents_count, size)
    select s.id,
           (select id from cities where name_en = 'Mina'),
           n::text,
           case when (s.id * 7 + n) % 5 < 2 then 'ready' else 'notready' end,
           (s.id + n) % 3 = 0,
           chr(65 + (s.id - 1) % 8) || '-' || s.id || '-' || n,
           (100 + s.id) || '/' || n,
           20 + (s.id * 13 + n * 7) % 60,
           1500 + ((s.id * 31 + n * 17) % 50) * 100
      from squares s cross join generate_series(1, ${DEMO_CAMPS_PER_SQUARE}::int) n
     order by s.id, n`);

  // Assignments. The three demo companies (the demo's receiving organisations) get twelve camps
  // each in a fixed status order, then share about half of the remaining camps.
  await tx.execute(sql`
    with demo as (
      select c.id as camp_id, (array[${ids.raft_company}::int, ${ids.raft_office}::int, ${ids.service_provider}::int])[1 + (c.rn - 1) / 12] as company_id,
             'pending' as status
        from (select id, row_number() over (order by id) as rn from camps) c where c.rn <= 36
    ), others as (
      select c.id as camp_id,
             (array[${ids.raft_company}::int, ${ids.raft_office}::int, ${ids.service_provider}::int])[1 + (c.id / 16) % 3] as company_id,
             (array['pending','appointment','answered','deliverd','deliverd','deliverd','returned','appointment'])[1 + (c.id / 2) % 8] as status
        from camps c where c.id > (select min(id) + 35 from camps) and c.id % 2 = 0
    ), rows as (select * from demo union all select * from others)
    insert into assign_camps (camp_id, company_id, receiver_cr, country_id, pilgrims_count, status, created_by, created_at, updated_at)
    select r.camp_id, r.company_id, (7000000000 + r.camp_id)::text,
           (select array_agg(id order by id) from countries)[1 + r.camp_id % (select count(*) from countries)::int],
           100 + (r.camp_id * 37) % 900, r.status, ${ids.kdana}::int,
           timestamptz '2026-04-01 09:00+03' + (r.camp_id % 30) * interval '1 day',
           timestamptz '2026-04-01 09:00+03' + (r.camp_id % 30) * interval '1 day'
      from rows r`);

  // The timeline of each assignment: the path its status took.
  await tx.execute(sql`
    insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, created_at)
    select 'assignment', a.id, case when i = 1 then null else p.path[i - 1] end, p.path[i],
           case p.path[i] when 'pending' then 'created' when 'appointment' then 'appointment_booked'
             when 'answered' then 'answer' when 'deliverd' then 'deliver' else 'return' end,
           case when p.path[i] = 'answered' then a.company_id else ${ids.kdana}::int end,
           a.created_at + (i - 1) * interval '3 days'
      from assign_camps a
      cross join lateral (select case a.status
          when 'pending' then array['pending']
          when 'appointment' then array['pending','appointment']
          when 'answered' then array['pending','appointment','answered']
          when 'deliverd' then array['pending','appointment','answered','deliverd']
          else array['pending','appointment','returned'] end as path) p
      cross join lateral generate_subscripts(p.path, 1) i`);

  // One appointment for every assignment past pending, spread over the delivery days in slots.
  await tx.execute(sql`
    insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status, created_by, created_at)
    select a.id, a.camp_id, a.company_id, t.at, t.at + interval '1 hour',
           case when a.status = 'appointment' and a.id % 2 = 0 then 'pending' else 'approved' end,
           ${ids.kdana}::int, a.created_at + interval '3 days'
      from assign_camps a
      cross join lateral (select timestamptz '2026-05-10 08:00+03' + (a.id % 20) * interval '1 day'
                                 + ((a.id / 20) % 9) * interval '1 hour' as at) t
     where a.status <> 'pending'`);

  await walkDemoAssignments(tx, ids.kdana);

  // A few companies missed their appointment (approved ones still awaiting delivery).
  await tx.execute(sql`
    with missed as (
      select ap.id, ap.company_id, ap.appointment from appointments ap join assign_camps a on a.id = ap.assign_camp_id
       where a.status = 'appointment' and ap.status = 'approved' and ap.id % 3 = 0
    ), marked as (update appointments set absent_at = missed.appointment + interval '2 hours'
                   from missed where appointments.id = missed.id returning appointments.id)
    insert into absence_history (appointment_id, company_id, appointment_at, created_by, created_at)
    select m.id, m.company_id, m.appointment, ${ids.kdana}::int, m.appointment + interval '2 hours' from missed m`);
}

/**
 * The demo companies' 36 assignments (every status, twelve each) are created pending and moved to
 * their status through the assignment workflow (lib/workflow.ts), as the API would: an appointment
 * is booked, the delivery starts at an approved one, the camp is received or returned. Each move
 * writes its timeline event and audit row. (The thousands of other assignments are bulk-loaded in
 * their status with the same timeline rows, for speed.)
 */
async function walkDemoAssignments(tx: Tx, kdanaId: number) {
  const rows = await query<{ id: number; target: string }>(
    tx,
    sql`
    select a.id, (array['pending','appointment','answered','deliverd','returned','pending','appointment','answered','deliverd','appointment','answered','deliverd'])[1 + (c.rn - 1) % 12] as target
      from assign_camps a join (select id, row_number() over (order by id) as rn from camps) c on c.id = a.camp_id
     where c.rn <= 36 order by a.id`,
  );
  const actor: Actor = {
    id: kdanaId,
    orgId: kdanaId,
    typeId: 5,
    typeCode: 'kdana',
    isAuthority: true,
    permissions: new Set(PERMISSION_NAMES),
    lang: 'ar',
    ip: null,
  };
  const paths: Record<string, string[]> = {
    pending: [],
    appointment: ['appointment_booked'],
    answered: ['appointment_booked', 'answer'],
    deliverd: ['appointment_booked', 'answer', 'deliver'],
    returned: ['appointment_booked', 'return'],
  };
  for (const { id, target } of rows) {
    if (target === 'pending') continue;
    await tx.execute(sql`
      insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status, created_by, created_at)
      select a.id, a.camp_id, a.company_id, t.at, t.at + interval '1 hour',
             ${target === 'appointment' && id % 2 === 0 ? 'pending' : 'approved'}, ${kdanaId}::int, a.created_at + interval '3 days'
        from assign_camps a
        cross join lateral (select timestamptz '2026-05-10 08:00+03' + (a.id % 20) * interval '1 day'
                                   + ((a.id / 20) % 9) * interval '1 hour' as at) t
       where a.id = ${id}`);
    for (const action of paths[target]) {
      const [row] = await tx.select().from(assignCamps).where(eq(assignCamps.id, id)).for('update');
      await applyAction(tx, assignmentWorkflow, actor, row, action, { system: true, quiet: true });
    }
  }
}
