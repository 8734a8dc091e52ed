import { CitySchema, CountrySchema, SquareSchema } from '@mashaer/contract';
import { type NamesSpec, namesView } from '../../../resources/names';

/** Squares, cities and countries: a name in two languages, one under the other. */
const spec: NamesSpec = {
  ar: 'name',
  en: 'name_en',
  labels: { ar: 'delivery.fields.name', en: 'delivery.fields.name_en', search: 'delivery.fields.search' },
  look: 'stack',
};

export const squares = namesView(spec, SquareSchema, { deleteIcon: false });
export const cities = namesView(spec, CitySchema, { deleteIcon: false });
export const countries = namesView(spec, CountrySchema, { deleteIcon: false });
