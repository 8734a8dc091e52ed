import type { PermissionName } from '@mashaer/contract';
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

/** A register at `/questionnaires/<key>`, its forms at `…/new` and `…/:id`, the `position`th in the menu. */
const register = (
  key: 'questions' | 'groups',
  base: string,
  permission: PermissionName,
  position: number,
  createTestId: string,
  screens: 'questionsView' | 'groupsView',
) =>
  defineResource({
    key,
    ns: 'questionnaires',
    path: `/questionnaires/${key}`,
    paths: { create: `/questionnaires/${key}/new`, update: `/questionnaires/${key}/:id` },
    api: api(base),
    permission,
    menu: { group: 'questionnaires', position, key: `questionnaire_${key}` },
    labels,
    createTestId,
    view: () => view().then((m) => m[screens]),
  });

export const questions = register(
  'questions',
  'general/poll-questions',
  'view-questionnaire-question',
  4,
  'question-create',
  'questionsView',
);
export const groups = register(
  'groups',
  'general/poll-question-groups',
  'view-questionnaire-group',
  5,
  'group-create',
  'groupsView',
);
