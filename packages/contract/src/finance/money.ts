import { z } from 'zod';

/**
 * Money (issue 20): every amount is an integer number of halalas (1 SAR = 100 halalas), on the
 * wire, in the database and in every computation — never a float. VAT rates are integer basis
 * points (1500 = 15 %). Rounding is explicit and done ONCE per invoice: the VAT of an invoice is
 * its net total × rate, rounded half-up (half a halala goes up) — not a sum of per-line VATs.
 * Products are computed in BigInt, so no intermediate value loses precision.
 */

/** The largest amount accepted anywhere (10 million SAR): far from 2^53 even times 10 000. */
export const MAX_HALALAS = 1_000_000_000;
/** The default VAT rate in basis points (15 %). */
export const DEFAULT_VAT_RATE_BP = 1500;
/** The most lines one invoice may carry, and the largest quantity of one line. */
export const MAX_INVOICE_LINES = 100;
export const MAX_QUANTITY = 100_000;
/** A strictly positive amount. */
export const positiveHalalas = z.coerce.number().int().min(1).max(MAX_HALALAS);

/** `a / b` rounded half-up, for non-negative integers (b > 0). */
function divHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

const checkInt = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer: ${n}`);
};

/** One line's total: quantity × unit price, both integers. */
export function lineTotal(quantity: number, unitPrice: number): number {
  checkInt(quantity, 'quantity');
  checkInt(unitPrice, 'unit price');
  const t = BigInt(quantity) * BigInt(unitPrice);
  if (t > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('line total too large');
  return Number(t);
}

/** The VAT of a net amount at `rateBp` basis points, rounded half-up to the halala. */
export function vatOf(net: number, rateBp: number): number {
  checkInt(net, 'net');
  checkInt(rateBp, 'VAT rate');
  return Number(divHalfUp(BigInt(net) * BigInt(rateBp), 10_000n));
}

type MoneyLine = { quantity: number; unit_price: number };
type InvoiceTotals = {
  /** Each line's total, in the lines' order. */
  line_totals: number[];
  /** Sum of the line totals (net, before VAT). */
  subtotal: number;
  vat_rate_bp: number;
  /** VAT on the subtotal, rounded half-up once per invoice. */
  vat_total: number;
  /** subtotal + vat_total. */
  total: number;
};

/** An invoice's totals: line totals, their sum, the VAT on the sum (half-up) and the total. */
export function invoiceTotals(lines: readonly MoneyLine[], rateBp: number): InvoiceTotals {
  const line_totals = lines.map((l) => lineTotal(l.quantity, l.unit_price));
  const subtotal = line_totals.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('subtotal too large');
  const vat_total = vatOf(subtotal, rateBp);
  return { line_totals, subtotal, vat_rate_bp: rateBp, vat_total, total: subtotal + vat_total };
}

/** "1234.50": halalas as SAR with two decimals (no grouping), by integer arithmetic. */
export function sarText(h: number): string {
  if (!Number.isSafeInteger(h)) throw new RangeError(`not an integer amount: ${h}`);
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  return `${sign}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percentage text: 1500 → "15", 1250 → "12.5". */
export const rateText = (bp: number) => sarText(bp).replace(/\.?0+$/, '') || '0';

/**
 * "12", "12.5", "12.50", "1,234.05" (a form's SAR) → halalas, by reading the digits (no float);
 * null when it is not such an amount (more than two decimals, a sign, letters).
 */
export function parseSar(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!m) return null;
  const h = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return h <= MAX_HALALAS ? h : null;
}
