import { REASSIGN_STATUS_COLORS, type ReassignType } from '@mashaer/contract';
import { defineWorkflowScreens, type WorkflowScreensDef } from '../../resources/define-workflow';
import { BASE, PATHS } from './api';

/** One type's screens: the list at `/re-assign-orders` or `/lock-orders`, an order at `<base>/:id/details`. */
const screens = (type: ReassignType) =>
  defineWorkflowScreens({
    name: 'reassign',
    workflow: () => import('./reassign.flow').then((m) => m.workflow),
    colors: REASSIGN_STATUS_COLORS,
    api: { list: PATHS.list, details: PATHS.show },
    detailsPath: (id) => `${BASE[type]}/${id}/details`,
    labels: {
      list: `reassign.routes.${type}.list`,
      details: `reassign.routes.${type}.details`,
      status: 'reassign.fields.status',
      open: 'reassign.open',
      timeline: 'reassign.timeline',
    },
    openKey: 'open',
    statusTestId: 'order-status',
  });

/** Re-assign and lock orders: one workflow, two lists (the list request names the type). */
export const reassignScreens: Record<ReassignType, WorkflowScreensDef> = {
  reassign: screens('reassign'),
  lock: screens('lock'),
};
