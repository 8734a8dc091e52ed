import type { CategoryAudience, FormDefinition, QuestionOption } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './system';
import { users, userTypes } from './users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Spec §3 "question category": who answers its questions (all, chosen users, chosen types). */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }).notNull(),
    audience: varchar('audience', { length: 10 }).$type<CategoryAudience>().notNull().default('all'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('question_categories_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('question_categories_name_en_unique').on(sql`lower(${t.name_en})`),
    index('question_categories_audience_idx').on(t.audience),
  ],
);

export const questionCategoryUsers = pgTable(
  'question_category_users',
  {
    category_id: integer('category_id')
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.user_id] }),
    index('question_category_users_user_idx').on(t.user_id),
  ],
);

export const questionCategoryTypes = pgTable(
  'question_category_types',
  {
    category_id: integer('category_id')
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => userTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.category_id, t.type_id] }),
    index('question_category_types_type_idx').on(t.type_id),
  ],
);

/** A question, shared by forms; a form version freezes its text, options and price. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 500 }).notNull(),
    title_en: varchar('title_en', { length: 500 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    is_required: boolean('is_required').notNull().default(false),
    options: jsonb('options').$type<QuestionOption[] | null>(),
    unit_price_halalas: bigint('unit_price_halalas', { mode: 'number' }),
    category_id: integer('category_id').references(() => questionCategories.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('questions_category_idx').on(t.category_id),
    index('questions_type_idx').on(t.type),
    index('questions_title_idx').on(t.title),
    index('questions_created_idx').on(t.created_at),
  ],
);

/** A form's identity; its definition lives in form_questions/form_signers and, frozen, in versions. */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    name_en: varchar('name_en', { length: 200 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    with_category: boolean('with_category').notNull().default(false),
    /** The newest version (null only between the insert of a form and of its first version). */
    current_version: integer('current_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('forms_type_idx').on(t.type),
    index('forms_name_idx').on(t.name),
    index('forms_created_idx').on(t.created_at),
  ],
);

export const formQuestions = pgTable(
  'form_questions',
  {
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull(),
    /** This form's unit price of a priced item (update-single-price-form); the question's otherwise. */
    unit_price_halalas: bigint('unit_price_halalas', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.form_id, t.question_id] }),
    index('form_questions_question_idx').on(t.question_id),
  ],
);

export const formSigners = pgTable(
  'form_signers',
  {
    id: serial('id').primaryKey(),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    signer_num: integer('signer_num').notNull(),
    type_id: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    /** A named signer of that type (re-assign and lock forms); any user of the type otherwise. */
    signer_user_id: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('form_signers_form_num_unique').on(t.form_id, t.signer_num),
    index('form_signers_type_idx').on(t.type_id),
    index('form_signers_user_idx').on(t.signer_user_id),
  ],
);

/** A frozen definition of a form; fillings point at the version they were answered against. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: serial('id').primaryKey(),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    /** SHA-256 of the canonical definition: a new version only when something changed. */
    definition_hash: varchar('definition_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_versions_form_version_unique').on(t.form_id, t.version)],
);

/**
 * One form answered for one subject. `company_id` is the organisation the subject belongs to
 * (row scope); `verify_code` is the unguessable id the printed QR code carries.
 */
export const formFillings = pgTable(
  'form_fillings',
  {
    id: serial('id').primaryKey(),
    verify_code: varchar('verify_code', { length: 64 }).notNull(),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    form_version_id: integer('form_version_id')
      .notNull()
      .references(() => formVersions.id, { onDelete: 'restrict' }),
    subject_type: varchar('subject_type', { length: 30 }).notNull(),
    subject_id: integer('subject_id').notNull(),
    company_id: integer('company_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A general filling: the user it was sent to. */
    assigned_user_id: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    answers_hash: varchar('answers_hash', { length: 64 }),
    total_halalas: bigint('total_halalas', { mode: 'number' }).notNull().default(0),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('form_fillings_verify_code_unique').on(t.verify_code),
    uniqueIndex('form_fillings_subject_unique').on(t.subject_type, t.subject_id, t.form_id),
    index('form_fillings_form_idx').on(t.form_id),
    index('form_fillings_version_idx').on(t.form_version_id),
    index('form_fillings_company_idx').on(t.company_id),
    index('form_fillings_assigned_idx').on(t.assigned_user_id),
    index('form_fillings_created_by_idx').on(t.created_by),
    index('form_fillings_status_idx').on(t.status),
  ],
);

export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    filling_id: integer('filling_id')
      .notNull()
      .references(() => formFillings.id, { onDelete: 'cascade' }),
    question_id: integer('question_id').notNull(),
    /** The normalised value (text, number, choice values, 1/0, date, file id, quantity). */
    value: jsonb('value').notNull(),
    file_id: integer('file_id').references(() => files.id, { onDelete: 'restrict' }),
    quantity: integer('quantity'),
    unit_price_halalas: bigint('unit_price_halalas', { mode: 'number' }),
    line_total_halalas: bigint('line_total_halalas', { mode: 'number' }),
    answered_by: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('form_answers_filling_question_unique').on(t.filling_id, t.question_id),
    index('form_answers_file_idx').on(t.file_id),
    index('form_answers_answered_by_idx').on(t.answered_by),
  ],
);

/**
 * A signature on a filling. A valid one (invalidated_at null) per signer slot, enforced by a
 * partial unique index; a change of the answers invalidates them (kept for the record).
 */
export const formSignatures = pgTable(
  'form_signatures',
  {
    id: serial('id').primaryKey(),
    filling_id: integer('filling_id')
      .notNull()
      .references(() => formFillings.id, { onDelete: 'cascade' }),
    signer_num: integer('signer_num').notNull(),
    type_id: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** SHA-256 of the canonical answers this signature covers. */
    answers_hash: varchar('answers_hash', { length: 64 }).notNull(),
    signature_file_id: integer('signature_file_id').references(() => files.id, { onDelete: 'restrict' }),
    stamp_file_id: integer('stamp_file_id').references(() => files.id, { onDelete: 'restrict' }),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    invalidated_at: timestamp('invalidated_at', { withTimezone: true }),
    invalidated_reason: text('invalidated_reason'),
  },
  (t) => [
    uniqueIndex('form_signatures_valid_slot_unique')
      .on(t.filling_id, t.signer_num)
      .where(sql`invalidated_at is null`),
    index('form_signatures_filling_idx').on(t.filling_id, t.signer_num),
    index('form_signatures_user_idx').on(t.user_id),
    index('form_signatures_type_idx').on(t.type_id),
    index('form_signatures_signature_file_idx').on(t.signature_file_id),
    index('form_signatures_stamp_file_idx').on(t.stamp_file_id),
  ],
);
