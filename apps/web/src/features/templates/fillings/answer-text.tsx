import { currentLang } from '../../../i18n/i18n';
import type { FillingQuestion } from '../api';
import { bi, sar } from '../labels';

/** An answer as read-only text (sign and print views). */
export function answerText(q: FillingQuestion, t: (k: string) => string): string {
  const v = q.value;
  if (v === null || v === undefined) return '—';
  switch (q.type) {
    case 'single_choice': {
      const o = (q.options ?? []).find((x) => x.value === v);
      return o ? bi(o, 'label') : String(v);
    }
    case 'multiple_choice':
      return ((v as string[]) ?? [])
        .map((x) => {
          const o = (q.options ?? []).find((y) => y.value === x);
          return o ? bi(o, 'label') : x;
        })
        .join(currentLang() === 'ar' ? '، ' : ', ');
    case 'yes_no':
      return Number(v) === 1 ? t('templates.yes') : t('templates.no');
    case 'file':
      return q.file?.name ?? '—';
    case 'priced_item':
      return `${q.quantity ?? 0} × ${sar(q.unit_price_halalas)} = ${sar(q.line_total_halalas)} ${t('templates.sar')}`;
    default:
      return String(v);
  }
}
