/**
 * After approval (issue 17): the works licence (issue, extend with versions, the printable
 * licence), the handover (tsleem: safety checklist, hand over, cancel at handover) and the order's
 * whole journey (tracking). Every move is the order workflow's (the kernel).
 */
import type { HandoverSchema, LicenceExtendSchema, LicenceIssue } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { query } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { documentUrl } from '../../lib/documents';
import { type ActionOptions, applyAction } from '../../lib/workflow';
import { orderWorkflow } from './order.workflow';
import { licenceSummary } from './order-licence.repository';
import * as orderSign from './order-sign.service';
import { findOrder } from './orders.repository';
import { details } from './orders.service';
import { safetyChecks } from './safety';

/** One order action in a transaction with the order locked in the caller's scope (else 404). */
async function act(ctx: AppContext, actor: Actor, id: number, action: string, o: ActionOptions) {
  await ctx.db.transaction(async (tx) => {
    const row = await findOrder(tx, actor, id, true);
    await applyAction(tx, orderWorkflow, actor, row, action, o);
  });
  return details(ctx.db, actor, id);
}

/** `add-license/{id}`: the authority issues the works licence of an approved order. */
export const addLicense = (ctx: AppContext, actor: Actor, id: number, body: LicenceIssue) =>
  act(ctx, actor, id, 'add_license', {
    input: body,
    set: {
      license_number: body.license_number,
      license_add_date: body.license_add_date,
      expiry: body.expiry,
    },
  }).catch((e) => {
    if (isUniqueViolation(e)) throw AppError.invalid({ license_number: 'order.license_number_taken' });
    throw e;
  });

/** `extend_license/{id}`: a later expiry with its reason (a new version; the same QR code). */
export const extendLicense = (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.infer<typeof LicenceExtendSchema>,
) =>
  act(ctx, actor, id, 'extend_license', {
    input: body,
    reason: body.reason,
    set: { expiry: body.expiry },
  });

/** `handover/{id}`: every safety check confirmed → the order is completed. */
export const handover = (ctx: AppContext, actor: Actor, id: number, body: z.infer<typeof HandoverSchema>) =>
  act(ctx, actor, id, 'handover', { input: body, set: { completed_at: new Date() } });

/** `cancel-by-tsleem/{id}`: the handover party cancels the order (and its licence) with a reason. */
export const cancelByTsleem = (ctx: AppContext, actor: Actor, id: number, reason: string) =>
  act(ctx, actor, id, 'cancel_by_tsleem', { input: { reason }, reason, set: { reason } });

/** `find-safty/{id}`: the order's handover checklist. */
export async function findSafety(ctx: AppContext, actor: Actor, id: number) {
  const o = await findOrder(ctx.db, actor, id);
  return { data: { order_id: o.id, status: o.status, checks: await safetyChecks(ctx.db, o.id) } };
}

/**
 * `ready-license/{id}`: the licence ready to print — the order (services, parties), the licence
 * and its validity, the order's signatures and the licence's QR code.
 */
export async function readyLicense(ctx: AppContext, actor: Actor, id: number) {
  const o = await findOrder(ctx.db, actor, id);
  const licence = await licenceSummary(ctx.db, o, actor.lang);
  if (!licence) throw AppError.invalid({ status: 'order.no_licence' });
  const { data } = await orderSign.printable(ctx, actor, id);
  return {
    data: {
      ...data,
      licence,
      licence_qr: await documentUrl(ctx.db, ctx.config.PUBLIC_URL, { type: 'order_license', recordId: id }),
    },
  };
}

/** `tracking/{id}`: the order's whole journey — timeline, licence versions, reports, requests. */
export async function tracking(ctx: AppContext, actor: Actor, id: number) {
  const o = await findOrder(ctx.db, actor, id);
  const order = await details(ctx.db, actor, id);
  const reports = await query(
    ctx.db,
    sql`select id, status, progress, notes, reason, created_at from order_reports where order_id = ${id} order by id`,
  );
  const requests = await query(
    ctx.db,
    sql`select id, type, status, reason, decision_reason, created_at from order_cancel_requests
         where order_id = ${id} order by id`,
  );
  return {
    data: {
      order,
      licence: await licenceSummary(ctx.db, o, actor.lang),
      reports,
      cancel_requests: requests,
    },
  };
}
