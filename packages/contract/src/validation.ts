import { z } from 'zod';
import { id } from './fields';

/**
 * The field rules of spec §5 (both documents). Messages are dictionary keys (see messages.ts):
 * the server translates them by Accept-Language, the web app by its own language.
 */
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$])[A-Za-z\d!@#$]{8,12}$/;
/** National or unified number: exactly 10 digits starting with 1 or 7. */
const NATIONAL_ID_RE = /^[17]\d{9}$/;
/** Mobile: starts with 5 (9 digits) or with 966 (12 digits). */
const MOBILE_RE = /^(5\d{8}|9665\d{8})$/;
const DIGITS_RE = /^\d+$/;

export const passwordField = z.string().regex(PASSWORD_RE, { error: 'validation.password_policy' });
export const nationalIdField = z.string().trim().regex(NATIONAL_ID_RE, { error: 'validation.national_id' });
export const mobileField = z.string().trim().regex(MOBILE_RE, { error: 'validation.mobile' });
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(190)
  .pipe(z.email({ error: 'validation.email' }));
/** Spec: "Name shorter than 20 characters". */
export const personNameField = z.string().trim().min(1).max(19);
export const digitsField = (len?: { min?: number; max?: number }) =>
  z
    .string()
    .trim()
    .regex(DIGITS_RE, { error: 'validation.digits' })
    .min(len?.min ?? 1)
    .max(len?.max ?? 32);
/** Spec: "prefix under 4 digits". */
export const prefixField = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { error: 'validation.prefix' });
/** The years a date in the portal may fall in (a real calendar day, never left to the database). */
const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Is `y-m-d` a real calendar day within DATE_YEARS (no 2026-02-30, 0000-01-01, 2030-13-45)? */
function isCalendarDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < DATE_YEARS.min || y > DATE_YEARS.max || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A `YYYY-MM-DD` string that is a real calendar day. */
function isCalendarDay(s: string): boolean {
  const m = DAY_RE.exec(s);
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

const INSTANT_RE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;
/** A real calendar day, optionally with a real time of day and offset (ISO 8601). */
function isCalendarInstant(s: string): boolean {
  const m = INSTANT_RE.exec(s);
  if (!m || !isCalendarDay(m[1])) return false;
  const [h, min, sec, oh, om] = [m[2], m[3], m[4], m[6], m[7]].map((x) => (x === undefined ? 0 : Number(x)));
  return h <= 23 && min <= 59 && sec <= 59 && oh <= 14 && om <= 59;
}

/**
 * A calendar date `YYYY-MM-DD`: the one shared rule for every date of the contract (422 under the
 * field, `validation.date`, for an impossible day such as 2026-02-30).
 */
export const dateField = z.string().trim().refine(isCalendarDay, { error: 'validation.date' });

let dayZone = 'Asia/Riyadh';
/** The site's time zone, in which "today" is counted (the API sets it from SITE_TIME_ZONE). */
export const setDayZone = (zone: string) => {
  dayZone = zone;
};
/** Today in the site's zone, `YYYY-MM-DD`. */
const siteToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: dayZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** A day that must not lie behind us (a planned completion, a due date): today or later. */
export const upcomingDateField = dateField.refine((d) => d >= siteToday(), {
  error: 'validation.date_not_past',
});
/** A calendar day or an ISO instant (`2027-05-01T08:30`, `…Z`, `…+03:00`), each part real. */
export const instantField = z.string().trim().max(40).refine(isCalendarInstant, { error: 'validation.date' });
/** Booleans travel as 1/0 (spec §5); forms may also send "1"/"0"/true/false. */
export const flag01 = z.preprocess(
  (v) => (v === true || v === 'true' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);
export const idParam = z.object({ id });

/** File size limits of spec §5, per kind of field. */
export const FILE_LIMITS = {
  document: 2 * 1024 * 1024,
  drawing: 100 * 1024 * 1024,
  media: 500 * 1024 * 1024,
} as const;
export type FileKind = keyof typeof FILE_LIMITS;
