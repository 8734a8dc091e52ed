import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys';
import { arDictionary, loadEnDictionary, loadFeatureAr } from './dictionaries';

export type Lang = 'ar' | 'en';
const LANGS: readonly Lang[] = ['ar', 'en'];
const DEFAULT_LANG: Lang = 'ar';

export const isLang = (v: unknown): v is Lang => v === 'ar' || v === 'en';

function storedLang(): Lang {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.lang);
    return isLang(v) ? v : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

function applyDocumentLang(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** The language being switched to while its dictionary loads (the first route loaders run then). */
let switchingTo: Lang | null = null;

/**
 * The UI language. While a switch is under way (at start, a stored English choice whose dictionary
 * is still being fetched), the language chosen: a request sent then (a list the route loader
 * asks for) must come back in it, not in the default the UI shows for that instant.
 */
export function currentLang(): Lang {
  if (switchingTo) return switchingTo;
  return isLang(i18n.language) ? i18n.language : storedLang();
}

/** Arabic (default and fallback) ships in the entry; English is fetched on first use. */
async function ensureLoaded(lang: Lang) {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle('en', 'translation', await loadEnDictionary(), true, true);
}

const featureStrings = new Map<string, Promise<void>>();

/**
 * The Arabic strings of a feature (`ns`, its dictionary's key), added before its first screen
 * renders: the router asks for them beside the screen's code. Once each; a failed fetch is
 * asked again on the next try.
 */
export function ensureFeatureStrings(ns: string): Promise<void> {
  let loading = featureStrings.get(ns);
  if (!loading) {
    const load = loadFeatureAr(ns);
    loading = load
      ? load.then((d) => {
          i18n.addResourceBundle('ar', 'translation', d, true, true);
        })
      : Promise.resolve();
    loading.catch(() => featureStrings.delete(ns));
    featureStrings.set(ns, loading);
  }
  return loading;
}

/** Switch at once, without reload; the choice is kept under `lang`. */
export async function setLanguage(lang: Lang) {
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  await switchTo(lang);
}

async function switchTo(lang: Lang) {
  switchingTo = lang;
  try {
    await ensureLoaded(lang);
    applyDocumentLang(lang);
    await i18n.changeLanguage(lang);
  } finally {
    if (switchingTo === lang) switchingTo = null;
  }
}

/** Initialises i18next in the stored language (resolves once its dictionary is loaded). */
export async function initI18n(lang: Lang = storedLang()) {
  switchingTo = lang;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { ar: { translation: arDictionary } },
      lng: DEFAULT_LANG,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: LANGS,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      partialBundledLanguages: true,
      react: { useSuspense: false },
    });
  }
  await switchTo(lang);
  return i18n;
}

export { i18n };
