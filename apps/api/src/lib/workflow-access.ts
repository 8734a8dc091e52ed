/** Who may take which action on a row, and the labels and refusals that say so (no statement). */
import { type ActionDef, type Lang, labelText, type Party, partiesOf, targetsOf } from '@mashaer/contract';
import type { Actor } from './actor';
import { AppError } from './app-error';
import type { AnyWorkflow, Row, ServerWorkflow } from './workflow-types';

export const actionOf = (wf: ServerWorkflow, name: string): ActionDef<string> => {
  const a = (wf.def.actions as Record<string, ActionDef<string>>)[name];
  if (!a) throw new AppError(422, 'workflow.action_unknown');
  return a;
};

/** A workflow's derived tables, built once per definition: every list row reads them. */
type Derived = {
  /** The status words by language. */
  labels: Record<Lang, Record<string, string>>;
  /** The actions that start from each status, in declaration order. */
  actionsFrom: Map<string, string[]>;
};
const derived = new WeakMap<object, Derived>();

function derive(wf: AnyWorkflow): Derived {
  let d = derived.get(wf.def);
  if (!d) {
    d = { labels: { ar: Object.create(null), en: Object.create(null) }, actionsFrom: new Map() };
    for (const [name, a] of Object.entries(wf.def.actions as Record<string, ActionDef<string>>))
      for (const from of a.from) {
        const list = d.actionsFrom.get(from) ?? [];
        list.push(name);
        d.actionsFrom.set(from, list);
      }
    derived.set(wf.def, d);
  }
  return d;
}

export const statusLabel = (wf: AnyWorkflow, status: string, lang: Lang) => {
  const words = derive(wf).labels[lang];
  const l = (wf.def.labels as Record<string, Parameters<typeof labelText>[0]>)[status];
  words[status] ??= l ? labelText(l, lang) : status;
  return words[status];
};

export function isParty<R extends Row>(
  wf: ServerWorkflow<R>,
  p: Party,
  row: R,
  actor: Actor,
  system: boolean,
) {
  if (p === 'system') return system;
  if (p === 'authority') return actor.isAuthority;
  if (p === 'owner') return !!wf.ownerKey && row[wf.ownerKey] === actor.orgId;
  return wf.parties?.[p]?.(row, actor) ?? false;
}

/**
 * Why `actor` may not take `action` on `row` now, or null: the state (422 naming it), the
 * permission and the party (403). No guard, no statement: for lists and bulk checks too.
 */
export function refusal<R extends Row>(
  wf: ServerWorkflow<R>,
  actor: Actor,
  row: R,
  action: string,
  system = false,
): AppError | null {
  const why = refusedFor(wf, actor, row, action, system);
  if (why === null) return null;
  const a = actionOf(wf as ServerWorkflow, action);
  const from = String(row[wf.statusKey]);
  if (why === 'state') {
    const key = a.refused?.[from] ?? wf.def.refused;
    const params = {
      from: statusLabel(wf as ServerWorkflow, from, actor.lang),
      to: statusLabel(wf as ServerWorkflow, targetsOf(a, from)[0], actor.lang),
    };
    return new AppError(422, key, { params, fields: { [wf.def.refusedField ?? 'status']: { key, params } } });
  }
  if (why === 'permission') return AppError.forbidden();
  return new AppError(403, 'workflow.party_not_allowed');
}

/** `refusal` without building the error (an Error's stack costs more than the check, per row and action). */
function refusedFor<R extends Row>(
  wf: ServerWorkflow<R>,
  actor: Actor,
  row: R,
  action: string,
  system: boolean,
): 'state' | 'permission' | 'party' | null {
  const a = actionOf(wf as ServerWorkflow, action);
  if (!a.from.includes(String(row[wf.statusKey]))) return 'state';
  if (a.permission && !actor.permissions.has(a.permission)) return 'permission';
  if (!partiesOf(a).some((p) => isParty(wf, p, row, actor, system))) return 'party';
  return null;
}

/** The 422 of a move the workflow does not declare at all (e.g. asking for a state by name). */
export function refusedMove(wf: AnyWorkflow, lang: Lang, from: string, to: string) {
  const key = wf.def.refused;
  const params = { from: statusLabel(wf, from, lang), to: statusLabel(wf, to, lang) };
  return new AppError(422, key, { params, fields: { [wf.def.refusedField ?? 'status']: { key, params } } });
}

/** The actions the caller may offer on this row (system moves are never offered); no statement. */
export function allowedActions<R extends Row>(wf: ServerWorkflow<R>, actor: Actor, row: R): string[] {
  const from = derive(wf as AnyWorkflow).actionsFrom.get(String(row[wf.statusKey])) ?? [];
  return from.filter((name) => refusedFor(wf, actor, row, name, false) === null);
}

/**
 * A list row's `status` and `allowed_actions`: the web draws the status's words from the contract
 * (the contract's `listResponseSchema` says why list rows leave them out).
 */
export const listState = <R extends Row>(wf: ServerWorkflow<R>, actor: Actor, row: R) => ({
  status: String(row[wf.statusKey]),
  allowed_actions: allowedActions(wf, actor, row),
});

/** `status`, `status_text` (the caller's language) and `allowed_actions` of a row. */
export const workflowState = <R extends Row>(wf: ServerWorkflow<R>, actor: Actor, row: R) => ({
  status: String(row[wf.statusKey]),
  status_text: statusLabel(wf as ServerWorkflow, String(row[wf.statusKey]), actor.lang),
  allowed_actions: allowedActions(wf, actor, row),
});
