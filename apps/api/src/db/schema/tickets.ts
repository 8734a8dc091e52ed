import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';
import { users } from './users';

/** Spec 000 §3 "Ticket admin groups with admins": who handles a subject's tickets. */
export const ticketGroups = pgTable('ticket_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  name_en: varchar('name_en', { length: 200 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ticketGroupAdmins = pgTable(
  'ticket_group_admins',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => ticketGroups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.user_id] }),
    index('ticket_group_admins_user_idx').on(t.user_id),
  ],
);

/** Spec 000 §3 "Ticket subject": subject, note, type_id; type 4 → its allowed users only. */
export const ticketSubjects = pgTable(
  'ticket_subjects',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    subject_en: varchar('subject_en', { length: 200 }),
    note: text('note'),
    type_id: smallint('type_id').notNull(),
    group_id: integer('group_id')
      .notNull()
      .references(() => ticketGroups.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_subjects_group_idx').on(t.group_id),
    searchIndex('ticket_subjects_subject_search_idx', t.subject),
    check('ticket_subjects_type_check', sql`${t.type_id} between 1 and 4`),
  ],
);

export const ticketSubjectUsers = pgTable(
  'ticket_subject_users',
  {
    subject_id: integer('subject_id')
      .notNull()
      .references(() => ticketSubjects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.subject_id, t.user_id] }),
    index('ticket_subject_users_user_idx').on(t.user_id),
  ],
);

/**
 * Spec 000 §3 "Ticket": subject, content, importance_level, file (an attachment, record type
 * `ticket`). Status follows TICKET_WORKFLOW; `group_id` is the admin group handling it now.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** `TK-000123`, from the id. */
    number: varchar('number', { length: 20 })
      .notNull()
      .generatedAlwaysAs(sql`'TK-' || lpad(id::text, 6, '0')`),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    subject_id: integer('subject_id')
      .notNull()
      .references(() => ticketSubjects.id),
    group_id: integer('group_id')
      .notNull()
      .references(() => ticketGroups.id),
    content: text('content').notNull(),
    importance_level: varchar('importance_level', { length: 10 }).notNull(),
    status: varchar('status', { length: 30 }).notNull().default('open'),
    resolution: text('resolution'),
    first_answer_at: timestamp('first_answer_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_number_unique').on(t.number),
    index('tickets_company_idx').on(t.company_id, t.id),
    index('tickets_group_idx').on(t.group_id, t.id),
    index('tickets_subject_idx').on(t.subject_id, t.id),
    index('tickets_status_idx').on(t.status, t.id),
    index('tickets_importance_idx').on(t.importance_level, t.id),
    index('tickets_created_at_idx').on(t.created_at, t.id),
    index('tickets_created_by_idx').on(t.created_by),
    searchIndex('tickets_number_search_idx', t.number),
  ],
);

/** A reply on a ticket (its file: an attachment, record type `ticket_comment`). */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    side: varchar('side', { length: 10 }).notNull(),
    comment: text('comment').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_comments_ticket_idx').on(t.ticket_id, t.id),
    index('ticket_comments_user_idx').on(t.user_id),
  ],
);
