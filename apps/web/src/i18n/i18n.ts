import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys';
import ar from './ar.json';
import en from './en.json';

export type Lang = 'ar' | 'en';
export const LANGS: readonly Lang[] = ['ar', 'en'];
export const DEFAULT_LANG: Lang = 'ar';

export const isLang = (v: unknown): v is Lang => v === 'ar' || v === 'en';

export function storedLang(): Lang {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.lang);
    return isLang(v) ? v : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

export function applyDocumentLang(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Switch at once, without reload; the choice is kept under `lang`. */
export async function setLanguage(lang: Lang) {
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  applyDocumentLang(lang);
  await i18n.changeLanguage(lang);
}

export function initI18n(lang: Lang = storedLang()) {
  applyDocumentLang(lang);
  if (i18n.isInitialized) {
    void i18n.changeLanguage(lang);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

export { i18n };
