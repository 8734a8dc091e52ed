/**
 * The assignment lifecycle hooks of camp delivery. They run inside the transaction of the change
 * that triggers them and move the assignment only through the camps service's `move`, which
 * enforces ASSIGNMENT_TRANSITIONS, writes the timeline row and the audit row; a refused move
 * throws and rolls the triggering change back.
 *
 * - The appointment's delivery form (an `assign`-type filling, subject 'appointment') is answered
 *   completely → the assignment moves appointment → answered (`delivery_form_answered`). The
 *   appointment must be approved. Already `answered`: nothing to do.
 * - The delivery form becomes fully signed, or the contract becomes signed by both parties, and
 *   the other condition already holds → answered → deliverd (`delivery_completed`).
 *
 * Only request-driven changes are hooked (the demo seed passes no request and writes statuses
 * itself).
 */
import type { AssignmentStatus } from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { query, type Tx } from '../../db/client';
import { appointments, contracts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/access';
import * as assignRepo from '../camps/assignments.repository';
import { move } from '../camps/assignments.service';
import * as engine from '../templates/engine';
import { findVersion } from '../templates/versions';

const asAuthUser = (user: engine.Actor) => {
  const u = user as AuthUser;
  if (!(u.permissions instanceof Set)) throw AppError.forbidden();
  return u;
};

async function isDeliveryForm(tx: Tx, f: engine.Filling) {
  if (f.subject_type !== 'appointment') return false;
  const v = await findVersion(tx, f.form_version_id);
  return v?.definition.type === 'assign';
}

/** Is one of the assignment's delivery forms fully signed? */
export async function deliveryFormSigned(tx: Tx, assignId: number) {
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

export async function contractSigned(tx: Tx, assignId: number) {
  const [c] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.assign_camps_id, assignId), eq(contracts.contract_status, 'signed')));
  return !!c;
}

/** When both the delivery form and the contract are signed: answered → deliverd. */
export async function completeDeliveryIfDone(
  tx: Tx,
  req: FastifyRequest,
  user: engine.Actor,
  assignId: number,
) {
  if (!(await deliveryFormSigned(tx, assignId)) || !(await contractSigned(tx, assignId))) return;
  const row = await assignRepo.lockAssignment(tx, assignId, null);
  if (!row || (row.status as AssignmentStatus) === 'deliverd') return;
  await move(tx, req, asAuthUser(user), row, 'deliverd', 'delivery_completed', 'delivery_completed');
}

async function appointmentOf(tx: Tx, id: number) {
  const [a] = await tx.select().from(appointments).where(eq(appointments.id, id));
  return a;
}

engine.registerSubjectHooks('appointment', {
  async afterAnswer(tx, req, user, r) {
    if (!req || r.status === 'draft' || !(await isDeliveryForm(tx, r.filling))) return;
    const appt = await appointmentOf(tx, r.filling.subject_id);
    if (!appt) return;
    const row = await assignRepo.lockAssignment(tx, appt.assign_camp_id, null);
    if (!row) return;
    if (row.status === 'answered') return;
    if (row.status === 'appointment' && (appt.status !== 'approved' || appt.absent_at !== null))
      throw AppError.invalid(
        { status: 'assignment.needs_approved_appointment' },
        'assignment.needs_approved_appointment',
      );
    await move(
      tx,
      req,
      asAuthUser(user),
      row,
      'answered',
      'delivery_form_answered',
      'delivery_form_answered',
    );
  },
  async afterSign(tx, req, user, r) {
    if (!req || !r.fully_signed || !(await isDeliveryForm(tx, r.filling))) return;
    const appt = await appointmentOf(tx, r.filling.subject_id);
    if (!appt) return;
    await completeDeliveryIfDone(tx, req, user, appt.assign_camp_id);
  },
});
