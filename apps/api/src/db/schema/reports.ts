import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobs } from './outbox';
import { users } from './users';

/**
 * Season archives (`/db-archive`): a snapshot of every table, gzip-compressed in the file store
 * under `file_key`, with its SHA-256 and its manifest (each table's row count and digest). The
 * status is the `db_archive` workflow's (creating → ready | failed; ready → active → ready).
 */
export const dbArchives = pgTable(
  'db_archives',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    file_key: varchar('file_key', { length: 100 }),
    size: bigint('size', { mode: 'number' }),
    sha256: varchar('sha256', { length: 64 }),
    row_count: bigint('row_count', { mode: 'number' }),
    manifest: jsonb('manifest'),
    error: text('error'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    activated_by: integer('activated_by').references(() => users.id, { onDelete: 'set null' }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('db_archives_status_idx').on(t.status, t.id),
    index('db_archives_job_idx').on(t.job_id),
    index('db_archives_created_by_idx').on(t.created_by),
    index('db_archives_activated_by_idx').on(t.activated_by),
  ],
);
