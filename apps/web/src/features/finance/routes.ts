import { CLEARANCE_PRODUCTS, CLEARANCE_VOTER_DEFS, type PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const sadadCreate = () => import('./sadad-create');
const sadadDetails = () => import('./sadad-details');
const sadadList = () => import('./sadad-list');
const SADAD = auth('clearance-sadad-index');
const invoiceList = () => import('./invoice-list');
const invoiceCreate = () => import('./invoice-create');
const invoiceEdit = () => import('./invoice-edit');
const invoiceDetails = () => import('./invoice-details');
const print = () => import('./invoice-print');
const INVOICES = auth('clearance-invoices-index');
const clearance = () => import('./clearance-screens');
const CLEARANCE = auth('clearance');

/** Payment-slip orders (spec 001 §2, paths verbatim). */
export const financeRoutes: ScreenRoute[] = [
  {
    path: '/sadad',
    name: 'finance.routes.sadad',
    access: SADAD,
    layout: 'shell',
    menu: { group: 'finance', position: 1, key: 'sadad' },
    list: 'general/sadad', // SADAD.list (api.ts pulls the client: not in route tables)
    load: named(sadadList, 'SadadListPage'),
  },
  {
    path: '/sadad/create',
    name: 'finance.routes.sadad_create',
    access: SADAD,
    layout: 'shell',
    parent: '/sadad',
    load: named(sadadCreate, 'SadadCreatePage'),
  },
  {
    path: '/sadad/details/:id',
    name: 'finance.routes.sadad_details',
    access: SADAD,
    layout: 'shell',
    parent: '/sadad',
    load: named(sadadDetails, 'SadadDetailsPage'),
  },
  {
    path: '/invoices',
    name: 'finance.routes.invoices',
    access: INVOICES,
    layout: 'shell',
    menu: { group: 'finance', position: 2, key: 'invoices' },
    load: named(invoiceList, 'InvoicesListPage'),
  },
  {
    path: '/invoices/create',
    name: 'finance.routes.invoices_create',
    access: INVOICES,
    layout: 'shell',
    parent: '/invoices',
    load: named(invoiceCreate, 'InvoiceCreatePage'),
  },
  {
    path: '/invoices/edit/:id',
    name: 'finance.routes.invoices_edit',
    access: INVOICES,
    layout: 'shell',
    parent: '/invoices',
    load: named(invoiceEdit, 'InvoiceEditPage'),
  },
  {
    path: '/invoices/details/:id',
    name: 'finance.routes.invoices_details',
    access: INVOICES,
    layout: 'shell',
    parent: '/invoices',
    load: named(invoiceDetails, 'InvoiceDetailsPage'),
  },
  {
    path: '/invoices/:id',
    name: 'finance.routes.invoice_print',
    access: INVOICES,
    layout: 'shell',
    parent: '/invoices',
    load: named(print, 'InvoicePrintPage'),
  },
  {
    path: '/clearance',
    name: 'finance.routes.clearance',
    access: CLEARANCE,
    layout: 'shell',
    menu: { group: 'finance', position: 3, key: 'clearance' },
    load: named(clearance, 'ClearanceListPage'),
  },
  {
    path: '/clearance/:company_id/:voter_id',
    name: 'finance.routes.clearance_view',
    access: CLEARANCE,
    layout: 'shell',
    parent: '/clearance',
    load: named(clearance, 'ClearanceViewPage'),
  },
  // One list a clearance product (electricity, water, waste), behind its own permission.
  ...CLEARANCE_PRODUCTS.map(
    (p): ScreenRoute => ({
      path: `/clearance-${p}`,
      name: `finance.routes.clearance_${p}`,
      access: auth(CLEARANCE_VOTER_DEFS[p].permission),
      layout: 'shell',
      parent: '/clearance',
      load: () => clearance().then((m) => ({ default: m.productPage(p) })),
    }),
  ),
  ...CLEARANCE_PRODUCTS.map(
    (p): ScreenRoute => ({
      path: `/clearance-${p}/file/:id`,
      name: `finance.routes.clearance_${p}_file`,
      access: auth(CLEARANCE_VOTER_DEFS[p].permission),
      layout: 'shell',
      parent: `/clearance-${p}`,
      load: () => clearance().then((m) => ({ default: m.productFilePage(p) })),
    }),
  ),
];
