import { crudApi, defineResource } from '../../../resources/define-resource';

/** /categories: user categories, a name in two languages (a referenced one is refused by the server). */
export const categories = defineResource({
  key: 'categories',
  ns: 'accounts',
  path: '/categories',
  api: crudApi('general/categories', { destroy: 'destroy' }),
  permission: 'user-category-index',
  menu: { group: 'users', position: 8 },
  labels: { edit: 'accounts.edit', delete: 'accounts.delete', create: 'accounts.create_category' },
  createTestId: 'category-create',
  view: () => import('./categories.view').then((m) => m.view),
});
