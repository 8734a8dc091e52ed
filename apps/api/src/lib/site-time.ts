/**
 * One time-zone rule for dates: stored in UTC (`timestamptz`), shown — and "a day" counted — in
 * the site's zone (`SITE_TIME_ZONE`, Asia/Riyadh by default). The API sets it once at start-up
 * from the configuration; the web app reads the same value from the page (see `app.ts`).
 */
import { setDayZone } from '@mashaer/contract';

let zone = 'Asia/Riyadh';

export const siteTimeZone = () => zone;

export function setSiteTimeZone(timeZone: string) {
  zone = timeZone;
  setDayZone(timeZone);
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The pilgrimage season of a date: its Umm al-Qura (Hijri) year in the site's zone. One rule for
 * every number the portal issues: `<PREFIX>-<season>-<sequence>` (orders ORD-1448-00007, invoices
 * INV-1448-000012), so a season's documents share its year whatever the Gregorian date.
 */
export const seasonOf = (d = new Date()) =>
  Number.parseInt(
    new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { year: 'numeric', timeZone: zone }).format(d),
    10,
  );
