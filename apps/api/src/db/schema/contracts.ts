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
import { assignCamps, camps } from './camps';
import { files } from './system';
import { users } from './users';

/**
 * Spec §3 "Contract" (`contract_status`, `assign_camps_id`): the delivery contract of an
 * assignment, one per assignment. `company_id` and `camp_id` are copied from the assignment for
 * the row scope and the print. The content is written once at creation (both languages) and
 * hashed; every signature covers that hash. Status follows CONTRACT_WORKFLOW (contract/contracts.ts).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    assign_camps_id: integer('assign_camps_id')
      .notNull()
      .references(() => assignCamps.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id),
    camp_id: integer('camp_id')
      .notNull()
      .references(() => camps.id),
    /** The unguessable id in the printed QR code. */
    verify_code: varchar('verify_code', { length: 64 }).notNull(),
    contract_status: varchar('contract_status', { length: 20 }).notNull().default('unsigned'),
    content_ar: text('content_ar').notNull(),
    content_en: text('content_en').notNull(),
    /** SHA-256 (hex) of the canonical content. */
    content_hash: varchar('content_hash', { length: 64 }).notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_assign_unique').on(t.assign_camps_id),
    uniqueIndex('contracts_verify_code_unique').on(t.verify_code),
    index('contracts_company_idx').on(t.company_id, t.id),
    index('contracts_camp_idx').on(t.camp_id),
    index('contracts_status_idx').on(t.contract_status, t.id),
    index('contracts_created_by_idx').on(t.created_by),
    check(
      'contracts_status_check',
      sql`${t.contract_status} in ('unsigned', 'signed_by_company', 'signed_by_authority', 'signed')`,
    ),
  ],
);

/** One signature per party per contract (the unique index decides races). */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    contract_id: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    party: varchar('party', { length: 10 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    content_hash: varchar('content_hash', { length: 64 }).notNull(),
    signature_file_id: integer('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    stamp_file_id: integer('stamp_file_id').references(() => files.id, { onDelete: 'set null' }),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_signatures_party_unique').on(t.contract_id, t.party),
    index('contract_signatures_user_idx').on(t.user_id),
    index('contract_signatures_signature_file_idx').on(t.signature_file_id),
    index('contract_signatures_stamp_file_idx').on(t.stamp_file_id),
    check('contract_signatures_party_check', sql`${t.party} in ('company', 'authority')`),
  ],
);
