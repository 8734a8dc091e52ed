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
import { type ActionDef, partiesOf, targetsOf, translate } from '@mashaer/contract';
import { type AnyColumn, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, query, type Tx } from '../db/client';
import { notifyUsers } from '../modules/notifications/notifications.service';
import type { Actor } from './actor';
import { AppError, RequestValidationError } from './app-error';
import { clean } from './audit';
import { lockInScope } from './scope';
import { actionOf, isParty, refusal } from './workflow-access';
import type { ActionContext, ActionOptions, AnyWorkflow, Row, ServerWorkflow } from './workflow-types';

// The kernel's types, its reads and the timeline live beside it; callers reach them here.
export { timeline } from './timeline';
export { allowedActions, listState, refusal, refusedMove, workflowState } from './workflow-access';
export type { ActionOptions, Guard, ServerWorkflow } from './workflow-types';

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

/** The creation event of a record (its first timeline row), in the creating transaction. */
export async function recordCreated(
  tx: Tx,
  wf: AnyWorkflow,
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

/**
 * Restored rows carry no trigger (a restore writes with `session_replication_role = replica`), and
 * an archive taken before migration 0040 has no `from_entered_at`: each event after a record's
 * first gets the time of the one before it, as the table's trigger would have given it.
 */
export async function fillEnteredAt(tx: Tx): Promise<void> {
  await query(
    tx,
    sql`update workflow_events e set from_entered_at = p.prev
          from (select id, lag(created_at) over (partition by workflow, record_id order by created_at, id) as prev
                  from workflow_events) p
         where p.id = e.id and p.prev is not null and e.from_entered_at is null`,
  );
}
