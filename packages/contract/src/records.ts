import { z } from 'zod';
import { id } from './fields';

/**
 * What the API answers for the records and list rows the screens read: the web infers its types
 * from these (never a hand-written copy), and the status → colour records are exhaustive. Each
 * area's records live in its folder (`<area>/<area>-records.ts`); what they share is here.
 */

/** A tag colour (antd's preset colour and status names). */
export type StatusColor =
  | 'default'
  | 'green'
  | 'gold'
  | 'blue'
  | 'red'
  | 'orange'
  | 'purple'
  | 'cyan'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error';

// ---- plain resources (list rows; `edit/{id}` answers the same record) ----

/** Squares, cities, countries and user categories: spec §3 id, name, name_en. */
export const NamesRowSchema = z.object({ id, name: z.string(), name_en: z.string() });

/** A names row as its table holds it (squares, cities, countries, user categories): with its times. */
export const DatedNamesRowSchema = NamesRowSchema.extend({ created_at: z.string(), updated_at: z.string() });

/** A 1/0 flag (spec §5). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** A time as sent: ISO text. */
export const instant = z.string();

// ---- workflow lists (rows of `POST …list?page`; each is a route's `response` schema) ----

/** The parts of an answer's fields: text, a nullable value, an integer. */
export const text = z.string();
export const maybe = <T extends z.ZodType>(t: T) => t.nullable();
export const int = z.number().int();

/** What every workflow row carries (`workflowState`): its status, in words, and what the caller may do. */
export const workflowState = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: z.enum(statuses),
  status_text: text,
  allowed_actions: z.array(text),
});

/** One step of a workflow record's timeline (`timeline` on every workflow record's details). */
export const TimelineEventSchema = z.object({
  id: int,
  action: text,
  action_text: text,
  from_status: maybe(text),
  from_status_text: maybe(text),
  to_status: text,
  to_status_text: text,
  reason: maybe(text),
  payload: z.unknown(),
  actor: maybe(z.object({ id, name_ar: text, name_en: text })),
  created_at: instant,
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** A document's public check (`/qr/:code`), once it is issued. */
export const DocumentLinkSchema = z.object({ code: text, url: text });
