import { crudApi, defineResource } from '../../../resources/define-resource';

/** /type: the user types, list and edit only (codes and ids are fixed). */
export const types = defineResource({
  key: 'types',
  ns: 'accounts',
  path: '/type',
  api: { ...crudApi('general/types'), store: undefined, destroy: undefined },
  permission: 'user-type-index',
  menu: { group: 'users', position: 6 },
  labels: { edit: 'accounts.edit' },
  noCreate: true,
  view: () => import('./types.view').then((m) => m.view),
});
