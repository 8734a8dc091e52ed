import { PublicBenefitRowSchema, PublicBenefitSchema } from '@mashaer/contract';
import { z } from 'zod';
import { publicBenefits } from '../../db/schema';
import { defineCrud, optionalFilter } from '../../lib/crud';
import { searchField } from '../../lib/named-resource';

/**
 * `general/public-benefits?page`, `edit/{id}`, `store`, `update/{id}`, `DELETE …/{id}`: the
 * facilities. Fewer rooms than already given to camps, or a facility still given, is refused
 * (the custom migration's trigger; 422 "in use").
 */
export const publicBenefitsRoutes = defineCrud({
  module: 'violations',
  table: publicBenefits,
  basePath: '/general/public-benefits',
  permission: 'view-public-benefits',
  create: PublicBenefitSchema,
  row: PublicBenefitRowSchema,
  filters: {
    schema: { search: searchField, square_id: optionalFilter(z.coerce.number().int()) },
    defs: {
      search: { op: 'search', columns: [publicBenefits.label_number] },
      square_id: { op: 'eq', column: publicBenefits.square_id },
    },
  },
  sorts: {
    id: publicBenefits.id,
    label_number: publicBenefits.label_number,
    num_of_rooms: publicBenefits.num_of_rooms,
  },
  defaultSort: { by: 'id', dir: 'desc' },
  unique: [
    { column: publicBenefits.label_number, field: 'label_number', messageKey: 'benefit.label_duplicate' },
  ],
  endpoints: { delete: { method: 'DELETE', path: '/:id' } },
});
