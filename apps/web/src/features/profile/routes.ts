import type { ScreenRoute } from '../../routing/route-types';

export const profileRoutes: ScreenRoute[] = [
  {
    path: '/profile',
    name: 'routes.profile',
    access: { kind: 'auth' },
    layout: 'shell',
    load: () => import('./profile-page'),
  },
];
