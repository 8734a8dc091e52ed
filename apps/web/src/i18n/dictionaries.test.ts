import fs from 'node:fs';
import path from 'node:path';
import routeNames from 'virtual:route-names';
import { MESSAGES } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import { MENU } from '../app/shell/menu-config';
import { arDictionary, type Dict, loadAllFeatureAr, loadEnDictionary } from './dictionaries';

const en = await loadEnDictionary();
/** The whole Arabic: the entry's (shared strings, features' route names) and every feature's own. */
const ar: Dict = { ...arDictionary, ...(await loadAllFeatureAr()) };
const flatten = (d: Dict, prefix = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );

/** i18next's plural forms (`days_few`, `days_one`…) are one key, `days`, asked with a count. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (d: Dict) => [...new Set(flatten(d).map((k) => k.replace(PLURAL, '')))].sort();
const arKeys = keysOf(ar as Dict);
const enKeys = keysOf(en as Dict);

/** Every string literal passed to t('…') (or given as a dictionary key in props) in the sources. */
function literalKeys(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (
        /\.(ts|tsx)$/.test(e.name) &&
        !/\.test\.tsx?$/.test(e.name) &&
        !p.includes(`${path.sep}test${path.sep}`)
      )
        files.push(p);
    }
  };
  walk(root);
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*'([a-z_]+\.[a-zA-Z0-9_.]+)'/g,
    /\b(?:label|title|name|submitLabel|text|okText)[=:]\s*\{?\s*'([a-z_]+\.[a-z0-9_.]+)'/g,
  ];
  for (const f of files) {
    const src = fs.readFileSync(f, 'utf8');
    for (const re of patterns) for (const m of src.matchAll(re)) keys.add(m[1]);
  }
  return [...keys];
}

describe('dictionaries', () => {
  it('ar and en have exactly the same keys', () => {
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('a counted key has every plural form of its language (Arabic six, English two)', () => {
    for (const [lang, dict] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
      const forms = flatten(dict as Dict).filter((k) => PLURAL.test(k));
      for (const base of new Set(forms.map((k) => k.replace(PLURAL, ''))))
        expect(
          forms
            .filter((k) => k.startsWith(`${base}_`))
            .map((k) => k.slice(base.length + 1))
            .sort(),
          base,
        ).toEqual([...categories].sort());
    }
  });

  it('no empty translations', () => {
    const empty = (d: Dict) =>
      flatten(d).filter(
        (k) =>
          !k
            .split('.')
            .reduce<string | Dict | undefined>((o, p) => (typeof o === 'object' ? o[p] : undefined), d),
      );
    expect(empty(ar as Dict)).toEqual([]);
    expect(empty(en as Dict)).toEqual([]);
  });

  it('every key used in the code exists (server keys come from the contract)', () => {
    const server = Object.keys(MESSAGES.ar);
    const used = literalKeys();
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter((k) => !arKeys.includes(k) && !server.includes(k));
    expect(missing).toEqual([]);
  });

  it('every menu entry and group has a label', () => {
    const needed = MENU.flatMap((g) => [`menu.group_${g.key}`, ...g.entries.map((e) => `menu.${e.key}`)]);
    expect(needed.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('the server dictionary of the contract has the same keys in both languages', () => {
    const base = (lang: 'ar' | 'en') =>
      [...new Set(Object.keys(MESSAGES[lang]).map((k) => k.replace(PLURAL, '')))].sort();
    expect(base('en')).toEqual(base('ar'));
  });
});

describe('feature strings load with their screens', () => {
  // The router loads the dictionary named by a screen's route name (`<ns>.routes.…`): each
  // feature's screens must be named from its own dictionary, or theirs would not be loaded.
  const routes = import.meta.glob<Record<string, unknown>>('../features/*/routes.ts', { eager: true });
  const dictionaries = import.meta.glob('../features/*/i18n/ar.json');
  it.each(Object.entries(routes))('%s names its screens from its own dictionary', (file, mod) => {
    const feature = file.split('/')[2];
    if (!dictionaries[`../features/${feature}/i18n/ar.json`]) return;
    // A feature's routes, or the function the app calls with what it hands them (the dashboard's
    // panels), called here with none: only the names are read.
    const screens = Object.entries(mod).flatMap(([name, v]) =>
      Array.isArray(v) ? v : name.endsWith('Routes') && typeof v === 'function' ? v({}) : [],
    ) as { name: string }[];
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.map((s) => s.name).filter((n) => !n.startsWith(`${feature}.`))).toEqual([]);
  });

  it('the entry holds a feature’s route names and nothing else of it', () => {
    for (const feature of Object.keys(dictionaries).map((f) => f.split('/')[2]))
      expect(Object.keys(routeNames[feature] ?? { routes: {} })).toEqual(['routes']);
  });
});
