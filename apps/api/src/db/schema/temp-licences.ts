import {
  date,
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
import { camps } from './camps';
import { formFillings, forms } from './templates';
import { users } from './users';

/**
 * Spec 001 §3 "Temporary licence order": a company's request for a temporary licence on one of its
 * camps, answered on form number 7 of the templates engine (the filling pins the version). Status
 * follows TEMP_ORDER_WORKFLOW; approval issues the `temp_licenses` row (`temp_license_id`).
 */
export const tempLicenseOrders = pgTable(
  'temp_license_orders',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    filling_id: integer('filling_id').references(() => formFillings.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reject_reason: text('reject_reason'),
    temp_license_id: integer('temp_license_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('temp_license_orders_company_idx').on(t.company_id, t.id),
    index('temp_license_orders_camp_idx').on(t.camp_id),
    index('temp_license_orders_status_idx').on(t.status, t.id),
    index('temp_license_orders_form_idx').on(t.form_id),
    index('temp_license_orders_filling_idx').on(t.filling_id),
    index('temp_license_orders_licence_idx').on(t.temp_license_id),
    index('temp_license_orders_created_by_idx').on(t.created_by),
    index('temp_license_orders_created_idx').on(t.created_at),
  ],
);

/**
 * An issued temporary licence (`general/temp_licenses`, the /licenses screens): its number, holder,
 * activity, period (days from `starts_at` to `ends_at`) and conditions; `temp_license_order_id`
 * when an order's approval issued it (at most one a order). Its printable document is
 * `temp_license` (lib/documents), re-issued when it is edited.
 */
export const tempLicenses = pgTable(
  'temp_licenses',
  {
    id: serial('id').primaryKey(),
    license_number: varchar('license_number', { length: 20 }),
    temp_license_order_id: integer('temp_license_order_id').references(() => tempLicenseOrders.id, {
      onDelete: 'restrict',
    }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    camp_id: integer('camp_id').references(() => camps.id),
    activity: varchar('activity', { length: 200 }).notNull(),
    period: integer('period').notNull(),
    starts_at: date('starts_at', { mode: 'string' }).notNull(),
    ends_at: date('ends_at', { mode: 'string' }).notNull(),
    conditions: text('conditions'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('temp_licenses_number_uq').on(t.license_number),
    searchIndex('temp_licenses_number_search_idx', t.license_number),
    uniqueIndex('temp_licenses_order_uq').on(t.temp_license_order_id),
    index('temp_licenses_company_idx').on(t.company_id, t.id),
    index('temp_licenses_camp_idx').on(t.camp_id),
    index('temp_licenses_ends_idx').on(t.ends_at),
    index('temp_licenses_created_by_idx').on(t.created_by),
  ],
);
