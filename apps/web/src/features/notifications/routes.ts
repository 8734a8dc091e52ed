import type { ScreenRoute } from '../../routing/route-types';

const access = { kind: 'auth', permission: 'notification-index' } as const;

export const notificationRoutes: ScreenRoute[] = [
  {
    path: '/notifications',
    name: 'routes.notifications',
    access,
    layout: 'shell',
    menu: { group: 'notifications', position: 1, key: 'notifications' },
    list: 'general/notifications', // NOTIFICATIONS_LIST (api.ts pulls the client: not in route tables)
    load: () => import('./admin/notifications-list-page'),
  },
  // Every user with the bell: their own notifications (the bell's "see more"), no permission key.
  {
    path: '/notifications/mine',
    name: 'routes.notifications_mine',
    access: { kind: 'auth' },
    layout: 'shell',
    // A company reaches its notifications from the menu too, not only through the bell.
    menu: { group: 'notifications', position: 2, key: 'notifications_mine' },
    load: () => import('./mine/my-notifications-page'),
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
