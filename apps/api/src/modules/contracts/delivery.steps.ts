/**
 * The cross-area effects of camp delivery, declared as `after` steps on the actions that cause
 * them (FILLING_WORKFLOW `complete` and `sign`, CONTRACT_WORKFLOW's signing actions) and run by
 * the kernel in the same transaction. They move the assignment only through its workflow; a
 * refused move throws and rolls the triggering change back.
 *
 * - The appointment's delivery form (an `assign`-type filling of an appointment) is answered →
 *   the assignment moves appointment → answered (`delivery_form_answered`, guarded by an approved
 *   appointment). Already answered (or delivered): nothing to do.
 * - The delivery form is fully signed, or the contract signed by both parties, and the other
 *   already holds → answered → deliverd (`delivery_completed`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { assignCamps, contracts, type formFillings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { applyAction } from '../../lib/workflow';
import { assignmentWorkflow } from '../camps/assignment.workflow';

type Filling = typeof formFillings.$inferSelect;

const lockAssignment = async (tx: Tx, id: number) =>
  (await tx.select().from(assignCamps).where(eq(assignCamps.id, id)).for('update'))[0];

/** The assignment of a filling when it is an appointment's delivery form, else null. */
async function deliveryAssignment(tx: Tx, f: Filling) {
  if (f.subject_type !== 'appointment') return null;
  const [r] = await query<{ assign_camp_id: number }>(
    tx,
    sql`select a.assign_camp_id from appointments a
          join form_versions v on v.id = ${f.form_version_id}
         where a.id = ${f.subject_id} and v.definition->>'type' = 'assign'`,
  );
  return r?.assign_camp_id ?? null;
}

/** Is one of the assignment's delivery forms fully signed? */
async function deliveryFormSigned(tx: Tx, assignId: number) {
  const rows = await query<{ id: number }>(
    tx,
    sql`select ff.id from form_fillings ff
          join forms fo on fo.id = ff.form_id and fo.type = 'assign'
          join appointments a on a.id = ff.subject_id
         where ff.subject_type = 'appointment' and a.assign_camp_id = ${assignId} and ff.status = 'signed'
         limit 1`,
  );
  return rows.length > 0;
}

async function contractSigned(tx: Tx, assignId: number) {
  const [c] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.assign_camps_id, assignId), eq(contracts.contract_status, 'signed')));
  return !!c;
}

/** When both the delivery form and the contract are signed: answered → deliverd. */
export async function completeDelivery(tx: Tx, actor: Actor, assignId: number) {
  if (!(await deliveryFormSigned(tx, assignId)) || !(await contractSigned(tx, assignId))) return;
  const row = await lockAssignment(tx, assignId);
  if (!row || row.status === 'deliverd') return;
  await applyAction(tx, assignmentWorkflow, actor, row, 'delivery_completed', {
    system: true,
    reason: 'delivery_completed',
  });
}

/** `after` step of a filling's `complete`: the delivery form answered moves the assignment. */
export async function deliveryFormAnswered(tx: Tx, actor: Actor, f: Filling) {
  const assignId = await deliveryAssignment(tx, f);
  if (assignId === null) return;
  const row = await lockAssignment(tx, assignId);
  if (!row || row.status === 'answered' || row.status === 'deliverd') return;
  await applyAction(tx, assignmentWorkflow, actor, row, 'delivery_form_answered', {
    system: true,
    reason: 'delivery_form_answered',
  });
}

/** `after` step of a filling's `sign`: the delivery form's last signature may complete the delivery. */
export async function deliveryFormSignedStep(tx: Tx, actor: Actor, f: Filling, to: string) {
  if (to !== 'signed') return;
  const assignId = await deliveryAssignment(tx, f);
  if (assignId !== null) await completeDelivery(tx, actor, assignId);
}
