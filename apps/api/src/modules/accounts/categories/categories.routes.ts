import { CategorySchema, DatedNamesRowSchema } from '@mashaer/contract';
import { categories } from '../../../db/schema';
import { defineCrud } from '../../../lib/crud';
import { nameSorts, searchOnly, uniqueNames } from '../../../lib/named-resource';

/** Spec §7: categories under general/ — list, edit, store, update, destroy. */
export const categoriesRoutes = defineCrud({
  module: 'categories',
  table: categories,
  row: DatedNamesRowSchema,
  basePath: '/general/categories',
  permission: 'user-category-index',
  create: CategorySchema,
  filters: searchOnly(categories.name, categories.name_en),
  sorts: nameSorts(categories),
  defaultSort: { by: 'name', dir: 'asc' },
  unique: uniqueNames(categories, 'category.duplicate'),
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});
