/** The orders module's call-log rows, written by the actor (what a request would have named). */
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { recordCreated } from '../../lib/workflow';

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
