import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { alliances, users } from './users';

/**
 * An organisation's membership of an alliance as a workflow record (ALLIANCE_MEMBERSHIP_WORKFLOW):
 * invited → member | declined; a member leaves or is removed. `alliance_members` holds the
 * members (status `member`) and is kept in step by the workflow's `after` steps.
 */
export const allianceMemberships = pgTable(
  'alliance_memberships',
  {
    id: serial('id').primaryKey(),
    alliance_id: integer('alliance_id')
      .notNull()
      .references(() => alliances.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('invited'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alliance_memberships_alliance_member_uq').on(t.alliance_id, t.member_id),
    index('alliance_memberships_member_idx').on(t.member_id, t.status),
  ],
);
