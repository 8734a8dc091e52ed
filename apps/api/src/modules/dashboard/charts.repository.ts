import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { siteTimeZone } from '../../lib/site-time';

/**
 * One aggregate query per chart (issue 35 §9), each on indexed columns (the table's status,
 * company, created_at or square index). A chart's rows are `{ key, value }` (and `name`/`name_en`
 * when the key is a record of another table); the service labels them.
 *
 * `Scope` is the caller's row scope and the dashboard's filters: `org` null for the authority,
 * `company` an authority's company filter, `square` a square (through the record's camp), dates
 * inclusive in the site's days on the record's own time column.
 */
export type Scope = {
  org: number | null;
  orderScope: SQL | undefined;
  from?: string;
  to?: string;
  square?: number;
  company?: number;
};
export type ChartRow = { key: string | number | null; value: number; name?: string; name_en?: string };

const zone = () => sql.raw(`'${siteTimeZone().replace(/'/g, '')}'`);
const dayOf = (col: SQL) => sql`(${col} at time zone ${zone()})::date`;

/** The date range on a time column: [from 00:00, to + 1 day 00:00) in the site's zone. */
function range(col: SQL, s: Scope): SQL[] {
  const out: SQL[] = [];
  if (s.from) out.push(sql`${col} >= (${s.from}::date)::timestamp at time zone ${zone()}`);
  if (s.to) out.push(sql`${col} < (${s.to}::date + 1)::timestamp at time zone ${zone()}`);
  return out;
}
/** The company: its own organisation for a company caller, the filter for the authority. */
function company(col: SQL, s: Scope): SQL[] {
  const out: SQL[] = [];
  if (s.org !== null) out.push(sql`${col} = ${s.org}`);
  if (s.company) out.push(sql`${col} = ${s.company}`);
  return out;
}
const square = (campCol: SQL, s: Scope): SQL[] =>
  s.square ? [sql`${campCol} in (select id from camps where square_id = ${s.square})`] : [];
const where = (parts: (SQL | undefined)[]) => {
  const p = parts.filter((x): x is SQL => !!x);
  return p.length ? sql`where ${sql.join(p, sql` and `)}` : sql``;
};

/** Orders: the orders list's own row scope (owner, filer, consultant, contractor). */
const orderWhere = (s: Scope, extra: SQL[] = []) =>
  where([
    s.orderScope,
    ...(s.company ? [sql`orders.company_id = ${s.company}`] : []),
    ...square(sql`orders.camp_id`, s),
    ...range(sql`orders.created_at`, s),
    ...extra,
  ]);
const assignWhere = (s: Scope, extra: SQL[] = []) =>
  where([
    ...company(sql`a.company_id`, s),
    ...square(sql`a.camp_id`, s),
    ...range(sql`a.created_at`, s),
    ...extra,
  ]);
/** A company sees its violations once assigned to it (a `created` one is the inspector's draft). */
const violationWhere = (s: Scope, extra: SQL[] = []) =>
  where([
    ...company(sql`v.company_id`, s),
    ...(s.org !== null ? [sql`v.status <> 'created'`] : []),
    ...(s.square ? [sql`v.square_id = ${s.square}`] : []),
    ...range(sql`v.created_at`, s),
    ...extra,
  ]);
const sadadWhere = (s: Scope, extra: SQL[] = []) =>
  where([...company(sql`company_id`, s), ...range(sql`created_at`, s), ...extra]);
const reassignWhere = (s: Scope, extra: SQL[]) =>
  where([...company(sql`company_id`, s), ...range(sql`created_at`, s), ...extra]);

/** Every order of the season: the authority's view with no filter. */
const wholeSeason = (s: Scope) => !s.orderScope && !s.company && !s.square && !s.from && !s.to;

const grouped = (db: Tx, q: SQL) => query<ChartRow>(db, q);
const figure = async (db: Tx, q: SQL): Promise<ChartRow[]> => [
  { key: 'total', value: Number((await query<{ value: number }>(db, q))[0]?.value ?? 0) },
];

type ChartQuery = (db: Tx, s: Scope) => Promise<ChartRow[]>;

export const CHART_QUERIES: Record<string, ChartQuery> = {
  orders_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from orders ${orderWhere(s)} group by status`,
    ),
  orders_total: (db, s) => figure(db, sql`select count(*)::int as value from orders ${orderWhere(s)}`),
  orders_by_service: (db, s) =>
    grouped(
      db,
      sql`select sv.id as key, sv.name, sv.name_en, count(*)::int as value
            from order_services os join services sv on sv.id = os.service_id
           where os.order_id in (select orders.id from orders ${orderWhere(s)})
           group by sv.id order by value desc limit 15`,
    ),
  // Average days an order spent in each status it left: each event after the first closes the
  // stay in its `from_status`, which began at its `from_entered_at` (the previous event's time).
  orders_days_in_status: (db, s) =>
    grouped(
      db,
      // The whole season (nothing narrows it): the refreshed summary of every stay (order-stays.service.ts).
      wholeSeason(s)
        ? sql`select status as key, round((seconds / stays / 86400)::numeric, 1)::float as value
                from order_status_stays where stays > 0 and status is not null`
        : sql`select e.from_status as key,
                 round(avg(extract(epoch from (e.created_at - e.from_entered_at)) / 86400)::numeric, 1)::float as value
            from workflow_events e
           where e.workflow = 'order' and e.from_entered_at is not null
             and e.record_id in (select orders.id from orders ${orderWhere(s)})
           group by e.from_status`,
    ),
  licences_issued: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from orders ${orderWhere(s, [sql`orders.status = 'licensed'`])}`,
    ),
  licences_expiring: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from orders ${orderWhere(s, [
        sql`orders.status = 'licensed'`,
        sql`orders.expiry between ${dayOf(sql`now()`)} and ${dayOf(sql`now()`)} + 7`,
      ])}`,
    ),
  reports_pending: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from order_reports r ${where([
        ...company(sql`r.company_id`, s),
        ...range(sql`r.created_at`, s),
        sql`r.status = 'pending'`,
      ])}`,
    ),
  assignments_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from assign_camps a ${assignWhere(s)} group by status`,
    ),
  assignments_delivered: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from assign_camps a ${assignWhere(s, [sql`a.status = 'deliverd'`])}`,
    ),
  assignments_by_square: (db, s) =>
    grouped(
      db,
      sql`select q.id as key, q.name, q.name_en, count(*)::int as value
            from assign_camps a join camps c on c.id = a.camp_id join squares q on q.id = c.square_id
            ${assignWhere(s, [sql`a.status <> 'returned'`])}
           group by q.id order by q.id`,
    ),
  appointments_per_day: (db, s) =>
    grouped(
      db,
      sql`select ${dayOf(sql`p.appointment`)}::text as key, count(*)::int as value from appointments p
            ${where([...company(sql`p.company_id`, s), ...square(sql`p.camp_id`, s), ...range(sql`p.appointment`, s)])}
           group by 1 order by 1`,
    ),
  absences_per_day: (db, s) =>
    grouped(
      db,
      sql`select ${dayOf(sql`h.created_at`)}::text as key, count(*)::int as value from absence_history h
            ${where([...company(sql`h.company_id`, s), ...range(sql`h.created_at`, s)])}
           group by 1 order by 1`,
    ),
  contracts_signed: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from contracts k ${where([
        ...company(sql`k.company_id`, s),
        ...square(sql`k.camp_id`, s),
        ...range(sql`k.created_at`, s),
        sql`k.contract_status = 'signed'`,
      ])}`,
    ),
  readiness_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from readiness_licenses l ${where([
        ...company(sql`l.company_id`, s),
        ...square(sql`l.camp_id`, s),
        ...range(sql`l.created_at`, s),
      ])} group by status`,
    ),
  // Camps held (an assignment not returned) with no approved readiness licence.
  camps_unlicensed: (db, s) =>
    figure(
      db,
      sql`select count(*)::int as value from assign_camps a ${assignWhere(s, [
        sql`a.status <> 'returned'`,
        sql`not exists (select 1 from readiness_licenses l where l.assign_camp_id = a.id and l.status = 'approved')`,
      ])}`,
    ),
  violations_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from violations v ${violationWhere(s)} group by status`,
    ),
  violations_by_level: (db, s) =>
    grouped(
      db,
      sql`select l.id as key, l.name, l.name_en, count(*)::int as value
            from violations v join violation_levels l on l.id = v.level_id ${violationWhere(s)}
           group by l.id order by l.severity, l.id`,
    ),
  violations_by_square: (db, s) =>
    grouped(
      db,
      sql`select q.id as key, q.name, q.name_en, count(*)::int as value
            from violations v join squares q on q.id = v.square_id ${violationWhere(s)}
           group by q.id order by q.id`,
    ),
  violations_per_day: (db, s) =>
    grouped(
      db,
      sql`select ${dayOf(sql`v.created_at`)}::text as key, count(*)::int as value from violations v
            ${violationWhere(s)} group by 1 order by 1`,
    ),
  bills_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from sadad_orders ${sadadWhere(s)} group by status`,
    ),
  // Riyals: what was paid and what is still due (issued, not paid or cancelled).
  bills_amount: (db, s) =>
    grouped(
      db,
      sql`select case when status = 'paid' then 'paid' else 'due' end as key, (sum(amount) / 100.0)::float as value
            from sadad_orders ${sadadWhere(s, [sql`status in ('paid', 'issued')`])} group by 1 order by 1`,
    ),
  reassign_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from reassign_orders ${reassignWhere(s, [sql`type = 'reassign'`])} group by status`,
    ),
  lock_by_status: (db, s) =>
    grouped(
      db,
      sql`select status as key, count(*)::int as value from reassign_orders ${reassignWhere(s, [sql`type = 'lock'`])} group by status`,
    ),
  // Riyals billed (signed orders' fees) and paid (past the payment step).
  reassign_fees: (db, s) =>
    grouped(
      db,
      sql`select k.key, (coalesce(sum(fee_halalas), 0) / 100.0)::float as value
            from (values ('billed'), ('paid')) as k(key)
            left join reassign_orders o on o.fee_halalas is not null and (k.key = 'billed' or o.status not in ('draft', 'signing', 'awaiting_payment', 'cancelled'))
             ${s.org !== null ? sql`and o.company_id = ${s.org}` : sql``}
             ${s.company ? sql`and o.company_id = ${s.company}` : sql``}
             ${s.from ? sql`and o.created_at >= (${s.from}::date)::timestamp at time zone ${zone()}` : sql``}
             ${s.to ? sql`and o.created_at < (${s.to}::date + 1)::timestamp at time zone ${zone()}` : sql``}
           group by k.key order by k.key`,
    ),
  redeliveries_per_day: (db, s) =>
    grouped(
      db,
      sql`select ${dayOf(sql`redelivery_at`)}::text as key, count(*)::int as value from reassign_orders
            ${reassignWhere(s, [sql`redelivery_at is not null`])} group by 1 order by 1`,
    ),
};

/** Every square, for the square filter. */
export const squareRows = (db: Tx) =>
  query<{ id: number; name: string; name_en: string }>(
    db,
    sql`select id, name, name_en from squares order by id`,
  );
