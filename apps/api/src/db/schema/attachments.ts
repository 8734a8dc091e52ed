import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A file a record carries in one of its slots (`ATTACHMENT_SLOTS`-style declarations in the
 * contract), with its review: pending → approved | rejected; a new upload into the slot turns the
 * current one `replaced` (kept as history, `replaces_id` links the chain). At most one current
 * (not replaced) file per record and slot. `company_id` is the organisation the record belongs to
 * (row scope), copied from the record at upload.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    record_type: varchar('record_type', { length: 40 }).notNull(),
    record_id: integer('record_id').notNull(),
    slot: varchar('slot', { length: 60 }).notNull(),
    file_key: varchar('file_key', { length: 100 }).notNull().unique(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reviewer_id: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    replaces_id: integer('replaces_id').references((): AnyPgColumn => attachments.id, {
      onDelete: 'set null',
    }),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    company_id: integer('company_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_record_idx').on(t.record_type, t.record_id, t.slot),
    uniqueIndex('attachments_current_uq')
      .on(t.record_type, t.record_id, t.slot)
      .where(sql`${t.status} <> 'replaced'`),
    index('attachments_status_idx').on(t.record_type, t.status),
    index('attachments_replaces_idx').on(t.replaces_id),
    index('attachments_reviewer_idx').on(t.reviewer_id),
    index('attachments_uploaded_by_idx').on(t.uploaded_by),
    index('attachments_company_idx').on(t.company_id),
  ],
);
