import messages from 'virtual:client-messages';
import { MESSAGES, WORKFLOWS } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import { statusLabels } from './status-labels';

describe('the messages the browser carries (scripts/client-messages.ts)', () => {
  it('name every status of every workflow in both languages, as the server does', () => {
    for (const w of WORKFLOWS) {
      const labels = statusLabels(w);
      for (const s of w.statuses) {
        const key = w.labels[s];
        const expected =
          typeof key !== 'string'
            ? key
            : key in MESSAGES.ar
              ? {
                  ar: (MESSAGES.ar as Record<string, string>)[key],
                  en: (MESSAGES.en as Record<string, string>)[key],
                }
              : { ar: key, en: key };
        expect(labels[s], `${w.name} ${s}`).toEqual(expected);
      }
    }
  });

  it('hold the validation texts and leave out the server-only ones', () => {
    expect(messages.en['validation.required']).toBe(MESSAGES.en['validation.required']);
    expect(messages.ar['file.too_large']).toBe(MESSAGES.ar['file.too_large']);
    expect(messages.ar).not.toHaveProperty('sms.login_code');
    expect(Object.keys(messages.ar).length).toBeLessThan(Object.keys(MESSAGES.ar).length / 2);
  });
});
