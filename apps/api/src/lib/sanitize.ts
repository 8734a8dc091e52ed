/**
 * Makes every string of a request well-formed before anything validates or stores it: a lone
 * UTF-16 surrogate becomes U+FFFD (PostgreSQL's jsonb refuses it) and NUL characters are dropped
 * (PostgreSQL text can't hold them). Without this both would surface as 500s.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.toWellFormed().replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[wellFormed(k)] = wellFormed(v);
    return out as T;
  }
  return value;
}
