import { CountryRowSchema, CountrySchema } from '@mashaer/contract';
import { countries } from '../../db/schema';
import { defineCrud } from '../../lib/crud';
import { nameSorts, searchOnly, uniqueNames } from '../../lib/named-resource';

/** Spec §7 "Countries": POST general/countries?page, GET edit/{id}, POST store, POST update/{id}, DELETE delete/{id}. */
export const countriesRoutes = defineCrud({
  module: 'countries',
  table: countries,
  basePath: '/general/countries',
  permission: 'delivery-countries-index',
  create: CountrySchema,
  row: CountryRowSchema,
  filters: searchOnly(countries.name, countries.name_en),
  sorts: nameSorts(countries),
  defaultSort: { by: 'name', dir: 'asc' },
  unique: uniqueNames(countries, 'country.duplicate'),
});
