/**
 * One record's workflow state as its read answers it: `workflowState` (state, permission, party)
 * narrowed by the workflow's row guards (`rowGuards`), so `allowed_actions` holds only what the
 * server would take now. Lists keep `workflowState` (no statement per row).
 */
import type { Tx } from '../db/client';
import type { Actor } from './actor';
import { workflowState } from './workflow-access';
import type { ServerWorkflow } from './workflow-types';

type Row = { id: number } & Record<string, unknown>;

export async function recordState<R extends Row>(tx: Tx, wf: ServerWorkflow<R>, actor: Actor, row: R) {
  const state = workflowState(wf, actor, row);
  const checks = new Set(wf.rowGuards ?? []);
  if (!checks.size) return state;
  const guards = (wf.guards ?? {}) as Record<string, NonNullable<ServerWorkflow<R>['guards']>[string]>;
  const offered: string[] = [];
  for (const action of state.allowed_actions) {
    const def = wf.def.actions[action];
    const to = typeof def.to === 'string' ? def.to : state.status;
    let ok = true;
    for (const name of def.guards ?? []) {
      if (!checks.has(name)) continue;
      if (await guards[name]({ tx, actor, row, action, from: state.status, to, input: {} })) {
        ok = false;
        break;
      }
    }
    if (ok) offered.push(action);
  }
  return { ...state, allowed_actions: offered };
}
