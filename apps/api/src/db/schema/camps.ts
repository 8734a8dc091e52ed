import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';
import { bilingualNames, countries } from './reference';
import { files } from './system';
import { users } from './users';

/** Spec §2 /squares, /city (§3: "fields not shown beyond names and ids"). */
export const squares = bilingualNames('squares');
export const cities = bilingualNames('cities');

/** Spec §3 "Camp": status ready/notready, is_developed, mina_label, mina_plot_number, uuid, number, square, tents, size. */
export const camps = pgTable(
  'camps',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    square_id: integer('square_id')
      .notNull()
      .references(() => squares.id),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    camp_number: varchar('camp_number', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('notready'),
    is_developed: boolean('is_developed').notNull().default(false),
    mina_label: varchar('mina_label', { length: 50 }),
    mina_plot_number: varchar('mina_plot_number', { length: 50 }),
    tents_count: integer('tents_count').notNull().default(0),
    /** Area in square metres. */
    size: integer('size').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Spec: the camp number is unique within its square.
    uniqueIndex('camps_square_number_unique').on(t.square_id, sql`lower(${t.camp_number})`),
    index('camps_city_idx').on(t.city_id),
    index('camps_status_idx').on(t.status),
    index('camps_number_idx').on(t.camp_number),
    searchIndex('camps_number_search_idx', t.camp_number),
    // The camp-number sort (lib/list.ts `naturalSort`): leading digits as a number, then the text.
    index('camps_number_natural_idx').on(
      sql`((substring(${t.camp_number} from '^[0-9]+'))::numeric)`,
      t.camp_number,
      t.id,
    ),
    check('camps_status_check', sql`${t.status} in ('ready', 'notready')`),
  ],
);

/**
 * Spec §3 "Assignment": a camp given to a company (`company_id` is the wire's
 * `receiver_company_id`). Its status follows ASSIGNMENT_WORKFLOW (contract/assignments.ts).
 * A camp has at most one active (not returned) assignment: the partial unique index says so.
 */
export const assignCamps = pgTable(
  'assign_camps',
  {
    id: serial('id').primaryKey(),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** The receiver's licence (or centre number for raft_office / service_provider). */
    receiver_cr: varchar('receiver_cr', { length: 50 }),
    country_id: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    pilgrims_count: integer('pilgrims_count'),
    status: varchar('status', { length: 15 }).notNull().default('pending'),
    kroky_file_id: integer('kroky_file_id').references(() => files.id, { onDelete: 'set null' }),
    assign_file_id: integer('assign_file_id').references(() => files.id, { onDelete: 'set null' }),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assign_camps_one_active').on(t.camp_id).where(sql`${t.status} <> 'returned'`),
    index('assign_camps_camp_idx').on(t.camp_id),
    index('assign_camps_company_idx').on(t.company_id, t.id),
    index('assign_camps_status_idx').on(t.status, t.id),
    index('assign_camps_country_idx').on(t.country_id),
    index('assign_camps_kroky_idx').on(t.kroky_file_id),
    index('assign_camps_file_idx').on(t.assign_file_id),
    index('assign_camps_created_by_idx').on(t.created_by),
    check(
      'assign_camps_status_check',
      sql`${t.status} in ('pending', 'appointment', 'answered', 'returned', 'deliverd')`,
    ),
  ],
);

/**
 * Spec §3 "Appointment": a delivery appointment of an assignment. `camp_id` and `company_id`
 * are copied from the assignment so the no-overlap exclusion constraint (hand-written in the
 * migration: drizzle cannot express EXCLUDE) and the row scope need no join. A delivery-form
 * filling or a contract hangs off it as subject ('appointment', id).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    assign_camp_id: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'cascade' }),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    appointment: timestamp('appointment', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    notes: text('notes'),
    absent_at: timestamp('absent_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_assign_idx').on(t.assign_camp_id),
    index('appointments_camp_idx').on(t.camp_id, t.appointment),
    index('appointments_company_idx').on(t.company_id, t.id),
    index('appointments_status_idx').on(t.status, t.appointment),
    index('appointments_time_idx').on(t.appointment),
    index('appointments_created_by_idx').on(t.created_by),
    check('appointments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('appointments_range_check', sql`${t.ends_at} > ${t.appointment}`),
  ],
);

/** Spec §3 "Absence history": a company missed an appointment. */
export const absenceHistory = pgTable(
  'absence_history',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** The appointment time that was missed (the appointment itself may be re-booked later). */
    appointment_at: timestamp('appointment_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('absence_history_appointment_idx').on(t.appointment_id),
    index('absence_history_company_idx').on(t.company_id, t.id),
    index('absence_history_created_idx').on(t.created_at),
    index('absence_history_created_by_idx').on(t.created_by),
  ],
);

/** The tafweej officer's session (spec "token_tafweej"): stored hashed, short-lived. */
export const tafweejTokens = pgTable(
  'tafweej_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tafweej_tokens_user_idx').on(t.user_id)],
);
