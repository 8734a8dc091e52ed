import type { CallLogRow, Paginated } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The API paths of the reports and the archive (inferred lists; store and activate are spec 000 §7). */
export const REPORTS = {
  callLog: 'general/log_system',
  accessLog: 'general/logs',
  smsLog: 'general/sms_log',
  archives: 'db_archive',
  archiveStore: 'db_archive/store',
  archiveActivate: (id: number) => `db_archive/activate/${id}`,
} as const;

/** The screen of one record's timeline in the call log. */
export const recordTimelinePath = (table: string, id: string) =>
  `/log-system/record/${encodeURIComponent(table)}/${encodeURIComponent(id)}`;

/** The newest 500 changes of a record are its history here; older ones are in the call log's pages. */
const TIMELINE_ROWS = 500;

/** One record's rows in the call log (its history screen). */
export const recordHistoryQuery = (table: string, id: string) =>
  queryOptions({
    queryKey: ['list', REPORTS.callLog, 'timeline', table, id],
    queryFn: () =>
      api.post<{ data: Paginated<CallLogRow> }>(REPORTS.callLog, {
        table_name: table,
        record_id: id,
        paginate: TIMELINE_ROWS,
      }),
  });
