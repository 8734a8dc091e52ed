import { squares } from '../db/schema';

/**
 * A square's name in both languages as list rows and details carry it (`square_name`,
 * `square_name_en`); the query joins `squares`.
 */
export const squareNames = { square_name: squares.name, square_name_en: squares.name_en };
