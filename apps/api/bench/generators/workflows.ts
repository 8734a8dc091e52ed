/** The workflows' large tables: orders with their timelines, readiness and entry licences, re-assign/lock orders, sadad orders, invoices (bench/generate.ts). */
import type { TableGenerator } from '../generate';
import { BILLABLE_BENCH_COMPANIES, HELD_BENCH_CAMPS } from './shared';

export const WORKFLOWS: TableGenerator[] = [
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
];
