import { INVOICE_STATUS_COLORS } from '@mashaer/contract';
import { INVOICES } from './api';
import { billScreens } from './bill.workflow';

/** Invoices: the list at /invoices, an invoice's details at /invoices/details/:id. */
export const invoiceScreens = billScreens({
  name: 'invoice',
  key: 'invoices',
  one: 'invoice',
  workflow: () => import('./invoices.flow').then((m) => m.workflow),
  colors: INVOICE_STATUS_COLORS,
  api: { list: INVOICES.list, details: INVOICES.details },
  permission: 'clearance-invoices-index',
});
