import { crudApi, defineResource } from '../../resources/define-resource';

/**
 * The content management lists (spec 000 §2 /cms/news-center, /cms/newsbar, /cms/eng-guide,
 * /cms/settings, /term-conditions), plain resources; their forms at `<list>/create` and `<list>/:id`.
 */
const view = () => import('./cms.view');

const labels = { edit: 'cms.actions.edit', delete: 'cms.actions.delete', create: 'cms.actions.add' };
const destroy = { destroy: 'destroy' };

export const newsCenter = defineResource({
  key: 'news_center',
  ns: 'cms',
  path: '/cms/news-center',
  paths: { update: '/cms/news-center/:id' },
  api: crudApi('cms/news-center', destroy),
  permission: 'cms-newscenter-index',
  menu: { group: 'cms', position: 1 },
  labels,
  createTestId: 'news-create',
  view: () => view().then((m) => m.newsCenter),
});

export const engGuide = defineResource({
  key: 'eng_guide',
  ns: 'cms',
  path: '/cms/eng-guide',
  paths: { update: '/cms/eng-guide/:id' },
  api: crudApi('cms/eng-guide', destroy),
  permission: 'cms-EngGuide-index',
  menu: { group: 'cms', position: 3 },
  labels,
  createTestId: 'guide-create',
  view: () => view().then((m) => m.engGuide),
});

export const settings = defineResource({
  key: 'cms_settings',
  ns: 'cms',
  path: '/cms/settings',
  paths: { update: '/cms/settings/:id' },
  api: {
    list: 'cms/web-settings',
    edit: (id) => `cms/web-settings/edit/${id}`,
    update: (id) => `cms/web-settings/update/${id}`,
  },
  permission: 'cms-settings',
  menu: { group: 'cms', position: 4 },
  labels: { edit: 'cms.actions.edit' },
  noCreate: true,
  view: () => view().then((m) => m.settings),
});

export const newsBar = defineResource({
  key: 'newsbar',
  ns: 'cms',
  path: '/cms/newsbar',
  paths: { update: '/cms/newsbar/:id' },
  api: crudApi('cms/news-bar', destroy),
  permission: 'cms-newsbar-index',
  menu: { group: 'cms', position: 2 },
  labels,
  createTestId: 'newsbar-create',
  view: () => view().then((m) => m.newsBar),
});

export const terms = defineResource({
  key: 'terms',
  ns: 'cms',
  path: '/term-conditions',
  paths: { update: '/term-conditions/:id' },
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
