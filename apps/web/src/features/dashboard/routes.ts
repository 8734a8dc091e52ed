import type { ScreenRoute } from '../../routing/route-types';

export const dashboardRoutes: ScreenRoute[] = [
  {
    path: '/dashboard',
    name: 'routes.dashboard',
    access: { kind: 'auth', permission: 'dashboard' },
    layout: 'shell',
    menu: { group: 'dashboards', position: 1, key: 'dashboard' },
    load: () => import('./dashboard-page'),
  },
];
