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
