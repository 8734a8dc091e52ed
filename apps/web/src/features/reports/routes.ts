import type { ScreenRoute } from '../../routing/route-types';

const reports = (permission: 'reports-system-log' | 'reports-log' | 'reports-sms') =>
  ({ kind: 'auth', permission }) as const;

/** Spec 000 §2 "Reports" (/log-system, /logs, /sms) and the dashboards' /db-archive. */
export const reportsRoutes: ScreenRoute[] = [
  {
    path: '/log-system',
    name: 'reports.routes.log_system',
    access: reports('reports-system-log'),
    layout: 'shell',
    menu: { group: 'reports', position: 1, key: 'log_system' },
    list: 'general/log_system',
    load: () => import('./call-log-page'),
  },
  {
    path: '/log-system/record/:table/:id',
    name: 'reports.routes.record_timeline',
    access: reports('reports-system-log'),
    layout: 'shell',
    parent: '/log-system',
    load: () => import('./record-timeline-page'),
  },
  {
    path: '/logs',
    name: 'reports.routes.logs',
    access: reports('reports-log'),
    layout: 'shell',
    menu: { group: 'reports', position: 2, key: 'logs' },
    list: 'general/logs',
    load: () => import('./access-log-page'),
  },
  {
    path: '/sms',
    name: 'reports.routes.sms',
    access: reports('reports-sms'),
    layout: 'shell',
    menu: { group: 'reports', position: 3, key: 'sms' },
    list: 'general/sms_log',
    load: () => import('./sms-log-page'),
  },
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
