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

const assignmentLabels = {
  status: 'questionnaires.fields.status',
  open: 'questionnaires.actions.open',
  timeline: 'questionnaires.timeline',
};

/** Users' questionnaires (the authority's view): /questionnaires/usersQuestionnaires/:id. */
export const usersScreens = defineWorkflowScreens({
  name: 'questionnaire_assignment',
  workflow: () => import('./questionnaire.flow').then((m) => m.assignmentWorkflow),
  colors: QUESTIONNAIRE_ASSIGNMENT_STATUS_COLORS,
  api: { list: QUESTIONNAIRES.users, details: QUESTIONNAIRES.userDetails },
  detailsPath: (id) => `/questionnaires/usersQuestionnaires/${id}`,
  labels: {
    ...assignmentLabels,
    list: 'questionnaires.routes.users',
    details: 'questionnaires.routes.users_details',
  },
});

/** The caller's own questionnaires; a row opens the answering screen by the questionnaire's id. */
export const myScreens = defineWorkflowScreens({
  name: 'my_questionnaire',
  workflow: () => import('./questionnaire.flow').then((m) => m.assignmentWorkflow),
  colors: QUESTIONNAIRE_ASSIGNMENT_STATUS_COLORS,
  api: { list: QUESTIONNAIRES.mine, details: QUESTIONNAIRES.myDetails },
  detailsPath: (id) => `/questionnaires/myQuestionnaires/${id}`,
  labels: {
    ...assignmentLabels,
    list: 'questionnaires.routes.pending',
    details: 'questionnaires.routes.answer',
  },
});
