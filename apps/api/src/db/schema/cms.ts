import { boolean, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Spec 000 §7 `cms/web-settings` (list, edit/{id}, update/{id}): site texts the authority edits,
 * each named by a fixed `key` (e.g. `readiness_pledge`, the readiness licence pledge served by
 * `get-simple-readiness-license-pladge`), in both languages, with a visible flag.
 */
export const webSettings = pgTable(
  'web_settings',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    title_en: varchar('title_en', { length: 200 }).notNull(),
    value: text('value').notNull(),
    value_en: text('value_en').notNull(),
    visible: boolean('visible').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('web_settings_key_uq').on(t.key)],
);
