import { describe, expect, it } from 'vitest';
import { normalizeValues } from './zod-rules';

describe('normalizeValues', () => {
  it('reads numbers typed on an Arabic keyboard as 0–9, and leaves text with digits alone (issue 29)', () => {
    expect(
      normalizeValues({
        amount: '٣٥٠',
        phone: '٠٥٥١٢٣٤٥٦٧',
        rate: '١٢٫٥',
        persian: '۱۲۳',
        camp: 'مخيم ٥',
        plain: '42',
        blank: '',
      }),
    ).toEqual({
      amount: '350',
      phone: '0551234567',
      rate: '12.5',
      persian: '123',
      camp: 'مخيم ٥',
      plain: '42',
    });
  });
});
