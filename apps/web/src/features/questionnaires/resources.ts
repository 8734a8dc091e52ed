import { crudApi, defineResource } from '../../resources/define-resource';

/** Questions and groups (spec 001 §2 /questionnaires/questions and /groups, each with `new` and `:id`; §7 poll-*). */
const view = () => import('./questions.view');
const labels = {
  edit: 'questionnaires.actions.edit',
  delete: 'questionnaires.actions.delete',
  create: 'questionnaires.actions.add',
};
/** The spec's delete is `DELETE poll-questions/{id}` (no `delete/` segment). */
const api = (base: string) => ({ ...crudApi(base), destroy: (id: string | number) => `${base}/${id}` });

export const questions = defineResource({
  key: 'questions',
  ns: 'questionnaires',
  path: '/questionnaires/questions',
  paths: { create: '/questionnaires/questions/new', update: '/questionnaires/questions/:id' },
  api: api('general/poll-questions'),
  permission: 'view-questionnaire-question',
  menu: { group: 'questionnaires', position: 4, key: 'questionnaire_questions' },
  labels,
  createTestId: 'question-create',
  view: () => view().then((m) => m.questionsView),
});

export const groups = defineResource({
  key: 'groups',
  ns: 'questionnaires',
  path: '/questionnaires/groups',
  paths: { create: '/questionnaires/groups/new', update: '/questionnaires/groups/:id' },
  api: api('general/poll-question-groups'),
  permission: 'view-questionnaire-group',
  menu: { group: 'questionnaires', position: 5, key: 'questionnaire_groups' },
  labels,
  createTestId: 'group-create',
  view: () => view().then((m) => m.groupsView),
});
