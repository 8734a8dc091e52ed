/**
 * Re-assign and lock orders (spec 001 §7 "Re-assign and lock orders"): the list, add, change and
 * take a camp out of a group, the details, and each workflow action through the kernel. A company
 * files and sees only its own orders; authorities see all. The order type's permission
 * (REASSIGN_PERMISSIONS) is checked on every call: 403 without it.
 */
import {
  REASSIGN_STATUSES,
  REASSIGN_WORKFLOW,
  type ReassignRow,
  type ReassignStatus,
  type ReassignType,
  statusText,
  USER_TYPES,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, i18nOf } from '../../lib/actor';
import { AppError, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse } from '../../lib/list';
import { applyAction, recordCreated, runAction } from '../../lib/workflow';
import * as engine from '../templates/engine.service';
import * as repo from './reassign.repository';
import {
  assertMayRead,
  CLOSED,
  details,
  GROUP_OPEN,
  MODULE,
  notEditable,
  orderInScope,
  present,
} from './reassign.shared';
import {
  holds,
  liveCampCount,
  type ReassignOrder,
  reassignWorkflow,
  subjectTypeOf,
} from './reassign.workflow';

// Signing the re-delivery record is served with the order's other documents.
export { signRedelivery } from './reassign-documents.service';

/** `general/reassign_order/list?page` (body `type`): status, appointment and signed (spec §3). */
export async function list(ctx: AppContext, actor: Actor, input: ListInput & { body: { type: string } }) {
  const type = input.body.type;
  assertMayRead(actor, type);
  const page = await repo.listOrders(ctx.db, input, { type, all: actor.isAuthority, org: actor.orgId });
  return listResponse(
    {
      ...page,
      data: page.data.map(
        (r) =>
          present(actor, r as unknown as ReassignOrder & Record<string, unknown>) as unknown as ReassignRow,
      ),
    },
    {
      status: REASSIGN_STATUSES.map((s) => ({
        value: s,
        label: statusText(REASSIGN_WORKFLOW, s, actor.lang),
      })),
    },
  );
}

/** The details: the order, its camps, its form's filling, documents' counts and the timeline. */
export async function show(ctx: AppContext, actor: Actor, id: number) {
  return { data: await details(ctx, actor, id) };
}

/**
 * The form of a new order (spec: "form signers exist per form (type reassign or lock)"): the
 * newest form of the type whose company-side signers (every signer of a non-authority type) are
 * of the ordering organisation's type, so every signer slot can be signed by someone: the raft
 * company's form names a raft-company signer, the raft office's a raft-office one; a form signed
 * by the authority only fits every company.
 */
async function formOf(tx: Tx, type: ReassignType, orgId: number) {
  const formId = await repo.formFor(tx, type, orgId);
  if (!formId) throw AppError.invalid({ type: 'reassign.no_form' });
  return formId;
}

/**
 * The camps' live assignments to the caller's organisation (locked), each delivered and in no
 * other open order of the same type; else 422 on `camp_ids`.
 */
async function heldCamps(tx: Tx, actor: Actor, type: string, campIds: number[], exceptOrder?: number) {
  if (new Set(campIds).size !== campIds.length)
    throw AppError.invalid({ camp_ids: 'reassign.camp_duplicate' });
  const held = await repo.lockHeldAssignments(tx, actor.orgId, campIds);
  const byCamp = new Map(held.map((h) => [h.camp_id, h.id]));
  const missing = campIds.find((c) => !byCamp.has(c));
  if (missing !== undefined)
    throw AppError.invalid({ camp_ids: { key: 'reassign.camp_not_held', params: { camp: missing } } });
  const busy = await repo.campInOpenOrder(tx, type, campIds, CLOSED, exceptOrder);
  if (busy)
    throw AppError.invalid({
      camp_ids: { key: 'reassign.camp_in_open_order', params: { camp: busy.camp_id } },
    });
  return byCamp;
}

/** `general/reassign_order/store`: a company files an order for camps it holds (draft). */
export async function store(
  ctx: AppContext,
  actor: Actor,
  v: { type: ReassignType; camp_ids: number[]; notes?: string },
) {
  if (!holds(actor, v.type, 'index')) throw AppError.forbidden();
  if (actor.isAuthority) throw new AppError(403, 'reassign.company_only');
  const id = await ctx.db.transaction(async (tx) => {
    const formId = await formOf(tx, v.type, actor.orgId);
    const byCamp = await heldCamps(tx, actor, v.type, v.camp_ids);
    const row = await repo.insertOrder(tx, {
      type: v.type,
      company_id: actor.orgId,
      form_id: formId,
      notes: v.notes ?? null,
      created_by: actor.id,
    });
    await repo.addGroupCamps(tx, row.id, v.camp_ids, byCamp);
    await recordCreated(tx, reassignWorkflow, row.id, 'draft', actor);
    // The engine takes no actor yet: its audit row of the filling names no user (the filling's created_by does).
    await engine.startFilling(tx, actor, {
      formId,
      subject: { type: subjectTypeOf(v.type), id: row.id },
      companyId: actor.orgId,
      createdBy: actor.id,
    });
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'created',
      table: 'reassign_orders',
      recordId: row.id,
      new: { type: v.type, camp_ids: v.camp_ids, form_id: formId },
      module: MODULE,
      method: 'general/reassign_order/store',
    });
    return row.id;
  });
  return { message: i18nOf(actor).t('reassign.created'), data: await details(ctx, actor, id) };
}

/** The caller's own order, open for changes of its group (draft or signing), locked. */
async function ownOpenOrder(tx: Tx, actor: Actor, id: number) {
  const row = await orderInScope(tx, actor, id, true);
  if (row.company_id !== actor.orgId || actor.isAuthority || !holds(actor, row.type, 'index'))
    throw new AppError(403, 'workflow.party_not_allowed');
  if (!GROUP_OPEN.includes(row.status as ReassignStatus)) throw notEditable(actor, row.status);
  return row;
}

/** `general/reassign_order/update`: the group of camps (the full new list) and the notes. */
export async function update(
  ctx: AppContext,
  actor: Actor,
  v: { reassign_order_id: number; camp_ids?: number[]; notes?: string },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownOpenOrder(tx, actor, v.reassign_order_id);
    const live = await repo.liveGroupCamps(tx, row.id);
    let campIds = live.map((c) => c.camp_id);
    if (v.camp_ids) {
      const added = v.camp_ids.filter((c) => !campIds.includes(c));
      const removed = live.filter((c) => !v.camp_ids!.includes(c.camp_id));
      const byCamp = added.length ? await heldCamps(tx, actor, row.type, added, row.id) : new Map();
      if (removed.length)
        await repo.removeGroupCamps(
          tx,
          removed.map((c) => c.id),
          actor.id,
        );
      if (added.length) await repo.addGroupCamps(tx, row.id, added, byCamp);
      campIds = v.camp_ids;
    }
    if (v.notes !== undefined) await repo.setNotes(tx, row.id, v.notes);
    // On the order's timeline as well as in the audit.
    await applyAction(tx, reassignWorkflow, actor, row, 'change_camps', {
      payload: { camp_ids: campIds },
      auditOld: { camp_ids: live.map((c) => c.camp_id), notes: row.notes },
      auditNew: { camp_ids: campIds, notes: v.notes ?? row.notes },
      method: 'general/reassign_order/update',
    });
  });
  return {
    message: i18nOf(actor).t('reassign.updated'),
    data: await details(ctx, actor, v.reassign_order_id),
  };
}

/**
 * `removeOrderFromGroup/{id}` and cancel camp `{id}`: takes one camp (its group row) out of its
 * order; the last camp cannot go (the order would hold none: cancel it instead).
 */
export async function removeCamp(ctx: AppContext, actor: Actor, groupRowId: number, method: string) {
  const orderId = await ctx.db.transaction(async (tx) => {
    const g = await repo.groupRow(tx, groupRowId);
    if (!g || g.removed_at) throw AppError.notFound();
    const row = await ownOpenOrder(tx, actor, g.reassign_order_id);
    if ((await liveCampCount(tx, row.id)) <= 1)
      throw AppError.invalid({ id: 'reassign.last_camp' }, 'reassign.last_camp');
    await repo.removeGroupCamps(tx, [g.id], actor.id);
    await applyAction(tx, reassignWorkflow, actor, row, 'change_camps', {
      payload: { removed_camp_id: g.camp_id },
      auditOld: { camp_id: g.camp_id, group_row_id: g.id },
      method,
    });
    return row.id;
  });
  return { message: i18nOf(actor).t('reassign.camp_removed'), data: await details(ctx, actor, orderId) };
}

/** The actions posted on their own (a change of the camps is taken by the group's own calls). */
type ReassignAction = Exclude<keyof typeof REASSIGN_WORKFLOW.actions, 'change_camps'>;

/** Takes a workflow action on an order (kernel: state, party, input, guards, timeline, audit). */
export async function act(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: ReassignAction,
  input: Record<string, unknown> = {},
) {
  // Out of scope: 404; in scope without the type's permission: 403 — before the kernel's checks.
  const row = await orderInScope(ctx.db, actor, id);
  // The fee is the form's priced items as the engine totalled them (the filling is closed once signed).
  const fee = repo.filledTotal(subjectTypeOf(row.type), id, row.form_id);
  const set =
    action === 'reject'
      ? { rejection_reason: input.reason }
      : action === 'sign'
        ? { signed_at: sql`now()`, fee_halalas: fee }
        : action === 'book_redelivery'
          ? { redelivery_at: new Date(String(input.appointment)) }
          : undefined;
  try {
    await runAction(ctx.db, reassignWorkflow, actor, id, action, {
      input,
      reason: typeof input.reason === 'string' ? input.reason : null,
      set,
    });
  } catch (e) {
    // Another live appointment of one of the camps overlaps (the appointments' exclusion constraint).
    if (pgErrorCode(e) === '23P01')
      throw AppError.invalid({ appointment: 'appointment.overlap' }, 'appointment.overlap');
    throw e;
  }
  return { message: i18nOf(actor).t(`reassign.done.${action}`), data: await details(ctx, actor, id) };
}

/** `reassign_form/get-user-of-type/{type_id}`: the active users of a type (to name a signer). */
export async function usersOfType(ctx: AppContext, typeId: number) {
  if (!USER_TYPES.some((t) => t.id === typeId)) throw AppError.notFound();
  const rows = await repo.activeUsersOfType(ctx.db, typeId);
  return { data: rows };
}
