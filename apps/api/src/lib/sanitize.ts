import { AppError } from './app-error';

const MAX_DEPTH = 64;

/**
 * Makes every string of a request well-formed before anything validates or stores it: a lone
 * UTF-16 surrogate becomes U+FFFD (PostgreSQL's jsonb refuses it) and NUL characters are dropped
 * (PostgreSQL text can't hold them). Without this both would surface as 500s.
 */
export function wellFormed<T>(value: T, depth = 0): T {
  if (typeof value === 'string')
    // Nearly every string is already clean: checked natively, it is kept as it is.
    return (
      value.isWellFormed() && !value.includes('\u0000')
        ? value
        : value.toWellFormed().replaceAll('\u0000', '')
    ) as T;
  // Bodies are depth-checked before parsing (plugins/json-body.ts); this guard keeps any other
  // source (a plugin's parser, a test) from overflowing the stack: 400, never 500.
  if (depth > MAX_DEPTH && value && typeof value === 'object') throw new AppError(400, 'error.json_too_deep');
  if (Array.isArray(value)) return value.map((v) => wellFormed(v, depth + 1)) as T;
  // Plain objects, and the ones Fastify's querystring parser makes (fast-querystring's `new
  // Empty()`, whose prototype is a prototype-less object).
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null || (proto && Object.getPrototypeOf(proto) === null)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as object)) out[wellFormed(k)] = wellFormed(v, depth + 1);
    return out as T;
  }
  return value;
}
