import { z } from 'zod';
import { id } from '../fields';
import { FilterOptionSchema } from '../list';
import { flag, instant, int, TimelineEventSchema, text, workflowState } from '../records';
import {
  POLL_QUESTION_TYPES,
  PollAnswerValueSchema,
  QUESTIONNAIRE_ASSIGNMENT_STATUSES,
  QUESTIONNAIRE_STATUSES,
} from './questionnaires';

/** What the questionnaire routes answer; the web infers its types from these. */

const OptionRowSchema = z.object({ ar: text, en: text });

/** A question (`general/poll-questions`). */
export const PollQuestionRowSchema = z.object({
  id,
  type: z.enum(POLL_QUESTION_TYPES),
  title: text,
  title_en: text,
  options: z.array(OptionRowSchema),
  is_required: flag,
  created_at: instant,
});
export type PollQuestionRow = z.infer<typeof PollQuestionRowSchema>;

/** A group (`general/poll-question-groups`). */
export const PollGroupRowSchema = z.object({
  id,
  title: text,
  title_en: text,
  question_ids: z.array(int),
  created_at: instant,
});

/** The frozen content of a questionnaire: its groups and their questions, in order. */
const QuestionnaireContentSchema = z.array(
  z.object({
    id: int,
    title: text,
    title_en: text,
    questions: z.array(PollQuestionRowSchema.omit({ created_at: true })),
  }),
);
export type QuestionnaireContent = z.infer<typeof QuestionnaireContentSchema>;

/** A questionnaire (list row). */
export const QuestionnaireRowSchema = z.object({
  id,
  title: text,
  title_en: text,
  description: text.nullable(),
  group_ids: z.array(int),
  user_type_ids: z.array(int),
  user_ids: z.array(int),
  is_required: flag,
  opens_at: text,
  closes_at: text,
  published_at: instant.nullable(),
  created_at: instant,
  assigned_count: int,
  answered_count: int,
  ...workflowState(QUESTIONNAIRE_STATUSES),
});
export type QuestionnaireRow = z.infer<typeof QuestionnaireRowSchema>;

/** `GET general/questionnaires/edit/{id}`: the row, its content (frozen once published) and timeline. */
export const QuestionnaireDetailsSchema = QuestionnaireRowSchema.extend({
  content: QuestionnaireContentSchema,
  timeline: z.array(TimelineEventSchema),
});
export type QuestionnaireDetails = z.infer<typeof QuestionnaireDetailsSchema>;

/** `GET general/questionnaires/create`: the builder's options. */
export const QuestionnaireFormDataSchema = z.object({
  groups: z.array(FilterOptionSchema),
  user_types: z.array(FilterOptionSchema),
  /** The organisations the named audience is chosen from. */
  users: z.array(FilterOptionSchema),
});
export type QuestionnaireFormData = z.infer<typeof QuestionnaireFormDataSchema>;

/** A user's assignment (users' list and my list). */
export const QuestionnaireAssignmentRowSchema = z.object({
  id,
  questionnaire_id: int,
  questionnaire_title: text,
  user_id: int,
  user_name: text,
  company_id: int,
  company_name: text,
  type_id: int,
  type_name: text,
  is_required: flag,
  closes_at: text,
  answered_at: instant.nullable(),
  created_at: instant,
  ...workflowState(QUESTIONNAIRE_ASSIGNMENT_STATUSES),
});
export type QuestionnaireAssignmentRow = z.infer<typeof QuestionnaireAssignmentRowSchema>;

/** An assignment with its questionnaire's content and its answers (draft or submitted). */
export const QuestionnaireAssignmentDetailsSchema = QuestionnaireAssignmentRowSchema.extend({
  description: text.nullable(),
  content: QuestionnaireContentSchema,
  answers: z.record(z.string(), PollAnswerValueSchema),
  timeline: z.array(TimelineEventSchema),
});
export type QuestionnaireAssignmentDetails = z.infer<typeof QuestionnaireAssignmentDetailsSchema>;

const RateSchema = z.object({ label: text, assigned: int, answered: int });

/** `GET general/questionnaires/results/{id}`: response rates and each question's distribution. */
export const QuestionnaireResultsSchema = z.object({
  id,
  title: text,
  assigned: int,
  answered: int,
  by_type: z.array(RateSchema),
  by_company: z.array(RateSchema),
  questions: z.array(
    z.object({
      id: int,
      title: text,
      type: z.enum(POLL_QUESTION_TYPES),
      answered: int,
      /** Choice, rating and yes/no questions: the count of each answer. */
      distribution: z.array(z.object({ label: text, count: int })),
      /** Number questions: the mean of the answers, else null. */
      average: z.number().nullable(),
    }),
  ),
});
export type QuestionnaireResults = z.infer<typeof QuestionnaireResultsSchema>;
