import { type ComponentType, createElement, lazy } from 'react';
import type { ScreenModule, ScreenRoute } from '../../routing/route-types';
import { auth, named } from '../../routing/screen-routes';

const screens = () => import('./dashboard-screens');

/** What the app hands the home screen from other features (loaded with it, each its own chunk). */
type HomePanels = { latestNews: () => Promise<ScreenModule> };

/** /dashboard with the app's panels. */
function home(panels: HomePanels) {
  const News: ComponentType = lazy(panels.latestNews);
  return () =>
    import('./dashboard-page').then((m) => ({ default: () => createElement(m.default, { News }) }));
}

/** Spec 000 §2 "Dashboards": one screen per declared dashboard (contract `DASHBOARDS`). */
export const dashboardRoutes = (panels: HomePanels): ScreenRoute[] => [
  {
    path: '/dashboard',
    name: 'dashboard.routes.dashboard',
    access: auth('dashboard'),
    layout: 'shell',
    menu: { group: 'dashboards', position: 1, key: 'dashboard' },
    load: home(panels),
  },
  ...(
    [
      ['/delivery-business', 'delivery_business', 'dashboard-power-bi-1', 'DeliveryBusinessPage', 2],
      ['/orders-status', 'orders_status', 'dashboard-additions-stage', 'OrdersStatusPage', 3],
      ['/civil-defense', 'civil_defense', 'dashboard-civil-defense', 'CivilDefensePage', 4],
      ['/dashboard-power-bi-2', 'power_bi_2', 'dashboard-power-bi-1', 'PowerBi2Page', 5],
      ['/dashboard-power-bi-arafat', 'power_bi_arafat', 'dashboard-power-bi-1', 'PowerBiArafatPage', 6],
      [
        '/dashboard-report-violations',
        'report_violations',
        'dashboard-report-violations',
        'ReportViolationsPage',
        7,
      ],
      ['/dashboard-reassign', 'reassign', 'dashboard-reassign', 'ReassignDashboardPage', 11],
    ] as const
  ).map(
    ([path, key, permission, screen, position]): ScreenRoute => ({
      path,
      name: `dashboard.routes.${key}`,
      access: auth(permission),
      layout: 'shell',
      menu: { group: 'dashboards', position, key: key === 'reassign' ? 'dashboard_reassign' : key },
      load: named(screens, screen),
    }),
  ),
];
