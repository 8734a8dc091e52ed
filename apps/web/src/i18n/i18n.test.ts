import { describe, expect, it } from 'vitest';
import { currentLang, initI18n, setLanguage } from './i18n';

describe('currentLang while a language is being switched to', () => {
  it('answers the language chosen at once, not the one still on screen (the first route loaders ask the API then)', async () => {
    await initI18n('ar');
    const starting = initI18n('en');
    expect(currentLang()).toBe('en');
    await starting;
    expect(currentLang()).toBe('en');
    const back = setLanguage('ar');
    expect(currentLang()).toBe('ar');
    await back;
    expect(currentLang()).toBe('ar');
  });
});
