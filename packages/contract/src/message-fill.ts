/**
 * Fills one message of a dictionary: the server's `translate` over MESSAGES, and the web over the
 * part of it the browser shows (apps/web/scripts/client-messages.ts), so the wording and the
 * plural rules are the same on both sides. Kept apart from MESSAGES so importing it brings no
 * dictionary along.
 */
type MessageDict = Readonly<Record<string, string>>;

const pluralRules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

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
  return text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m));
}
