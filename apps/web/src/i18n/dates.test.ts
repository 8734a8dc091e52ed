import { afterEach, describe, expect, it } from 'vitest';
import { dualDate, siteTimeZone } from './dates';

// 22 Nov 2026 22:30 UTC is already 23 Nov (01:30) in Mecca: the site's day, whatever the browser's zone.
const LATE_EVENING_UTC = '2026-11-22T22:30:00Z';

afterEach(() => {
  for (const m of document.querySelectorAll('meta[name="site-time-zone"]')) m.remove();
});

describe('dates: stored UTC, shown in the site time zone', () => {
  it('defaults to Asia/Riyadh: a UTC evening is the next day on the site', () => {
    expect(siteTimeZone()).toBe('Asia/Riyadh');
    expect(dualDate(LATE_EVENING_UTC, 'en')?.gregorian).toBe('23 Nov 2026');
    expect(dualDate(LATE_EVENING_UTC, 'en', true)?.gregorian).toMatch(/^23 Nov 2026.*01:30/);
    expect(dualDate(LATE_EVENING_UTC, 'ar')?.gregorian).toContain('23');
  });

  it('follows the zone the server puts in the page (SITE_TIME_ZONE)', () => {
    const meta = document.createElement('meta');
    meta.name = 'site-time-zone';
    meta.content = 'UTC';
    document.head.append(meta);
    expect(siteTimeZone()).toBe('UTC');
    expect(dualDate(LATE_EVENING_UTC, 'en')?.gregorian).toBe('22 Nov 2026');
  });

  it('a signature and a creation of the same site day show the same date', () => {
    const created = '2026-11-22T21:05:00Z';
    const signed = '2026-11-23T08:00:00Z';
    expect(dualDate(created, 'en')?.gregorian).toBe(dualDate(signed, 'en')?.gregorian);
  });
});
