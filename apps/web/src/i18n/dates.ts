import type { Lang } from './i18n';

/**
 * Dates are shown Gregorian with the Hijri (Umm al-Qura) date beside them, both through Intl,
 * so no calendar library is shipped.
 */
const gregorianLocale: Record<Lang, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };
const hijriLocale: Record<Lang, string> = {
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  en: 'en-u-ca-islamic-umalqura',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, withTime: boolean) {
  const key = `${locale}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

export type DualDate = { gregorian: string; hijri: string };

export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function dualDate(value: string | number | Date | null | undefined, lang: Lang, withTime = false) {
  const d = toDate(value);
  if (!d) return null;
  return {
    gregorian: formatter(gregorianLocale[lang], withTime).format(d),
    hijri: formatter(hijriLocale[lang], false).format(d),
  } satisfies DualDate;
}

/** One line, for print and export: "3 Jun 2025 (7 Dhuʻl-Hijjah 1446 AH)". */
export function dualDateText(value: string | number | Date | null | undefined, lang: Lang, withTime = false) {
  const d = dualDate(value, lang, withTime);
  return d ? `${d.gregorian} (${d.hijri})` : '';
}
