import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import type { ColumnDef, Row } from '../resource-list';
import { DateText } from './date-text';

type DateColumnOptions<T extends Row> = Omit<ColumnDef<T>, 'key' | 'title' | 'render' | 'text'> & {
  /** With the time of day. */
  time?: boolean;
  /** The Hijri date under the Gregorian one (a narrow column). */
  stacked?: boolean;
};

/** A list's date column: both calendars, printed and exported as both, '—' when empty. */
export const dateColumn = <T extends Row>(
  key: string,
  title: string,
  { time = false, stacked = false, ...more }: DateColumnOptions<T> = {},
): ColumnDef<T> => ({
  key,
  title,
  ...more,
  render: (r) => (r[key] ? <DateText value={r[key] as string} withTime={time} stacked={stacked} /> : '—'),
  text: (r) => (r[key] ? dualDateText(r[key] as string, currentLang(), time) : ''),
});

/** A list's date-and-time column: both calendars stacked, '—' when empty, sortable unless said. */
export const dateTimeColumn = <T extends Row>(key: string, title: string, sortable = true): ColumnDef<T> =>
  dateColumn<T>(key, title, { time: true, stacked: true, ...(sortable ? { sortable } : {}) });
