import type { PollAnswerValue, PollOption, QuestionnaireContent } from '@mashaer/contract';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';
import { users, userTypes } from './users';

const times = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions of questionnaires (issue 30 §1): a type, a bilingual title and options, a required flag. */
export const pollQuestions = pgTable(
  'poll_questions',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 20 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    title_en: varchar('title_en', { length: 300 }).notNull(),
    options: jsonb('options').$type<PollOption[]>().notNull().default([]),
    is_required: smallint('is_required').notNull().default(1),
    ...times(),
  },
  (t) => [
    searchIndex('poll_questions_title_search_idx', t.title),
    index('poll_questions_type_idx').on(t.type, t.id),
    index('poll_questions_created_idx').on(t.created_at, t.id),
  ],
);

/** Groups of questions (issue 30 §2): a bilingual title and its questions in order. */
export const pollQuestionGroups = pgTable(
  'poll_question_groups',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    title_en: varchar('title_en', { length: 300 }).notNull(),
    question_ids: jsonb('question_ids').$type<number[]>().notNull().default([]),
    ...times(),
  },
  (t) => [
    searchIndex('poll_question_groups_title_search_idx', t.title),
    index('poll_question_groups_created_idx').on(t.created_at, t.id),
  ],
);

/**
 * Questionnaires (issue 30 §3). Status follows QUESTIONNAIRE_WORKFLOW; publishing freezes the
 * groups' questions into `content` (later edits of the questions do not change what was asked).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    title_en: varchar('title_en', { length: 300 }).notNull(),
    description: text('description'),
    group_ids: jsonb('group_ids').$type<number[]>().notNull().default([]),
    user_type_ids: jsonb('user_type_ids').$type<number[]>().notNull().default([]),
    user_ids: jsonb('user_ids').$type<number[]>().notNull().default([]),
    is_required: smallint('is_required').notNull().default(0),
    opens_at: date('opens_at').notNull(),
    closes_at: date('closes_at').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    content: jsonb('content').$type<QuestionnaireContent>().notNull().default([]),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...times(),
  },
  (t) => [
    searchIndex('questionnaires_title_search_idx', t.title),
    index('questionnaires_status_idx').on(t.status, t.id),
    index('questionnaires_open_idx').on(t.status, t.closes_at),
    index('questionnaires_created_by_idx').on(t.created_by),
  ],
);

/** A user's questionnaire (issue 30 §3–5): status follows QUESTIONNAIRE_ASSIGNMENT_WORKFLOW. */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    id: serial('id').primaryKey(),
    questionnaire_id: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's organisation (itself, or its parent for an employee): row scope. */
    company_id: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    is_required: smallint('is_required').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    answers: jsonb('answers').$type<Record<string, PollAnswerValue>>().notNull().default({}),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    ...times(),
  },
  (t) => [
    uniqueIndex('questionnaire_assignments_unique').on(t.questionnaire_id, t.user_id),
    index('questionnaire_assignments_user_idx').on(t.user_id, t.status, t.id),
    index('questionnaire_assignments_company_idx').on(t.company_id, t.id),
    index('questionnaire_assignments_type_idx').on(t.type_id, t.id),
    index('questionnaire_assignments_status_idx').on(t.status, t.id),
    index('questionnaire_assignments_q_status_idx').on(t.questionnaire_id, t.status),
  ],
);
