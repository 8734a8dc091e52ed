import { CLEARANCE_PRODUCTS, CLEARANCE_VOTER_DEFS } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';
import { named, screenGroup } from '../../routing/screen-routes';

const clearanceList = () => import('./clearance-list');
const clearanceFile = () => import('./clearance-product-file');

/** Payment-slip orders, invoices and clearance (spec 001 §2, paths verbatim). */
export const financeRoutes: ScreenRoute[] = [
  ...screenGroup({
    ns: 'finance',
    key: 'sadad',
    path: '/sadad',
    permission: 'clearance-sadad-index',
    menu: { group: 'finance', position: 1, key: 'sadad' },
    list: 'general/sadad', // SADAD.list (api.ts pulls the client: not in route tables)
    load: named(() => import('./sadad-list'), 'SadadListPage'),
    screens: {
      create: named(() => import('./sadad-create'), 'SadadCreatePage'),
      details: named(() => import('./sadad-details'), 'SadadDetailsPage'),
    },
  }),
  ...screenGroup({
    ns: 'finance',
    key: 'invoices',
    path: '/invoices',
    permission: 'clearance-invoices-index',
    menu: { group: 'finance', position: 2, key: 'invoices' },
    load: named(() => import('./invoice-list'), 'InvoicesListPage'),
    screens: {
      create: named(() => import('./invoice-create'), 'InvoiceCreatePage'),
      edit: named(() => import('./invoice-edit'), 'InvoiceEditPage'),
      details: named(() => import('./invoice-details'), 'InvoiceDetailsPage'),
      print: {
        path: '/:id',
        name: 'invoice_print',
        load: named(() => import('./invoice-print'), 'InvoicePrintPage'),
      },
    },
  }),
  ...screenGroup({
    ns: 'finance',
    key: 'clearance',
    path: '/clearance',
    permission: 'clearance',
    menu: { group: 'finance', position: 3, key: 'clearance' },
    load: named(clearanceList, 'ClearanceListPage'),
    screens: {
      view: {
        path: '/:company_id/:voter_id',
        load: named(() => import('./clearance-view'), 'ClearanceViewPage'),
      },
    },
  }),
  // One list a clearance product (electricity, water, waste), behind its own permission.
  ...CLEARANCE_PRODUCTS.flatMap((p) =>
    screenGroup({
      ns: 'finance',
      key: `clearance_${p}`,
      path: `/clearance-${p}`,
      parent: '/clearance',
      permission: CLEARANCE_VOTER_DEFS[p].permission,
      load: () => clearanceList().then((m) => ({ default: m.productPage(p) })),
      screens: {
        file: { load: () => clearanceFile().then((m) => ({ default: m.productFilePage(p) })) },
      },
    }),
  ),
];
