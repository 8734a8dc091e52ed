import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';
import { camps, squares } from './camps';
import { sadadOrders } from './finance';
import { users } from './users';

/** Violation levels (spec §9: configurable): name, severity order, colour, fix hours, fine (halalas). */
export const violationLevels = pgTable(
  'violation_levels',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    severity: integer('severity').notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    fix_hours: integer('fix_hours').notNull(),
    fine: integer('fine').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('violation_levels_severity_idx').on(t.severity, t.id),
    index('violation_levels_name_idx').on(t.name),
    index('violation_levels_name_en_idx').on(t.name_en),
    check('violation_levels_fine_check', sql`${t.fine} >= 0`),
    check('violation_levels_fix_hours_check', sql`${t.fix_hours} > 0`),
  ],
);

/**
 * Regulatory violation orders: a formal order to one company from one or more of its violations,
 * with the total fine and the sadad bill raised for it. No status of its own (the bill has one).
 */
export const violationOrders = pgTable(
  'violation_orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    total_fine: integer('total_fine').notNull().default(0),
    sadad_order_id: integer('sadad_order_id').references(() => sadadOrders.id, { onDelete: 'set null' }),
    notes: text('notes'),
    issued_by: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('violation_orders_number_unique').on(t.number),
    index('violation_orders_company_idx').on(t.company_id, t.id),
    index('violation_orders_sadad_idx').on(t.sadad_order_id),
    index('violation_orders_issued_by_idx').on(t.issued_by),
    index('violation_orders_created_idx').on(t.created_at, t.id),
  ],
);

/**
 * Violations (spec §3 "Violation"): on a camp, its square and the company holding it copied at
 * creation (row scope and filters need no join). Status follows VIOLATION_WORKFLOW; the photos,
 * the objection file and the evidence are attachments (record type `violation`).
 */
export const violations = pgTable(
  'violations',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    square_id: integer('square_id')
      .notNull()
      .references(() => squares.id),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    level_id: integer('level_id')
      .notNull()
      .references(() => violationLevels.id),
    body: text('body').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: varchar('status', { length: 20 }).notNull().default('created'),
    inspector_id: integer('inspector_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    due_at: timestamp('due_at', { withTimezone: true }),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    rejection_cause: text('rejection_cause'),
    reject_answer: text('reject_answer'),
    answer: text('answer'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    violation_order_id: integer('violation_order_id').references(() => violationOrders.id, {
      onDelete: 'set null',
    }),
    idempotency_key: varchar('idempotency_key', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('violations_number_unique').on(t.number),
    uniqueIndex('violations_idempotency_unique').on(t.created_by, t.idempotency_key),
    searchIndex('violations_number_search_idx', t.number),
    index('violations_camp_idx').on(t.camp_id),
    index('violations_square_idx').on(t.square_id, t.id),
    index('violations_company_idx').on(t.company_id, t.id),
    index('violations_level_idx').on(t.level_id, t.id),
    index('violations_status_idx').on(t.status, t.id),
    index('violations_inspector_idx').on(t.inspector_id),
    index('violations_created_by_idx').on(t.created_by, t.id),
    index('violations_order_idx').on(t.violation_order_id),
    index('violations_due_idx')
      .on(t.due_at)
      .where(sql`${t.status} in ('assigned', 'viewed', 'reject_answered')`),
    index('violations_created_idx').on(t.created_at, t.id),
    check(
      'violations_status_check',
      sql`${t.status} in ('created', 'assigned', 'viewed', 'rejected', 'reject_answered', 'completed', 'cancelled', 'locked')`,
    ),
  ],
);

/** Public benefits (spec §3 "Public benefit"): a shared facility with its label number and rooms. */
export const publicBenefits = pgTable(
  'public_benefits',
  {
    id: serial('id').primaryKey(),
    label_number: varchar('label_number', { length: 50 }).notNull(),
    num_of_rooms: integer('num_of_rooms').notNull(),
    square_id: integer('square_id').references(() => squares.id, { onDelete: 'set null' }),
    description: text('description'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('public_benefits_label_idx').on(t.label_number),
    index('public_benefits_square_idx').on(t.square_id),
    index('public_benefits_rooms_idx').on(t.num_of_rooms),
    check('public_benefits_rooms_check', sql`${t.num_of_rooms} > 0`),
  ],
);

/**
 * A facility's rooms given to a camp (`camp_num_of_rooms`). The sum per facility never passes its
 * `num_of_rooms`: checked under the facility's row lock, and by the trigger of the custom migration.
 */
export const publicBenefitCamps = pgTable(
  'public_benefit_camps',
  {
    id: serial('id').primaryKey(),
    public_benefit_id: integer('public_benefit_id')
      .notNull()
      .references(() => publicBenefits.id, { onDelete: 'restrict' }),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    camp_num_of_rooms: integer('camp_num_of_rooms').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('public_benefit_camps_benefit_idx').on(t.public_benefit_id, t.id),
    index('public_benefit_camps_camp_idx').on(t.camp_id),
    index('public_benefit_camps_created_by_idx').on(t.created_by),
    check('public_benefit_camps_rooms_check', sql`${t.camp_num_of_rooms} > 0`),
  ],
);
