/** The bench's people and their history: companies and users, countries, the call log, notifications, camps (bench/generate.ts). */
import type { TableGenerator } from '../generate';
import { COMPANY_TYPES } from './shared';

export const PEOPLE: TableGenerator[] = [
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
];
