import { CAR_LICENCE_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { CAR } from './car-api';

/** Entry (car) licences: the list at /request-licenses/list, a request at …/view/:id. */
export const carScreens = defineWorkflowScreens({
  name: 'car_licence',
  workflow: () => import('./car.flow').then((m) => m.workflow),
  colors: CAR_LICENCE_STATUS_COLORS,
  api: { list: CAR, details: (id) => `${CAR}/view/${id}` },
  detailsPath: (id) => `/request-licenses/view/${id}`,
  labels: {
    list: 'licences.routes.car_list',
    details: 'licences.routes.car_view',
    status: 'licences.fields.status',
    open: 'licences.open',
    timeline: 'licences.timeline',
    actions: 'licences.actions',
  },
  openKey: 'open',
  statusTestId: 'car-status',
  create: {
    path: '/request-licenses/new',
    label: 'licences.routes.car_new',
    testId: 'car-new',
    permission: 'carLicense-index',
  },
});
