import { z } from 'zod';
import { emptyOr, filterId } from '../fields';
import { ListBodyBaseSchema, listResponseSchema } from '../list';
import { instant, int, maybe, text } from '../records';
import { dateField } from '../validation';

// ---------------------------------------------------------------------------------------------
// Reports (spec 000 §2 "Reports", §3 "Call log"): the call log (`/log-system`, audit rows), the
// access log (`/logs`, the sign-in events among them) and the message log (`/sms`). Read-only lists
// over tables of a million rows: paged on indexes, counted up to REPORT_COUNT_CAP (see README).
// ---------------------------------------------------------------------------------------------

/**
 * Past this many matching rows a report's `total` is not counted further: the answer says
 * `estimated: true` and `total` is this cap (pages beyond it: narrow the filters, or export).
 */
export const REPORT_COUNT_CAP = 10_000;

/** The access events of the call log that make the access log (`/logs`). */
export const ACCESS_EVENTS = [
  'login',
  'login_failed',
  'locked_out',
  'code_sent',
  'logout',
  'reset_requested',
  'password_reset',
] as const;
export type AccessEvent = (typeof ACCESS_EVENTS)[number];

const day = emptyOr(dateField);
const word = (max: number) => emptyOr(z.string().trim().max(max));
/** A keyset cursor: rows older than this id (the export job's pages; a screen may use it too). */
const beforeId = emptyOr(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `POST general/log_system?page`: the call log's filters (spec 000 §2 "/log-system"). */
export const CallLogListBodySchema = ListBodyBaseSchema.extend({
  user_id: filterId,
  table_name: word(60),
  event: word(40),
  module: word(40),
  record_id: word(40),
  /** Calendar days in the site's time zone, both included. */
  date_from: day,
  date_to: day,
  before_id: beforeId,
});

/** `POST general/logs?page`: the access log's filters. */
export const AccessLogListBodySchema = ListBodyBaseSchema.extend({
  user_id: filterId,
  event: emptyOr(z.enum(ACCESS_EVENTS)),
  ip: word(64),
  date_from: day,
  date_to: day,
  before_id: beforeId,
});

export const MESSAGE_STATUSES = ['sent', 'failed'] as const;
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;

/** `POST general/sms_log?page`: the message log's filters. */
export const SmsLogListBodySchema = ListBodyBaseSchema.extend({
  user_id: filterId,
  status: emptyOr(z.enum(MESSAGE_STATUSES)),
  channel: emptyOr(z.enum(MESSAGE_CHANNELS)),
  recipient: word(190),
  date_from: day,
  date_to: day,
  before_id: beforeId,
});

const who = { user_id: maybe(int), user_name: maybe(text), ip: maybe(text) };

/** A call-log row: old and new values side by side (spec 000 §3 "Call log"). */
const CallLogRowSchema = z.object({
  id: int,
  event: text,
  table_name: text,
  record_id: maybe(text),
  old_value: z.unknown().nullable(),
  new_value: z.unknown().nullable(),
  module: text,
  method: text,
  message: maybe(text),
  ...who,
  created_at: instant,
});
export type CallLogRow = z.infer<typeof CallLogRowSchema>;

const AccessLogRowSchema = z.object({
  id: int,
  event: text,
  event_text: text,
  email: maybe(text),
  platform: maybe(text),
  ...who,
  created_at: instant,
});
export type AccessLogRow = z.infer<typeof AccessLogRowSchema>;

const SmsLogRowSchema = z.object({
  id: int,
  channel: text,
  recipient: text,
  subject: maybe(text),
  /** One-time codes masked (`******`). */
  body: text,
  transport: text,
  status: text,
  status_text: text,
  attempts: int,
  retries: int,
  error: maybe(text),
  user_id: maybe(int),
  user_name: maybe(text),
  created_at: instant,
});
export type SmsLogRow = z.infer<typeof SmsLogRowSchema>;

const estimated = { estimated: z.boolean() };
export const CallLogListSchema = listResponseSchema(CallLogRowSchema, estimated);
export const AccessLogListSchema = listResponseSchema(AccessLogRowSchema, estimated);
export const SmsLogListSchema = listResponseSchema(SmsLogRowSchema, estimated);
