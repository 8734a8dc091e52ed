import type { PermissionCatalogue } from '@mashaer/contract';

export type Area = PermissionCatalogue['data'][number];

/**
 * Folds text for searching in either language: case, Arabic letter variants (أ إ آ → ا,
 * ة → ه, ى → ي), diacritics and tatweel, and hyphens/underscores of permission names.
 */
export function fold(s: string) {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[-_]/g, ' ')
    .trim();
}

/**
 * The catalogue narrowed to a query matched against each permission's Arabic and English label
 * and its name (whatever the interface language), and against the area's own labels (an area
 * that matches keeps all its permissions). Areas with nothing left are dropped.
 */
export function searchCatalogue(areas: Area[], query: string): Area[] {
  const q = fold(query);
  if (!q) return areas;
  const hit = (...texts: string[]) => texts.some((t) => fold(t).includes(q));
  return areas
    .map((a) =>
      hit(a.ar, a.en, a.area)
        ? a
        : { ...a, permissions: a.permissions.filter((p) => hit(p.ar, p.en, p.name)) },
    )
    .filter((a) => a.permissions.length > 0);
}
