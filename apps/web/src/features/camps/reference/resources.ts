import { crudApi, defineResources } from '../../../resources/define-resource';

/** The reference lists of the camps area (spec §2 /squares, /city, /countries; §7 general/*). */
export const [squares, cities, countries] = defineResources(
  {
    ns: 'camps',
    menu: { group: 'delivery', position: 3 },
    labels: { edit: 'camps.actions.edit', delete: 'camps.actions.delete', create: 'camps.actions.add' },
    views: () => import('./names.view').then((m) => m.views),
  },
  [
    ['squares', '/squares', crudApi('general/squares'), 'delivery-square-index'],
    ['cities', '/city', crudApi('general/cities'), 'delivery-camp-index'],
    ['countries', '/countries', crudApi('general/countries'), 'delivery-countries-index'],
  ],
);
