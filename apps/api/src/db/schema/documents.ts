import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Verifiable documents (lib/documents.ts): what was issued for which record (`type` from
 * DOCUMENT_TYPES + `record_id`), when and by whom, the SHA-256 of its canonical content, and the
 * public code its QR carries. The code is looked up by its own SHA-256 (`code_sha256`), so the
 * search never compares the secret itself. At most one live (`issued`) document per record; a
 * re-issue supersedes it (`superseded_by`, `version` + 1). Validity: `valid_from`/`valid_until`
 * (expired is computed from the dates), `extended_at`, `cancelled_at`.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    record_id: integer('record_id').notNull(),
    version: integer('version').notNull().default(1),
    /** The unguessable public code (url-safe base64 of 24 random bytes). */
    code: varchar('code', { length: 64 }).notNull(),
    code_sha256: varchar('code_sha256', { length: 64 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('issued'),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issued_by: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    valid_from: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    extended_at: timestamp('extended_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    superseded_by: integer('superseded_by').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('documents_code_sha256_unique').on(t.code_sha256),
    uniqueIndex('documents_live_unique').on(t.type, t.record_id).where(sql`${t.state} = 'issued'`),
    index('documents_record_idx').on(t.type, t.record_id, t.id),
    index('documents_issued_by_idx').on(t.issued_by),
    index('documents_superseded_by_idx').on(t.superseded_by),
    check('documents_state_check', sql`${t.state} in ('issued', 'cancelled', 'superseded')`),
    check('documents_validity_check', sql`${t.valid_until} is null or ${t.valid_until} > ${t.valid_from}`),
  ],
);
