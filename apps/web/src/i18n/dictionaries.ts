import routeNames from 'virtual:route-names';
import ar from './ar.json';

/**
 * The dictionaries: the shared one in this folder plus one pair per feature
 * (`features/<area>/i18n/{ar,en}.json`, each holding one top-level key named like the area's
 * folder), so that areas add their strings without touching one another's files. Arabic (default
 * and fallback) ships in the entry with the shared strings and every feature's route names (the
 * sidebar, breadcrumb, titles and search box show them on any screen); the rest of a feature's
 * Arabic loads with its first screen (`loadFeatureAr`, from the router), so a new area's strings
 * do not weigh on every other route. English is fetched whole on first use.
 */
export type Dict = { [key: string]: string | Dict };

const featureAr = import.meta.glob<Dict>('../features/*/i18n/ar.json', { import: 'default' });
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

// A copy per feature: i18next merges a feature's strings into the dictionary it was given.
export const arDictionary: Dict = merge([
  ar as Dict,
  Object.fromEntries(Object.entries(routeNames).map(([ns, names]) => [ns, { ...names }])) as Dict,
]);

/** The Arabic strings of the feature whose dictionary is `ns` (null when it keeps none). */
export function loadFeatureAr(ns: string): Promise<Dict> | null {
  const load = featureAr[`../features/${ns}/i18n/ar.json`];
  return load ? load() : null;
}

/** Every feature's Arabic strings (tests, which render any screen outside the router). */
export async function loadAllFeatureAr(): Promise<Dict> {
  return merge(await Promise.all(Object.values(featureAr).map((load) => load())));
}

export async function loadEnDictionary(): Promise<Dict> {
  const [{ default: en }, ...features] = await Promise.all([
    import('./en.json'),
    ...Object.values(featureEn).map((load) => load().then((d) => ({ default: d }))),
  ]);
  return merge([en as Dict, ...features.map((f) => f.default)]);
}
