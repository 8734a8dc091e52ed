import { DateText } from '../../components/date-text/date-text';
import { type ColumnDef, type FilterDef, listOf, type Row } from '../../components/resource-list';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';

type LogRow = Row & { created_at: string };

const dateRange: FilterDef[] = [
  { name: 'date_from', label: 'reports.date_from', type: 'date' },
  { name: 'date_to', label: 'reports.date_to', type: 'date' },
];

/**
 * A log report's list (the call, access and message logs): the id and the time of the entry
 * first, then the log's own `columns`; its own `filters`, then the date range.
 */
export const logList = <T extends LogRow>(
  listPath: string,
  title: string,
  columns: ColumnDef<T>[],
  filters: FilterDef[],
) =>
  listOf<T>(
    listPath,
    title,
    [
      { key: 'id', title: 'common.id', width: 90 },
      {
        key: 'created_at',
        title: 'reports.date',
        render: (r) => <DateText value={r.created_at} withTime stacked />,
        text: (r) => dualDateText(r.created_at, currentLang(), true),
      },
      ...columns,
    ],
    [...filters, ...dateRange],
  );
