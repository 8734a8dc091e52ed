import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The timeline of every workflow (lib/workflow.ts): one row per move, written in the move's
 * transaction with its audit row. `from_status` is null for a record's creation.
 */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workflow: varchar('workflow', { length: 40 }).notNull(),
    record_id: integer('record_id').notNull(),
    from_status: varchar('from_status', { length: 30 }),
    to_status: varchar('to_status', { length: 30 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    payload: jsonb('payload'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the record entered `from_status`: the previous event's time, filled by the table's
     * `before insert` trigger (migration 0040), so the time spent in a status is this row's
     * `created_at - from_entered_at` with no window over the timeline (the dashboards' chart).
     */
    from_entered_at: timestamp('from_entered_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_events_record_idx').on(t.workflow, t.record_id, t.created_at),
    index('workflow_events_actor_idx').on(t.actor_id),
  ],
);

/**
 * The assignment's timeline as it was read before the kernel: a view over `workflow_events`
 * (created by hand in the migration; drizzle only reads it).
 */
export const assignCampHistory = pgView('assign_camp_history', {
  id: bigint('id', { mode: 'number' }).notNull(),
  assign_camp_id: integer('assign_camp_id').notNull(),
  from_status: varchar('from_status', { length: 30 }),
  to_status: varchar('to_status', { length: 30 }).notNull(),
  note: text('note'),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
