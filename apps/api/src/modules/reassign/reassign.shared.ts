/**
 * What every re-assign service uses: the order in the caller's scope (404, 403 without its type's
 * permission), the 422 naming its state, and the details every answer carries.
 */
import { REASSIGN_STATUSES, REASSIGN_WORKFLOW, type ReassignStatus, statusText } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { documentUrl } from '../../lib/documents';
import { extend } from '../../lib/extend';
import { timeline, workflowState } from '../../lib/workflow';
import * as repo from './reassign.repository';
import {
  fillingOf,
  holds,
  REVIEW_IN,
  type ReassignOrder,
  reassignWorkflow,
  UPLOAD_IN,
} from './reassign.workflow';

export const MODULE = 'reassign';
/** An order in these states no longer holds its camps. */
export const CLOSED: ReassignStatus[] = ['redelivered', 'rejected', 'rejected_by_handover', 'cancelled'];
/** The states in which the group of camps may still change. */
/** The group of camps changes only in a draft: once sent for signing, the signed form covers it. */
export const GROUP_OPEN: ReassignStatus[] = ['draft'];

/** 422 naming the order's state, when a change is not possible in it. */
export function notEditable(actor: Pick<Actor, 'lang'>, status: string) {
  const params = { status: statusText(REASSIGN_WORKFLOW, status as ReassignStatus, actor.lang) };
  return new AppError(422, 'reassign.not_editable', {
    params,
    fields: { status: { key: 'reassign.not_editable', params } },
  });
}

/** 403 unless the caller holds the type's list (or signature) permission. */
export function assertMayRead(actor: Actor, type: string) {
  if (!holds(actor, type, 'index') && !holds(actor, type, 'signature')) throw AppError.forbidden();
}

/** The order in the caller's scope (else 404), locked when asked; 403 without its type's permission. */
export async function orderInScope(tx: Tx, actor: Actor, id: number, lock = false) {
  const row = await repo.findOrder(tx, id, actor.isAuthority ? null : actor.orgId, lock);
  if (!row) throw AppError.notFound();
  assertMayRead(actor, row.type);
  return row;
}

/** A row as the wire has it: status, status_text, allowed_actions, signed (1/0), appointment. */
export function present(actor: Actor, r: ReassignOrder & Record<string, unknown>) {
  return extend(r, {
    ...workflowState(reassignWorkflow, actor, r),
    status_id: REASSIGN_STATUSES.indexOf(r.status as ReassignStatus) + 1,
    signed: r.signed_at ? 1 : 0,
    appointment: r.redelivery_at ?? null,
  });
}

export async function details(ctx: AppContext, actor: Actor, id: number) {
  const db = ctx.db;
  const row = await orderInScope(db, actor, id);
  const who = await repo.companyOf(db, row.company_id);
  const groupCamps = await repo.groupCampsOf(db, id);
  const f = await fillingOf(db, row);
  const names = (by: number | null) => repo.userName(db, by);
  const ownCompany = !actor.isAuthority && row.company_id === actor.orgId && holds(actor, row.type, 'index');
  const reviewer = actor.isAuthority && holds(actor, row.type, 'index');
  return {
    ...present(actor, { ...row, ...who }),
    camps: groupCamps.filter((c) => !c.removed_at),
    removed_camps: groupCamps.filter((c) => c.removed_at),
    form: f
      ? {
          form_id: f.form_id,
          filling_id: f.id,
          subject_type: f.subject_type,
          subject_id: f.subject_id,
          status: f.status,
          total_halalas: Number(f.total_halalas),
        }
      : null,
    timeline: await timeline(db, reassignWorkflow, id, actor.lang),
    // The re-delivery record's parties and, once both signed, its QR (printable view).
    redelivery: row.redelivery_at
      ? {
          at: row.redelivery_at.toISOString(),
          company_signed_by: await names(row.redelivery_company_signed_by),
          company_signed_at: row.redelivery_company_signed_at?.toISOString() ?? null,
          authority_signed_by: await names(row.redelivery_authority_signed_by),
          authority_signed_at: row.redelivery_authority_signed_at?.toISOString() ?? null,
          document: await documentUrl(db, ctx.config.PUBLIC_URL, {
            type: 'reassign_redelivery',
            recordId: id,
          }),
        }
      : null,
    // What the screens offer besides the workflow's actions (the server checks each again).
    can: {
      edit_group: ownCompany && GROUP_OPEN.includes(row.status as ReassignStatus),
      sign_redelivery:
        row.status === 'redelivery_booked' &&
        holds(actor, row.type, 'signature') &&
        (actor.isAuthority
          ? !row.redelivery_authority_signed_at
          : ownCompany && !row.redelivery_company_signed_at),
      upload: {
        kroky: ownCompany && UPLOAD_IN.kroky.includes(row.status),
        payment: ownCompany && UPLOAD_IN.payment.includes(row.status),
        redelivery: reviewer && UPLOAD_IN.redelivery.includes(row.status),
      },
      review: {
        kroky: reviewer && REVIEW_IN.kroky.includes(row.status),
        payment: reviewer && REVIEW_IN.payment.includes(row.status),
        redelivery: false,
      },
    },
  };
}
