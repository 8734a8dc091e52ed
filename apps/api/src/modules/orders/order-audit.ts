/** The orders module's call-log rows and workflow steps, taken by the actor (no request needed). */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { applyAction, recordCreated } from '../../lib/workflow';
import type { Row, ServerWorkflow } from '../../lib/workflow-types';

type Entry = Omit<Parameters<typeof audit>[2], 'module' | 'userId' | 'ip'>;

/** One audit row of the orders module, with the actor and its address. */
export const auditBy = (tx: Tx, actor: Actor, e: Entry) =>
  audit(tx, null, { ...e, module: 'orders', userId: actor.id, ip: actor.ip });

/** A record filed: its first state on its workflow's timeline and its `created` audit row. */
export async function recordFiled(
  tx: Tx,
  wf: Parameters<typeof recordCreated>[1],
  actor: Actor,
  row: { id: number; status: string },
  o: { table: string; method: string },
) {
  await recordCreated(tx, wf, row.id, row.status, actor);
  await auditBy(tx, actor, {
    event: 'created',
    table: o.table,
    recordId: row.id,
    new: row,
    method: o.method,
  });
}

/**
 * The authority's decision on a pending record (a report, a cancel request), in its own
 * transaction: `approve`, or the refusal `refuse` whose reason goes on the timeline, into the
 * action's input and into `reasonColumn`.
 */
export async function decide<R extends Row>(
  db: AppContext['db'],
  actor: Actor,
  wf: ServerWorkflow<R>,
  find: (tx: Tx) => Promise<R>,
  d: { refuse: string | null; reason?: string; reasonColumn: string },
) {
  await db.transaction(async (tx) => {
    const row = await find(tx);
    await applyAction(tx, wf, actor, row, d.refuse ?? 'approve', {
      input: d.refuse ? { reason: d.reason } : {},
      reason: d.reason ?? null,
      set: d.refuse ? { [d.reasonColumn]: d.reason } : {},
    });
  });
}
