import { CANCEL_REQUEST_STATUS_COLORS, REPORT_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../../resources/define-workflow';
import { ORDER_LICENCES } from '../api';

const flow = () => import('./order-licences.flow');
// Both lists' specs read the one status tag of a row or a report.
const rowStatus = () => 'row-status';

/** A licensed order's achievement reports: the list at /reports, a report at /reports/:id. */
export const reportScreens = defineWorkflowScreens({
  name: 'order-report',
  workflow: () => flow().then((m) => m.reportWorkflow),
  colors: REPORT_STATUS_COLORS,
  api: { list: ORDER_LICENCES.reports, details: ORDER_LICENCES.report },
  detailsPath: (id) => `/reports/${id}`,
  labels: {
    list: 'orders.routes.reports',
    details: 'orders.report.title',
    status: 'orders.fields.status',
    open: 'orders.actions.details',
    timeline: 'orders.timeline',
  },
  openKey: 'view',
  statusTestId: rowStatus,
});

/** The owners' requests to cancel an order or replace a party: the list at /cancel-requests. */
export const cancelRequestScreens = defineWorkflowScreens({
  name: 'order-cancel-request',
  workflow: () => flow().then((m) => m.cancelRequestWorkflow),
  colors: CANCEL_REQUEST_STATUS_COLORS,
  // A request has no page of its own: the list hides the open action, a row opens its order and is
  // decided in a dialog (cancel-request-list.tsx).
  api: { list: ORDER_LICENCES.requests, details: () => ORDER_LICENCES.requests },
  detailsPath: () => '/cancel-requests',
  labels: {
    list: 'orders.routes.cancel_requests',
    details: 'orders.request.title',
    status: 'orders.fields.status',
    open: 'orders.actions.details',
    timeline: 'orders.timeline',
  },
  statusTestId: rowStatus,
});
