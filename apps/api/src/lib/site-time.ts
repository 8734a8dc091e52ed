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
