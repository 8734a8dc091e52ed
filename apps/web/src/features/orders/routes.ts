import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';
import { guides, pledges, serviceInputs, services, specialties } from './catalogue';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const screens = () => import('./orders-screens');
const named =
  <K extends string>(key: K) =>
  () =>
    screens().then((m) => ({ default: (m as unknown as Record<K, React.ComponentType>)[key] }));

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
    load: named('OrdersListPage'),
  },
  {
    path: '/orders/consulting',
    name: 'orders.routes.orders_consulting',
    access: auth('order-consulting-index'),
    layout: 'shell',
    menu: { group: 'orders', position: 7, key: 'orders_consulting' },
    load: named('ConsultingPage'),
  },
  {
    path: '/orders/create',
    name: 'orders.routes.orders_create',
    access: auth('order-create'),
    layout: 'shell',
    parent: '/orders',
    load: named('OrderFormPage'),
  },
  {
    path: '/orders/update/:id',
    name: 'orders.routes.orders_update',
    access: auth('order-update'),
    layout: 'shell',
    parent: '/orders',
    load: named('OrderFormPage'),
  },
  {
    path: '/orders/details/:id',
    name: 'orders.routes.orders_details',
    access: auth('order-details'),
    layout: 'shell',
    parent: '/orders',
    load: named('OrderDetailsPage'),
  },
  // The authority's processing screen and the tracking screen are the details screen: what each
  // caller may do there comes from the order's `allowed_actions`.
  {
    path: '/orders/processing/:id',
    name: 'orders.routes.orders_processing',
    access: auth('order-processing-tsleem'),
    layout: 'shell',
    parent: '/orders',
    load: named('OrderDetailsPage'),
  },
  {
    path: '/orders/tracking/:id',
    name: 'orders.routes.orders_tracking',
    access: auth('order-tracking'),
    layout: 'shell',
    parent: '/orders',
    load: named('OrderDetailsPage'),
  },
  {
    path: '/orders/file/pledge/:id',
    name: 'orders.routes.orders_print',
    access: auth('order-details'),
    layout: 'shell',
    parent: '/orders',
    load: () => import('./order-print').then((m) => ({ default: m.OrderPrintPage })),
  },
];
