import type { PermissionName, StatusColor, WorkflowDef } from '@mashaer/contract';

/**
 * One workflow area's screens, declared (what `defineResource` is for plain resources): the
 * contract's workflow gives the statuses, their labels and the actions; the declaration adds the
 * area's paths, colours and wording. The list (`WorkflowList`) and the details shell
 * (`WorkflowDetails`) in components/workflow-screens draw everything the areas share; an area adds
 * only its columns, its `Descriptions` fields and its own panels.
 */
export type WorkflowScreensDef<S extends string = string> = {
  /**
   * The contract's workflow, loaded with the screens' first render rather than with the list's
   * code: its action inputs are zod schemas and its labels may be message keys (the contract's
   * dictionary), both too heavy for a list's initial JavaScript (scripts/budget.mjs).
   * `() => import('./sadad.flow').then((m) => m.workflow)`, the module re-exporting it alone.
   */
  workflow: () => Promise<WorkflowDef<S>>;
  /** The workflow's name: the cache key of what `workflow` loads. */
  name: string;
  /** One colour a status: a `Record`, so a status without one fails the build. */
  colors: Record<S, StatusColor>;
  /** The API paths: the list (POSTed with `?page=N`) and a record's read (with `allowed_actions`). */
  api: { list: string; details: (id: string | number) => string };
  /** The web route of a record's details (the list's open action goes there). */
  detailsPath: (id: string | number) => string;
  /** Dictionary keys: the list and details titles, the status column, the open action, the timeline. */
  labels: {
    list: string;
    details: string;
    status: string;
    open: string;
    timeline: string;
    /** Title of the actions card; without it the buttons stand on their own. */
    actions?: string;
  };
  /** The open row action's key (its test id is `row-action-<key>`); default `details`. */
  openKey?: string;
  /** Test id prefix of the status tag (`<prefix>-<status>`); default `status`. */
  statusTestId?: string;
  /** The list's create button: where it goes, its wording and test id, the permission it needs. */
  create?: { path: string; label: string; testId: string; permission: PermissionName };
};

/** A workflow area's declaration; the `const` keeps the statuses literal for the colours' `Record`. */
export function defineWorkflowScreens<const S extends string>(def: WorkflowScreensDef<S>) {
  return def as unknown as WorkflowScreensDef;
}

/** The query key of a record's read: the shell refreshes it after an action or an upload. */
export const workflowRecordKey = (area: Pick<WorkflowScreensDef, 'name'>, id: string) =>
  ['workflow', area.name, id] as const;
