import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';
import { guides, pledges, serviceInputs, services, specialties } from './catalogue';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));
const form = page(() => import('./order-form'), 'OrderFormPage');
const details = page(() => import('./order-details'), 'OrderDetailsPage');
const licencePrint = page(() => import('./order-licences/licence-print'), 'LicencePrintPage');
/** A screen under /orders (its breadcrumb parent), named `orders.routes.<name>`. */
const child = (
  path: string,
  name: string,
  permission: PermissionName,
  load: ScreenRoute['load'],
): ScreenRoute => ({
  path,
  name: `orders.routes.${name}`,
  access: auth(permission),
  layout: 'shell',
  parent: '/orders',
  load,
});

/** The orders area (spec 001 §2 "Orders", "Orders (further)"), paths verbatim. */
export const ordersRoutes: ScreenRoute[] = [
  ...specialties.routes,
  ...services.routes,
  ...serviceInputs.routes,
  ...pledges.routes,
  ...guides.routes,
  {
    path: '/orders',
    name: 'orders.routes.orders',
    access: auth('order-index'),
    layout: 'shell',
    menu: { group: 'orders', position: 6, key: 'orders' },
    list: 'general/orders/list', // PATHS.list (api.ts pulls the client: not in route tables)
    load: page(() => import('./orders-list'), 'OrdersListPage'),
  },
  {
    path: '/orders/consulting',
    name: 'orders.routes.orders_consulting',
    access: auth('order-consulting-index'),
    layout: 'shell',
    menu: { group: 'orders', position: 7, key: 'orders_consulting' },
    load: page(() => import('./orders-consulting-list'), 'ConsultingPage'),
  },
  // An order's screens under /orders: one permission each.
  child('/orders/create', 'orders_create', 'order-create', form),
  child('/orders/update/:id', 'orders_update', 'order-update', form),
  child('/orders/details/:id', 'orders_details', 'order-details', details),
  // The authority's processing screen and the tracking screen are the details screen: what each
  // caller may do there comes from the order's `allowed_actions`. Re-customising (the owner asks
  // to replace its contractor or consultant, or to cancel) and preparing (the authority issues the
  // licence of an approved order) happen on the same screen.
  child('/orders/processing/:id', 'orders_processing', 'order-processing-tsleem', details),
  child('/orders/re-customize/:id', 'orders_re_customize', 'order-re-assign', details),
  child('/orders/prepare/:id', 'orders_prepare', 'order-prepare', details),
  child('/orders/tracking/:id', 'orders_tracking', 'order-tracking', details),
  child(
    '/orders/file/pledge/:id',
    'orders_print',
    'order-details',
    page(() => import('./order-print'), 'OrderPrintPage'),
  ),
  child('/orders/license/:id', 'orders_licence', 'order-details', licencePrint),
  child('/orders/license-ready/:id', 'orders_licence_ready', 'order-details', licencePrint),
  {
    path: '/reports',
    name: 'orders.routes.reports',
    access: auth('order-report-index'),
    layout: 'shell',
    menu: { group: 'orders', position: 8, key: 'achievement_reports' },
    load: page(() => import('./order-licences/report-list'), 'ReportsListPage'),
  },
  {
    path: '/reports/:id',
    name: 'orders.routes.report',
    access: auth('order-report-index'),
    layout: 'shell',
    parent: '/reports',
    load: page(() => import('./order-licences/report-details'), 'ReportPage'),
  },
  {
    path: '/cancel-requests',
    name: 'orders.routes.cancel_requests',
    access: auth('order-cancel-request-index'),
    layout: 'shell',
    menu: { group: 'orders', position: 9, key: 'cancel_requests' },
    load: page(() => import('./order-licences/cancel-request-list'), 'CancelRequestsPage'),
  },
  // Spec 000 §2: /tsleem needs a login only; its entry shows to those who hand over, and the
  // server answers the list in the caller's scope.
  {
    path: '/tsleem',
    name: 'orders.routes.tsleem',
    access: { kind: 'auth' },
    layout: 'shell',
    menu: { group: 'orders', position: 10, key: 'tsleem', permission: 'order-processing-tsleem' },
    load: page(() => import('./order-licences/handover-list'), 'HandoverListPage'),
  },
];
