import { TEMP_ORDER_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { TEMP } from './temp-api';

/** Temporary licence orders: the list at /temp-licenses-order, an order at …/view/:id. */
export const tempOrderScreens = defineWorkflowScreens({
  name: 'temp_order',
  workflow: () => import('./temp-order.flow').then((m) => m.workflow),
  colors: TEMP_ORDER_STATUS_COLORS,
  api: { list: TEMP.orders, details: TEMP.view },
  detailsPath: (id) => `/temp-licenses-order/view/${id}`,
  labels: {
    list: 'licences.routes.temp_orders',
    details: 'licences.routes.temp_view',
    status: 'licences.fields.status',
    open: 'licences.open',
    timeline: 'licences.timeline',
    actions: 'licences.actions',
  },
  openKey: 'open',
  statusTestId: 'temp-status',
  create: {
    path: '/temp-licenses-order/create',
    label: 'licences.routes.temp_create',
    testId: 'temp-new',
    permission: 'temp-licenses-order-index',
  },
});
