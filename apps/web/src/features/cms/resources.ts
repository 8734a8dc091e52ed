import { crudApi, defineResource } from '../../resources/define-resource';

/** The content management lists (spec 000 §2 /cms/newsbar, /term-conditions), plain resources. */
const view = () => import('./cms.view');

export const newsBar = defineResource({
  key: 'newsbar',
  ns: 'cms',
  path: '/cms/newsbar',
  api: crudApi('cms/news-bar', { destroy: 'destroy' }),
  permission: 'cms-newsbar-index',
  menu: { group: 'cms', position: 2 },
  labels: { edit: 'cms.actions.edit', delete: 'cms.actions.delete', create: 'cms.actions.add' },
  createTestId: 'newsbar-create',
  view: () => view().then((m) => m.newsBar),
});

export const terms = defineResource({
  key: 'terms',
  ns: 'cms',
  path: '/term-conditions',
  api: {
    list: 'terms',
    store: 'terms/store',
    edit: (id) => `terms/edit/${id}`,
    update: (id) => `terms/update/${id}`,
  },
  permission: 'terms-index',
  menu: { group: 'cms', position: 6 },
  labels: { edit: 'cms.actions.edit', create: 'cms.actions.add_terms' },
  createTestId: 'terms-create',
  view: () => view().then((m) => m.terms),
});
