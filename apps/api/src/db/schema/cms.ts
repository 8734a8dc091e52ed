import {
  boolean,
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
import { users } from './users';

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

/**
 * Spec 000 §7 `cms/news-center`: a news item of type `news`, `images` or `video`; its main image,
 * other images and video are attachments (record type `news`). The description is sanitised HTML.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    news_title: varchar('news_title', { length: 300 }).notNull(),
    news_description: text('news_description').notNull(),
    news_type: varchar('news_type', { length: 10 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_created_at_idx').on(t.created_at, t.id), index('news_created_by_idx').on(t.created_by)],
);

/** Spec 000 §7 `cms/news-bar`: short bilingual lines scrolling in the top bar, visible between dates. */
export const newsBar = pgTable(
  'news_bar',
  {
    id: serial('id').primaryKey(),
    text: varchar('text', { length: 500 }).notNull(),
    text_en: varchar('text_en', { length: 500 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    starts_on: date('starts_on'),
    ends_on: date('ends_on'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_bar_visible_idx').on(t.visible, t.id)],
);

/** Spec 000 §7 `cms/eng-guide`: title, description and file (an attachment, record type `eng_guide`). */
export const engGuides = pgTable(
  'eng_guides',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eng_guides_created_at_idx').on(t.created_at, t.id)],
);

/**
 * `/term-conditions`: the versions of the terms. Publishing one asks every user to accept again
 * at the next login (the session's policy flag, `users.is_acknowledged`).
 */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    /** Numbered in turn (its own sequence). */
    version: serial('version').notNull().unique(),
    title: varchar('title', { length: 300 }).notNull(),
    title_en: varchar('title_en', { length: 300 }).notNull(),
    body: text('body').notNull(),
    body_en: text('body_en').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_published_idx').on(t.published_at), index('terms_created_by_idx').on(t.created_by)],
);
