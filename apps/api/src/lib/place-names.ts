import { squares } from '../db/schema';

/**
 * A square's name in both languages as list rows and details carry it (`square_name`,
 * `square_name_en`); the query joins `squares`.
 */
export const squareNames = { square_name: squares.name, square_name_en: squares.name_en };

type NamedRow<S, C> = { square_name: S; square_name_en: S; company_name: C; company_name_en: C };

/**
 * A row's square and company names (`squareNames`, `orgNames`) in the caller's language, as the
 * screens' `square_name` and `company_name`.
 */
export const namesIn = <S, C>(r: NamedRow<S, C>, lang: 'ar' | 'en') =>
  lang === 'en'
    ? { square_name: r.square_name_en, company_name: r.company_name_en }
    : { square_name: r.square_name, company_name: r.company_name };
