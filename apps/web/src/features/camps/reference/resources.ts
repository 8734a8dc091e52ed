import { crudApi, defineResource } from '../../../resources/define-resource';

/** The reference lists of the camps area (spec §2 /squares, /city, /countries; §7 general/*). */
const view = () => import('./names.view');
const labels = {
  edit: 'camps.actions.edit',
  delete: 'camps.actions.delete',
  create: 'camps.actions.add',
};

export const squares = defineResource({
  key: 'squares',
  ns: 'camps',
  path: '/squares',
  api: crudApi('general/squares'),
  permission: 'delivery-square-index',
  menu: { group: 'delivery', position: 3 },
  labels,
  view: () => view().then((m) => m.squares),
});

export const cities = defineResource({
  key: 'cities',
  ns: 'camps',
  path: '/city',
  api: crudApi('general/cities'),
  permission: 'delivery-camp-index',
  menu: { group: 'delivery', position: 4 },
  labels,
  view: () => view().then((m) => m.cities),
});

export const countries = defineResource({
  key: 'countries',
  ns: 'camps',
  path: '/countries',
  api: crudApi('general/countries'),
  permission: 'delivery-countries-index',
  menu: { group: 'delivery', position: 5 },
  labels,
  view: () => view().then((m) => m.countries),
});
