import type { ScreenRoute } from '../../routing/route-types';

const access = { kind: 'auth', permission: 'notification-index' } as const;

export const notificationRoutes: ScreenRoute[] = [
  {
    path: '/notifications',
    name: 'routes.notifications',
    access,
    layout: 'shell',
    load: () => import('./admin/notifications-list-page'),
  },
  {
    path: '/notifications/create',
    name: 'routes.notifications_create',
    access,
    layout: 'shell',
    parent: '/notifications',
    load: () => import('./admin/notification-create-page'),
  },
];
