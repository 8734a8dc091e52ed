import { INVOICE_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { INVOICES } from './api';

/** Invoices: the list at /invoices, an invoice's details at /invoices/details/:id. */
export const invoiceScreens = defineWorkflowScreens({
  name: 'invoice',
  workflow: () => import('./invoices.flow').then((m) => m.workflow),
  colors: INVOICE_STATUS_COLORS,
  api: { list: INVOICES.list, details: INVOICES.details },
  detailsPath: (id) => `/invoices/details/${id}`,
  labels: {
    list: 'finance.routes.invoices',
    details: 'finance.routes.invoices_details',
    status: 'finance.fields.status',
    open: 'finance.actions.details',
    timeline: 'finance.timeline',
  },
  create: {
    path: '/invoices/create',
    label: 'finance.actions.create_invoice',
    testId: 'invoice-create',
    permission: 'clearance-invoices-index',
  },
});
