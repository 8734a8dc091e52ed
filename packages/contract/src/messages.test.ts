import { describe, expect, it } from 'vitest';
import { MESSAGES, PLURAL_SUFFIX, runtimeKey, translate } from './messages';
import { PERMISSION_NAMES } from './permissions';

describe('server dictionaries', () => {
  it('have the same keys in Arabic and English (plural forms aside), none empty', () => {
    const base = (lang: 'ar' | 'en') =>
      [...new Set(Object.keys(MESSAGES[lang]).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
    expect(base('en')).toEqual(base('ar'));
    // A plural form belongs to a key that exists, in a category the language has.
    for (const lang of ['ar', 'en'] as const) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
      for (const k of Object.keys(MESSAGES[lang]).filter((x) => PLURAL_SUFFIX.test(x))) {
        expect(MESSAGES[lang], k).toHaveProperty([k.replace(PLURAL_SUFFIX, '')]);
        expect(categories, k).toContain(k.match(PLURAL_SUFFIX)?.[1]);
      }
    }
    for (const lang of ['ar', 'en'] as const)
      for (const v of Object.values(MESSAGES[lang])) expect(v.trim()).not.toBe('');
  });

  it('says a count in the plural form of its language (Arabic: 0, 1, 2, 3–10, 11–99, 100+)', () => {
    const said = (lang: 'ar' | 'en', count: number) => translate(lang, 'contract.bulk_created', { count });
    expect([0, 1, 2, 5, 11, 100].map((n) => said('ar', n))).toEqual([
      'لم يُنشأ أي عقد',
      'تم إنشاء عقد واحد',
      'تم إنشاء عقدين',
      'تم إنشاء 5 عقود',
      'تم إنشاء 11 عقدًا',
      'تم إنشاء 100 عقد',
    ]);
    expect([1, 5].map((n) => said('en', n))).toEqual(['1 contract created', '5 contracts created']);
  });

  it('writes a duration placeholder with its unit in the plural form (never "5 دقيقة")', () => {
    const locked = (lang: 'ar' | 'en', minutes: number) => translate(lang, 'auth.locked', { minutes });
    expect([1, 2, 5, 15].map((n) => locked('ar', n).split('حاول بعد ')[1])).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '5 دقائق',
      '15 دقيقة',
    ]);
    expect([1, 5].map((n) => locked('en', n).split('try again in ')[1])).toEqual(['1 minute', '5 minutes']);
    expect(translate('ar', 'error.too_many_requests', { seconds: 7 })).toContain('بعد 7 ثوانٍ');
    expect(translate('ar', 'tickets.reopen_window_passed', { days: 14 })).toContain('(14 يومًا)');
    // A placeholder given as text is written as it is.
    expect(translate('en', 'auth.locked', { minutes: 'a few' })).toContain('try again in a few');
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate('en', 'file.too_large', { mb: 2 })).toBe('The file must not exceed 2 MB');
    expect(translate('ar', runtimeKey('no.such.key'))).toBe('no.such.key');
  });
});

describe('permission catalogue', () => {
  it('holds every permission of §6 once, verbatim', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
    for (const name of [
      'tamplate-form',
      'delivery-appointment-creat-index',
      'clearance-{product}-index',
      'cms-EngGuide-index',
      'dashboard-map-3',
      'notification-index',
    ])
      expect(PERMISSION_NAMES).toContain(name);
    // 94 of §6, plus one clearance-{product}-index per demo product (electricity, water, waste).
    expect(PERMISSION_NAMES.length).toBe(97);
  });
});
