import {
  POLL_QUESTION_TYPES,
  PollGroupRowSchema,
  PollGroupSchema,
  PollQuestionRowSchema,
  PollQuestionSchema,
} from '@mashaer/contract';
import { z } from 'zod';
import { pollQuestionGroups, pollQuestions } from '../../db/schema';
import { defineCrud, optionalFilter } from '../../lib/crud';

/** The spec's list is a GET with `?page`; its delete is `DELETE …/{id}` (spec 001 §7 "Questionnaires"). */
const ENDPOINTS = {
  list: { method: 'GET', path: '' },
  delete: { method: 'DELETE', path: '/:id' },
} as const;

/** Questions: GET general/poll-questions?page, GET edit/{id}, POST store, POST update/{id}, DELETE {id}. */
export const pollQuestionsRoutes = defineCrud({
  module: 'questionnaires',
  table: pollQuestions,
  basePath: '/general/poll-questions',
  permission: 'view-questionnaire-question',
  create: PollQuestionSchema,
  row: PollQuestionRowSchema,
  endpoints: ENDPOINTS,
  filters: {
    schema: { search: z.string().max(100).optional(), type: optionalFilter(z.enum(POLL_QUESTION_TYPES)) },
    defs: {
      search: { op: 'search', columns: [pollQuestions.title, pollQuestions.title_en] },
      type: { op: 'eq', column: pollQuestions.type },
    },
  },
  sorts: { id: pollQuestions.id, title: pollQuestions.title, created_at: pollQuestions.created_at },
  defaultSort: { by: 'id', dir: 'desc' },
});

/** Groups: GET general/poll-question-groups?page, GET edit/{id}, POST store, POST update/{id}, DELETE {id}. */
export const pollGroupsRoutes = defineCrud({
  module: 'questionnaires',
  table: pollQuestionGroups,
  basePath: '/general/poll-question-groups',
  permission: 'view-questionnaire-group',
  create: PollGroupSchema,
  row: PollGroupRowSchema,
  endpoints: ENDPOINTS,
  filters: {
    schema: { search: z.string().max(100).optional() },
    defs: { search: { op: 'search', columns: [pollQuestionGroups.title, pollQuestionGroups.title_en] } },
  },
  sorts: { id: pollQuestionGroups.id, title: pollQuestionGroups.title },
  defaultSort: { by: 'id', dir: 'desc' },
});
