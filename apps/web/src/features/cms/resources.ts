import type { PermissionName } from '@mashaer/contract';
import { crudApi, defineResource } from '../../resources/define-resource';

/**
 * The content management lists (spec 000 §2 /cms/news-center, /cms/newsbar, /cms/eng-guide,
 * /cms/settings, /term-conditions), plain resources; their forms at `<list>/create` and `<list>/:id`.
 */
const view = () => import('./cms.view');
type CmsView = 'newsCenter' | 'engGuide' | 'settings' | 'newsBar' | 'terms';

const labels = { edit: 'cms.actions.edit', delete: 'cms.actions.delete', create: 'cms.actions.add' };
const destroy = { destroy: 'destroy' };

/** A CMS list at `path` (its form at `<path>/:id`), the `position`th in the CMS menu group. */
const cmsResource = (
  name: CmsView,
  {
    position,
    ...def
  }: Pick<Parameters<typeof defineResource>[0], 'key' | 'path' | 'api' | 'createTestId' | 'noCreate'> & {
    permission: PermissionName;
    position: number;
    labels?: Parameters<typeof defineResource>[0]['labels'];
  },
) =>
  defineResource({
    ns: 'cms',
    paths: { update: `${def.path}/:id` },
    menu: { group: 'cms', position },
    labels,
    view: () => view().then((m) => m[name]),
    ...def,
  });

export const newsCenter = cmsResource('newsCenter', {
  key: 'news_center',
  path: '/cms/news-center',
  api: crudApi('cms/news-center', destroy),
  permission: 'cms-newscenter-index',
  position: 1,
  createTestId: 'news-create',
});

export const engGuide = cmsResource('engGuide', {
  key: 'eng_guide',
  path: '/cms/eng-guide',
  api: crudApi('cms/eng-guide', destroy),
  permission: 'cms-EngGuide-index',
  position: 3,
  createTestId: 'guide-create',
});

export const settings = cmsResource('settings', {
  key: 'cms_settings',
  path: '/cms/settings',
  api: {
    list: 'cms/web-settings',
    edit: (id) => `cms/web-settings/edit/${id}`,
    update: (id) => `cms/web-settings/update/${id}`,
  },
  permission: 'cms-settings',
  position: 4,
  labels: { edit: 'cms.actions.edit' },
  noCreate: true,
});

export const newsBar = cmsResource('newsBar', {
  key: 'newsbar',
  path: '/cms/newsbar',
  api: crudApi('cms/news-bar', destroy),
  permission: 'cms-newsbar-index',
  position: 2,
  createTestId: 'newsbar-create',
});

export const terms = cmsResource('terms', {
  key: 'terms',
  path: '/term-conditions',
  api: {
    list: 'terms',
    store: 'terms/store',
    edit: (id) => `terms/edit/${id}`,
    update: (id) => `terms/update/${id}`,
  },
  permission: 'terms-index',
  position: 6,
  labels: { edit: 'cms.actions.edit', create: 'cms.actions.add_terms' },
  createTestId: 'terms-create',
});
