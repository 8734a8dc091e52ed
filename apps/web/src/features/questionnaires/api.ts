import type {
  PollQuestionRow,
  QuestionnaireAssignmentDetails,
  QuestionnaireAssignmentRow,
  QuestionnaireDetails,
  QuestionnaireFormData,
  QuestionnaireResults,
  QuestionnaireRow,
} from '@mashaer/contract';
import { MAX_PAGE_SIZE } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataQuery } from '../../api/data-query';
import { fetchListPage } from '../../api/list';
import { withId } from '../../api/paths';

// Paths, not the contract's endpoint objects (they would pull zod into the lists' chunks).

export type { QuestionnaireAssignmentRow, QuestionnaireDetails, QuestionnaireRow };

/** Spec 001 §7 "Questionnaires" and the calls ARCHITECTURE §3 adds. */
export const QUESTIONNAIRES = {
  list: 'general/questionnaires',
  create: 'general/questionnaires/create',
  store: 'general/questionnaires/store',
  edit: withId('general/questionnaires/edit'),
  update: withId('general/questionnaires/update'),
  publish: withId('general/questionnaires/publish'),
  results: withId('general/questionnaires/results'),
  exportAnswers: withId('general/questionnaires/export'),
  users: 'general/questionnaires-users',
  userDetails: withId('general/questionnaires-users'),
  mine: 'general/my-questionnaires',
  myDetails: withId('general/my-questionnaires'),
  draft: withId('general/my-questionnaires/draft'),
  submit: withId('general/my-questionnaires/submit'),
} as const;

export const questionnaireFormQuery = () =>
  dataQuery<QuestionnaireFormData>(['questionnaires', 'create'], QUESTIONNAIRES.create);
export const questionnaireQuery = (id: string) =>
  dataQuery<QuestionnaireDetails>(['questionnaires', 'edit', id], QUESTIONNAIRES.edit(id), { fresh: true });
export const resultsQuery = (id: string) =>
  dataQuery<QuestionnaireResults>(['questionnaires', 'results', id], QUESTIONNAIRES.results(id), {
    fresh: true,
  });
export const myQuestionnaireQuery = (id: string) =>
  dataQuery<QuestionnaireAssignmentDetails>(['questionnaires', 'mine', id], QUESTIONNAIRES.myDetails(id), {
    fresh: true,
  });

/** The questions to pick from when building a group (the largest page, newest first). */
export const questionOptionsQuery = () =>
  queryOptions({
    queryKey: ['questionnaires', 'question-options'],
    queryFn: () =>
      fetchListPage<PollQuestionRow>('general/poll-questions', { paginate: MAX_PAGE_SIZE }, 1).then(
        (a) => a.data.data,
      ),
  });
