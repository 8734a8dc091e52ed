/** One changed field of an audit row: its name and the value before and after. */
export type Change = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const HIDDEN = new Set(['updated_at', 'created_at', 'id']);
/** An audit value as fields (the API sends an object, or null). */
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/**
 * The fields an audit row changed: every key of the new value whose value differs from the old
 * one (or that only the old value has). A creation lists its values; a deletion, what was removed.
 */
export function changesOf(oldValue: unknown, newValue: unknown) {
  const o = record(oldValue);
  const n = record(newValue);
  const keys = [...new Set([...Object.keys(n), ...Object.keys(o)])].filter((k) => !HIDDEN.has(k));
  const out: Change[] = [];
  for (const k of keys) if (!same(o[k], n[k])) out.push({ field: k, before: o[k], after: n[k] });
  return out;
}

/** How the values of some fields read (status labels, type names, role names, document names). */
export type ValueNames = {
  yesNo: (b: boolean) => string;
  status: (s: string) => string;
  type: (id: number) => string | undefined;
  role: (id: number) => string | undefined;
  document: (field: string) => string;
};

/** A value as text: lists joined, yes/no for flags, names for known ids and codes, JSON otherwise. */
export function valueText(v: unknown, names: ValueNames, field = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return names.yesNo(v);
  if (Array.isArray(v)) {
    const item = field === 'roles' ? 'role' : field === 'files' ? 'file' : field;
    return v.length ? v.map((x) => valueText(x, names, item)).join('، ') : '—';
  }
  if (typeof v === 'object') return JSON.stringify(v);
  if (field === 'status') return names.status(String(v));
  if (field === 'type_id') return names.type(Number(v)) ?? String(v);
  if (field === 'role') return names.role(Number(v)) ?? `#${v}`;
  if (field === 'file') return names.document(String(v));
  return String(v);
}
