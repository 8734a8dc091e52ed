import { VIOLATION_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { VIOLATIONS } from './api';

/** Violations: the list at /violations, one at /violations/view/:id. */
export const violationScreens = defineWorkflowScreens({
  name: 'violation',
  workflow: () => import('./violation.flow').then((m) => m.workflow),
  colors: VIOLATION_STATUS_COLORS,
  api: { list: VIOLATIONS.list, details: VIOLATIONS.edit },
  detailsPath: (id) => `/violations/view/${id}`,
  labels: {
    list: 'violations.routes.violations',
    details: 'violations.routes.violations_view',
    status: 'violations.fields.status',
    open: 'violations.open',
    timeline: 'violations.timeline',
    actions: 'violations.actions',
  },
  openKey: 'open',
  statusTestId: 'violation-status',
  create: {
    path: '/violations/new',
    label: 'violations.routes.violations_new',
    testId: 'violation-new',
    permission: 'view-violation-form',
  },
});

/** The assignments' list (/violations/assignments): the same records, once assigned. */
export const assignmentScreens: typeof violationScreens = {
  ...violationScreens,
  api: { list: VIOLATIONS.assigns, details: VIOLATIONS.edit },
  labels: { ...violationScreens.labels, list: 'violations.routes.assignments' },
  create: undefined,
};
