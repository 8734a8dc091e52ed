import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import type { ColumnDef, Row } from '../resource-list';
import { DateText } from './date-text';

/** A list's date-and-time column: both calendars stacked, '—' when empty, sortable unless said. */
export const dateTimeColumn = <T extends Row>(key: string, title: string, sortable = true): ColumnDef<T> => ({
  key,
  title,
  ...(sortable ? { sortable } : {}),
  render: (r) => (r[key] ? <DateText value={r[key] as string} withTime stacked /> : '—'),
  text: (r) => (r[key] ? dualDateText(r[key] as string, currentLang(), true) : ''),
});
