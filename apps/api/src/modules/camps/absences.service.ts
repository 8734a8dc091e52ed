import { translate } from '@mashaer/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { absenceHistory, appointments, camps, squares } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { equalTo, type ListInput, runList } from '../../lib/list';
import { orgNames } from '../../lib/org-name';
import { namesIn, squareNames } from '../../lib/place-names';
import { withNotice } from './appointment-notices';
import { company, lockBoth, scopeWhere } from './appointments.repository';

/** `POST general/absence_history/store`: the company missed this appointment; it may be re-booked. */
export async function recordAbsence(
  ctx: AppContext,
  actor: Actor,
  v: { appointment_id: number; notes?: string | null },
) {
  const absenceId = await withNotice(ctx, actor, async (tx) => {
    const [head] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, v.appointment_id), scopeWhere(scopeOrg(actor))));
    if (!head) throw AppError.invalid({ appointment_id: 'validation.invalid' });
    const { appt, assignment } = await lockBoth(tx, v.appointment_id, scopeOrg(actor));
    if (appt.status === 'rejected' || assignment.status !== 'appointment')
      throw AppError.invalid({ appointment_id: 'absence.not_allowed' }, 'absence.not_allowed');
    if (appt.absent_at) throw AppError.invalid({ appointment_id: 'absence.already' }, 'absence.already');
    const [row] = await tx
      .insert(absenceHistory)
      .values({
        appointment_id: appt.id,
        company_id: appt.company_id,
        appointment_at: appt.appointment,
        notes: v.notes ?? null,
        created_by: actor.id,
      })
      .returning();
    await tx
      .update(appointments)
      .set({ absent_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(appointments.id, appt.id));
    return {
      result: row.id,
      log: {
        event: 'created',
        table: 'absence_history',
        recordId: row.id,
        new: row,
        method: 'general/absence_history/store',
      },
      notice: [appt.id, 'absence.notify'],
    };
  });
  return {
    message: translate(actor.lang, 'absence.recorded'),
    data: { id: absenceId, appointment_id: v.appointment_id },
  };
}

export async function listAbsences(ctx: AppContext, actor: Actor, input: ListInput) {
  const select = {
    ...getTableColumns(absenceHistory),
    camp_number: camps.camp_number,
    ...squareNames,
    ...orgNames(company),
    appointment_status: appointments.status,
    appointment: appointments.appointment,
  };
  const page = await runList(
    ctx.db,
    {
      from: absenceHistory,
      select,
      joins: (q) =>
        q
          .innerJoin(appointments, eq(appointments.id, absenceHistory.appointment_id))
          .innerJoin(camps, eq(camps.id, appointments.camp_id))
          .innerJoin(squares, eq(squares.id, camps.square_id))
          .innerJoin(company, eq(company.id, absenceHistory.company_id)),
      base: [scopeWhere(scopeOrg(actor), absenceHistory.company_id)],
      filters: {
        search: {
          op: 'search',
          columns: [camps.camp_number, company.company_name_ar, company.company_name_en],
        },
        ...equalTo({ company_id: absenceHistory.company_id, appointment_id: absenceHistory.appointment_id }),
      },
      sorts: {
        id: absenceHistory.id,
        created_at: absenceHistory.created_at,
        appointment_at: absenceHistory.appointment_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: absenceHistory.id,
    },
    input,
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      camp_name: r.camp_number,
      ...namesIn(r, actor.lang),
    })),
  };
}
