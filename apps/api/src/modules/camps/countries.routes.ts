import { CountryRowSchema, CountrySchema } from '@mashaer/contract';
import { z } from 'zod';
import { countries } from '../../db/schema';
import { defineCrud } from '../../lib/crud';

/** Spec §7 "Countries": POST general/countries?page, GET edit/{id}, POST store, POST update/{id}, DELETE delete/{id}. */
export const countriesRoutes = defineCrud({
  module: 'countries',
  table: countries,
  basePath: '/general/countries',
  permission: 'delivery-countries-index',
  create: CountrySchema,
  row: CountryRowSchema,
  filters: {
    schema: { search: z.string().max(100).optional() },
    defs: { search: { op: 'search', columns: [countries.name, countries.name_en] } },
  },
  sorts: { id: countries.id, name: countries.name, name_en: countries.name_en },
  defaultSort: { by: 'name', dir: 'asc' },
  unique: [
    { column: countries.name, field: 'name', messageKey: 'country.duplicate' },
    { column: countries.name_en, field: 'name_en', messageKey: 'country.duplicate' },
  ],
});
