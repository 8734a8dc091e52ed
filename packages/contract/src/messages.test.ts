import { describe, expect, it } from 'vitest';
import { MESSAGES, runtimeKey, translate } from './messages';
import { PERMISSION_NAMES } from './permissions';

describe('server dictionaries', () => {
  it('have the same keys in Arabic and English, none empty', () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.ar).sort());
    for (const lang of ['ar', 'en'] as const)
      for (const v of Object.values(MESSAGES[lang])) expect(v.trim()).not.toBe('');
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
