import { useTranslation } from 'react-i18next';

/**
 * A duration in minutes as days, hours and minutes (each with the language's plural forms: "3 ساعات",
 * "15 دقيقة"); a dash until it happened.
 */
export function Minutes({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return <span>—</span>;
  const d = Math.floor(value / 1440);
  const h = Math.floor((value % 1440) / 60);
  const m = value % 60;
  const parts = [
    d && t('tickets.duration.days', { count: d }),
    h && t('tickets.duration.hours', { count: h }),
    t('tickets.duration.minutes', { count: m }),
  ];
  return <span data-testid="ticket-duration">{parts.filter(Boolean).join(' ')}</span>;
}
