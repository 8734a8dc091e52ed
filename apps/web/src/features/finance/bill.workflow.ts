import type { PermissionName } from '@mashaer/contract';
import { defineWorkflowScreens, type WorkflowScreensDef } from '../../resources/define-workflow';

/**
 * A bill area's screens (sadad orders, invoices): the list at `/<key>`, a bill's details at
 * `/<key>/details/:id`, the create button and the finance dictionary's labels.
 */
export const billScreens = <const S extends string>(bill: {
  name: string;
  /** The route and dictionary key: `sadad`, `invoices`. */
  key: string;
  /** The create button's test id and label key (`finance.actions.create_<one>`). */
  one: string;
  workflow: WorkflowScreensDef<S>['workflow'];
  colors: WorkflowScreensDef<S>['colors'];
  api: WorkflowScreensDef<S>['api'];
  permission: PermissionName;
}) =>
  defineWorkflowScreens<S>({
    name: bill.name,
    workflow: bill.workflow,
    colors: bill.colors,
    api: bill.api,
    detailsPath: (id) => `/${bill.key}/details/${id}`,
    labels: {
      list: `finance.routes.${bill.key}`,
      details: `finance.routes.${bill.key}_details`,
      status: 'finance.fields.status',
      open: 'finance.actions.details',
      timeline: 'finance.timeline',
    },
    create: {
      path: `/${bill.key}/create`,
      label: `finance.actions.create_${bill.one}`,
      testId: `${bill.one}-create`,
      permission: bill.permission,
    },
  });
