import { describe, expect, it } from 'vitest';
import { isoOf, isoOrNull } from '../../src/lib/iso';

describe('isoOf (the dates of list answers)', () => {
  it('writes what toISOString writes, falling back to it outside years 1000–9999', () => {
    const dates = [
      '2026-09-01 13:01:37.417+00',
      '2026-11-30 02:59:59.999+03',
      '1999-12-31T23:59:59.999Z',
      '2024-02-29T00:00:00Z',
      '1000-01-01T00:00:00.001Z',
      '0999-12-31T23:59:59Z',
      '+010000-01-01T00:00:00Z',
      '-000001-06-15T12:00:00Z',
    ].map((s) => new Date(s));
    for (const d of dates) expect(isoOf(d)).toBe(d.toISOString());
    for (let t = -5e12; t < 5e12; t += 7_654_321_987)
      expect(isoOf(new Date(t))).toBe(new Date(t).toISOString());
  });

  it('throws on an invalid date as toISOString does; no date is null', () => {
    expect(() => isoOf(new Date('not a date'))).toThrow(RangeError);
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
  });
});
