import { CLEARANCE_PRODUCTS, CLEARANCE_VOTER_DEFS } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';

const clearanceList = () => import('./clearance-list');
const clearanceFile = () => import('./clearance-product-file');
const group = screenRows('finance');

/** Payment-slip orders, invoices and clearance (spec 001 §2, paths verbatim). */
export const financeRoutes: ScreenRoute[] = [
  ...group('sadad', '/sadad', 'clearance-sadad-index', [
    // SADAD.list (api.ts pulls the client: not in route tables)
    [
      'list',
      named(() => import('./sadad-list'), 'SadadListPage'),
      { menu: ['finance', 1, 'sadad'], list: 'general/sadad' },
    ],
    ['create', named(() => import('./sadad-create'), 'SadadCreatePage')],
    ['details', named(() => import('./sadad-details'), 'SadadDetailsPage')],
  ]),
  ...group('invoices', '/invoices', 'clearance-invoices-index', [
    ['list', named(() => import('./invoice-list'), 'InvoicesListPage'), { menu: ['finance', 2, 'invoices'] }],
    ['create', named(() => import('./invoice-create'), 'InvoiceCreatePage')],
    ['edit', named(() => import('./invoice-edit'), 'InvoiceEditPage')],
    ['details', named(() => import('./invoice-details'), 'InvoiceDetailsPage')],
    [
      'print',
      named(() => import('./invoice-print'), 'InvoicePrintPage'),
      { path: '/:id', name: 'invoice_print' },
    ],
  ]),
  ...group('clearance', '/clearance', 'clearance', [
    ['list', named(clearanceList, 'ClearanceListPage'), { menu: ['finance', 3, 'clearance'] }],
    [
      'view',
      named(() => import('./clearance-view'), 'ClearanceViewPage'),
      { path: '/:company_id/:voter_id' },
    ],
  ]),
  // One list a clearance product (electricity, water, waste), behind its own permission.
  ...CLEARANCE_PRODUCTS.flatMap((p) =>
    group(`clearance_${p}`, `/clearance-${p}`, CLEARANCE_VOTER_DEFS[p].permission, [
      ['list', () => clearanceList().then((m) => ({ default: m.productPage(p) })), { parent: '/clearance' }],
      ['file', () => clearanceFile().then((m) => ({ default: m.productFilePage(p) }))],
    ]),
  ),
];
