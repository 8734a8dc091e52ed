import type { Lang } from './i18n';

/**
 * Dates are shown Gregorian with the Hijri (Umm al-Qura) date beside them, both through Intl,
 * so no calendar library is shipped. The Hijri month is written out (English "10 Dhuʻl-Hijjah
 * 1447 AH", not the abbreviation "Dhuʻl-H."), and times use the 24-hour clock in both languages.
 */
const gregorianLocale: Record<Lang, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory' };
const hijriLocale: Record<Lang, string> = {
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  en: 'en-GB-u-ca-islamic-umalqura',
};

/**
 * One time-zone rule: the server stores instants in UTC and every date is shown in the site's
 * zone (the server's `SITE_TIME_ZONE`, put in the page as `<meta name="site-time-zone">`), never
 * the browser's — a contract signed at 00:30 in Mecca is signed that day for everyone.
 */
const DEFAULT_SITE_TIME_ZONE = 'Asia/Riyadh';
export function siteTimeZone(): string {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="site-time-zone"]')?.getAttribute('content');
  return meta || DEFAULT_SITE_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, withTime: boolean, month: 'short' | 'long' = 'short') {
  const timeZone = siteTimeZone();
  const key = `${locale}|${withTime}|${month}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone,
      year: 'numeric',
      month,
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

type DualDate = { gregorian: string; hijri: string };

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function dualDate(value: string | number | Date | null | undefined, lang: Lang, withTime = false) {
  const d = toDate(value);
  if (!d) return null;
  return {
    gregorian: formatter(gregorianLocale[lang], withTime).format(d),
    hijri: formatter(hijriLocale[lang], false, 'long').format(d),
  } satisfies DualDate;
}

/** One line, for print and export: "3 Jun 2025 (7 Dhuʻl-Hijjah 1446 AH)". */
export function dualDateText(value: string | number | Date | null | undefined, lang: Lang, withTime = false) {
  const d = dualDate(value, lang, withTime);
  return d ? `${d.gregorian} (${d.hijri})` : '';
}
