import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { assignCamps, camps, squares } from './camps';
import { formFillings, forms } from './templates';
import { users } from './users';

/**
 * Spec 001 §3 "Readiness order": a company's request for a delivered camp's readiness licence.
 * `company_id` and `camp_id` are copied from the assignment for the row scope and the print. The
 * form is the `simple_readiness_license` form answered through the templates engine (the filling
 * pins its version: `has_answers_in_version`). Status follows READINESS_WORKFLOW; approval sets
 * the validity (days) and the issue/expiry dates. At most one live request a camp assignment.
 */
export const readinessLicenses = pgTable(
  'readiness_licenses',
  {
    id: serial('id').primaryKey(),
    assign_camp_id: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'restrict' }),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    form_id: integer('form_id').references(() => forms.id, { onDelete: 'restrict' }),
    filling_id: integer('filling_id').references(() => formFillings.id, { onDelete: 'set null' }),
    is_committed: boolean('is_committed').notNull().default(false),
    status: varchar('status', { length: 15 }).notNull().default('pending'),
    validity_period: integer('validity_period'),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('readiness_licenses_one_live')
      .on(t.assign_camp_id)
      .where(sql`${t.status} in ('draft', 'pending', 'disapproved', 'approved')`),
    index('readiness_licenses_assign_idx').on(t.assign_camp_id),
    index('readiness_licenses_camp_idx').on(t.camp_id),
    index('readiness_licenses_company_idx').on(t.company_id, t.id),
    index('readiness_licenses_status_idx').on(t.status, t.id),
    index('readiness_licenses_form_idx').on(t.form_id),
    index('readiness_licenses_filling_idx').on(t.filling_id),
    index('readiness_licenses_created_by_idx').on(t.created_by),
    index('readiness_licenses_created_idx').on(t.created_at),
  ],
);

/**
 * Spec 001 §3 "Entry licence request" (period, visit cause, square, camp, reject cause, expire and
 * approval dates) plus the vehicle's plate and the driver's name and identity number. Status
 * follows CAR_LICENCE_WORKFLOW; approval sets `approval_date` and `expire_date` (+ period days).
 */
export const carLicences = pgTable(
  'car_licences',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    square_id: integer('square_id')
      .notNull()
      .references(() => squares.id),
    period: integer('period').notNull(),
    visit_cause: text('visit_cause').notNull(),
    plate_number: varchar('plate_number', { length: 20 }).notNull(),
    driver_name: varchar('driver_name', { length: 100 }).notNull(),
    driver_identity: varchar('driver_identity', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reject_cause: text('reject_cause'),
    approval_date: timestamp('approval_date', { withTimezone: true }),
    expire_date: timestamp('expire_date', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_licences_company_idx').on(t.company_id, t.id),
    index('car_licences_camp_idx').on(t.camp_id),
    index('car_licences_square_idx').on(t.square_id),
    index('car_licences_status_idx').on(t.status, t.id),
    index('car_licences_created_by_idx').on(t.created_by),
    index('car_licences_plate_idx').on(t.plate_number),
    searchIndex('car_licences_plate_search_idx', t.plate_number),
  ],
);
