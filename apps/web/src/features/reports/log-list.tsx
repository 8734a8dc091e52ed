import { dateColumn } from '../../components/date-text/date-column';
import { type ColumnDef, type FilterDef, listOf, type Row } from '../../components/resource-list';

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
      dateColumn('created_at', 'reports.date', { time: true, stacked: true }),
      ...columns,
    ],
    [...filters, ...dateRange],
  );
