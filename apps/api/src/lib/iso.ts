const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/**
 * `date.toISOString()`, the same text in a quarter of the time: on Node 20 `toISOString` costs
 * about 1 µs a call, and a list page writes two or three dates a row. Years outside 1000–9999
 * (and an invalid date, which throws) are left to `toISOString`.
 */
export function isoOf(date: Date): string {
  const y = date.getUTCFullYear();
  if (!(y >= 1000 && y <= 9999)) return date.toISOString();
  return `${y}-${TWO[date.getUTCMonth() + 1]}-${TWO[date.getUTCDate()]}T${TWO[date.getUTCHours()]}:${
    TWO[date.getUTCMinutes()]
  }:${TWO[date.getUTCSeconds()]}.${THREE[date.getUTCMilliseconds()]}Z`;
}

/** `isoOf`, or null for no date. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? isoOf(date) : null);
