import type { ScreenRoute } from '../../routing/route-types';
import { screenRows } from '../../routing/screen-routes';

const group = screenRows('reports');

/** Spec 000 §2 "Reports" (/log-system, /logs, /sms) and the dashboards' /db-archive. */
export const reportsRoutes: ScreenRoute[] = [
  ...group('log_system', '/log-system', 'reports-system-log', [
    [
      'list',
      () => import('./call-log-page'),
      { menu: ['reports', 1, 'log_system'], list: 'general/log_system' },
    ],
    [
      'record',
      () => import('./record-timeline-page'),
      { path: '/record/:table/:id', name: 'record_timeline' },
    ],
  ]),
  ...group('logs', '/logs', 'reports-log', [
    ['list', () => import('./access-log-page'), { menu: ['reports', 2, 'logs'], list: 'general/logs' }],
  ]),
  ...group('sms', '/sms', 'reports-sms', [
    ['list', () => import('./sms-log-page'), { menu: ['reports', 3, 'sms'], list: 'general/sms_log' }],
  ]),
  ...group('db_archive', '/db-archive', 'archive-index', [
    ['list', () => import('./archive-page'), { menu: ['dashboards', 12, 'db_archive'], list: 'db_archive' }],
  ]),
];
