import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { camps } from './camps';
import { orderServices, serviceInputs } from './order-catalogue';
import { files } from './system';
import { users } from './users';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The last order number of each season (one row a season; the upsert serialises numbering). */
export const orderSeasons = pgTable('order_seasons', {
  season: integer('season').primaryKey(),
  last_seq: integer('last_seq').notNull().default(0),
});

/**
 * Doc 001 §3 "Order": an order for additional works in a camp. `company_id` is the receiver (the
 * owner: its organisation sees and changes it); `filed_by` the organisation that filed it (an
 * alliance leader or the authority on a company's behalf). Status follows ORDER_WORKFLOW.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 30 }).notNull(),
    season: integer('season').notNull(),
    status: varchar('status', { length: 30 }).notNull().default('draft'),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    filed_by: integer('filed_by')
      .notNull()
      .references(() => users.id),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    number_of_hijaj: integer('number_of_hijaj').notNull(),
    camp_size: integer('camp_size').notNull(),
    count_day: integer('count_day').notNull(),
    planed_achive_date: date('planed_achive_date').notNull(),
    achive_date: date('achive_date'),
    consultant_id: integer('consultant_id').references(() => users.id),
    contractor_id: integer('contractor_id').references(() => users.id),
    notes: text('notes'),
    /** The last reason given (decline, return), shown on the order. */
    reason: text('reason'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** The works licence (issue 17): its number, issue date and current expiry (the last version's). */
    license_number: varchar('license_number', { length: 50 }),
    license_add_date: date('license_add_date'),
    expiry: date('expiry'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    searchIndex('orders_number_search_idx', t.number),
    searchIndex('orders_license_number_search_idx', t.license_number),
    // One licence number, one order: two orders' QR checks must never both answer genuine for it.
    uniqueIndex('orders_license_number_unique').on(t.license_number),
    index('orders_season_idx').on(t.season, t.id),
    index('orders_company_idx').on(t.company_id, t.id),
    index('orders_filed_by_idx').on(t.filed_by, t.id),
    // A company's list: the orders it filed for another company (few; see `orderScopeBranches`).
    index('orders_filed_for_other_idx')
      .on(t.filed_by, t.id)
      .where(sql`${t.filed_by} <> ${t.company_id}`),
    index('orders_consultant_idx').on(t.consultant_id, t.id),
    index('orders_contractor_idx').on(t.contractor_id, t.id),
    index('orders_camp_idx').on(t.camp_id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_created_by_idx').on(t.created_by),
    index('orders_expiry_idx').on(t.expiry),
    index('orders_created_idx').on(t.created_at, t.id),
    check(
      'orders_status_check',
      sql`${t.status} in ('draft', 'sent', 'consultant_accepted', 'contractor_accepted', 'under_review', 'returned', 'approved', 'cancelled', 'licensed', 'completed', 'handover_cancelled')`,
    ),
  ],
);

/** A service on an order, with its specialist where the specialty needs one. */
export const orderServiceItems = pgTable(
  'order_services',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => orderServices.id, { onDelete: 'restrict' }),
    specialist_name: varchar('specialist_name', { length: 150 }),
    specialist_license: varchar('specialist_license', { length: 50 }),
    specialist_approved: boolean('specialist_approved').notNull().default(false),
    created_at: created(),
  },
  (t) => [
    uniqueIndex('order_services_unique').on(t.order_id, t.service_id),
    index('order_services_service_idx').on(t.service_id),
  ],
);

/** The answer to one service input of an order. */
export const orderInputAnswers = pgTable(
  'order_input_answers',
  {
    id: serial('id').primaryKey(),
    order_service_id: integer('order_service_id')
      .notNull()
      .references(() => orderServiceItems.id, { onDelete: 'cascade' }),
    input_id: integer('input_id')
      .notNull()
      .references(() => serviceInputs.id, { onDelete: 'restrict' }),
    value: text('value').notNull(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('order_input_answers_unique').on(t.order_service_id, t.input_id),
    index('order_input_answers_input_idx').on(t.input_id),
  ],
);

/**
 * A party's signature of an approved order (owner, consultant, contractor): who, when, the SHA-256
 * of the order's content it covers, and copies of the signer's signature and stamp.
 */
export const orderSignatures = pgTable(
  'order_signatures',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    party: varchar('party', { length: 12 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    content_hash: varchar('content_hash', { length: 64 }).notNull(),
    signature_file_id: integer('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    stamp_file_id: integer('stamp_file_id').references(() => files.id, { onDelete: 'set null' }),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_signatures_party_unique').on(t.order_id, t.party),
    index('order_signatures_user_idx').on(t.user_id),
    index('order_signatures_signature_file_idx').on(t.signature_file_id),
    index('order_signatures_stamp_file_idx').on(t.stamp_file_id),
    check('order_signatures_party_check', sql`${t.party} in ('owner', 'consultant', 'contractor')`),
  ],
);

/** Every version of an order's works licence: the issue (version 1) and each extension with its reason. */
export const orderLicenseVersions = pgTable(
  'order_license_versions',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    license_number: varchar('license_number', { length: 50 }).notNull(),
    license_add_date: date('license_add_date').notNull(),
    expiry: date('expiry').notNull(),
    reason: text('reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [
    uniqueIndex('order_license_versions_unique').on(t.order_id, t.version),
    index('order_license_versions_created_by_idx').on(t.created_by),
  ],
);

/**
 * Doc 001 §4 "Report": the consultant's achievement report on a licensed order (REPORT_WORKFLOW).
 * `company_id` is the order's owner (row scope), `consultant_id` the organisation that filed it.
 */
export const orderReports = pgTable(
  'order_reports',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    consultant_id: integer('consultant_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    progress: integer('progress').notNull(),
    notes: text('notes'),
    reason: text('reason'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('order_reports_order_idx').on(t.order_id, t.id),
    index('order_reports_company_idx').on(t.company_id, t.id),
    index('order_reports_consultant_idx').on(t.consultant_id, t.id),
    index('order_reports_status_idx').on(t.status, t.id),
    index('order_reports_created_by_idx').on(t.created_by),
    check('order_reports_status_check', sql`${t.status} in ('pending', 'approve', 'disapproved', 'old')`),
    check('order_reports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * A company's request to cancel its order or replace its contractor or consultant
 * (CANCEL_REQUEST_WORKFLOW). At most one open request an order (partial unique index).
 */
export const orderCancelRequests = pgTable(
  'order_cancel_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 20 }).notNull(),
    new_party_id: integer('new_party_id').references(() => users.id),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    decision_reason: text('decision_reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('order_cancel_requests_open_unique').on(t.order_id).where(sql`${t.status} = 'pending'`),
    index('order_cancel_requests_order_idx').on(t.order_id, t.id),
    index('order_cancel_requests_company_idx').on(t.company_id, t.id),
    index('order_cancel_requests_status_idx').on(t.status, t.id),
    index('order_cancel_requests_new_party_idx').on(t.new_party_id),
    index('order_cancel_requests_created_by_idx').on(t.created_by),
    check('order_cancel_requests_type_check', sql`${t.type} in ('cancel', 'contractor', 'consultant')`),
    check('order_cancel_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
