import ar from './ar.json';

/**
 * The dictionaries: the shared one in this folder plus one pair per feature
 * (`features/<area>/i18n/{ar,en}.json`, each holding one top-level key named like the area), so
 * that areas add their strings without touching one another's files. Arabic (default and
 * fallback) ships in the entry; English is fetched on first use.
 */
export type Dict = { [key: string]: string | Dict };

const featureAr = import.meta.glob<Dict>('../features/*/i18n/ar.json', {
  eager: true,
  import: 'default',
});
const featureEn = import.meta.glob<Dict>('../features/*/i18n/en.json', { import: 'default' });

function merge(parts: Dict[]): Dict {
  const out: Dict = {};
  for (const part of parts)
    for (const [k, v] of Object.entries(part)) {
      if (k in out) throw new Error(`Dictionary key "${k}" is defined twice`);
      out[k] = v;
    }
  return out;
}

export const arDictionary: Dict = merge([ar as Dict, ...Object.values(featureAr)]);

export async function loadEnDictionary(): Promise<Dict> {
  const [{ default: en }, ...features] = await Promise.all([
    import('./en.json'),
    ...Object.values(featureEn).map((load) => load().then((d) => ({ default: d }))),
  ]);
  return merge([en as Dict, ...features.map((f) => f.default)]);
}
