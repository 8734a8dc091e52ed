import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';

/**
 * A reference table of bilingual names (countries, categories, and the cities, squares… of later
 * areas): `name` (Arabic) and `name_en`, each unique regardless of case.
 */
export const bilingualNames = <N extends string>(table: N) =>
  pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: 100 }).notNull(),
      name_en: varchar('name_en', { length: 100 }).notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex(`${table}_name_unique`).on(sql`lower(${t.name})`),
      uniqueIndex(`${table}_name_en_unique`).on(sql`lower(${t.name_en})`),
      searchIndex(`${table}_name_search_idx`, t.name),
      searchIndex(`${table}_name_en_search_idx`, t.name_en),
    ],
  );

/** Spec §7 "Countries" (doc 001 §3: id, name, name_en). */
export const countries = bilingualNames('countries');
