import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * SMS and e-mail waiting to be sent (`messaging/outbox.ts`): written in the transaction of the
 * change that queues them, so a rolled-back change never sends anything, and delivered after
 * commit by a dispatcher (any number of processes; rows are claimed with FOR UPDATE SKIP LOCKED).
 * `code` holds a one-time secret only until the message is delivered or given up.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 190 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 190 }),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    code: varchar('code', { length: 200 }),
    /** pending → sending (claimed, leased) → sent | failed; a failed attempt goes back to pending. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** null: the dispatcher's OUTBOX_MAX_ATTEMPTS. */
    max_attempts: smallint('max_attempts'),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    locked_by: varchar('locked_by', { length: 100 }),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.run_after, t.id).where(sql`status in ('pending', 'sending')`),
    index('outbox_done_idx').on(t.done_at),
  ],
);

/**
 * Long work (a whole-table export, later the season archive) as a row: claimed by a worker with
 * FOR UPDATE SKIP LOCKED and held by a lease (`locked_at` renewed with each progress step), so a
 * job whose process died is taken up again by another worker once the lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued → running → done | failed (a failed attempt with attempts left is queued again). */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** What the job made: `{file, name, rows}` for an export. */
    result: jsonb('result'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    max_attempts: smallint('max_attempts').notNull().default(3),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    locked_by: varchar('locked_by', { length: 100 }),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.run_after, t.id).where(sql`status in ('queued', 'running')`),
    index('jobs_created_by_idx').on(t.created_by, t.id),
  ],
);
