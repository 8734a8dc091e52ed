/**
 * A date on the phone, Gregorian (with the time when asked). Not i18n/dates' dual date: that module
 * sits in a chunk of the desk screens, and sharing it moved it into the entry.
 */
export const shortDate = (iso: string, lang: string, time = false) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ar-SA-u-ca-gregory-nu-latn', {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' as const } : {}),
  }).format(new Date(iso));
