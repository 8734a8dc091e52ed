import { sha256 } from './crypto';

/**
 * JSON with object keys sorted and `undefined` members left out: the same value always gives
 * the same text, whatever order its keys were built in. Everything that is hashed to be signed or
 * verified (form versions, answers, contracts, documents) goes through this one serialisation.
 */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

/** The SHA-256 (hex) of a value's canonical JSON: the hash a signature or a document covers. */
export const contentHash = (v: unknown) => sha256(canonicalJson(v));
