import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const index = auth('readiness-license-index');
const cars = () => import('./car-screens');
const car = auth('carLicense-index');
const tempOrders = () => import('./temp-order-screens');
const tempLicences = () => import('./temp-licence-screens');
const orders = auth('temp-licenses-order-index');
const issued = auth('order-tmp-license-index');
const tempForms = auth('temp-tamplate-form-index');

/** Readiness, entry (car) and temporary licences (spec 001 §2, paths verbatim). */
export const licencesRoutes: ScreenRoute[] = [
  {
    path: '/readiness-license',
    name: 'licences.routes.readiness',
    access: index,
    layout: 'shell',
    menu: { group: 'readiness', position: 1, key: 'readiness_license' },
    load: () => import('./readiness-list').then((m) => ({ default: m.ReadinessListPage })),
  },
  {
    path: '/readiness-license/create',
    name: 'licences.routes.readiness_create',
    access: auth('readiness-license-create'),
    layout: 'shell',
    parent: '/readiness-license',
    menu: { group: 'readiness', position: 2, key: 'readiness_create' },
    load: () => import('./readiness-create').then((m) => ({ default: m.ReadinessCreatePage })),
  },
  {
    path: '/readiness-license/details/:id',
    name: 'licences.routes.readiness_details',
    access: index,
    layout: 'shell',
    parent: '/readiness-license',
    load: () => import('./readiness-details').then((m) => ({ default: m.ReadinessDetailsPage })),
  },
  {
    path: '/readiness-license/edit/:id',
    name: 'licences.routes.readiness_edit',
    access: auth('readiness-license-create'),
    layout: 'shell',
    parent: '/readiness-license',
    load: () => import('./readiness-edit').then((m) => ({ default: m.ReadinessEditPage })),
  },
  {
    path: '/readiness-license/pladge',
    name: 'licences.routes.pledge',
    access: auth('readiness-license-pledge'),
    layout: 'shell',
    parent: '/readiness-license',
    menu: { group: 'readiness', position: 3, key: 'readiness_pledge' },
    load: () => import('./readiness-pledge').then((m) => ({ default: m.ReadinessPledgePage })),
  },
  {
    path: '/readiness-license/license-ready/:id',
    name: 'licences.routes.readiness_ready',
    access: index,
    layout: 'shell',
    parent: '/readiness-license',
    load: () => import('./readiness-ready').then((m) => ({ default: m.ReadinessLicenceReadyPage })),
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
  // Temporary licences (spec 001 §2: /temp-licenses-forms, /temp-licenses-order, /licenses).
  {
    path: '/temp-licenses-order',
    name: 'licences.routes.temp_orders',
    access: orders,
    layout: 'shell',
    menu: { group: 'licences', position: 2, key: 'temp_licenses_order' },
    load: named(tempOrders, 'TempOrderListPage'),
  },
  {
    path: '/temp-licenses-order/create',
    name: 'licences.routes.temp_create',
    access: orders,
    layout: 'shell',
    parent: '/temp-licenses-order',
    load: named(tempOrders, 'TempOrderCreatePage'),
  },
  {
    path: '/temp-licenses-order/view/:id',
    name: 'licences.routes.temp_view',
    access: orders,
    layout: 'shell',
    parent: '/temp-licenses-order',
    load: named(tempOrders, 'TempOrderViewPage'),
  },
  {
    path: '/temp-licenses-order/ready/:id',
    name: 'licences.routes.temp_ready',
    access: auth('temp'),
    layout: 'shell',
    parent: '/temp-licenses-order',
    load: named(tempOrders, 'TempLicenceReadyPage'),
  },
  {
    path: '/licenses',
    name: 'licences.routes.temp_licences',
    access: issued,
    layout: 'shell',
    menu: { group: 'licences', position: 3, key: 'licenses' },
    load: named(tempLicences, 'TempLicencesPage'),
  },
  {
    path: '/licenses/create',
    name: 'licences.routes.temp_licence_create',
    access: issued,
    layout: 'shell',
    parent: '/licenses',
    load: named(tempLicences, 'TempLicenceCreatePage'),
  },
  {
    path: '/licenses/update/:id',
    name: 'licences.routes.temp_licence_update',
    access: issued,
    layout: 'shell',
    parent: '/licenses',
    load: named(tempLicences, 'TempLicenceUpdatePage'),
  },
  {
    path: '/temp-licenses-forms',
    name: 'licences.routes.temp_forms',
    access: tempForms,
    layout: 'shell',
    menu: { group: 'licences', position: 4, key: 'temp_licenses_forms' },
    load: named(tempLicences, 'TempFormsPage'),
  },
  {
    path: '/temp-licenses-forms/create',
    name: 'licences.routes.temp_form_create',
    access: tempForms,
    layout: 'shell',
    parent: '/temp-licenses-forms',
    load: named(tempLicences, 'TempFormCreatePage'),
  },
  {
    path: '/temp-licenses-forms/update/:id',
    name: 'licences.routes.temp_form_update',
    access: tempForms,
    layout: 'shell',
    parent: '/temp-licenses-forms',
    load: named(tempLicences, 'TempFormUpdatePage'),
  },
];
