import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The call log (spec "Call log"): one row for every state change, written in its transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: varchar('event', { length: 40 }).notNull(),
    table_name: varchar('table_name', { length: 60 }).notNull(),
    record_id: varchar('record_id', { length: 40 }),
    old_value: jsonb('old_value'),
    new_value: jsonb('new_value'),
    module: varchar('module', { length: 40 }).notNull(),
    method: varchar('method', { length: 120 }).notNull(),
    message: text('message'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_table_record_idx').on(t.table_name, t.record_id, t.id),
    index('audit_log_user_idx').on(t.user_id, t.id),
    index('audit_log_created_idx').on(t.created_at),
    // The call log's filters (/log-system) end in the id they page on.
    index('audit_log_event_idx').on(t.event, t.id),
    index('audit_log_module_idx').on(t.module, t.id),
    // The access log (/logs): its events only, newest first (the list's base names the same list).
    index('audit_log_access_idx')
      .on(t.id)
      .where(
        sql`event in ('login', 'login_failed', 'locked_out', 'code_sent', 'logout', 'reset_requested', 'password_reset')`,
      ),
  ],
);

/** Every SMS and e-mail sent, with one-time codes masked (feeds the /sms report). */
export const messageLog = pgTable(
  'message_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 190 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    transport: varchar('transport', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    error: text('error'),
    /** Delivery attempts it took (the outbox's retries + 1). */
    attempts: integer('attempts').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_log_user_idx').on(t.user_id, t.id),
    index('message_log_created_idx').on(t.created_at),
    index('message_log_status_idx').on(t.status, t.id),
    index('message_log_recipient_idx').on(t.recipient, t.id),
  ],
);

/** Uploaded files: stored under a random key, never under the client's name. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    entity: varchar('entity', { length: 40 }).notNull(),
    entity_id: integer('entity_id'),
    field: varchar('field', { length: 60 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storage_key: varchar('storage_key', { length: 100 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_entity_idx').on(t.entity, t.entity_id, t.field)],
);

/** A notification sent by an administrator (the /notifications list). */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    link: varchar('link', { length: 300 }),
    target: varchar('target', { length: 10 }).notNull(),
    type_ids: jsonb('type_ids').$type<number[]>(),
    user_ids: jsonb('user_ids').$type<number[]>(),
    recipients_count: integer('recipients_count').notNull().default(0),
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_broadcasts_created_idx').on(t.created_at)],
);

/** One user's notification (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcast_id: integer('broadcast_id').references(() => notificationBroadcasts.id, {
      onDelete: 'cascade',
    }),
    message: text('message').notNull(),
    link: varchar('link', { length: 300 }),
    is_seen: boolean('is_seen').notNull().default(false),
    cleared_at: timestamp('cleared_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_broadcast_idx').on(t.broadcast_id),
    index('notifications_unseen_idx').on(t.user_id).where(sql`is_seen = false and cleared_at is null`),
  ],
);
