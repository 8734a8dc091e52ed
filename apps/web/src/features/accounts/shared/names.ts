import type { NamesSpec } from '../../../resources/names';

/** The accounts area's names: side by side, with its labels (types: `name_ar`, categories: `name`). */
export const accountsNames = (ar: string): NamesSpec => ({
  ar,
  en: 'name_en',
  labels: { ar: 'accounts.name_ar', en: 'accounts.name_en', search: 'accounts.search' },
  look: 'pair',
});
