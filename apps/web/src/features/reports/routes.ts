import type { ScreenRoute } from '../../routing/route-types';

const reports = (permission: 'reports-system-log' | 'reports-log' | 'reports-sms') =>
  ({ kind: 'auth', permission }) as const;

/** A log report's list: its route name and sidebar entry are `key`, in the reports group. */
const log = (
  path: string,
  key: string,
  permission: Parameters<typeof reports>[0],
  position: number,
  list: string,
  load: ScreenRoute['load'],
): ScreenRoute => ({
  path,
  name: `reports.routes.${key}`,
  access: reports(permission),
  layout: 'shell',
  menu: { group: 'reports', position, key },
  list,
  load,
});

/** Spec 000 §2 "Reports" (/log-system, /logs, /sms) and the dashboards' /db-archive. */
export const reportsRoutes: ScreenRoute[] = [
  log(
    '/log-system',
    'log_system',
    'reports-system-log',
    1,
    'general/log_system',
    () => import('./call-log-page'),
  ),
  {
    path: '/log-system/record/:table/:id',
    name: 'reports.routes.record_timeline',
    access: reports('reports-system-log'),
    layout: 'shell',
    parent: '/log-system',
    load: () => import('./record-timeline-page'),
  },
  log('/logs', 'logs', 'reports-log', 2, 'general/logs', () => import('./access-log-page')),
  log('/sms', 'sms', 'reports-sms', 3, 'general/sms_log', () => import('./sms-log-page')),
  {
    path: '/db-archive',
    name: 'reports.routes.db_archive',
    access: { kind: 'auth', permission: 'archive-index' },
    layout: 'shell',
    menu: { group: 'dashboards', position: 12, key: 'db_archive' },
    list: 'db_archive',
    load: () => import('./archive-page'),
  },
];
