import {
  ACCESS_EVENTS,
  type AccessEvent,
  type ExportList,
  type FilterOption,
  type Lang,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type Paginated,
  REPORT_COUNT_CAP,
  translate,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import type { ExportDef } from '../../lib/export-def';
import { extend } from '../../lib/extend';
import { isoOf } from '../../lib/iso';
import type { ListInput } from '../../lib/list';
import {
  callLogOptions,
  listAccessLog,
  listCallLog,
  listMessageLog,
  type ReportScope,
} from './reports.repository';

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v ? isoOf(new Date(String(v))) : null);

/** A capped page as the list protocol answers it: past the cap, `total` is the cap and `estimated` says so. */
function capped<T>(page: Paginated<T>) {
  const estimated = page.total > REPORT_COUNT_CAP;
  const total = Math.min(page.total, REPORT_COUNT_CAP);
  return {
    data: { ...page, total, last_page: Math.max(1, Math.ceil(total / page.per_page)) },
    estimated,
  };
}

const scopeOf = (actor: Actor, exact = false): ReportScope => ({ org: scopeOrg(actor), exact });
const words = (values: readonly string[], label: (v: string) => string = (v) => v): FilterOption[] =>
  values.map((v) => ({ value: v, label: label(v) }));

const accessText = (lang: Lang, e: unknown) =>
  ACCESS_EVENTS.includes(e as AccessEvent) ? translate(lang, `reports.event.${e as AccessEvent}`) : String(e);
const messageText = (lang: Lang, s: unknown) =>
  s === 'sent' || s === 'failed' ? translate(lang, `reports.message.${s}`) : String(s);

const presentCall = (r: Row) => extend(r, { id: Number(r.id), created_at: iso(r.created_at) as string });
const presentAccess = (lang: Lang) => (r: Row) =>
  extend(r, {
    id: Number(r.id),
    event_text: accessText(lang, r.event),
    created_at: iso(r.created_at) as string,
  });
const presentSms = (lang: Lang) => (r: Row) => {
  const attempts = Number(r.attempts ?? 1);
  return {
    ...r,
    id: Number(r.id),
    status_text: messageText(lang, r.status),
    attempts,
    retries: Math.max(0, attempts - 1),
    created_at: iso(r.created_at) as string,
  };
};

/** `POST general/log_system`: the call log, old and new values side by side, with its filter options. */
export async function callLog(ctx: AppContext, actor: Actor, input: ListInput) {
  const [{ page }, [options]] = await Promise.all([
    listCallLog(ctx.db, input, scopeOf(actor)),
    callLogOptions(ctx.db, {}),
  ]);
  const { data, estimated } = capped(page);
  return {
    data: { ...data, data: data.data.map(presentCall) },
    estimated,
    filters: {
      table_name: words(options.table_name),
      event: words(options.event),
      module: words(options.module),
    },
  };
}

/** `POST general/logs`: the access log (sign-ins, failures, lock-outs, codes, sign-outs, resets). */
export async function accessLog(ctx: AppContext, actor: Actor, input: ListInput) {
  const { page } = await listAccessLog(ctx.db, input, scopeOf(actor));
  const { data, estimated } = capped(page);
  return {
    data: { ...data, data: data.data.map(presentAccess(actor.lang)) },
    estimated,
    filters: { event: words(ACCESS_EVENTS, (e) => accessText(actor.lang, e)) },
  };
}

/** `POST general/sms_log`: the message log with delivery status and retries (codes masked). */
export async function smsLog(ctx: AppContext, actor: Actor, input: ListInput) {
  const { page } = await listMessageLog(ctx.db, input, scopeOf(actor));
  const { data, estimated } = capped(page);
  return {
    data: { ...data, data: data.data.map(presentSms(actor.lang)) },
    estimated,
    filters: {
      status: words(MESSAGE_STATUSES, (s) => messageText(actor.lang, s)),
      channel: words(MESSAGE_CHANNELS),
    },
  };
}

// ---- the whole filtered set as an Excel file (modules/jobs/export.job.ts runs these) ----

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
const when = (v: unknown) => iso(v)?.replace('T', ' ').slice(0, 19) ?? null;
/** Pages after the last row exported (the lists are newest first: older ids). */
const olderThan = (last: Row) => ({ before_id: Number(last.id) });
type Lister = (
  db: AppContext['db'],
  input: ListInput,
  scope: ReportScope,
) => Promise<{ page: Paginated<Row> }>;
const pageOf = (list: Lister, present: (lang: Lang) => (r: Row) => Row) =>
  (async (ctx, actor, input) => {
    const { page } = await list(ctx.db, input, scopeOf(actor));
    return { rows: page.data.map(present(actor.lang)), total: page.total };
  }) satisfies ExportDef['page'];
const countOf = (list: Lister) =>
  (async (ctx, actor, body) => {
    const { page } = await list(ctx.db, { page: 1, body: { ...body, paginate: 1 } }, scopeOf(actor, true));
    return page.total;
  }) satisfies ExportDef['count'];

export const REPORT_EXPORTS: Record<Extract<ExportList, 'call_log' | 'access_log' | 'sms_log'>, ExportDef> = {
  call_log: {
    permission: 'reports-system-log',
    title: 'export.call_log.title',
    columns: [
      { header: 'export.col.id', width: 10, cell: (r) => Number(r.id) },
      { header: 'export.col.date', width: 20, cell: (r) => when(r.created_at) },
      { header: 'export.col.user', width: 24, cell: (r) => str(r.user_name) },
      { header: 'export.col.event', width: 16, cell: (r) => str(r.event) },
      { header: 'export.col.table', width: 20, cell: (r) => str(r.table_name) },
      { header: 'export.col.record', width: 10, cell: (r) => str(r.record_id) },
      { header: 'export.col.old_value', width: 40, cell: (r) => json(r.old_value) },
      { header: 'export.col.new_value', width: 40, cell: (r) => json(r.new_value) },
      { header: 'export.col.module', width: 14, cell: (r) => str(r.module) },
      { header: 'export.col.method', width: 28, cell: (r) => str(r.method) },
      { header: 'export.col.message', width: 28, cell: (r) => str(r.message) },
      { header: 'export.col.ip', width: 16, cell: (r) => str(r.ip) },
    ],
    page: pageOf(listCallLog, () => presentCall),
    after: olderThan,
    count: countOf(listCallLog),
  },
  access_log: {
    permission: 'reports-log',
    title: 'export.access_log.title',
    columns: [
      { header: 'export.col.id', width: 10, cell: (r) => Number(r.id) },
      { header: 'export.col.date', width: 20, cell: (r) => when(r.created_at) },
      { header: 'export.col.event', width: 22, cell: (r) => str(r.event_text) },
      { header: 'export.col.user', width: 24, cell: (r) => str(r.user_name) },
      { header: 'export.col.email', width: 30, cell: (r) => str(r.email) },
      { header: 'export.col.ip', width: 16, cell: (r) => str(r.ip) },
      { header: 'export.col.platform', width: 12, cell: (r) => str(r.platform) },
    ],
    page: pageOf(listAccessLog, presentAccess),
    after: olderThan,
    count: countOf(listAccessLog),
  },
  sms_log: {
    permission: 'reports-sms',
    title: 'export.sms_log.title',
    columns: [
      { header: 'export.col.id', width: 10, cell: (r) => Number(r.id) },
      { header: 'export.col.date', width: 20, cell: (r) => when(r.created_at) },
      { header: 'export.col.channel', width: 10, cell: (r) => str(r.channel) },
      { header: 'export.col.recipient', width: 26, cell: (r) => str(r.recipient) },
      { header: 'export.col.body', width: 50, cell: (r) => str(r.body) },
      { header: 'export.col.status', width: 12, cell: (r) => str(r.status_text) },
      { header: 'export.col.attempts', width: 10, cell: (r) => Number(r.attempts) },
      { header: 'export.col.error', width: 30, cell: (r) => str(r.error) },
    ],
    page: pageOf(listMessageLog, presentSms),
    after: olderThan,
    count: countOf(listMessageLog),
  },
};
