/**
 * Entry (car) licences (spec 000 §7 general/licenseCarOrder; 001 §3 "Entry licence request", §8):
 * a company asks for a vehicle's entry permit to one of its camps; the authority approves it
 * (approval date now, expiry after the period; a verifiable permit is issued) or rejects it with a
 * cause. Only a pending request may be updated; a rejected one cannot be viewed or updated.
 */
import {
  CAR_LICENCE_STATUSES,
  type CarLicenceListRow,
  type CarLicenceSchema,
  type CarLicenceView,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { carLicences } from '../../db/schema';
import { type Actor, i18nOf, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type ListInput, listResponse } from '../../lib/list';
import { lockInScope } from '../../lib/scope';
import { recordCreated, runAction, workflowState } from '../../lib/workflow';
import { type CarLicence, carLicenceWorkflow } from './car-licence.workflow';
import * as repo from './car-licences.repository';
import { findInScope, placeOf } from './licences.repository';
import { auditLicence, notEditable, recordView, statusOptions, withState } from './licences.shared';

type Body = z.infer<typeof CarLicenceSchema>;

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const { page, camps } = await repo.listCarLicences(ctx.db, input, scopeOrg(actor), actor.lang);
  return listResponse(
    withState(page, carLicenceWorkflow, actor) as typeof page & { data: CarLicenceListRow[] },
    {
      status: statusOptions(actor, CAR_LICENCE_STATUSES, 'car_licence'),
      camp_id: camps,
    },
  );
}

/** The camps the caller may ask a permit for (its assigned camps), for the filter and the form. */
export const campOptions = (db: Tx, actor: Actor) => repo.campOptions(db, scopeOrg(actor), actor.lang);

/** The camp, when it is assigned (not returned) to the caller's company; authorities: any camp. */
export async function campFor(tx: Tx, actor: Actor, campId: number, companyId: number | null) {
  const c = await repo.assignedCamp(tx, campId, companyId ?? scopeOrg(actor));
  if (!c) throw AppError.invalid({ camp_id: 'car_licence.camp_not_yours' });
  return c;
}

export async function store(ctx: AppContext, actor: Actor, body: Body) {
  const row = await ctx.db.transaction(async (tx) => {
    const camp = await campFor(tx, actor, body.camp_id, null);
    const r = await repo.insertCarLicence(tx, {
      ...body,
      company_id: camp.company_id,
      square_id: camp.square_id,
      created_by: actor.id,
    });
    await recordCreated(tx, carLicenceWorkflow, r.id, 'pending', actor);
    await auditLicence(tx, actor, {
      event: 'created',
      table: 'car_licences',
      recordId: r.id,
      new: body,
      method: 'general/licenseCarOrder/store',
    });
    return r;
  });
  return {
    message: i18nOf(actor).t('car_licence.created'),
    data: { ...row, ...workflowState(carLicenceWorkflow, actor, row) },
  };
}

/** `GET view/{id}` (and `edit/{id}`): the request, its actions, timeline and permit. */
export async function view(ctx: AppContext, actor: Actor, id: number) {
  const row = await findInScope(ctx.db, carLicences, id, scopeOrg(actor));
  if (!row) throw AppError.notFound();
  // Spec §8: a rejected request cannot be viewed or updated.
  if (row.status === 'rejected') throw new AppError(422, 'car_licence.rejected_locked');
  const info = await placeOf(ctx.db, carLicences, id, actor.lang, { squareOf: carLicences.square_id });
  return {
    data: {
      ...(await recordView(ctx, actor, carLicenceWorkflow, row, 'car_licence.title', 'car_licence')),
      ...info,
    } as unknown as CarLicenceView,
  };
}

/** `POST update/{id}`: only a pending request, by its company (or the authority). */
export async function update(ctx: AppContext, actor: Actor, id: number, body: Body) {
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, carLicences, id, actor, carLicences.company_id)) as CarLicence;
    if (old.status === 'rejected') throw new AppError(422, 'car_licence.rejected_locked');
    if (old.status !== 'pending') throw notEditable(actor, 'car_licence', old.status, 'status');
    const camp = await campFor(tx, actor, body.camp_id, old.company_id);
    const r = await repo.updateCarLicence(tx, id, { ...body, square_id: camp.square_id });
    await auditLicence(tx, actor, {
      event: 'updated',
      table: 'car_licences',
      recordId: id,
      old: {
        camp_id: old.camp_id,
        period: old.period,
        visit_cause: old.visit_cause,
        plate_number: old.plate_number,
        driver_name: old.driver_name,
        driver_identity: old.driver_identity,
      },
      new: body,
      method: `general/licenseCarOrder/update/${id}`,
    });
    return r;
  });
  return {
    message: i18nOf(actor).t('car_licence.updated'),
    data: { ...row, ...workflowState(carLicenceWorkflow, actor, row) },
  };
}

/** `POST approve/{id}` and `reject/{id}` (with `reject_cause`). */
export async function act(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: 'approve' | 'reject',
  body: Record<string, unknown>,
) {
  const cause = typeof body.reject_cause === 'string' ? body.reject_cause.trim() : null;
  const { row } = await runAction(ctx.db, carLicenceWorkflow, actor, id, action, {
    input: body,
    set:
      action === 'approve'
        ? {
            approval_date: sql`now()`,
            expire_date: sql`now() + make_interval(days => ${carLicences.period})`,
          }
        : { reject_cause: cause },
    reason: action === 'reject' ? cause : null,
  });
  return {
    message: i18nOf(actor).t(`car_licence.${action === 'approve' ? 'approved' : 'rejected'}`),
    data: { ...row, ...workflowState(carLicenceWorkflow, actor, row) },
  };
}
