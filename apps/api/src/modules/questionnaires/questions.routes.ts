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
import { searchField, searchOnly } from '../../lib/named-resource';

type Endpoints = NonNullable<Parameters<typeof defineCrud>[0]['endpoints']>;

/** The spec's list is a GET with `?page`; its delete is `DELETE …/{id}` (spec 001 §7 "Questionnaires"). */
const SPEC: Endpoints = { list: { method: 'GET', path: '' }, delete: { method: 'DELETE', path: '/:id' } };
/**
 * The screens' shared list posts its filters (`POST <path>?page`, ARCHITECTURE §3): the same list
 * answers that too, with nothing else registered twice.
 */
const POST_LIST: Endpoints = {
  list: { method: 'POST', path: '' },
  edit: false,
  store: false,
  update: false,
  delete: false,
};

/** Questions: GET general/poll-questions?page, GET edit/{id}, POST store, POST update/{id}, DELETE {id}. */
const questions = (endpoints: Endpoints) =>
  defineCrud({
    module: 'questionnaires',
    table: pollQuestions,
    basePath: '/general/poll-questions',
    permission: 'view-questionnaire-question',
    create: PollQuestionSchema,
    row: PollQuestionRowSchema,
    endpoints,
    filters: {
      schema: { search: searchField, type: optionalFilter(z.enum(POLL_QUESTION_TYPES)) },
      defs: {
        search: { op: 'search', columns: [pollQuestions.title, pollQuestions.title_en] },
        type: { op: 'eq', column: pollQuestions.type },
      },
    },
    sorts: { id: pollQuestions.id, title: pollQuestions.title, created_at: pollQuestions.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
  });

/** Groups: GET general/poll-question-groups?page, GET edit/{id}, POST store, POST update/{id}, DELETE {id}. */
const groups = (endpoints: Endpoints) =>
  defineCrud({
    module: 'questionnaires',
    table: pollQuestionGroups,
    basePath: '/general/poll-question-groups',
    permission: 'view-questionnaire-group',
    create: PollGroupSchema,
    row: PollGroupRowSchema,
    endpoints,
    filters: searchOnly(pollQuestionGroups.title, pollQuestionGroups.title_en),
    sorts: { id: pollQuestionGroups.id, title: pollQuestionGroups.title },
    defaultSort: { by: 'id', dir: 'desc' },
  });

export const questionRoutes = [questions(SPEC), questions(POST_LIST), groups(SPEC), groups(POST_LIST)];
