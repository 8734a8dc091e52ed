import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Reference data of the camp-assignment area (spec §7 "Countries", "Categories, cities, squares"). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('countries_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('countries_name_en_unique').on(sql`lower(${t.name_en})`),
  ],
);
