import { CitySchema, CountrySchema, SquareSchema } from '@mashaer/contract';
import { type NamesSpec, namesView } from '../../../resources/names';

/** Squares, cities and countries: a name in two languages, one under the other. */
const spec: NamesSpec = {
  ar: 'name',
  en: 'name_en',
  labels: { ar: 'camps.fields.name', en: 'camps.fields.name_en', search: 'camps.fields.search' },
  look: 'stack',
};

export const views = {
  squares: namesView(spec, SquareSchema),
  cities: namesView(spec, CitySchema),
  countries: namesView(spec, CountrySchema),
};
