import { UserTypeNamesSchema, UserTypeRowSchema } from '@mashaer/contract';
import { userTypes } from '../../../db/schema';
import { defineCrud } from '../../../lib/crud';
import { searchOnly } from '../../../lib/named-resource';

/** Spec §7: types under general/ — list, edit, update only. */
export const typesRoutes = defineCrud({
  module: 'types',
  table: userTypes,
  row: UserTypeRowSchema,
  basePath: '/general/types',
  permission: 'user-type-index',
  create: UserTypeNamesSchema,
  filters: searchOnly(userTypes.name_ar, userTypes.name_en, userTypes.code),
  sorts: { id: userTypes.id, name_ar: userTypes.name_ar, name_en: userTypes.name_en },
  defaultSort: { by: 'id', dir: 'asc' },
  endpoints: { store: false, delete: false },
});
