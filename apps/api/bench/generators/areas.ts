/** The newer areas' large tables: violations, tickets, questionnaire answers, GIS tents (bench/generate.ts). */
import type { TableGenerator } from '../generate';
import { BILLABLE_BENCH_COMPANIES, COMPANY_TYPES, HELD_BENCH_CAMPS } from './shared';

export const AREAS: TableGenerator[] = [
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
                -- An open one's deadline is still ahead: one past it would have been locked, and the
                -- server's deadline job would lock them during the measurements (500 at each start).
                case when st.status in ('assigned', 'viewed', 'reject_answered')
                     then now() + lv.hours[1 + g % array_length(lv.hours, 1)] * interval '1 hour'
                     when st.status not in ('created', 'cancelled') or g % 16 = 7
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
