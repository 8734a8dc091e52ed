import { inLang } from '../../i18n/bilingual';

/** The value of a bilingual pair in the interface language (`name`/`name_en`, `title`/`title_en`…). */
export const bi = (row: Record<string, unknown>, base: 'name' | 'title' | 'label' | 'type_name') =>
  inLang(row, base);

/** Halalas as riyals, two decimals, without float arithmetic on the amount. */
export function sar(halalas: number | null | undefined) {
  if (halalas === null || halalas === undefined) return '—';
  const h = Math.trunc(Number(halalas));
  const abs = Math.abs(h);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${h < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
