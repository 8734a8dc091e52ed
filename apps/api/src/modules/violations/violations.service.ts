/**
 * Violations (issue 31 §2–3; spec 001 §7 "Violations"): an inspector records one on a camp (its
 * square and the company holding it derived), with photos through the attachment mechanism; every
 * move is an action of VIOLATION_WORKFLOW run by the kernel. A company sees only its own, once
 * assigned to it (another's, or a draft → 404); its first opening records `viewed`.
 */
import {
  type MessageKey,
  statusText,
  translate,
  VIOLATION_SLOTS,
  VIOLATION_WORKFLOW,
  type ViolationStatus,
  type ViolationStore,
  type ViolationUpdateSchema,
} from '@mashaer/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { assignCamps, camps, users, violationLevels, violations } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import { listAttachments } from '../../lib/attachments';
import { isoOf, isoOrNull } from '../../lib/iso';
import { type ListInput, listResponse } from '../../lib/list';
import { recordState } from '../../lib/record-state';
import { lockInScope } from '../../lib/scope';
import { applyAction, createRecord, removeRecord, timeline, workflowState } from '../../lib/workflow';
import { violationWorkflow } from './violation.workflow';
import * as repo from './violations.repository';

const tr = (actor: Actor, key: MessageKey, params?: Record<string, string | number>) =>
  translate(actor.lang, key, params);

function present(actor: Actor, r: repo.NamedViolation, state = workflowState(violationWorkflow, actor, r)) {
  const en = actor.lang === 'en';
  return {
    id: r.id,
    number: r.number,
    camp_id: r.camp_id,
    camp_number: r.camp_number,
    square_id: r.square_id,
    square_name: en ? r.square_en : r.square_ar,
    company_id: r.company_id,
    company_name: en ? r.company_en : r.company_ar,
    violation_form_level_id: r.level_id,
    level_name: en ? r.level_en : r.level_ar,
    level_color: r.level_color,
    fine: r.fine,
    body: r.body,
    lat: r.lat,
    lng: r.lng,
    inspector_id: r.inspector_id,
    created_by: r.created_by,
    assigned_at: isoOrNull(r.assigned_at),
    due_at: isoOrNull(r.due_at),
    viewed_at: isoOrNull(r.viewed_at),
    rejection_cause: r.rejection_cause,
    reject_answer: r.reject_answer,
    answer: r.answer,
    answered_at: isoOrNull(r.answered_at),
    violation_order_id: r.violation_order_id,
    created_at: isoOf(r.created_at),
    ...state,
  };
}

/** The violations' attachments: photos, the objection file, the evidence (record type `violation`). */
export const violationAttachments: Omit<AttachmentArea, 'downloadUrl'> = {
  recordType: 'violation',
  slots: VIOLATION_SLOTS,
  module: 'violations',
  findRecord: async (tx, actor, id, lock) => {
    const org = actor.isAuthority ? null : actor.orgId;
    const q = tx
      .select({ companyId: violations.company_id, status: violations.status })
      .from(violations)
      .where(and(eq(violations.id, id), org === null ? undefined : eq(violations.company_id, org)));
    const [row] = await (lock ? q.for('update') : q);
    if (!row || (org !== null && row.status === 'created')) return undefined;
    return { companyId: row.companyId };
  },
};

export async function list(ctx: AppContext, actor: Actor, input: ListInput, assignedOnly = false) {
  const mine = input.body.mine ? actor.id : undefined;
  const { page, levels } = await repo.listViolations(ctx.db, input, scopeOrg(actor), {
    assignedOnly,
    mine,
    lang: actor.lang,
  });
  return listResponse(
    { ...page, data: page.data.map((r) => present(actor, r as unknown as repo.NamedViolation)) },
    {
      status: VIOLATION_WORKFLOW.statuses.map((s) => ({
        value: s,
        label: statusText(VIOLATION_WORKFLOW, s, actor.lang),
      })),
      violation_form_level_id: levels,
    },
  );
}

async function levelOptions(db: Tx, actor: Actor) {
  const rows = await db.select().from(violationLevels).orderBy(asc(violationLevels.severity));
  return rows.map((l) => ({ value: l.id, label: actor.lang === 'en' ? l.name_en : l.name }));
}

/** `GET general/violation_forms/create`: the held camps, the levels and the inspectors. */
export async function createData(ctx: AppContext, actor: Actor) {
  if (!actor.isAuthority) throw AppError.forbidden();
  const held = await ctx.db
    .selectDistinct({ id: camps.id, n: camps.camp_number })
    .from(camps)
    .innerJoin(assignCamps, and(eq(assignCamps.camp_id, camps.id), ne(assignCamps.status, 'returned')))
    .orderBy(asc(camps.camp_number))
    .limit(2000);
  const inspectors = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [actor.id]));
  return {
    data: {
      camps: held.map((c) => ({ value: c.id, label: c.n })),
      levels: await levelOptions(ctx.db, actor),
      inspectors: inspectors.map((u) => ({ value: u.id, label: u.name })),
    },
  };
}

/** The camp's square and holder and the level, checked (422 on their fields). */
async function place(db: Tx, body: { camp_id: number; violation_form_level_id: number }) {
  const camp = await repo.campHolder(db, body.camp_id);
  if (!camp) throw AppError.invalid({ camp_id: 'violation.camp_unknown' });
  if (!camp.company_id) throw AppError.invalid({ camp_id: 'violation.camp_unassigned' });
  const level = await repo.levelOf(db, body.violation_form_level_id);
  if (!level) throw AppError.invalid({ violation_form_level_id: 'violation.level_unknown' });
  return { square_id: camp.square_id, company_id: camp.company_id, level_id: level.id };
}

/**
 * `POST general/violation_forms/store` → `created`. With an `idempotency_key` (a phone's queued
 * submission), the same key from the same inspector answers the first record, never a second.
 */
export async function store(ctx: AppContext, actor: Actor, body: ViolationStore) {
  if (body.idempotency_key) {
    const seen = await repo.byKey(ctx.db, actor.id, body.idempotency_key);
    if (seen) return { message: tr(actor, 'violation.created'), data: await read(ctx.db, actor, seen.id) };
  }
  const where = await place(ctx.db, body);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const next = await repo.nextNumber(tx);
      const row = await createRecord(tx, violationWorkflow, actor, {
        id: next,
        number: `V-${String(next).padStart(6, '0')}`,
        camp_id: body.camp_id,
        ...where,
        body: body.body,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        created_by: actor.id,
        idempotency_key: body.idempotency_key ?? null,
      });
      return row.id;
    });
    return { message: tr(actor, 'violation.created'), data: await read(ctx.db, actor, id) };
  } catch (e) {
    // The same key sent twice at once: the unique index lets one through; answer it.
    if (body.idempotency_key && isUniqueViolation(e)) {
      const seen = await repo.byKey(ctx.db, actor.id, body.idempotency_key);
      if (seen) return { message: tr(actor, 'violation.created'), data: await read(ctx.db, actor, seen.id) };
    }
    throw e;
  }
}

async function read(db: Tx, actor: Actor, id: number) {
  const r = await repo.findViolation(db, id, scopeOrg(actor));
  if (!r) throw AppError.notFound();
  return present(actor, r);
}

/**
 * `GET general/violation_forms/edit/{id}`: the violation, its timeline and files. The company's
 * first opening of an assigned one records `viewed` (once, on its timeline).
 */
export async function edit(ctx: AppContext, actor: Actor, id: number) {
  let r = await repo.findViolation(ctx.db, id, scopeOrg(actor));
  if (!r) throw AppError.notFound();
  if (r.status === 'assigned' && !actor.isAuthority && r.company_id === actor.orgId) {
    await ctx.db.transaction(async (tx) => {
      const row = await lockInScope(tx, violations, id, actor, violations.company_id);
      if (row.status === 'assigned')
        await applyAction(tx, violationWorkflow, actor, row as repo.ViolationRecord, 'view', {
          set: { viewed_at: new Date() },
        });
    });
    r = (await repo.findViolation(ctx.db, id, scopeOrg(actor)))!;
  }
  const files = await listAttachments(ctx, { ...violationAttachments, downloadUrl }, actor, id);
  return {
    data: {
      ...present(actor, r, await recordState(ctx.db, violationWorkflow, actor, r)),
      timeline: await timeline(ctx.db, violationWorkflow, id, actor.lang),
      attachments: files.data,
    },
  };
}

export const downloadUrl = (attachmentId: number) =>
  `/api/general/violation_forms/attachments/download/${attachmentId}`;

/** `POST general/violation_forms/update/{id}`: the inspector's record, while `created`. */
export async function update(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.infer<typeof ViolationUpdateSchema>,
) {
  if (!actor.isAuthority || !actor.permissions.has('view-violation-form')) throw AppError.forbidden();
  await ctx.db.transaction(async (tx) => {
    const row = await lockInScope(tx, violations, id, actor, violations.company_id);
    if (row.status !== 'created')
      throw AppError.invalid({ status: { key: 'violation.not_editable', params: { status: row.status } } });
    const where = await place(tx, body);
    await tx
      .update(violations)
      .set({
        camp_id: body.camp_id,
        ...where,
        body: body.body,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        updated_at: new Date(),
      })
      .where(eq(violations.id, id));
  });
  return { message: tr(actor, 'violation.updated'), data: await read(ctx.db, actor, id) };
}

/** `DELETE general/violation_forms/{id}`: a `created` one only (its timeline keeps a `deleted` event). */
export async function remove(ctx: AppContext, actor: Actor, id: number) {
  if (!actor.isAuthority || !actor.permissions.has('view-violation-form')) throw AppError.forbidden();
  await ctx.db.transaction(async (tx) => {
    const row = (await lockInScope(tx, violations, id, actor)) as repo.ViolationRecord;
    if (row.status !== 'created')
      throw AppError.invalid({ status: { key: 'violation.not_editable', params: { status: row.status } } });
    await removeRecord(tx, violationWorkflow, actor, row, { method: `general/violation_forms/${id}` });
  });
  return { message: tr(actor, 'violation.deleted') };
}

/** What each action writes beside the status (its input kept on the record and the timeline). */
const SETS: Record<string, (input: Record<string, unknown>) => Record<string, unknown>> = {
  object: (i) => ({ rejection_cause: String(i.rejection_cause).trim() }),
  refuse_objection: (i) => ({ reject_answer: String(i.reject_answer).trim() }),
  answer: (i) => ({ answer: String(i.answer).trim(), answered_at: new Date() }),
};

/** `POST general/violation_forms/{action}/{id}`: one action of the workflow. */
export async function act(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  body: Record<string, unknown>,
) {
  await ctx.db.transaction(async (tx) => {
    const row = (await lockInScope(tx, violations, id, actor, violations.company_id)) as repo.ViolationRecord;
    if (!actor.isAuthority && row.status === 'created') throw AppError.notFound();
    const input = body ?? {};
    const set = SETS[action];
    await applyAction(tx, violationWorkflow, actor, row, action, {
      input,
      set: set ? () => set(input) : undefined,
    });
  });
  return { message: tr(actor, 'violation.done'), data: await read(ctx.db, actor, id) };
}

/** A company's open violations, named in the caller's language (the evidence of its clearance). */
export async function openViolationsOf(db: Tx, actor: Actor, companyId: number) {
  return (await repo.openOfCompany(db, companyId)).map((v) => ({
    id: v.id,
    number: v.number,
    status: v.status,
    status_text: statusText(VIOLATION_WORKFLOW, v.status as ViolationStatus, actor.lang),
    camp_number: v.camp_number,
    level: actor.lang === 'en' ? (v.level_en ?? v.level_ar) : v.level_ar,
  }));
}
