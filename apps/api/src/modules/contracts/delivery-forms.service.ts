/**
 * Delivery forms (spec §2 /appointments/:id/form…): the `assign`-type forms of the templates
 * engine, filled and signed per appointment (subject 'appointment', the appointment id). This
 * module lists them for an appointment and starts the filling; answering, signing and printing go
 * through the engine's own endpoints (general/forms/form-update-answer, sign-form, …); the
 * filling workflow's `after` steps (delivery.steps.ts) move the assignment.
 */
import { FILLING_STATUS_LABELS, type FillingStatus, translate } from '@mashaer/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { appointments, formFillings, forms } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import * as engine from '../templates/engine.service';

type Lang = 'ar' | 'en';

async function appointmentInScope(tx: Tx, id: number, actor: Pick<Actor, 'isAuthority' | 'orgId'>) {
  const org = scopeOrg(actor);
  const [a] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), org === null ? undefined : eq(appointments.company_id, org)));
  return a;
}

/** `GET general/appointments/forms/{id}`: the delivery forms of an appointment and their fillings. */
export async function formsOf(ctx: AppContext, actor: Actor, id: number) {
  const appt = await appointmentInScope(ctx.db, id, actor);
  if (!appt) throw AppError.notFound();
  const lang = actor.lang as Lang;
  const rows = await ctx.db
    .select({
      id: forms.id,
      name: forms.name,
      name_en: forms.name_en,
      filling_id: formFillings.id,
      filling_status: formFillings.status,
    })
    .from(forms)
    .leftJoin(
      formFillings,
      and(
        eq(formFillings.form_id, forms.id),
        eq(formFillings.subject_type, 'appointment'),
        eq(formFillings.subject_id, appt.id),
      ),
    )
    .where(eq(forms.type, 'assign'))
    .orderBy(asc(forms.id));
  return {
    data: {
      appointment: {
        id: appt.id,
        assign_camp_id: appt.assign_camp_id,
        status: appt.status,
        appointment: appt.appointment,
      },
      forms: rows.map((r) => ({
        id: r.id,
        name: lang === 'en' ? r.name_en : r.name,
        filling_id: r.filling_id,
        status: r.filling_status,
        status_text: r.filling_status ? FILLING_STATUS_LABELS[r.filling_status as FillingStatus][lang] : null,
      })),
    },
  };
}

/** `POST general/appointments/start-form/{id}`: opens (idempotently) the appointment's filling of a form. */
export async function start(ctx: AppContext, actor: Actor, id: number, formId: number) {
  const f = await ctx.db.transaction(async (tx) => {
    const appt = await appointmentInScope(tx, id, actor);
    if (!appt) throw AppError.notFound();
    if (appt.status === 'rejected')
      throw AppError.invalid(
        { id: 'delivery_form.appointment_rejected' },
        'delivery_form.appointment_rejected',
      );
    const [form] = await tx
      .select({ id: forms.id, type: forms.type })
      .from(forms)
      .where(eq(forms.id, formId));
    if (!form || form.type !== 'assign') throw AppError.invalid({ form_id: 'delivery_form.not_assign_form' });
    return engine.startFilling(tx, actor, {
      formId: form.id,
      subject: { type: 'appointment', id: appt.id },
      companyId: appt.company_id,
      createdBy: actor.id,
    });
  });
  return {
    message: translate(actor.lang, 'delivery_form.started'),
    data: {
      filling_id: f.id,
      form_id: f.form_id,
      status: f.status,
      status_text: FILLING_STATUS_LABELS[f.status as FillingStatus][actor.lang as Lang],
    },
  };
}
