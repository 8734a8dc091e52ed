import {
  APPOINTMENT_STATUS_LABEL,
  type AppointmentStatus,
  type AppointmentStore,
  type AppointmentUpdateSchema,
  translate,
} from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { absenceHistory, appointments, assignCamps, camps } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, refusedOn } from '../../lib/app-error';
import { equalTo, type ListInput, naturalSort, runList } from '../../lib/list';
import { namesIn } from '../../lib/place-names';
import { applyAction, refusedMove } from '../../lib/workflow';
import { APPOINTMENT_STATUS_ACTIONS, appointmentWorkflow } from './appointment.workflow';
import { logChange, withNotice } from './appointment-notices';
import {
  type ApptRow,
  apptJoins,
  apptSelect,
  company,
  find,
  lockBoth,
  scopeWhere,
} from './appointments.repository';
import { assignmentWorkflow } from './assignment.workflow';

type Appointment = typeof appointments.$inferSelect;

function present(r: ApptRow, actor: Actor) {
  return {
    ...r,
    status_text: translate(actor.lang, APPOINTMENT_STATUS_LABEL[r.status as AppointmentStatus]),
    camp_name: r.camp_number,
    ...namesIn(r, actor.lang),
    is_absent: r.absent_at ? 1 : 0,
  };
}

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await runList(
    ctx.db,
    {
      from: appointments,
      select: apptSelect,
      joins: apptJoins,
      base: [scopeWhere(scopeOrg(actor))],
      filters: {
        search: {
          op: 'search',
          columns: [camps.camp_number, company.company_name_ar, company.company_name_en],
        },
        ...equalTo({
          status: appointments.status,
          square_id: camps.square_id,
          company_id: appointments.company_id,
          assign_camp_id: appointments.assign_camp_id,
        }),
        date_from: {
          op: 'custom',
          where: (v) => sql`${appointments.appointment} >= ${String(v)}::timestamptz`,
        },
        // A calendar day includes the whole day.
        date_to: {
          op: 'custom',
          where: (v) =>
            /^\d{4}-\d{2}-\d{2}$/.test(String(v))
              ? sql`${appointments.appointment} < ${String(v)}::date + 1`
              : sql`${appointments.appointment} <= ${String(v)}::timestamptz`,
        },
      },
      sorts: {
        id: appointments.id,
        appointment: appointments.appointment,
        status: appointments.status,
        camp_number: naturalSort(camps.camp_number),
      },
      defaultSort: { by: 'appointment', dir: 'asc' },
      tiebreak: appointments.id,
    },
    input,
  );
  return { ...page, data: (page.data as ApptRow[]).map((r) => present(r, actor)) };
}

export async function edit(ctx: AppContext, actor: Actor, id: number) {
  const row = await find(ctx.db, id, scopeOrg(actor));
  if (!row) throw AppError.notFound();
  const absences = await ctx.db
    .select({
      id: absenceHistory.id,
      appointment_at: absenceHistory.appointment_at,
      notes: absenceHistory.notes,
      created_at: absenceHistory.created_at,
    })
    .from(absenceHistory)
    .where(eq(absenceHistory.appointment_id, id))
    .orderBy(absenceHistory.id);
  return { data: { ...present(row, actor), absences } };
}

const liveCount = async (tx: Tx, assignId: number) => {
  const [r] = await query<{ n: number }>(
    tx,
    sql`select count(*)::int as n from appointments where assign_camp_id = ${assignId} and status <> 'rejected'`,
  );
  return r.n;
};

/** An overlapping live appointment of the same camp: the exclusion constraint refuses it. */
const noOverlap = <T>(fn: () => Promise<T>) =>
  refusedOn(
    ['23P01'],
    () => AppError.invalid({ appointment: 'appointment.overlap' }, 'appointment.overlap'),
    fn,
  );

const OPEN_FOR_BOOKING = new Set(['pending', 'appointment']);

const endsAt = (start: string, minutes: number) =>
  sql`${start}::timestamptz + make_interval(mins => ${minutes})`;

// ---- writes ----

/** `POST general/appointments/store`: books an appointment; the assignment moves pending → appointment. */
export async function store(ctx: AppContext, actor: Actor, v: AppointmentStore) {
  const id = await noOverlap(() =>
    withNotice(ctx, actor, async (tx) => {
      const [assignment] = await tx
        .select()
        .from(assignCamps)
        .where(and(eq(assignCamps.id, v.assign_camp_id), scopeWhere(scopeOrg(actor), assignCamps.company_id)))
        .for('update');
      if (!assignment) throw AppError.invalid({ assign_camp_id: 'validation.invalid' });
      if (!OPEN_FOR_BOOKING.has(assignment.status))
        throw AppError.invalid(
          { assign_camp_id: 'appointment.assignment_closed' },
          'appointment.assignment_closed',
        );
      const [created] = await tx
        .insert(appointments)
        .values({
          assign_camp_id: assignment.id,
          camp_id: assignment.camp_id,
          company_id: assignment.company_id,
          appointment: sql`${v.appointment}::timestamptz` as unknown as Date,
          ends_at: endsAt(v.appointment, v.duration) as unknown as Date,
          notes: v.notes ?? null,
          created_by: actor.id,
        })
        .returning();
      if (assignment.status === 'pending')
        await applyAction(tx, assignmentWorkflow, actor, assignment, 'appointment_booked', {
          system: true,
        });
      return {
        result: created.id,
        log: {
          event: 'created',
          table: 'appointments',
          recordId: created.id,
          new: created,
          method: 'general/appointments/store',
        },
        notice: [created.id, 'appointment.notify'],
      };
    }),
  );
  return { message: translate(actor.lang, 'appointment.created'), ...(await edit(ctx, actor, id)) };
}

/**
 * `POST general/appointments/update/{id}`: a new time re-books it (pending again, absence mark
 * cleared); a status approves or rejects it (APPOINTMENT_WORKFLOW, run by the kernel). When the last live
 * appointment goes, the assignment moves back appointment → pending; a re-booked one moves it forward.
 */
export async function update(
  ctx: AppContext,
  actor: Actor,
  id: number,
  v: z.infer<typeof AppointmentUpdateSchema>,
) {
  await noOverlap(() =>
    withNotice(ctx, actor, async (tx) => {
      const { appt, assignment } = await lockBoth(tx, id, scopeOrg(actor));
      if (!OPEN_FOR_BOOKING.has(assignment.status))
        throw AppError.invalid(
          { appointment: 'appointment.assignment_closed' },
          'appointment.assignment_closed',
        );
      const set: Record<string, unknown> = {};
      let current = appt;
      const start = v.appointment ?? null;
      const minutes =
        v.duration ??
        Math.round((new Date(appt.ends_at).getTime() - new Date(appt.appointment).getTime()) / 60000);
      if (start !== null || v.duration !== undefined) {
        const from = start ?? new Date(appt.appointment).toISOString();
        set.appointment = sql`${from}::timestamptz`;
        set.ends_at = endsAt(from, minutes);
        set.absent_at = null;
        if (current.status !== 'pending')
          current = (await applyAction(tx, appointmentWorkflow, actor, current, 'rebook', { system: true }))
            .row;
      }
      if (v.status && v.status !== current.status) {
        const action = APPOINTMENT_STATUS_ACTIONS[v.status];
        // Asking for `pending` by name is no action of the caller's: refused as a move.
        if (action === 'rebook') throw refusedMove(appointmentWorkflow, actor.lang, current.status, v.status);
        current = (await applyAction(tx, appointmentWorkflow, actor, current, action)).row;
      }
      if ('notes' in v) set.notes = v.notes ?? null;
      const [after] = Object.keys(set).length
        ? await tx
            .update(appointments)
            .set({ ...(set as Partial<Appointment>), updated_at: sql`now()` })
            .where(eq(appointments.id, id))
            .returning()
        : [current];
      const live = await liveCount(tx, assignment.id);
      if (assignment.status === 'appointment' && live === 0)
        await applyAction(tx, assignmentWorkflow, actor, assignment, 'appointments_cancelled', {
          system: true,
        });
      if (assignment.status === 'pending' && live > 0)
        await applyAction(tx, assignmentWorkflow, actor, assignment, 'appointment_booked', { system: true });
      const log = { event: 'updated', table: 'appointments', recordId: id, old: appt, new: after };
      return {
        result: id,
        log: { ...log, method: 'general/appointments/update' },
        notice: [id, 'appointment.notify_changed'],
      };
    }),
  );
  return { message: translate(actor.lang, 'appointment.updated'), ...(await edit(ctx, actor, id)) };
}

export async function remove(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const { appt, assignment } = await lockBoth(tx, id, scopeOrg(actor));
    if (!OPEN_FOR_BOOKING.has(assignment.status)) throw new AppError(422, 'appointment.not_deletable');
    await tx.delete(appointments).where(eq(appointments.id, id));
    if (assignment.status === 'appointment' && (await liveCount(tx, assignment.id)) === 0)
      await applyAction(tx, assignmentWorkflow, actor, assignment, 'appointments_cancelled', {
        system: true,
      });
    await logChange(tx, actor, {
      event: 'deleted',
      table: 'appointments',
      recordId: id,
      old: appt,
      method: 'general/appointments/delete',
    });
  });
  return { message: translate(actor.lang, 'appointment.deleted') };
}
