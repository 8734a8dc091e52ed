import { sql } from 'drizzle-orm';
import {
  check,
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
import { users } from './users';

/**
 * Payment-slip (SADAD) orders (issue 20 §1): a bill the authority raises on a company. Amounts are
 * integer halalas. Status follows SADAD_WORKFLOW (contract/finance.ts); the receipt is an
 * attachment (record type `sadad`).
 */
export const sadadOrders = pgTable(
  'sadad_orders',
  {
    id: serial('id').primaryKey(),
    bill_number: varchar('bill_number', { length: 20 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    due_date: date('due_date').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    description: text('description'),
    linked_type: varchar('linked_type', { length: 40 }),
    linked_id: integer('linked_id'),
    status: varchar('status', { length: 20 }).notNull().default('issued'),
    rejection_reason: text('rejection_reason'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sadad_orders_bill_number_unique').on(t.bill_number),
    searchIndex('sadad_orders_bill_number_search_idx', t.bill_number),
    index('sadad_orders_company_idx').on(t.company_id, t.id),
    index('sadad_orders_status_idx').on(t.status, t.id),
    index('sadad_orders_due_idx').on(t.due_date, t.id),
    index('sadad_orders_created_by_idx').on(t.created_by),
    check('sadad_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Invoices (issue 20 §2): line items in halalas, VAT computed on the server (money.ts: half-up once
 * per invoice) and stored with the rate it used, so a later change of the configured rate never
 * alters an issued invoice. Status follows INVOICE_WORKFLOW.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoice_number: varchar('invoice_number', { length: 30 }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    due_date: date('due_date').notNull(),
    note: text('note'),
    subtotal: integer('subtotal').notNull(),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    vat_total: integer('vat_total').notNull(),
    total: integer('total').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoice_number),
    searchIndex('invoices_number_search_idx', t.invoice_number),
    index('invoices_company_idx').on(t.company_id, t.id),
    index('invoices_status_idx').on(t.status, t.id),
    index('invoices_due_idx').on(t.due_date, t.id),
    index('invoices_created_by_idx').on(t.created_by),
    check('invoices_totals', sql`${t.total} = ${t.subtotal} + ${t.vat_total} and ${t.subtotal} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    quantity: integer('quantity').notNull(),
    unit_price: integer('unit_price').notNull(),
    line_total: integer('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_unique').on(t.invoice_id, t.position),
    check('invoice_lines_total', sql`${t.line_total} = ${t.quantity} * ${t.unit_price}`),
  ],
);

/** Clearance votes (issue 20 §3): one per voter (department) per company; a new vote replaces it. */
export const clearanceVotes = pgTable(
  'clearance_votes',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    voter: varchar('voter', { length: 40 }).notNull(),
    vote: varchar('vote', { length: 10 }).notNull(),
    note: text('note'),
    voted_by: integer('voted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clearance_votes_company_voter_unique').on(t.company_id, t.voter),
    index('clearance_votes_voter_idx').on(t.voter, t.vote),
    index('clearance_votes_voted_by_idx').on(t.voted_by),
    check('clearance_votes_vote', sql`${t.vote} in ('accept', 'reject', 'reopened')`),
  ],
);

/** The final disclaimer of a company's season (one a company), issued as a verifiable document. */
export const finalDisclaimers = pgTable(
  'final_disclaimers',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    issued_by: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('final_disclaimers_company_unique').on(t.company_id),
    index('final_disclaimers_issued_by_idx').on(t.issued_by),
  ],
);
