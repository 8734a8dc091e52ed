import type { ScreenRoute } from '../../routing/route-types';

export const errorRoutes: ScreenRoute[] = [
  {
    path: '/403',
    name: 'routes.forbidden',
    access: { kind: 'public' },
    layout: 'bare',
    load: () => import('./forbidden-page'),
  },
  {
    path: '/404',
    name: 'routes.not_found',
    access: { kind: 'public' },
    layout: 'bare',
    load: () => import('./not-found-page'),
  },
];
