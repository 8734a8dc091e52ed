/** The kernel's types: a workflow's server side, what its guards and steps see, an action's options. */
import type { MessageKey, StepNames, WorkflowDef } from '@mashaer/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Actor } from './actor';

export type Row = { id: number } & Record<string, unknown>;

/** What a guard, a target picker, an `after` step and a notification see. */
export type ActionContext<R extends Row = Row> = {
  tx: Tx;
  actor: Actor;
  row: R;
  action: string;
  from: string;
  to: string;
  input: Record<string, unknown>;
};
/** A named check: null when it passes, else the message key (with parameters) it fails with. */
export type Guard<R extends Row = Row> = (
  c: ActionContext<R>,
) => Promise<MessageKey | { key: MessageKey; params?: Record<string, string | number> } | null>;
export type AfterStep<R extends Row = Row> = (c: ActionContext<R> & { after: R }) => Promise<void>;

/**
 * The named guards (or after steps) of a workflow's server side: exactly the names its declaration
 * `D` uses (a missing or misspelt one fails the build); optional for a declaration that uses none
 * or for the general type (`D` = any WorkflowDef).
 */
type Steps<D, K extends 'guards' | 'after', F> = string extends StepNames<D, K>
  ? { [P in K]?: Record<string, F> }
  : [StepNames<D, K>] extends [never]
    ? { [P in K]?: Record<string, never> }
    : { [P in K]: Record<StepNames<D, K>, F> };

/** A workflow's server side: where its records live and the named pieces its declaration `D` uses. */
export type ServerWorkflow<R extends Row = Row, D extends WorkflowDef = WorkflowDef> = {
  def: D;
  table: PgTable & { id: AnyColumn };
  /** Drizzle keys (the same as the column names here) of the status and owner columns. */
  statusKey: string;
  ownerKey?: string;
  module: string;
  /** The audit row's `method` (the API path) of an action. */
  method: (action: string) => string;
  parties?: Record<string, (row: R, actor: Actor) => boolean>;
  /** The target of an action that declares several. */
  pick?: (c: Omit<ActionContext<R>, 'to'>) => string;
  /** The link and message parameters of the action's notification. */
  notice?: (c: ActionContext<R>) => Promise<{ link: string | null; params: Record<string, string | number> }>;
  /** Who a notification to a party other than `owner` goes to (e.g. the alliance's leader). */
  recipients?: Record<string, (c: ActionContext<R>) => Promise<number | null>>;
  /**
   * Guards that read only the record (not the input): a record's read (`recordState`) leaves out
   * the actions one of them would refuse now, so a screen never offers a button the server refuses.
   */
  rowGuards?: readonly string[];
} & Steps<D, 'guards', Guard<R>> &
  Steps<D, 'after', AfterStep<R>>;

/**
 * Any workflow's server side, for what reads only its declaration and where its records live
 * (labels, the timeline, a record's creation event): whatever its row type.
 */
export type AnyWorkflow = Pick<
  ServerWorkflow,
  'def' | 'table' | 'statusKey' | 'ownerKey' | 'module' | 'method'
>;

export type ActionOptions = {
  input?: unknown;
  /** Taken by the server itself (another action's `after` step, the seed): the `system` party. */
  system?: boolean;
  /** The target when the action declares several and the caller already knows it. */
  to?: string;
  /** Columns written with the status (signed_at, reject_reason…), or a function of the target. */
  set?: Record<string, unknown> | ((to: string) => Record<string, unknown>);
  /** Kept on the timeline event. */
  reason?: string | null;
  payload?: Record<string, unknown>;
  /** Extra values of the audit row. */
  auditOld?: Record<string, unknown>;
  auditNew?: Record<string, unknown>;
  method?: string;
  /** The audit row's module when it is not the workflow's (a shared mechanism's, e.g. attachments). */
  module?: string;
  /** Writes no notification (the seed loads history, not news). */
  quiet?: boolean;
};

/** A workflow's server side as declared: the status and owner keys may be left to their defaults. */
type DeclaredWorkflow<R extends Row, D extends WorkflowDef> = Omit<
  ServerWorkflow<R, D>,
  'statusKey' | 'ownerKey'
> & {
  /** Default: the declaration's `statusField`, else `status`. */
  statusKey?: string;
  /** Default: `company_id`; null for records no organisation owns (users, questionnaires…). */
  ownerKey?: string | null;
};

/**
 * A workflow's server side with the defaults every area shares filled in, so a declaration states
 * only what differs: `serverWorkflow<Row, typeof DEF>({ def: DEF, table, module, method })`.
 */
export function serverWorkflow<R extends Row, D extends WorkflowDef>(
  w: DeclaredWorkflow<R, D>,
): ServerWorkflow<R, D> {
  const { statusKey, ownerKey, ...rest } = w;
  const owner = ownerKey === null ? {} : { ownerKey: ownerKey ?? 'company_id' };
  return { ...rest, statusKey: statusKey ?? w.def.statusField ?? 'status', ...owner } as ServerWorkflow<R, D>;
}
