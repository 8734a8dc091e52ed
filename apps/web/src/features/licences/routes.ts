import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const readiness = () => import('./readiness-screens');
const index = auth('readiness-license-index');
const cars = () => import('./car-screens');
const car = auth('carLicense-index');

/** Readiness licences (spec 001 §2, paths verbatim). */
export const licencesRoutes: ScreenRoute[] = [
  {
    path: '/readiness-license',
    name: 'licences.routes.readiness',
    access: index,
    layout: 'shell',
    menu: { group: 'readiness', position: 1, key: 'readiness_license' },
    load: named(readiness, 'ReadinessListPage'),
  },
  {
    path: '/readiness-license/create',
    name: 'licences.routes.readiness_create',
    access: auth('readiness-license-create'),
    layout: 'shell',
    parent: '/readiness-license',
    menu: { group: 'readiness', position: 2, key: 'readiness_create' },
    load: named(readiness, 'ReadinessCreatePage'),
  },
  {
    path: '/readiness-license/details/:id',
    name: 'licences.routes.readiness_details',
    access: index,
    layout: 'shell',
    parent: '/readiness-license',
    load: named(readiness, 'ReadinessDetailsPage'),
  },
  {
    path: '/readiness-license/edit/:id',
    name: 'licences.routes.readiness_edit',
    access: auth('readiness-license-create'),
    layout: 'shell',
    parent: '/readiness-license',
    load: named(readiness, 'ReadinessEditPage'),
  },
  {
    path: '/readiness-license/pladge',
    name: 'licences.routes.pledge',
    access: auth('readiness-license-pledge'),
    layout: 'shell',
    parent: '/readiness-license',
    menu: { group: 'readiness', position: 3, key: 'readiness_pledge' },
    load: named(readiness, 'ReadinessPledgePage'),
  },
  {
    path: '/readiness-license/license-ready/:id',
    name: 'licences.routes.readiness_ready',
    access: index,
    layout: 'shell',
    parent: '/readiness-license',
    load: named(readiness, 'ReadinessLicenceReadyPage'),
  },
  {
    path: '/request-licenses/list',
    name: 'licences.routes.car_list',
    access: car,
    layout: 'shell',
    menu: { group: 'licences', position: 1, key: 'request_licenses' },
    load: named(cars, 'CarListPage'),
  },
  {
    path: '/request-licenses/new',
    name: 'licences.routes.car_new',
    access: car,
    layout: 'shell',
    parent: '/request-licenses/list',
    load: named(cars, 'CarNewPage'),
  },
  {
    path: '/request-licenses/view/:id',
    name: 'licences.routes.car_view',
    access: car,
    layout: 'shell',
    parent: '/request-licenses/list',
    load: named(cars, 'CarViewPage'),
  },
  {
    path: '/request-licenses/update/:id',
    name: 'licences.routes.car_update',
    access: car,
    layout: 'shell',
    parent: '/request-licenses/list',
    load: named(cars, 'CarUpdatePage'),
  },
];
