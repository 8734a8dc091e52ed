/**
 * The season-at-full-scale data generator of the benchmarks (issue 7 §1). Each area adds its own
 * table generator to GENERATORS; a generator whose table does not exist yet is skipped (so the
 * camps and orders hooks are there before their areas are). Everything is `insert … select
 * generate_series` so a million rows take seconds, on PostgreSQL and on PGlite alike.
 */
import { createHmac } from 'node:crypto';

/** Runs SQL on whichever database: a `pg` client or PGlite. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Scale = {
  companies: number;
  users: number;
  audit: number;
  notifications: number;
  camps: number;
  orders: number;
  /** Each of the other areas' large tables (readiness and entry licences, re-assign/lock orders, sadad orders, invoices, violations, tickets, questionnaire answers, GIS tents). */
  workflows: number;
};

/**
 * The issue's season: 3,000 camps, 1,500 companies with 5,000 users, 1 M audit rows, 1 M
 * notifications, 100 k orders, 20 k of each other workflow's records.
 */
export const FULL: Scale = {
  companies: 1500,
  users: 5000,
  audit: 1_000_000,
  notifications: 1_000_000,
  camps: 3000,
  orders: 100_000,
  workflows: 20_000,
};
/** What PGlite (one WASM process) is loaded with: the same people, a tenth of the history. */
export const PGLITE: Scale = {
  ...FULL,
  audit: 100_000,
  notifications: 100_000,
  orders: 10_000,
  workflows: 2_000,
};

export const BENCH_PASSWORD = 'Bench@123';
export const benchEmail = (kind: 'c' | 'e', n: number) => `bench-${kind}${n}@bench.mashaer.sa`;

export type TableGenerator = {
  table: string;
  /** Rows this generator adds at a scale. */
  rows: (s: Scale) => number;
  run: (exec: Exec, s: Scale, ctx: { passwordHash: string }) => Promise<void>;
};

const tableExists = async (exec: Exec, table: string) =>
  (await exec(`select to_regclass($1) is not null as ok`, [table])).rows[0]?.ok === true;

/** Registrable (company) type ids, the types a bench company is of. */
const COMPANY_TYPES = [2, 3, 4, 6, 8, 9, 10, 11];

/** The bench camps a bench company holds (not returned), numbered: what a workflow's records hang on. */
const HELD_BENCH_CAMPS = `select a.id, a.camp_id, c.square_id, a.company_id, row_number() over (order by a.id) as rn, count(*) over () as n
    from assign_camps a join camps c on c.id = a.camp_id join squares sq on sq.id = c.square_id
   where sq.name_en like 'Bench square %' and a.status <> 'returned'`;

/** The active bench organisations that may be billed (not of an authority type), numbered. */
const BILLABLE_BENCH_COMPANIES = `select u.id, row_number() over (order by u.id) as rn, count(*) over () as n
    from users u join user_types t on t.id = u.type_id
   where u.email like 'bench-c%' and u.status = 'active' and u.parent_id is null and not t.is_authority`;

export const GENERATORS: TableGenerator[] = [
  {
    // 1,500 companies and their employees (parent_id), 5,000 people in all, with the company role.
    table: 'users',
    rows: (s) => s.users,
    run: async (exec, s, { passwordHash }) => {
      await exec(
        `insert into users (name, email, phone, password_hash, type_id, status, is_government, is_acknowledged,
                            first_name, last_name, company_name_ar, company_name_en, created_at, updated_at)
         select 'شركة ' || g, 'bench-c' || g || '@bench.mashaer.sa', '5' || lpad(g::text, 8, '0'), $1,
                (array[${COMPANY_TYPES.join(',')}])[1 + g % ${COMPANY_TYPES.length}],
                case when g % 20 = 0 then 'pending' when g % 33 = 0 then 'disabled' else 'active' end,
                false, true, 'مدير', 'الشركة' || g, 'شركة الحج ' || g, 'Hajj Company ' || g,
                now() - (g || ' hours')::interval, now()
           from generate_series(1, $2::int) g`,
        [passwordHash, s.companies],
      );
      await exec(
        `with c as (select id, type_id, row_number() over (order by id) as rn from users where email like 'bench-c%')
         insert into users (name, email, phone, password_hash, type_id, parent_id, status, is_acknowledged, first_name, last_name, created_at, updated_at)
         select 'موظف ' || g, 'bench-e' || g || '@bench.mashaer.sa', '59' || lpad(g::text, 7, '0'), $1, c.type_id, c.id,
                case when g % 25 = 0 then 'disabled' else 'active' end, true, 'موظف', 'رقم' || g,
                now() - (g || ' minutes')::interval, now()
           from generate_series(1, $2::int) g join c on c.rn = 1 + g % $3::int`,
        [passwordHash, s.users - s.companies, s.companies],
      );
      await exec(
        `insert into user_roles (user_id, role_id)
         select u.id, ur.role_id from users u
           cross join (select role_id from user_roles r join users d on d.id = r.user_id
                        where d.email = 'raft_company@demo.mashaer.sa' limit 1) ur
          where u.email like 'bench-%' on conflict do nothing`,
      );
    },
  },
  {
    // Reference data the record-read call reads (GET general/countries/edit/{id}).
    table: 'countries',
    rows: () => 200,
    run: async (exec) => {
      await exec(
        `insert into countries (name, name_en) select 'دولة ' || g, 'Country ' || g from generate_series(1, 200) g
         on conflict do nothing`,
      );
    },
  },
  {
    // A season's call log: every kind of change by every kind of user over two months, and the
    // access events the access log (`general/logs`) lists: 40 % of the rows (both reports read it).
    table: 'audit_log',
    rows: (s) => s.audit,
    run: async (exec, s) => {
      await exec(
        `with ids as (select array_agg(id order by id) as a, count(*)::int as n from users)
         insert into audit_log (event, table_name, record_id, old_value, new_value, module, method, message, user_id, ip, created_at)
         select (array['created','updated','deleted','login','code_sent','created','updated','login_failed','logout','updated'])[1 + g % 10],
                (array['users','access_tokens','countries','notifications','files'])[1 + g % 5],
                (g % 5000)::text,
                case when g % 5 = 1 then jsonb_build_object('name', 'قديم ' || g) end,
                jsonb_build_object('name', 'جديد ' || g, 'status', 'active', 'platform', 'mena'),
                (array['auth','users','profile','countries','notifications'])[1 + g % 5],
                (array['auth/login','users/update','profile/update','general/countries/store','notifications/store'])[1 + g % 5],
                null, ids.a[1 + ((g::bigint * 7919) % ids.n)::int], '10.0.' || (g % 250) || '.' || (g % 200),
                now() - ((g % 5184000) || ' seconds')::interval
           from generate_series(1, $1::int) g, ids`,
        [s.audit],
      );
    },
  },
  {
    // The bells: 200 notifications a person on average, two thirds of them seen.
    table: 'notifications',
    rows: (s) => s.notifications,
    run: async (exec, s) => {
      await exec(
        `with ids as (select array_agg(id order by id) as a, count(*)::int as n from users)
         insert into notifications (user_id, message, link, is_seen, cleared_at, created_at)
         select ids.a[1 + ((g::bigint * 104729) % ids.n)::int], 'تم تحديث حالة الطلب رقم ' || g, '/orders/' || (g % 100000),
                g % 3 <> 0, case when g % 17 = 0 then now() end, now() - ((g % 5184000) || ' seconds')::interval
           from generate_series(1, $1::int) g, ids`,
        [s.notifications],
      );
    },
  },
  {
    // 3,000 more camps over their own squares (75 a square), most assigned to active bench
    // companies in every status, with their timelines and an appointment past pending.
    table: 'camps',
    rows: (s) => s.camps,
    run: async (exec, s) => {
      await exec(
        `insert into squares (name, name_en)
         select 'مربع قياس ' || g, 'Bench square ' || g from generate_series(1, ${Math.ceil(s.camps / 75)}) g
         on conflict do nothing`,
      );
      await exec(
        `insert into camps (square_id, camp_number, status, is_developed, mina_label, tents_count, size)
         select sq.id, n::text, case when (sq.id + n) % 3 = 0 then 'ready' else 'notready' end, n % 2 = 0,
                'B-' || sq.id || '-' || n, 20 + (sq.id * 7 + n) % 60, 1500 + ((sq.id * 31 + n) % 50) * 100
           from squares sq cross join generate_series(1, 75) n
          where sq.name_en like 'Bench square %'
          order by sq.id, n limit ${s.camps}
         on conflict do nothing`,
      );
      await exec(
        `with c as (
           select c.id, row_number() over (order by c.id) as rn
             from camps c join squares sq on sq.id = c.square_id
            where sq.name_en like 'Bench square %'
              and not exists (select 1 from assign_camps a where a.camp_id = c.id)
         ), comp as (
           select array_agg(id order by id) as ids from users
            where email like 'bench-c%' and status = 'active' and type_id in (2, 3, 4)
         )
         insert into assign_camps (camp_id, company_id, receiver_cr, status, created_at, updated_at)
         select c.id, comp.ids[1 + c.rn % array_length(comp.ids, 1)], (7000000000 + c.id)::text,
                (array['pending','appointment','answered','deliverd','deliverd','returned'])[1 + c.rn % 6],
                now() - (c.rn % 60) * interval '1 day', now() - (c.rn % 60) * interval '1 day'
           from c, comp where c.rn % 10 <> 0 and array_length(comp.ids, 1) > 0`,
      );
      await exec(
        `insert into workflow_events (workflow, record_id, from_status, to_status, action, created_at)
         select 'assignment', a.id, case when i = 1 then null else p.path[i - 1] end, p.path[i],
                case p.path[i] when 'pending' then 'created' when 'appointment' then 'appointment_booked'
                  when 'answered' then 'answer' when 'deliverd' then 'deliver' else 'return' end,
                a.created_at + (i - 1) * interval '1 day'
           from assign_camps a
           join camps c on c.id = a.camp_id join squares sq on sq.id = c.square_id and sq.name_en like 'Bench square %'
          cross join lateral (select case a.status
              when 'pending' then array['pending'] when 'appointment' then array['pending','appointment']
              when 'answered' then array['pending','appointment','answered']
              when 'deliverd' then array['pending','appointment','answered','deliverd']
              else array['pending','appointment','returned'] end as path) p
          cross join lateral generate_subscripts(p.path, 1) i`,
      );
      await exec(
        `insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status, created_at)
         select a.id, a.camp_id, a.company_id, t.at, t.at + interval '1 hour',
                case when a.status = 'appointment' and a.id % 2 = 0 then 'pending' else 'approved' end, a.created_at
           from assign_camps a
           join camps c on c.id = a.camp_id join squares sq on sq.id = c.square_id and sq.name_en like 'Bench square %'
          cross join lateral (select date_trunc('day', a.created_at) + interval '30 days' + (a.id % 9) * interval '1 hour' as at) t
          where a.status <> 'pending'`,
      );
    },
  },
  // The orders area adds its generator here (100,000 orders in every status).
  {
    table: 'orders',
    rows: (s) => s.orders,
    // Orders of the bench companies on the camps they hold, in every status, each naming a
    // consultant and a contractor, with its timeline from creation to its status (a few hours a step); numbered in their own season series.
    run: async (exec, s) => {
      const season = Number.parseInt(
        new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { year: 'numeric' }).format(new Date()),
        10,
      );
      await exec(
        `with a as (
           select a.camp_id, a.company_id, row_number() over (order by a.id) as rn, count(*) over () as n
             from assign_camps a where a.status <> 'returned'
         ), p as (
           select (select u.id from users u join user_types t on t.id = u.type_id where t.code = 'consultant'
                    and u.parent_id is null order by u.id limit 1) as consultant,
                  (select u.id from users u join user_types t on t.id = u.type_id where t.code = 'contractor'
                    and u.parent_id is null order by u.id limit 1) as contractor
         )
         insert into orders (number, season, status, company_id, filed_by, camp_id, number_of_hijaj, camp_size,
                             count_day, planed_achive_date, consultant_id, contractor_id, created_by, created_at, updated_at)
         select 'ORD-' || ${season} || '-B' || lpad(g::text, 6, '0'), ${season},
                (array['draft','sent','consultant_accepted','contractor_accepted','under_review','returned','approved','cancelled'])[1 + g % 8],
                a.company_id, a.company_id, a.camp_id, 500 + g % 2000, 1000 + g % 5000, 1 + g % 10,
                (date '2027-05-01' + (g % 60)), p.consultant, p.contractor, a.company_id,
                now() - (g % 90) * interval '1 day', now() - (g % 90) * interval '1 day'
           from generate_series(1, ${s.orders}) g
           join a on a.rn = 1 + g % (select max(n) from a), p
         on conflict do nothing`,
      );
      await exec(
        `insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, created_at, from_entered_at)
         select 'order', o.id, case when i = 1 then null else p.path[i - 1] end, p.path[i],
                case p.path[i] when 'draft' then 'created' when 'sent' then 'send'
                  when 'consultant_accepted' then 'consultant_accept' when 'contractor_accepted' then 'contractor_accept'
                  when 'under_review' then 'contractor_accept' when 'returned' then 'consultant_decline'
                  when 'approved' then 'approve' else 'cancel' end,
                o.created_by, o.created_at + (i - 1) * (1 + o.id % 12) * interval '1 hour',
                case when i > 1 then o.created_at + (i - 2) * (1 + o.id % 12) * interval '1 hour' end
           from orders o
          cross join lateral (select case o.status
              when 'draft' then array['draft'] when 'sent' then array['draft','sent']
              when 'consultant_accepted' then array['draft','sent','consultant_accepted']
              when 'contractor_accepted' then array['draft','sent','contractor_accepted']
              when 'under_review' then array['draft','sent','consultant_accepted','under_review']
              when 'returned' then array['draft','sent','returned']
              when 'approved' then array['draft','sent','consultant_accepted','under_review','approved']
              else array['draft','sent','cancelled'] end as path) p
          cross join lateral generate_subscripts(p.path, 1) i
          where o.number like 'ORD-%-B%'`,
      );
    },
  },
  {
    // Readiness licences of the held bench camps: one live request (pending, approved or
    // disapproved) an assignment, the rest of the history rejected or cancelled.
    table: 'readiness_licenses',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with a as (${HELD_BENCH_CAMPS}),
              f as (select id from forms where type = 'simple_readiness_license' order by id limit 1)
         insert into readiness_licenses (assign_camp_id, camp_id, company_id, form_id, is_committed, status,
                                         validity_period, issued_at, expires_at, rejection_reason, created_by, created_at, updated_at)
         select a.id, a.camp_id, a.company_id, (select id from f), true, st.status,
                case when st.status = 'approved' then 30 end,
                case when st.status = 'approved' then t.at + interval '2 days' end,
                case when st.status = 'approved' then t.at + interval '32 days' end,
                case when st.status in ('disapproved', 'rejected') then 'المخطط غير مطابق ' || g end,
                a.company_id, t.at, t.at
           from generate_series(1, ${s.workflows}) g
           join a on a.rn = 1 + g % (select max(n) from a)
          cross join lateral (select case when g <= a.n then (array['pending','approved','disapproved'])[1 + g % 3]
                                          else (array['rejected','cancelled'])[1 + g % 2] end as status) st
          cross join lateral (select now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t
         on conflict do nothing`,
      );
    },
  },
  {
    // Entry (car) licences for the held bench camps, pending, approved or rejected.
    table: 'car_licences',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with a as (${HELD_BENCH_CAMPS})
         insert into car_licences (company_id, camp_id, square_id, period, visit_cause, plate_number, driver_name,
                                   driver_identity, status, reject_cause, approval_date, expire_date, created_by, created_at, updated_at)
         select a.company_id, a.camp_id, a.square_id, 1 + g % 30, 'توريد معدات المخيم ' || g,
                'أ ب ج ' || (1000 + g % 9000), 'سائق ' || g, (1000000000 + g)::text, st.status,
                case when st.status = 'rejected' then 'بيانات المركبة غير مكتملة' end,
                case when st.status = 'approved' then t.at + interval '1 day' end,
                case when st.status = 'approved' then t.at + (2 + g % 30) * interval '1 day' end,
                a.company_id, t.at, t.at
           from generate_series(1, ${s.workflows}) g
           join a on a.rn = 1 + g % (select max(n) from a)
          cross join lateral (select (array['pending','approved','approved','rejected'])[1 + g % 4] as status) st
          cross join lateral (select now() - (g % 60) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t`,
      );
    },
  },
  {
    // Re-assign and lock orders in every status, each grouping one held bench camp (ids taken
    // from the sequence first, so the order and its camp go in in one statement).
    table: 'reassign_orders',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with a as (${HELD_BENCH_CAMPS}),
              r as materialized (
                select nextval(pg_get_serial_sequence('reassign_orders', 'id')) as oid, g, a.id as assign_id,
                       a.camp_id, a.company_id, (array['reassign','lock'])[1 + g % 2] as type,
                       (array['draft','signing','awaiting_payment','under_review','approved','redelivery_booked',
                              'redelivered','rejected','rejected_by_handover','cancelled'])[1 + g % 10] as status,
                       now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at
                  from generate_series(1, ${s.workflows}) g
                  join a on a.rn = 1 + g % (select max(n) from a)),
              o as (
                insert into reassign_orders (id, type, company_id, form_id, status, fee_halalas, rejection_reason,
                                             signed_at, redelivery_at, created_by, created_at, updated_at)
                select r.oid, r.type, r.company_id,
                       (select f.id from forms f where f.type = r.type order by f.id limit 1), r.status,
                       case when r.status not in ('draft', 'signing') then 50000 + (r.g % 20) * 2500 end,
                       case when r.status in ('rejected', 'rejected_by_handover') then 'الطلب غير مستوفٍ ' || r.g end,
                       case when r.status not in ('draft', 'signing') then r.at + interval '1 day' end,
                       case when r.status in ('redelivery_booked', 'redelivered') then r.at + interval '10 days' end,
                       r.company_id, r.at, r.at
                  from r
                returning id)
         insert into reassign_order_camps (reassign_order_id, camp_id, assign_camp_id, created_at)
         select r.oid, r.camp_id, r.assign_id, r.at from r`,
      );
    },
  },
  {
    // SADAD bills raised on the active bench companies, in every status and for every reason.
    table: 'sadad_orders',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with c as (${BILLABLE_BENCH_COMPANIES}),
              k as (select id from users where email = 'kdana@demo.mashaer.sa')
         insert into sadad_orders (bill_number, company_id, amount, due_date, reason, description, status,
                                   rejection_reason, paid_at, created_by, created_at, updated_at)
         select '9' || lpad(g::text, 9, '0'), c.id, 10000 + (g % 500) * 1250, date '2027-05-01' + (g % 60),
                (array['service_fee','reassign_fee','violation_fine','other'])[1 + g % 4], 'رسوم الموسم ' || g, st.status,
                case when st.status = 'rejected' then 'الإيصال غير واضح' end,
                case when st.status = 'paid' then t.at + interval '3 days' end,
                (select id from k), t.at, t.at
           from generate_series(1, ${s.workflows}) g
           join c on c.rn = 1 + g % (select max(n) from c)
          cross join lateral (select (array['issued','awaiting_review','paid','rejected','cancelled'])[1 + g % 5] as status) st
          cross join lateral (select now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t
         on conflict do nothing`,
      );
    },
  },
  {
    // Invoices (one line each, VAT 15 %) on the active bench companies, in every status; numbered
    // once issued.
    table: 'invoices',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with c as (${BILLABLE_BENCH_COMPANIES}),
              k as (select id from users where email = 'kdana@demo.mashaer.sa'),
              i as (
                insert into invoices (invoice_number, company_id, status, due_date, note, subtotal, vat_rate_bp,
                                      vat_total, total, issued_at, paid_at, rejection_reason, created_by, created_at, updated_at)
                select case when st.status not in ('draft', 'cancelled') then 'INV-B-' || lpad(g::text, 7, '0') end,
                       c.id, st.status, date '2027-06-01' + (g % 60), 'موسم الحج', m.sub, 1500,
                       (m.sub * 15 + 50) / 100, m.sub + (m.sub * 15 + 50) / 100,
                       case when st.status not in ('draft', 'cancelled') then t.at + interval '1 day' end,
                       case when st.status = 'approved' then t.at + interval '5 days' end,
                       case when st.status = 'rejected' then 'المبلغ المحول غير مطابق' end,
                       (select id from k), t.at, t.at
                  from generate_series(1, ${s.workflows}) g
                  join c on c.rn = 1 + g % (select max(n) from c)
                 cross join lateral (select (array['draft','issued','approved','rejected','cancelled'])[1 + g % 5] as status) st
                 cross join lateral (select (1 + g % 9) * 125000 as sub) m
                 cross join lateral (select now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t
                on conflict do nothing
                returning id, subtotal)
         insert into invoice_lines (invoice_id, position, description, quantity, unit_price, line_total)
         select i.id, 1, 'خدمات نظافة المخيم', i.subtotal / 125000, 125000, i.subtotal from i`,
      );
    },
  },
  {
    // Violations on the held bench camps (the camp's square and holder copied, as the service
    // does), in every status with the dates and texts each status has; by the authority's inspector.
    table: 'violations',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with a as (${HELD_BENCH_CAMPS}),
              lv as (select array_agg(id order by severity) as ids, array_agg(fix_hours order by severity) as hours from violation_levels),
              k as (select id from users where email = 'kdana@demo.mashaer.sa')
         insert into violations (number, camp_id, square_id, company_id, level_id, body, lat, lng, status, inspector_id,
                                 created_by, assigned_at, due_at, viewed_at, rejection_cause, reject_answer, answer,
                                 answered_at, created_at, updated_at)
         select 'V-B' || lpad(g::text, 7, '0'), a.camp_id, a.square_id, a.company_id, lv.ids[1 + g % array_length(lv.ids, 1)],
                'مخالفة اشتراطات السلامة رقم ' || g, 21.35 + (g % 900) * 0.0001, 39.85 + (g % 1000) * 0.0001, st.status,
                (select id from k), (select id from k),
                case when st.status not in ('created', 'cancelled') or g % 16 = 7 then t.at + interval '1 hour' end,
                case when st.status not in ('created', 'cancelled') or g % 16 = 7
                     then t.at + interval '1 hour' + lv.hours[1 + g % array_length(lv.hours, 1)] * interval '1 hour' end,
                case when st.status not in ('created', 'assigned', 'cancelled') then t.at + interval '3 hours' end,
                case when st.status in ('rejected', 'reject_answered') then 'المخالفة غير صحيحة ' || g end,
                case when st.status = 'reject_answered' then 'الاعتراض مرفوض' end,
                case when st.status = 'completed' then 'تمت الإزالة' end,
                case when st.status = 'completed' then t.at + interval '5 hours' end,
                t.at, t.at
           from generate_series(1, ${s.workflows}) g
           join a on a.rn = 1 + g % (select max(n) from a), lv
          cross join lateral (select (array['created','assigned','viewed','rejected','reject_answered','completed',
                                            'cancelled','locked'])[1 + g % 8] as status) st
          cross join lateral (select now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t
          where array_length(lv.ids, 1) > 0
         on conflict do nothing`,
      );
    },
  },
  {
    // Tickets of the active bench companies on the demo's subjects (each to its subject's admin
    // group), in every status and importance, answered and closed as the status says.
    table: 'tickets',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with c as (${BILLABLE_BENCH_COMPANIES}),
              sb as (select array_agg(id order by id) as ids, array_agg(group_id order by id) as groups from ticket_subjects where type_id < 4)
         insert into tickets (company_id, created_by, subject_id, group_id, content, importance_level, status, resolution,
                              first_answer_at, closed_at, created_at, updated_at)
         select c.id, c.id, sb.ids[1 + g % array_length(sb.ids, 1)], sb.groups[1 + g % array_length(sb.ids, 1)],
                'نرجو المساعدة في طلب رقم ' || g, (array['low','medium','high'])[1 + g % 3], st.status,
                case when st.status = 'closed' then 'تم الحل' end,
                case when st.status <> 'open' then t.at + interval '2 hours' end,
                case when st.status = 'closed' then t.at + interval '1 day' end, t.at, t.at
           from generate_series(1, ${s.workflows}) g
           join c on c.rn = 1 + g % (select max(n) from c), sb
          cross join lateral (select (array['open','in_progress','waiting_for_company','closed'])[1 + g % 4] as status) st
          cross join lateral (select now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as at) t
          where array_length(sb.ids, 1) > 0`,
      );
    },
  },
  {
    // A few published questionnaires to the company types, assigned to every bench user (the
    // user's organisation and type copied, as publishing does), pending or answered: as many
    // questionnaires as it takes for the rows asked (4 for 5,000 users and 20,000 rows).
    table: 'questionnaire_assignments',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `insert into questionnaires (title, title_en, description, group_ids, user_type_ids, is_required, opens_at, closes_at,
                                     status, content, published_at, created_by, created_at, updated_at)
         select 'استبيان رضا الموسم ' || q, 'Season satisfaction survey ' || q, 'استبيان قياس', '[1]'::jsonb,
                '[${COMPANY_TYPES.join(',')}]'::jsonb, q % 2, current_date - 10, current_date + 30, 'published',
                jsonb_build_array(jsonb_build_object('id', 1, 'title', 'الخدمات', 'title_en', 'Services', 'questions', jsonb_build_array(
                  jsonb_build_object('id', 1, 'type', 'rating', 'title', 'تقييم الخدمة', 'title_en', 'Rate the service',
                                     'options', '[]'::jsonb, 'is_required', 1),
                  jsonb_build_object('id', 2, 'type', 'text', 'title', 'ملاحظات', 'title_en', 'Notes',
                                     'options', '[]'::jsonb, 'is_required', 0)))),
                now() - interval '10 days', (select id from users where email = 'kdana@demo.mashaer.sa'),
                now() - interval '11 days', now() - interval '10 days'
           from generate_series(1, (select ceil($1::numeric / greatest(1, count(*)))::int from users where email like 'bench-%')) q`,
        [s.workflows],
      );
      await exec(
        `with u as (select id, coalesce(parent_id, id) as org, type_id, row_number() over (order by id) as rn, count(*) over () as n
                      from users where email like 'bench-%'),
              q as (select id, is_required, row_number() over (order by id) as k from questionnaires where title like 'استبيان رضا الموسم %')
         insert into questionnaire_assignments (questionnaire_id, user_id, company_id, type_id, is_required, status, answers,
                                                answered_at, created_at, updated_at)
         select q.id, u.id, u.org, u.type_id, q.is_required, st.status,
                case when st.status = 'answered' then jsonb_build_object('1', 1 + g % 5, '2', 'جيد') else '{}'::jsonb end,
                case when st.status = 'answered' then now() - (g % 9) * interval '1 day' end,
                now() - interval '10 days', now() - (g % 9) * interval '1 day'
           from generate_series(0, $1::int - 1) g
           join u on u.rn = 1 + g % u.n
           join q on q.k = 1 + g / u.n
          cross join lateral (select (array['pending','answered','answered'])[1 + g % 3] as status) st
         on conflict do nothing`,
        [s.workflows],
      );
    },
  },
  {
    // A GIS register at season scale: tents over the bench camps (the authority's organisation
    // registers them), small rectangles inside the site's bounds (the trigger fills the boxes).
    table: 'gis_tents',
    rows: (s) => s.workflows,
    run: async (exec, s) => {
      await exec(
        `with c as (select c.id, c.square_id, row_number() over (order by c.id) as rn, count(*) over () as n
                      from camps c join squares sq on sq.id = c.square_id where sq.name_en like 'Bench square %'),
              o as (select u.id from users u join user_types t on t.id = u.type_id
                     where t.code = 'admin' and u.parent_id is null order by u.id limit 1)
         insert into gis_tents (org_id, square_id, camp_id, geometry, tent_number, capacity, air_conditioned, condition)
         select (select id from o), c.square_id, c.id,
                jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
                  jsonb_build_array(p.x, p.y), jsonb_build_array(p.x + 0.00008, p.y),
                  jsonb_build_array(p.x + 0.00008, p.y + 0.00006), jsonb_build_array(p.x, p.y + 0.00006),
                  jsonb_build_array(p.x, p.y)))),
                'TB-' || g, 20 + g % 80, (g % 3 > 0)::int,
                (array['working','working','maintenance','out_of_service'])[1 + g % 4]
           from generate_series(1, ${s.workflows}) g
           join c on c.rn = 1 + g % (select max(n) from c)
          cross join lateral (select round((39.81 + (g % 1000) * 0.00018)::numeric, 6) as x,
                                     round((21.34 + (g / 1000 % 100) * 0.001)::numeric, 6) as y) p`,
      );
    },
  },
];

export type GenerateReport = { table: string; rows: number; ms: number; skipped?: string }[];

/** Runs every generator whose table exists, then vacuums and refreshes the planner's statistics. */
export async function generate(
  exec: Exec,
  scale: Scale,
  passwordHash: string,
  log = console.log,
): Promise<GenerateReport> {
  const report: GenerateReport = [];
  for (const g of GENERATORS) {
    if (!(await tableExists(exec, g.table))) {
      report.push({ table: g.table, rows: 0, ms: 0, skipped: 'table not there yet' });
      continue;
    }
    const t = Date.now();
    await g.run(exec, scale, { passwordHash });
    report.push({ table: g.table, rows: g.rows(scale), ms: Date.now() - t });
    log(
      `  generated ${g.table}: ${g.rows(scale).toLocaleString('en')} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  // Vacuum too: the visibility map lets a list's count be an index-only scan, as on a database
  // autovacuum keeps (the bench's PostgreSQL may run with autovacuum off; a fresh load has no map).
  await exec('vacuum (analyze)');
  return report;
}

/**
 * Bearer tokens and live login codes for bench accounts, written straight into the tables the
 * API reads (a token is stored as its SHA-256, a code as HMAC(CODE_SECRET, purpose:user:code)).
 */
export async function issueTokens(
  exec: Exec,
  emails: string[],
  tokenOf: (email: string) => { token: string; hash: string },
) {
  const hashes = emails.map((e) => tokenOf(e).hash);
  await exec(
    `insert into access_tokens (user_id, token_hash, platform, expires_at)
     select u.id, x.h, 'mena', now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as x(e, h) join users u on lower(u.email) = x.e`,
    [emails, hashes],
  );
}

export async function issueLoginCodes(exec: Exec, secret: string, emails: string[], code: string) {
  const rows = (
    await exec(`select id, lower(email) as email from users where lower(email) = any($1::text[])`, [emails])
  ).rows;
  const ids = rows.map((r) => Number(r.id));
  const hashes = ids.map((id) => createHmac('sha256', secret).update(`login:${id}:${code}`).digest('hex'));
  await exec(
    `insert into one_time_codes (user_id, purpose, code_hash, expires_at)
     select x.id, 'login', x.h, now() + interval '1 hour' from unnest($1::int[], $2::text[]) as x(id, h)`,
    [ids, hashes],
  );
}
