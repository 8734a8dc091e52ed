import {
  DEFAULT_VAT_RATE_BP,
  invoiceTotals,
  lineTotal,
  MAX_HALALAS,
  MAX_QUANTITY,
  parseSar,
  rateText,
  sarText,
  vatOf,
} from '@mashaer/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Money (issue 20): integer halalas, VAT rounded half-up once per invoice — property-tested.
const amount = fc.integer({ min: 0, max: MAX_HALALAS });
const qty = fc.integer({ min: 1, max: MAX_QUANTITY });
const price = fc.integer({ min: 0, max: 10_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const lines = fc.array(fc.record({ quantity: qty, unit_price: price }), { minLength: 0, maxLength: 30 });

describe('money', () => {
  it('a line total is quantity × unit price, an integer', () => {
    fc.assert(
      fc.property(qty, price, (q, p) => {
        const t = lineTotal(q, p);
        expect(Number.isSafeInteger(t)).toBe(true);
        expect(BigInt(t)).toBe(BigInt(q) * BigInt(p));
      }),
    );
  });

  it('the subtotal is the exact sum of the line totals; total = subtotal + VAT; all integers', () => {
    fc.assert(
      fc.property(lines, rate, (ls, r) => {
        const t = invoiceTotals(ls, r);
        const sum = ls.reduce((a, l) => a + BigInt(l.quantity) * BigInt(l.unit_price), 0n);
        expect(BigInt(t.subtotal)).toBe(sum);
        expect(t.line_totals).toHaveLength(ls.length);
        expect(t.total).toBe(t.subtotal + t.vat_total);
        for (const v of [t.subtotal, t.vat_total, t.total, ...t.line_totals])
          expect(Number.isSafeInteger(v)).toBe(true);
      }),
    );
  });

  it('VAT is the net × rate rounded half-up: within half a halala, ties go up', () => {
    fc.assert(
      fc.property(amount, rate, (net, r) => {
        const v = vatOf(net, r);
        expect(Number.isSafeInteger(v)).toBe(true);
        // |v − net·r/10000| ≤ 1/2, and exactly 1/2 only upwards: 2·(v·10000 − net·r) ∈ (−10000, 10000].
        const twice = 2n * (BigInt(v) * 10_000n - BigInt(net) * BigInt(r));
        expect(twice > -10_000n && twice <= 10_000n).toBe(true);
      }),
    );
  });

  it('VAT is monotonic in the net amount and never above the rate', () => {
    fc.assert(
      fc.property(amount, amount, rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(vatOf(lo, r)).toBeLessThanOrEqual(vatOf(hi, r));
      }),
    );
  });

  it('examples: 15 % by default; half a halala goes up', () => {
    expect(DEFAULT_VAT_RATE_BP).toBe(1500);
    expect(vatOf(10_000, 1500)).toBe(1500);
    expect(vatOf(10, 1500)).toBe(2); // 1.5 → 2
    expect(vatOf(3, 1500)).toBe(0); // 0.45 → 0
    expect(vatOf(7, 1500)).toBe(1); // 1.05 → 1
    // Rounded once per invoice: three lines of 0.10 SAR → VAT of 0.30 SAR = 4.5 → 5, not 3 × 2.
    expect(
      invoiceTotals(
        [1, 2, 3].map(() => ({ quantity: 1, unit_price: 10 })),
        1500,
      ),
    ).toEqual({
      line_totals: [10, 10, 10],
      subtotal: 30,
      vat_rate_bp: 1500,
      vat_total: 5,
      total: 35,
    });
  });

  it('refuses non-integer input instead of computing with a float', () => {
    expect(() => lineTotal(1.5, 100)).toThrow(RangeError);
    expect(() => vatOf(10.1, 1500)).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: 1, unit_price: 0.5 }], 1500)).toThrow(RangeError);
  });

  it('SAR text and parsing round-trip by integers', () => {
    fc.assert(
      fc.property(amount, (h) => {
        expect(parseSar(sarText(h))).toBe(h);
      }),
    );
    expect(sarText(123_456)).toBe('1234.56');
    expect(sarText(5)).toBe('0.05');
    expect(parseSar('1,234.5')).toBe(123_450);
    expect(parseSar('0.1')).toBe(10);
    expect(parseSar('1.005')).toBeNull();
    expect(parseSar('-1')).toBeNull();
    expect(parseSar('abc')).toBeNull();
    expect(rateText(1500)).toBe('15');
    expect(rateText(1250)).toBe('12.5');
  });
});
