import type { QuestionnaireAssignmentStatus, QuestionnaireStatus, StatusColor } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { QUESTIONNAIRES } from './api';

// The colours here rather than from the contract: the lists' chunks then hold no contract module.
const QUESTIONNAIRE_STATUS_COLORS: Record<QuestionnaireStatus, StatusColor> = {
  draft: 'default',
  published: 'green',
};
const QUESTIONNAIRE_ASSIGNMENT_STATUS_COLORS: Record<QuestionnaireAssignmentStatus, StatusColor> = {
  pending: 'gold',
  answered: 'green',
};

/** Questionnaires: the list at /questionnaires, a questionnaire at /questionnaires/edit/:id. */
export const questionnaireScreens = defineWorkflowScreens({
  name: 'questionnaire',
  workflow: () => import('./questionnaire.flow').then((m) => m.workflow),
  colors: QUESTIONNAIRE_STATUS_COLORS,
  api: { list: QUESTIONNAIRES.list, details: QUESTIONNAIRES.edit },
  detailsPath: (id) => `/questionnaires/edit/${id}`,
  openKey: 'edit',
  labels: {
    list: 'questionnaires.routes.questionnaires',
    details: 'questionnaires.routes.questionnaires_edit',
    status: 'questionnaires.fields.status',
    open: 'questionnaires.actions.open',
    timeline: 'questionnaires.timeline',
  },
  create: {
    path: '/questionnaires/new',
    label: 'questionnaires.actions.create',
    testId: 'questionnaire-create',
    permission: 'view-questionnaires',
  },
});

/** A list of questionnaire assignments (the authority's, or the caller's own) and its details route. */
const assignmentScreens = (
  name: string,
  api: { list: string; details: (id: string | number) => string },
  detailsPath: string,
  labels: { list: string; details: string },
) =>
  defineWorkflowScreens({
    name,
    workflow: () => import('./questionnaire.flow').then((m) => m.assignmentWorkflow),
    colors: QUESTIONNAIRE_ASSIGNMENT_STATUS_COLORS,
    api,
    detailsPath: (id) => `${detailsPath}/${id}`,
    labels: {
      ...labels,
      status: 'questionnaires.fields.status',
      open: 'questionnaires.actions.open',
      timeline: 'questionnaires.timeline',
    },
  });

/** Users' questionnaires (the authority's view): /questionnaires/usersQuestionnaires/:id. */
export const usersScreens = assignmentScreens(
  'questionnaire_assignment',
  { list: QUESTIONNAIRES.users, details: QUESTIONNAIRES.userDetails },
  '/questionnaires/usersQuestionnaires',
  { list: 'questionnaires.routes.users', details: 'questionnaires.routes.users_details' },
);

/** The caller's own questionnaires; a row opens the answering screen by the questionnaire's id. */
export const myScreens = assignmentScreens(
  'my_questionnaire',
  { list: QUESTIONNAIRES.mine, details: QUESTIONNAIRES.myDetails },
  '/questionnaires/myQuestionnaires',
  { list: 'questionnaires.routes.pending', details: 'questionnaires.routes.answer' },
);
