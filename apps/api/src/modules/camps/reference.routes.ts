import { CitySchema, DatedNamesRowSchema, SquareSchema } from '@mashaer/contract';
import { z } from 'zod';
import { cities, squares } from '../../db/schema';
import { defineCrud } from '../../lib/crud';

const search = (t: typeof squares | typeof cities) => ({
  schema: { search: z.string().max(100).optional() },
  defs: { search: { op: 'search' as const, columns: [t.name, t.name_en] } },
});

/** Spec §7 "Categories, cities, squares … under general/": list, edit, store, update, delete. */
export const squaresRoutes = defineCrud({
  module: 'squares',
  table: squares,
  row: DatedNamesRowSchema,
  basePath: '/general/squares',
  permission: 'delivery-square-index',
  create: SquareSchema,
  filters: search(squares),
  sorts: { id: squares.id, name: squares.name, name_en: squares.name_en },
  defaultSort: { by: 'id', dir: 'asc' },
  unique: [
    { column: squares.name, field: 'name', messageKey: 'square.duplicate' },
    { column: squares.name_en, field: 'name_en', messageKey: 'square.duplicate' },
  ],
});

/** The /city screens sit under the camps permission in the menu (spec §6 names no city key). */
export const citiesRoutes = defineCrud({
  module: 'cities',
  table: cities,
  row: DatedNamesRowSchema,
  basePath: '/general/cities',
  permission: 'delivery-camp-index',
  create: CitySchema,
  filters: search(cities),
  sorts: { id: cities.id, name: cities.name, name_en: cities.name_en },
  defaultSort: { by: 'name', dir: 'asc' },
  unique: [
    { column: cities.name, field: 'name', messageKey: 'city.duplicate' },
    { column: cities.name_en, field: 'name_en', messageKey: 'city.duplicate' },
  ],
});
