import type { QuestionCategoryRow } from '@mashaer/contract';
import { crudApi, defineResource } from '../../../resources/define-resource';

/** /question-category: who answers a category's questions (spec §2; §7 general/question_category). */
export const questionCategories = defineResource<QuestionCategoryRow>({
  key: 'categories',
  ns: 'templates',
  path: '/question-category',
  api: crudApi('general/question_category', { edit: 'getbyid', destroy: 'destroy' }),
  permission: 'tamplate-question_category-index',
  menu: { group: 'templates', position: 2, key: 'question_category' },
  labels: { edit: 'templates.edit', delete: 'templates.delete', create: 'templates.create_category' },
  createTestId: 'category-create',
  view: () => import('./categories.view').then((m) => m.view),
});
