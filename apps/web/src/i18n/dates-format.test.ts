import { describe, expect, it } from 'vitest';
import { dualDate, dualDateText } from './dates';

// 27 May 2026 13:05 at the site (Asia/Riyadh, UTC+3) = 10 Dhu al-Hijjah 1447 (Umm al-Qura).
const when = new Date('2026-05-27T10:05:00Z');

describe('dual dates', () => {
  it('writes the English Hijri month out in full, day first', () => {
    const d = dualDate(when, 'en');
    expect(d?.hijri).toMatch(/^10 Dhuʻl-Hijjah 1447 AH$/);
    expect(d?.hijri).not.toContain('Dhuʻl-H.');
    expect(dualDateText(when, 'en')).toBe('27 May 2026 (10 Dhuʻl-Hijjah 1447 AH)');
  });

  it('uses the 24-hour clock in both languages', () => {
    expect(dualDate(when, 'en', true)?.gregorian).toContain('13:05');
    const ar = dualDate(when, 'ar', true)?.gregorian ?? '';
    expect(ar).toContain('13:05');
    expect(ar).not.toMatch(/[صم]$|PM|AM/);
    expect(dualDate(new Date('2026-05-27T06:07:00Z'), 'en', true)?.gregorian).toContain('09:07');
  });
});
