import type { ScreenRoute } from '../../routing/route-types';
import { named, screenGroup } from '../../routing/screen-routes';
import { guides, pledges, serviceInputs, services, specialties } from './catalogue';

const form = named(() => import('./order-form'), 'OrderFormPage');
const details = named(() => import('./order-details'), 'OrderDetailsPage');
const licencePrint = named(() => import('./order-licences/licence-print'), 'LicencePrintPage');

/** The orders area (spec 001 §2 "Orders", "Orders (further)"), paths verbatim. */
export const ordersRoutes: ScreenRoute[] = [
  ...specialties.routes,
  ...services.routes,
  ...serviceInputs.routes,
  ...pledges.routes,
  ...guides.routes,
  ...screenGroup({
    ns: 'orders',
    key: 'orders',
    path: '/orders',
    permission: 'order-index',
    menu: { group: 'orders', position: 6, key: 'orders' },
    list: 'general/orders/list', // PATHS.list (api.ts pulls the client: not in route tables)
    load: named(() => import('./orders-list'), 'OrdersListPage'),
    // An order's screens under /orders: one permission each. The authority's processing screen and
    // the tracking screen are the details screen: what each caller may do there comes from the
    // order's `allowed_actions`. Re-customising (the owner asks to replace its contractor or
    // consultant, or to cancel) and preparing (the authority issues the licence of an approved
    // order) happen on the same screen.
    screens: {
      create: { permission: 'order-create', load: form },
      update: { permission: 'order-update', load: form },
      details: { permission: 'order-details', load: details },
      processing: { permission: 'order-processing-tsleem', load: details },
      re_customize: { path: '/re-customize/:id', permission: 'order-re-assign', load: details },
      prepare: { permission: 'order-prepare', load: details },
      tracking: { permission: 'order-tracking', load: details },
      print: {
        path: '/file/pledge/:id',
        permission: 'order-details',
        load: named(() => import('./order-print'), 'OrderPrintPage'),
      },
      licence: { path: '/license/:id', permission: 'order-details', load: licencePrint },
      licence_ready: { path: '/license-ready/:id', permission: 'order-details', load: licencePrint },
    },
  }),
  ...screenGroup({
    ns: 'orders',
    key: 'orders_consulting',
    path: '/orders/consulting',
    permission: 'order-consulting-index',
    menu: { group: 'orders', position: 7, key: 'orders_consulting' },
    load: named(() => import('./orders-consulting-list'), 'ConsultingPage'),
  }),
  ...screenGroup({
    ns: 'orders',
    key: 'reports',
    path: '/reports',
    permission: 'order-report-index',
    menu: { group: 'orders', position: 8, key: 'achievement_reports' },
    load: named(() => import('./order-licences/report-list'), 'ReportsListPage'),
    screens: {
      report: {
        path: '/:id',
        name: 'report',
        load: named(() => import('./order-licences/report-details'), 'ReportPage'),
      },
    },
  }),
  ...screenGroup({
    ns: 'orders',
    key: 'cancel_requests',
    path: '/cancel-requests',
    permission: 'order-cancel-request-index',
    menu: { group: 'orders', position: 9, key: 'cancel_requests' },
    load: named(() => import('./order-licences/cancel-request-list'), 'CancelRequestsPage'),
  }),
  // Spec 000 §2: /tsleem needs a login only; its entry shows to those who hand over, and the
  // server answers the list in the caller's scope.
  ...screenGroup({
    ns: 'orders',
    key: 'tsleem',
    path: '/tsleem',
    menu: { group: 'orders', position: 10, key: 'tsleem', permission: 'order-processing-tsleem' },
    load: named(() => import('./order-licences/handover-list'), 'HandoverListPage'),
  }),
];
