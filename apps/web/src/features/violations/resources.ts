import { crudApi, defineResource } from '../../resources/define-resource';

const labels = { edit: 'violations.edit', delete: 'violations.delete', create: 'violations.add' };

/** /violations/levels (new, :id): the configurable levels on the generic CRUD. */
export const levelsResource = defineResource({
  key: 'levels',
  ns: 'violations',
  path: '/violations/levels',
  paths: { create: '/violations/levels/new', update: '/violations/levels/:id' },
  api: crudApi('general/violation_form_levels'),
  permission: 'view-violation-levels',
  menu: { group: 'violations', position: 4, key: 'violation_levels' },
  labels,
  view: () => import('./levels.view').then((m) => m.levels),
});

/** /publicBenefits (new, edit/:id): the facilities on the generic CRUD. */
export const benefitsResource = defineResource({
  key: 'benefits',
  ns: 'violations',
  path: '/publicBenefits',
  paths: { create: '/publicBenefits/new', update: '/publicBenefits/edit/:id' },
  api: {
    ...crudApi('general/public-benefits'),
    destroy: (id) => `general/public-benefits/${id}`,
  },
  permission: 'view-public-benefits',
  menu: { group: 'benefits', position: 1, key: 'public_benefits' },
  labels,
  view: () => import('./benefits.view').then((m) => m.benefits),
});
