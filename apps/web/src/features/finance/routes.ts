import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const sadad = () => import('./sadad-screens');
const SADAD = auth('clearance-sadad-index');

/** Payment-slip orders (spec 001 §2, paths verbatim). */
export const financeRoutes: ScreenRoute[] = [
  {
    path: '/sadad',
    name: 'finance.routes.sadad',
    access: SADAD,
    layout: 'shell',
    menu: { group: 'finance', position: 2, key: 'sadad' },
    load: named(sadad, 'SadadListPage'),
  },
  {
    path: '/sadad/create',
    name: 'finance.routes.sadad_create',
    access: SADAD,
    layout: 'shell',
    parent: '/sadad',
    load: named(sadad, 'SadadCreatePage'),
  },
  {
    path: '/sadad/details/:id',
    name: 'finance.routes.sadad_details',
    access: SADAD,
    layout: 'shell',
    parent: '/sadad',
    load: named(sadad, 'SadadDetailsPage'),
  },
];
