/** The server messages of the dashboards (issue 35). */
export const DASHBOARDS_MESSAGES = {
  ar: { 'dashboards.range_invalid': 'تاريخ النهاية قبل تاريخ البداية' },
  en: { 'dashboards.range_invalid': 'The end date is before the start date' },
} as const;
