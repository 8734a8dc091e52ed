import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { guides, pledges, serviceInputs, services, specialties } from './catalogue';

const form = named(() => import('./order-form'), 'OrderFormPage');
const details = named(() => import('./order-details'), 'OrderDetailsPage');
const group = screenRows('orders');
const licencePrint = named(() => import('./order-licences/licence-print'), 'LicencePrintPage');

/** The orders area (spec 001 §2 "Orders", "Orders (further)"), paths verbatim. */
export const ordersRoutes: ScreenRoute[] = [
  ...specialties.routes,
  ...services.routes,
  ...serviceInputs.routes,
  ...pledges.routes,
  ...guides.routes,
  // An order's screens under /orders: one permission each. The authority's processing screen and
  // the tracking screen are the details screen: what each caller may do there comes from the
  // order's `allowed_actions`. Re-customising (the owner asks to replace its contractor or
  // consultant, or to cancel) and preparing (the authority issues the licence of an approved
  // order) happen on the same screen.
  ...group('orders', '/orders', 'order-index', [
    // PATHS.list (api.ts pulls the client: not in route tables)
    [
      'list',
      named(() => import('./orders-list'), 'OrdersListPage'),
      { menu: ['orders', 6, 'orders'], list: 'general/orders/list' },
    ],
    ['create', form, { permission: 'order-create' }],
    ['update', form, { permission: 'order-update' }],
    ['details', details, { permission: 'order-details' }],
    ['processing', details, { permission: 'order-processing-tsleem' }],
    ['re_customize', details, { path: '/re-customize/:id', permission: 'order-re-assign' }],
    ['prepare', details, { permission: 'order-prepare' }],
    ['tracking', details, { permission: 'order-tracking' }],
    [
      'print',
      named(() => import('./order-print'), 'OrderPrintPage'),
      { path: '/file/pledge/:id', permission: 'order-details' },
    ],
    ['licence', licencePrint, { path: '/license/:id', permission: 'order-details' }],
    ['licence_ready', licencePrint, { path: '/license-ready/:id', permission: 'order-details' }],
  ]),
  ...group('orders_consulting', '/orders/consulting', 'order-consulting-index', [
    [
      'list',
      named(() => import('./orders-consulting-list'), 'ConsultingPage'),
      { menu: ['orders', 7, 'orders_consulting'] },
    ],
  ]),
  ...group('reports', '/reports', 'order-report-index', [
    [
      'list',
      named(() => import('./order-licences/report-list'), 'ReportsListPage'),
      { menu: ['orders', 8, 'achievement_reports'] },
    ],
    [
      'report',
      named(() => import('./order-licences/report-details'), 'ReportPage'),
      { path: '/:id', name: 'report' },
    ],
  ]),
  ...group('cancel_requests', '/cancel-requests', 'order-cancel-request-index', [
    [
      'list',
      named(() => import('./order-licences/cancel-request-list'), 'CancelRequestsPage'),
      { menu: ['orders', 9, 'cancel_requests'] },
    ],
  ]),
  // Spec 000 §2: /tsleem needs a login only; its entry shows to those who hand over, and the
  // server answers the list in the caller's scope.
  ...group('tsleem', '/tsleem', undefined, [
    [
      'list',
      named(() => import('./order-licences/handover-list'), 'HandoverListPage'),
      { menu: { group: 'orders', position: 10, key: 'tsleem', permission: 'order-processing-tsleem' } },
    ],
  ]),
];
