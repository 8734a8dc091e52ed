import { bilingualNames } from './reference';

/** User categories (spec §2 /categories; §3: "fields not shown beyond names and ids"). */
export const categories = bilingualNames('categories');
