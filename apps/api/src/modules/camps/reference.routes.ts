import { CitySchema, DatedNamesRowSchema, SquareSchema } from '@mashaer/contract';
import { cities, squares } from '../../db/schema';
import { defineCrud } from '../../lib/crud';
import { nameSorts, searchOnly, uniqueNames } from '../../lib/named-resource';

/** Spec §7 "Categories, cities, squares … under general/": list, edit, store, update, delete. */
export const squaresRoutes = defineCrud({
  module: 'squares',
  table: squares,
  row: DatedNamesRowSchema,
  basePath: '/general/squares',
  permission: 'delivery-square-index',
  create: SquareSchema,
  filters: searchOnly(squares.name, squares.name_en),
  sorts: nameSorts(squares),
  defaultSort: { by: 'id', dir: 'asc' },
  unique: uniqueNames(squares, 'square.duplicate'),
});

/** The /city screens sit under the camps permission in the menu (spec §6 names no city key). */
export const citiesRoutes = defineCrud({
  module: 'cities',
  table: cities,
  row: DatedNamesRowSchema,
  basePath: '/general/cities',
  permission: 'delivery-camp-index',
  create: CitySchema,
  filters: searchOnly(cities.name, cities.name_en),
  sorts: nameSorts(cities),
  defaultSort: { by: 'name', dir: 'asc' },
  unique: uniqueNames(cities, 'city.duplicate'),
});
