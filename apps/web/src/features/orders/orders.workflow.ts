import { ORDER_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { PATHS } from './api';

const labels = {
  list: 'orders.routes.orders',
  details: 'orders.routes.orders_details',
  status: 'orders.fields.status',
  open: 'orders.actions.details',
  timeline: 'orders.timeline',
};

const orders = {
  name: 'order',
  workflow: () => import('./orders.flow').then((m) => m.workflow),
  colors: ORDER_STATUS_COLORS,
  detailsPath: (id: string | number) => `/orders/details/${id}`,
  // The e2e specs read the one status tag of a screen, whatever the status.
  statusTestId: () => 'order-status',
};

/** Orders: the list at /orders, an order's details at /orders/details/:id (and its other routes). */
export const orderScreens = defineWorkflowScreens({
  ...orders,
  api: { list: PATHS.list, details: PATHS.details },
  labels,
  create: {
    path: '/orders/create',
    label: 'orders.actions.create',
    testId: 'order-create',
    permission: 'order-create',
  },
});

/** The consultant's and the contractor's inbox: the same orders, those naming the caller. */
export const consultingScreens = defineWorkflowScreens({
  ...orders,
  api: { list: PATHS.consulting, details: PATHS.details },
  labels: { ...labels, list: 'orders.routes.orders_consulting' },
});
