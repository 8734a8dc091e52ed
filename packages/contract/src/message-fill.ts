/**
 * Fills one message of a dictionary: the server's `translate` over MESSAGES, and the web over the
 * part of it the browser shows (apps/web/scripts/client-messages.ts), so the wording and the
 * plural rules are the same on both sides. Kept apart from MESSAGES so importing it brings no
 * dictionary along.
 */
type MessageDict = Readonly<Record<string, string>>;

const pluralRules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

type Unit = 'seconds' | 'minutes' | 'hours' | 'days';
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A duration placeholder (`{minutes}`, `{days}`, …) is written with its unit in the language's
 * plural form ("دقيقة واحدة", "5 دقائق", "15 دقيقة"; "1 minute", "5 minutes"), so a message never
 * reads "5 دقيقة" (issue 28 §17). The messages name the number only: "حاول بعد {minutes}".
 */
const UNITS: Record<Unit, Record<'ar' | 'en', Forms>> = {
  seconds: {
    ar: { one: 'ثانية واحدة', two: 'ثانيتين', few: '{n} ثوانٍ', other: '{n} ثانية' },
    en: { one: '{n} second', other: '{n} seconds' },
  },
  minutes: {
    ar: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', other: '{n} دقيقة' },
    en: { one: '{n} minute', other: '{n} minutes' },
  },
  hours: {
    ar: { one: 'ساعة واحدة', two: 'ساعتين', few: '{n} ساعات', other: '{n} ساعة' },
    en: { one: '{n} hour', other: '{n} hours' },
  },
  days: {
    ar: { one: 'يوم واحد', two: 'يومين', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' },
    en: { one: '{n} day', other: '{n} days' },
  },
};

/** `n` of a unit as words: "3 أيام", "15 days". */
function durationText(lang: 'ar' | 'en', unit: Unit, n: number): string {
  const forms = UNITS[unit][lang];
  return (forms[pluralRules[lang].select(n)] ?? forms.other).replace('{n}', String(n));
}

const paramText = (lang: 'ar' | 'en', name: string, value: string | number) =>
  typeof value === 'number' && name in UNITS ? durationText(lang, name as Unit, value) : String(value);

/** The text of `key` in `dict` (its plural form for a numeric `count` first), or undefined. */
export function fillMessage(
  dict: MessageDict,
  lang: 'ar' | 'en',
  key: string,
  params?: Record<string, string | number>,
): string | undefined {
  const count = params?.count;
  const plural = typeof count === 'number' ? dict[`${key}_${pluralRules[lang].select(count)}`] : undefined;
  const text = plural ?? dict[key];
  if (text === undefined || !params) return text;
  return text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? paramText(lang, p, params[p]) : m));
}
