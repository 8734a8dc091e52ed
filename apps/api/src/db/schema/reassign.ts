import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appointments, assignCamps, camps } from './camps';
import { forms } from './templates';
import { users } from './users';

/**
 * Spec 001 §3 "Re-assign or lock order": one order of a company (`type` reassign or lock) that
 * groups one or more of the camps it holds. Its status follows REASSIGN_WORKFLOW (contract); the
 * form is filled through the templates engine (subject `reassign_order` / `lock_order`).
 */
export const reassignOrders = pgTable(
  'reassign_orders',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id),
    status: varchar('status', { length: 25 }).notNull().default('draft'),
    notes: text('notes'),
    /** The form's priced items, totalled on the server when the order is signed. */
    fee_halalas: integer('fee_halalas'),
    rejection_reason: text('rejection_reason'),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** The re-delivery (re-appointment): its time and the two parties' signatures. */
    redelivery_at: timestamp('redelivery_at', { withTimezone: true }),
    redelivery_company_signed_by: integer('redelivery_company_signed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    redelivery_company_signed_at: timestamp('redelivery_company_signed_at', { withTimezone: true }),
    redelivery_authority_signed_by: integer('redelivery_authority_signed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    redelivery_authority_signed_at: timestamp('redelivery_authority_signed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reassign_orders_type_status_idx').on(t.type, t.status, t.id),
    index('reassign_orders_company_idx').on(t.company_id, t.type, t.id),
    index('reassign_orders_form_idx').on(t.form_id),
    index('reassign_orders_created_by_idx').on(t.created_by),
    index('reassign_orders_rd_company_idx').on(t.redelivery_company_signed_by),
    index('reassign_orders_rd_authority_idx').on(t.redelivery_authority_signed_by),
    check('reassign_orders_type_check', sql`${t.type} in ('reassign', 'lock')`),
    check(
      'reassign_orders_status_check',
      sql`${t.status} in ('draft', 'signing', 'awaiting_payment', 'under_review', 'approved', 'redelivery_booked', 'redelivered', 'rejected', 'rejected_by_handover', 'cancelled')`,
    ),
    check('reassign_orders_fee_check', sql`${t.fee_halalas} is null or ${t.fee_halalas} >= 0`),
  ],
);

/** A camp of an order's group (`removeOrderFromGroup/{id}` takes one out: `removed_at`). */
export const reassignOrderCamps = pgTable(
  'reassign_order_camps',
  {
    id: serial('id').primaryKey(),
    reassign_order_id: integer('reassign_order_id')
      .notNull()
      .references(() => reassignOrders.id, { onDelete: 'cascade' }),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    assign_camp_id: integer('assign_camp_id')
      .notNull()
      .references(() => assignCamps.id),
    /** The camp's re-delivery appointment (appointments: no two live ones of a camp overlap). */
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    removed_by: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reassign_order_camps_order_idx').on(t.reassign_order_id),
    index('reassign_order_camps_camp_idx').on(t.camp_id),
    index('reassign_order_camps_assign_idx').on(t.assign_camp_id),
    index('reassign_order_camps_removed_by_idx').on(t.removed_by),
    index('reassign_order_camps_appointment_idx').on(t.appointment_id),
    uniqueIndex('reassign_order_camps_once')
      .on(t.reassign_order_id, t.camp_id)
      .where(sql`${t.removed_at} is null`),
  ],
);
