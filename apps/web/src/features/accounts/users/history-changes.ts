/** One changed field of an audit row: its name and the value before and after. */
export type Change = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const HIDDEN = new Set(['updated_at', 'created_at', 'id']);

/**
 * The fields an audit row changed: every key of the new value whose value differs from the old
 * one (or that only the old value has). A creation lists its values; a deletion, what was removed.
 */
export function changesOf(
  oldValue: Record<string, unknown> | null,
  newValue: Record<string, unknown> | null,
) {
  const o = oldValue ?? {};
  const n = newValue ?? {};
  const keys = [...new Set([...Object.keys(n), ...Object.keys(o)])].filter((k) => !HIDDEN.has(k));
  const out: Change[] = [];
  for (const k of keys) if (!same(o[k], n[k])) out.push({ field: k, before: o[k], after: n[k] });
  return out;
}

/** A value as text: lists joined, yes/no for flags, JSON for anything else. */
export function valueText(v: unknown, yesNo: (b: boolean) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return yesNo(v);
  if (Array.isArray(v)) return v.length ? v.map((x) => valueText(x, yesNo)).join('، ') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
