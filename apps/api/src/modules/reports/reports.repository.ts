import { ACCESS_EVENTS, REPORT_COUNT_CAP } from '@mashaer/contract';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { compiledQuery, query, type Tx } from '../../db/client';
import { auditLog, messageLog, users } from '../../db/schema';
import { equalTo, type FilterDef, type ListInput, type ListSpec, runCompiledList } from '../../lib/list';
import { siteTimeZone } from '../../lib/site-time';

/**
 * The three reports' queries: compiled lists sorted by id (newest first) on the indexes of
 * migration `reports` — each filter's index ends in the id, so a page is an index range — and a
 * count capped at REPORT_COUNT_CAP. `before_id` is the keyset cursor the export job pages with.
 */

const org = sql.placeholder('org');
/** A company's own people (the organisation and its employees): the row scope of a non-authority reader. */
const ownPeople = (col: AnyColumn) =>
  sql`${col} in (select u.id from ${users} u where u.id = ${org} or u.parent_id = ${org})`;

const dayStart = (p: unknown) => sql`(((${p})::text)::date::timestamp at time zone ${siteTimeZone()})`;

/** Filters every report shares: who, the calendar days (site time), the keyset cursor. */
const common = (t: {
  id: AnyColumn;
  user_id: AnyColumn;
  created_at: AnyColumn;
}): Record<string, FilterDef> => ({
  user_id: { op: 'eq', column: t.user_id },
  date_from: { op: 'custom', where: (_v, p) => sql`${t.created_at} >= ${dayStart(p)}` },
  date_to: { op: 'custom', where: (_v, p) => sql`${t.created_at} < ${dayStart(p)} + interval '1 day'` },
  before_id: { op: 'custom', where: (_v, p) => sql`${t.id} < ${p}` },
});

/**
 * Whose rows a report reads: `org` null for an authority reader (all), else the organisation's;
 * `exact` counts every matching row (the export's progress) instead of stopping at the cap.
 */
export type ReportScope = { org: number | null; exact?: boolean };

function run<T extends Record<string, unknown>>(
  db: Tx,
  spec: ListSpec<T>,
  input: ListInput,
  scope: ReportScope,
) {
  return runCompiledList(db, spec, input, scope.org === null ? {} : { org: scope.org });
}

/** A report's spec in a caller's scope: the base, the count cap and the statement's key follow it. */
function scoped<T extends Record<string, unknown>>(
  key: string,
  spec: Omit<ListSpec<T>, 'key' | 'base'> & { base?: SQL[] },
  userCol: AnyColumn,
  scope: ReportScope,
): ListSpec<T> {
  return {
    ...spec,
    key: `${key}|${scope.org === null ? 'all' : 'org'}|${scope.exact ? 'exact' : 'capped'}`,
    base: [...(spec.base ?? []), ...(scope.org === null ? [] : [ownPeople(userCol)])],
    countCap: scope.exact ? undefined : REPORT_COUNT_CAP,
  };
}

const callColumns = {
  id: auditLog.id,
  event: auditLog.event,
  table_name: auditLog.table_name,
  record_id: auditLog.record_id,
  old_value: auditLog.old_value,
  new_value: auditLog.new_value,
  module: auditLog.module,
  method: auditLog.method,
  message: auditLog.message,
  user_id: auditLog.user_id,
  user_name: users.name,
  ip: auditLog.ip,
  created_at: auditLog.created_at,
};

const byNewest = {
  sorts: { id: auditLog.id },
  defaultSort: { by: 'id', dir: 'desc' as const },
  tiebreak: auditLog.id,
  // The page's ids come from the log alone; the names are joined for those rows only.
  deferJoins: true,
  countJoins: (q: Parameters<NonNullable<ListSpec<Record<string, unknown>>['countJoins']>>[0]) => q,
  joins: (q: Parameters<NonNullable<ListSpec<Record<string, unknown>>['joins']>>[0]) =>
    q.leftJoin(users, eq(users.id, auditLog.user_id)) as unknown as typeof q,
};

/** `/log-system`: the call log. */
export function listCallLog(db: Tx, input: ListInput, scope: ReportScope) {
  const spec = scoped(
    'call_log',
    {
      from: auditLog,
      select: callColumns,
      ...byNewest,
      filters: {
        ...common(auditLog),
        ...equalTo({
          table_name: auditLog.table_name,
          event: auditLog.event,
          module: auditLog.module,
          record_id: auditLog.record_id,
        }),
      },
    },
    auditLog.user_id,
    scope,
  );
  return run(db, spec, input, scope);
}

/** The access events, written out (not parameters): the partial index `audit_log_access_idx` matches it. */
const isAccessEvent = sql.raw(`event in (${ACCESS_EVENTS.map((e) => `'${e}'`).join(', ')})`);

const accessColumns = {
  id: auditLog.id,
  event: auditLog.event,
  email: sql<string | null>`coalesce(${users.email}, ${auditLog.new_value}->>'email')`,
  platform: sql<string | null>`${auditLog.new_value}->>'platform'`,
  user_id: auditLog.user_id,
  user_name: users.name,
  ip: auditLog.ip,
  created_at: auditLog.created_at,
};

/** `/logs`: the access log — the sign-in events of the call log. */
export function listAccessLog(db: Tx, input: ListInput, scope: ReportScope) {
  const spec = scoped(
    'access_log',
    {
      from: auditLog,
      select: accessColumns,
      ...byNewest,
      base: [isAccessEvent],
      filters: {
        ...common(auditLog),
        ...equalTo({ event: auditLog.event, ip: auditLog.ip }),
      },
    },
    auditLog.user_id,
    scope,
  );
  return run(db, spec, input, scope);
}

const smsColumns = {
  id: messageLog.id,
  channel: messageLog.channel,
  recipient: messageLog.recipient,
  subject: messageLog.subject,
  body: messageLog.body,
  transport: messageLog.transport,
  status: messageLog.status,
  attempts: messageLog.attempts,
  error: messageLog.error,
  user_id: messageLog.user_id,
  user_name: users.name,
  created_at: messageLog.created_at,
};

/** `/sms`: the message log (codes were masked when written). */
export function listMessageLog(db: Tx, input: ListInput, scope: ReportScope) {
  const spec = scoped(
    'sms_log',
    {
      from: messageLog,
      select: smsColumns,
      sorts: { id: messageLog.id },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: messageLog.id,
      deferJoins: true,
      countJoins: (q) => q,
      joins: (q) => q.leftJoin(users, eq(users.id, messageLog.user_id)) as unknown as typeof q,
      filters: {
        ...common(messageLog),
        ...equalTo({
          status: messageLog.status,
          channel: messageLog.channel,
          recipient: messageLog.recipient,
        }),
      },
    },
    messageLog.user_id,
    scope,
  );
  return run(db, spec, input, scope);
}

/**
 * The distinct values of an indexed column, read as a loose index scan (one index probe a value),
 * ascending: as an expression of one array.
 */
const distinctValues = (table: PgTable, column: PgColumn) =>
  sql`(with recursive d as (
         (select ${column} as v from ${table} order by ${column} limit 1)
         union all
         select (select ${column} from ${table} where ${column} > d.v order by ${column} limit 1) from d where d.v is not null)
       select coalesce(array_agg(v order by v), '{}') from d where v is not null)`;

/**
 * The call log's table, event and module options without reading its million rows: one statement,
 * built once (three, each built per call, were half the API's own work on the call log).
 */
export const callLogOptions = compiledQuery<{ table_name: string[]; event: string[]; module: string[] }>(
  () =>
    sql`select ${distinctValues(auditLog, auditLog.table_name)} as table_name,
               ${distinctValues(auditLog, auditLog.event)} as event,
               ${distinctValues(auditLog, auditLog.module)} as module`,
);
