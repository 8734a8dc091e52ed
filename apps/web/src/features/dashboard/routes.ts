import type { ScreenRoute } from '../../routing/route-types';

export const dashboardRoutes: ScreenRoute[] = [
  {
    path: '/dashboard',
    name: 'routes.dashboard',
    access: { kind: 'auth', permission: 'dashboard' },
    layout: 'shell',
    load: () => import('./dashboard-page'),
  },
];
