import { CategorySchema, DatedNamesRowSchema } from '@mashaer/contract';
import { z } from 'zod';
import { categories } from '../../../db/schema';
import { defineCrud } from '../../../lib/crud';

/** Spec §7: categories under general/ — list, edit, store, update, destroy. */
export const categoriesRoutes = defineCrud({
  module: 'categories',
  table: categories,
  row: DatedNamesRowSchema,
  basePath: '/general/categories',
  permission: 'user-category-index',
  create: CategorySchema,
  filters: {
    schema: { search: z.string().max(100).optional() },
    defs: { search: { op: 'search', columns: [categories.name, categories.name_en] } },
  },
  sorts: { id: categories.id, name: categories.name, name_en: categories.name_en },
  defaultSort: { by: 'name', dir: 'asc' },
  unique: [
    { column: categories.name, field: 'name', messageKey: 'category.duplicate' },
    { column: categories.name_en, field: 'name_en', messageKey: 'category.duplicate' },
  ],
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});
