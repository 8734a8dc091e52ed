import { SADAD_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { SADAD } from './api';

/** Payment-slip orders: the list at /sadad, a bill's details at /sadad/details/:id. */
export const sadadScreens = defineWorkflowScreens({
  name: 'sadad',
  workflow: () => import('./sadad.flow').then((m) => m.workflow),
  colors: SADAD_STATUS_COLORS,
  api: { list: SADAD.list, details: SADAD.details },
  detailsPath: (id) => `/sadad/details/${id}`,
  labels: {
    list: 'finance.routes.sadad',
    details: 'finance.routes.sadad_details',
    status: 'finance.fields.status',
    open: 'finance.actions.details',
    timeline: 'finance.timeline',
  },
  create: {
    path: '/sadad/create',
    label: 'finance.actions.create_sadad',
    testId: 'sadad-create',
    permission: 'clearance-sadad-index',
  },
});
