/**
 * The workflow kernel (issue 12 §1): the one function that moves a record between the states its
 * contract declaration (`defineWorkflow`, packages/contract) allows. In the caller's transaction,
 * on a row the caller locked (or `runAction` locks it), it checks the state (422 naming it), the
 * permission (403), the party (403), the input (422 with field errors) and the guards (422 with
 * the guard's message); then writes the status, the timeline event and the audit row in ONE
 * statement, runs the action's `after` steps and writes its in-app notification — all in the same
 * transaction, so a refusal anywhere writes nothing. Reads: `allowedActions` from the row already
 * read, `timeline` for the events with actor names in both languages.
 */
import {
  type ActionDef,
  type Lang,
  labelText,
  type MessageKey,
  type Party,
  partiesOf,
  runtimeKey,
  type StepNames,
  targetsOf,
  translate,
  type WorkflowDef,
} from '@mashaer/contract';
import { type AnyColumn, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, query, type Tx } from '../db/client';
import { notifyUsers } from '../modules/notifications/notifications.service';
import type { Actor } from './actor';
import { AppError, RequestValidationError } from './app-error';
import { clean } from './audit';
import { lockInScope } from './scope';

type Row = { id: number } & Record<string, unknown>;

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

const actionOf = (wf: ServerWorkflow, name: string): ActionDef<string> => {
  const a = (wf.def.actions as Record<string, ActionDef<string>>)[name];
  if (!a) throw new AppError(422, 'workflow.action_unknown');
  return a;
};

export const statusLabel = (wf: ServerWorkflow<any>, status: string, lang: Lang) => {
  const l = (wf.def.labels as Record<string, Parameters<typeof labelText>[0]>)[status];
  return l ? labelText(l, lang) : status;
};

function isParty<R extends Row>(wf: ServerWorkflow<R>, p: Party, row: R, actor: Actor, system: boolean) {
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
export function refusedMove(wf: ServerWorkflow<any>, lang: Lang, from: string, to: string) {
  const key = wf.def.refused;
  const params = { from: statusLabel(wf, from, lang), to: statusLabel(wf, to, lang) };
  return new AppError(422, key, { params, fields: { [wf.def.refusedField ?? 'status']: { key, params } } });
}

/** The actions the caller may offer on this row (system moves are never offered); no statement. */
export function allowedActions<R extends Row>(wf: ServerWorkflow<R>, actor: Actor, row: R): string[] {
  return Object.keys(wf.def.actions).filter((name) => refusedFor(wf, actor, row, name, false) === null);
}

/** `status`, `status_text` (the caller's language) and `allowed_actions` of a row. */
export const workflowState = <R extends Row>(wf: ServerWorkflow<R>, actor: Actor, row: R) => ({
  status: String(row[wf.statusKey]),
  status_text: statusLabel(wf as ServerWorkflow, String(row[wf.statusKey]), actor.lang),
  allowed_actions: allowedActions(wf, actor, row),
});

/** Drizzle's decoding of a raw row (timestamps → Date), so callers get what a select gives. */
function decode<R>(table: PgTable, raw: Record<string, unknown>): R {
  const out: Record<string, unknown> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    const v = raw[col.name];
    out[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return out as R;
}

/** The status, the extra columns, the timeline event and the audit row: one statement. */
async function write<R extends Row>(
  wf: ServerWorkflow<R>,
  c: ActionContext<R>,
  a: ActionDef<string>,
  o: ActionOptions,
): Promise<R> {
  const columns = getTableColumns(wf.table) as Record<string, { name: string }>;
  const extra = typeof o.set === 'function' ? o.set(c.to) : o.set;
  const set: Record<string, unknown> = { ...extra, [wf.statusKey]: c.to };
  const assignments: SQL[] = Object.entries(set).map(
    ([k, v]) => sql`${sql.identifier(columns[k].name)} = ${v}`,
  );
  if ('updated_at' in columns && !('updated_at' in set)) assignments.push(sql`updated_at = now()`);
  const statusField = wf.def.statusField ?? 'status';
  const oldValue = clean({ [statusField]: c.from, ...o.auditOld });
  const newValue = clean({ [statusField]: c.to, ...o.auditNew });
  const payload = o.payload ?? (Object.keys(c.input).length ? c.input : null);
  const [raw] = await query<Record<string, unknown>>(
    c.tx,
    sql`with u as (update ${wf.table} set ${sql.join(assignments, sql`, `)} where id = ${c.row.id} returning *),
    e as (insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, reason, payload)
          select ${wf.def.name}, u.id, ${c.from}, ${c.to}, ${c.action}, ${c.actor.id}::int, ${o.reason ?? null},
                 ${payload === null ? null : JSON.stringify(clean(payload))}::jsonb from u),
    a as (insert into audit_log (event, table_name, record_id, old_value, new_value, module, method, user_id, ip)
          select ${a.event ?? 'status_changed'}, ${getTableName(wf.table)}, u.id::text, ${JSON.stringify(oldValue)}::jsonb,
                 ${JSON.stringify(newValue)}::jsonb, ${o.module ?? wf.module}, ${o.method ?? wf.method(c.action)},
                 ${c.actor.id}::int, ${c.actor.ip} from u)
    select * from u`,
  );
  return decode<R>(wf.table, raw);
}

/**
 * Takes `action` on a row the caller has locked, in the caller's transaction. Throws the refusal
 * (nothing written); answers the row as it now is.
 */
export async function applyAction<R extends Row>(
  tx: Tx,
  wf: ServerWorkflow<R>,
  actor: Actor,
  row: R,
  action: string,
  o: ActionOptions = {},
) {
  const a = actionOf(wf as ServerWorkflow, action);
  const refused = refusal(wf, actor, row, action, o.system ?? false);
  if (refused) throw refused;
  let input = (o.input ?? {}) as Record<string, unknown>;
  if (a.input) {
    const parsed = a.input.safeParse(o.input ?? {}, { reportInput: true });
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    input = parsed.data as Record<string, unknown>;
  }
  const from = String(row[wf.statusKey]);
  const targets = targetsOf(a, from);
  const base = { tx, actor, row, action, from, input };
  const to = targets.length === 1 ? targets[0] : (o.to ?? wf.pick?.(base));
  if (!to || !targets.includes(to))
    throw new Error(`workflow ${wf.def.name}.${action}: no target for ${from}`);
  const c: ActionContext<R> = { ...base, to };
  await guarded(wf, c, a);
  const after = await write(wf, c, a, o);
  await finish(wf, c, a, after, o);
  return { row: after, from, to };
}

/** The action's guards, in order: the first that fails is the 422 (on the refused field). */
async function guarded<R extends Row>(
  wf: ServerWorkflow<R>,
  c: ActionContext<R>,
  a: Pick<ActionDef<string>, 'guards'>,
) {
  for (const name of a.guards ?? []) {
    const guard = wf.guards?.[name];
    if (!guard) throw new Error(`workflow ${wf.def.name}: guard ${name} is not registered`);
    const failed = await guard(c);
    if (failed) {
      const f = typeof failed === 'string' ? { key: failed } : failed;
      throw new AppError(422, f.key, { params: f.params, fields: { [wf.def.refusedField ?? 'status']: f } });
    }
  }
}

/** The action's `after` steps and its notification, once the change is written. */
async function finish<R extends Row>(
  wf: ServerWorkflow<R>,
  c: ActionContext<R>,
  a: Pick<ActionDef<string>, 'after' | 'notify'>,
  after: R,
  o: ActionOptions,
) {
  for (const name of a.after ?? []) {
    const step = wf.after?.[name];
    if (!step) throw new Error(`workflow ${wf.def.name}: after step ${name} is not registered`);
    await step({ ...c, after });
  }
  if (a.notify && !o.quiet) await notify(wf, c, a.notify);
}

/**
 * Creates a record through its workflow's declared `create` (an action from no state), in the
 * caller's transaction: the permission and party (403, judged on the values), the input and the
 * guards (422), then the row, its first timeline event and the audit row, then the `after` steps
 * and the notification. `o.to` names the starting state when the declaration allows several.
 */
export async function createRecord<R extends Row>(
  tx: Tx,
  wf: ServerWorkflow<R>,
  actor: Actor,
  values: Record<string, unknown>,
  o: ActionOptions = {},
): Promise<R> {
  const a = wf.def.create;
  if (!a) throw new Error(`workflow ${wf.def.name} declares no create`);
  const draft = { id: 0, ...values } as R;
  if (a.permission && !actor.permissions.has(a.permission)) throw AppError.forbidden();
  if (!partiesOf(a as ActionDef<string>).some((p) => isParty(wf, p, draft, actor, o.system ?? false)))
    throw new AppError(403, 'workflow.party_not_allowed');
  let input = (o.input ?? {}) as Record<string, unknown>;
  if (a.input) {
    const parsed = a.input.safeParse(o.input ?? {}, { reportInput: true });
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
    input = parsed.data as Record<string, unknown>;
  }
  const targets = targetsOf(a as ActionDef<string>);
  const to = targets.length === 1 ? targets[0] : o.to;
  if (!to || !targets.includes(to)) throw new Error(`workflow ${wf.def.name}.create: no starting state`);
  const c: ActionContext<R> = { tx, actor, row: draft, action: 'create', from: '', to, input };
  await guarded(wf, c, a);
  const [row] = (await tx
    .insert(wf.table)
    .values({ ...values, [wf.statusKey]: to })
    .returning()) as unknown as R[];
  await created(tx, wf, row, to, actor, {
    event: a.event ?? 'created',
    method: o.method ?? wf.method('create'),
    auditNew: o.auditNew,
    payload: o.payload,
    reason: o.reason,
  });
  await finish(wf, { ...c, row }, a, row, o);
  return row;
}

/** A new record's first timeline event (`create`, from no state) and its audit row: one statement. */
async function created<R extends Row>(
  tx: Tx,
  wf: ServerWorkflow<R>,
  row: R,
  status: string,
  actor: Actor | null,
  o: {
    event: string;
    method: string;
    auditNew?: Record<string, unknown>;
    payload?: Record<string, unknown>;
    reason?: string | null;
  },
) {
  await query(
    tx,
    sql`with e as (insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, reason, payload)
                   values (${wf.def.name}, ${row.id}, null, ${status}, 'created', ${actor?.id ?? null}::int, ${o.reason ?? null},
                           ${o.payload ? JSON.stringify(clean(o.payload)) : null}::jsonb))
        insert into audit_log (event, table_name, record_id, old_value, new_value, module, method, user_id, ip)
        values (${o.event}, ${getTableName(wf.table)}, ${String(row.id)}, null,
                ${JSON.stringify(clean({ ...row, ...o.auditNew }))}::jsonb, ${wf.module}, ${o.method},
                ${actor?.id ?? null}::int, ${actor?.ip ?? null})`,
  );
}

async function notify<R extends Row>(
  wf: ServerWorkflow<R>,
  c: ActionContext<R>,
  n: NonNullable<ActionDef<string>['notify']>,
) {
  const userId =
    n.to === 'owner' && wf.ownerKey
      ? (c.row[wf.ownerKey] as number | null)
      : ((await wf.recipients?.[n.to]?.(c)) ?? null);
  if (!userId) return;
  const { link, params } = (await wf.notice?.(c)) ?? { link: null, params: {} };
  // The recipients read Arabic first (spec §1).
  await notifyUsers(c.tx, [userId], translate('ar', n.message, params), link, n.channels);
}

/** Locks the row in the caller's scope (else 404) and takes the action, in one transaction. */
export function runAction<R extends Row>(
  db: Db,
  wf: ServerWorkflow<R>,
  actor: Actor,
  id: number,
  action: string,
  o: ActionOptions = {},
) {
  return db.transaction(async (tx) => {
    const ownerCol = wf.ownerKey
      ? (getTableColumns(wf.table) as Record<string, AnyColumn>)[wf.ownerKey]
      : undefined;
    const row = (await lockInScope(tx, wf.table, id, actor, ownerCol)) as R;
    return applyAction(tx, wf, actor, row, action, o);
  });
}

export type TimelineEvent = {
  id: number;
  action: string;
  action_text: string;
  from_status: string | null;
  from_status_text: string | null;
  to_status: string;
  to_status_text: string;
  reason: string | null;
  payload: unknown;
  actor: { id: number; name_ar: string; name_en: string } | null;
  created_at: string;
};

/** The events of one record, oldest first, with the actor's name in both languages. */
export async function timeline(
  db: Tx,
  wf: ServerWorkflow<any>,
  id: number,
  lang: Lang,
): Promise<TimelineEvent[]> {
  const rows = await query<{
    id: number;
    action: string;
    from_status: string | null;
    to_status: string;
    reason: string | null;
    payload: unknown;
    actor_id: number | null;
    name_ar: string | null;
    name_en: string | null;
    created_at: string;
  }>(
    db,
    sql`select e.id::int as id, e.action, e.from_status, e.to_status, e.reason, e.payload, e.actor_id,
               coalesce(u.company_name_ar, u.name) as name_ar, coalesce(u.company_name_en, u.name) as name_en,
               e.created_at
          from workflow_events e left join users u on u.id = e.actor_id
         where e.workflow = ${wf.def.name} and e.record_id = ${id}
         order by e.created_at, e.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    action_text: actionText(wf, r.action, lang),
    from_status: r.from_status,
    from_status_text: r.from_status ? statusLabel(wf, r.from_status, lang) : null,
    to_status: r.to_status,
    to_status_text: statusLabel(wf, r.to_status, lang),
    reason: r.reason,
    payload: r.payload,
    actor:
      r.actor_id === null ? null : { id: r.actor_id, name_ar: r.name_ar ?? '', name_en: r.name_en ?? '' },
    created_at: new Date(r.created_at).toISOString(),
  }));
}

const actionText = (wf: ServerWorkflow<any>, action: string, lang: Lang) => {
  const a =
    action === 'created' ? wf.def.create : (wf.def.actions as Record<string, ActionDef<string>>)[action];
  return a ? a.label[lang] : translate(lang, runtimeKey(`workflow.action.${action}`));
};

/** The creation event of a record (its first timeline row), in the creating transaction. */
export async function recordCreated(
  tx: Tx,
  wf: ServerWorkflow<any>,
  id: number,
  status: string,
  actor: Actor | null,
) {
  await query(
    tx,
    sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id)
        values (${wf.def.name}, ${id}, null, ${status}, 'created', ${actor?.id ?? null}::int)`,
  );
}

/**
 * Deletes a record the caller has locked. Its timeline stays (a timeline is append-only) and ends
 * with a `deleted` event; the row, the event and the audit row (the old row): one statement.
 */
export async function removeRecord<R extends Row>(
  tx: Tx,
  wf: ServerWorkflow<R>,
  actor: Actor,
  row: R,
  o: { method: string; event?: string; module?: string },
) {
  const status = String(row[wf.statusKey]);
  await query(
    tx,
    sql`with d as (delete from ${wf.table} where id = ${row.id} returning id),
    e as (insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id)
          select ${wf.def.name}, d.id, ${status}, ${status}, 'deleted', ${actor.id}::int from d),
    a as (insert into audit_log (event, table_name, record_id, old_value, new_value, module, method, user_id, ip)
          select ${o.event ?? 'deleted'}, ${getTableName(wf.table)}, d.id::text, ${JSON.stringify(clean(row))}::jsonb,
                 null, ${o.module ?? wf.module}, ${o.method}, ${actor.id}::int, ${actor.ip} from d)
    select id from d`,
  );
}
