import { currentLang } from './i18n';

/**
 * The value of a bilingual pair (`name`/`name_en`, `title`/`title_en`…) in the interface language;
 * either language falls back to the other when its own is empty. The one such helper of the app.
 */
export function inLang(row: Record<string, unknown>, base = 'name'): string {
  const ar = row[base];
  const en = row[`${base}_en`];
  return String((currentLang() === 'en' ? en || ar : ar || en) ?? '');
}
