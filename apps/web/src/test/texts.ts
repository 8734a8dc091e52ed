import type { Lang } from '../i18n/i18n';

/** A test's expected texts by language, one key a line as `[ar, en]`: `byLang({ ok: ['حسنًا', 'OK'] }).en.ok`. */
export const byLang = <K extends string>(pairs: Record<K, readonly [ar: string, en: string]>) => {
  const pick = (i: 0 | 1) =>
    Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, (v as string[])[i]]));
  return { ar: pick(0), en: pick(1) } as Record<Lang, Record<K, string>>;
};
