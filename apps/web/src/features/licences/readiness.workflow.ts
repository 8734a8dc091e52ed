import { READINESS_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { PATHS } from './api';

/** Readiness licences: the list at /readiness-license, a request at /readiness-license/details/:id. */
export const readinessScreens = defineWorkflowScreens({
  name: 'readiness',
  workflow: () => import('./readiness.flow').then((m) => m.workflow),
  colors: READINESS_STATUS_COLORS,
  api: { list: PATHS.index, details: PATHS.details },
  detailsPath: (id) => `/readiness-license/details/${id}`,
  labels: {
    list: 'licences.routes.readiness',
    details: 'licences.routes.readiness_details',
    status: 'licences.fields.status',
    open: 'licences.open',
    timeline: 'licences.timeline',
    actions: 'licences.actions',
  },
  openKey: 'open',
  statusTestId: 'readiness-status',
  create: {
    path: '/readiness-license/create',
    label: 'licences.readiness.create',
    testId: 'readiness-create',
    permission: 'readiness-license-create',
  },
});
