import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dualDate } from '../../i18n/dates';
import { isLang } from '../../i18n/i18n';

type Props = {
  value: string | number | Date | null | undefined;
  withTime?: boolean;
  /** Hijri date on its own line (table cells). */
  stacked?: boolean;
};

/** A date shown Gregorian with the Hijri (Umm al-Qura) date beside it. */
export function DateText({ value, withTime = false, stacked = false }: Props) {
  const { i18n } = useTranslation();
  const d = dualDate(value, isLang(i18n.language) ? i18n.language : 'ar', withTime);
  if (!d) return <span>—</span>;
  return (
    <span className={stacked ? 'dual-date stacked' : 'dual-date'}>
      <span>{d.gregorian}</span>{' '}
      <Typography.Text type="secondary" className="dual-date-hijri">
        {stacked ? d.hijri : `(${d.hijri})`}
      </Typography.Text>
    </span>
  );
}
