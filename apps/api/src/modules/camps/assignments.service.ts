import {
  ASSIGNMENT_STATUS_LABEL,
  ASSIGNMENT_WORKFLOW,
  type AssignCampInput,
  type AssignmentStatus,
  CENTRE_NUMBER_TYPES,
  CHANGE_STATUS_ACTIONS,
  type ChangeAssignmentStatusSchema,
  runtimeKey,
  targetsOf,
  translate,
  type UpdateCampByCompanySchema,
  USER_TYPES,
} from '@mashaer/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { assignCamps, countries, files } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, type FieldErrors, refusedOn } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { orNull, pick } from '../../lib/form-values';
import type { ListInput } from '../../lib/list';
import { namesIn } from '../../lib/place-names';
import { removeStored } from '../../lib/uploads';
import { recordCreated, removeRecord, runAction, timeline, workflowState } from '../../lib/workflow';
import { assignmentWorkflow } from './assignment.workflow';
import * as repo from './assignments.repository';
import * as camps from './camps.repository';
import { presentCamp } from './camps.service';

export const MODULE = 'assignments';
type Assignment = typeof assignCamps.$inferSelect;

const typeCode = (typeId: unknown) => USER_TYPES.find((t) => t.id === typeId)?.code ?? null;

function presentAssignment(r: repo.AssignRow, actor: Pick<Actor, 'lang'>) {
  const en = actor.lang === 'en';
  const code = typeCode(r.company_type_id);
  return {
    ...r,
    status_text: translate(actor.lang, ASSIGNMENT_STATUS_LABEL[r.status as AssignmentStatus]),
    camp_name: r.camp_number,
    ...namesIn(r, actor.lang),
    country: r.country_id ? (en ? r.country_name_en : r.country_name) : null,
    company_type_code: code,
    /** Spec §6: raft_office and service_provider receivers show "centre number" instead of "licence". */
    receiver_cr_label: CENTRE_NUMBER_TYPES.includes(code as never) ? 'centre_number' : 'license_number',
  };
}

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listAssignments(ctx.db, input, scopeOrg(actor));
  return { ...page, data: page.data.map((r) => presentAssignment(r, actor)) };
}

/** One assignment with its camp, files, appointments, timeline and the moves open to the caller. */
export async function show(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findAssignment(ctx.db, id, scopeOrg(actor));
  if (!row) throw AppError.notFound();
  const [camp, events, appts, fileRows] = await Promise.all([
    camps.findCamp(ctx.db, row.camp_id as number),
    timeline(ctx.db, assignmentWorkflow, id, actor.lang),
    repo.appointmentsOf(ctx.db, id),
    repo.fileMeta(ctx.db, [row.kroky_file_id as number | null, row.assign_file_id as number | null]),
  ]);
  const file = (fid: unknown, field: string) => {
    const f = fileRows.find((x) => x.id === fid);
    return f ? { ...f, url: `/api/general/assign_camps_attachments/download/${field}/${id}` } : null;
  };
  const state = workflowState(assignmentWorkflow, actor, row as unknown as Assignment);
  return {
    data: {
      ...presentAssignment(row, actor),
      camp: camp ? presentCamp(camp, actor) : null,
      attachment: file(row.kroky_file_id, 'kroky'),
      assign_file: file(row.assign_file_id, 'assign_file'),
      appointments: appts.map((a) => ({
        ...a,
        status_text: translate(actor.lang, runtimeKey(`appointment.status.${a.status}`)),
      })),
      history: events.map((e) => ({
        ...e,
        note: e.reason,
        user_id: e.actor?.id ?? null,
        user_name: e.actor ? (actor.lang === 'en' ? e.actor.name_en : e.actor.name_ar) : null,
      })),
      allowed_actions: state.allowed_actions,
      /** The targets of `change_status` open to the caller (from allowed_actions). */
      next_statuses: state.allowed_actions.flatMap((a) =>
        Object.values(CHANGE_STATUS_ACTIONS).includes(a as never)
          ? targetsOf(ASSIGNMENT_WORKFLOW.actions[a as keyof typeof ASSIGNMENT_WORKFLOW.actions])
          : [],
      ),
    },
  };
}

/** `POST general/assign_camps/change_status/{id}`: answered, deliverd or returned (the kernel decides). */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  v: z.infer<typeof ChangeAssignmentStatusSchema>,
) {
  await runAction(ctx.db, assignmentWorkflow, actor, id, CHANGE_STATUS_ACTIONS[v.status], {
    input: { note: v.note },
    reason: v.note ?? null,
    auditNew: { note: v.note ?? null },
  });
  return { message: translate(actor.lang, 'assignment.status_changed'), ...(await show(ctx, actor, id)) };
}

// ---- assign, update, delete ----

async function assertAssignable(tx: Tx, v: AssignCampInput) {
  const camp = await camps.lockCamp(tx, v.camp_id);
  if (!camp) throw AppError.invalid({ camp_id: 'assignment.camp_unknown' });
  const fields: FieldErrors = {};
  if (v.square_id && v.square_id !== camp.square_id) fields.square_id = 'assignment.square_mismatch';
  if (!(await repo.receiver(tx, v.receiver_company_id)))
    fields.receiver_company_id = 'assignment.company_invalid';
  if (v.country_id && !(await camps.exists(tx, countries, v.country_id)))
    fields.country_id = 'assignment.country_unknown';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  return camp;
}

const assignValues = (v: AssignCampInput) => ({
  company_id: v.receiver_company_id,
  ...pick(v, ['camp_id', 'receiver_cr']),
  ...orNull(v, ['country_id', 'pilgrims_count', 'notes']),
});

/** Writes an assignment's changed columns with the update's audit row. */
async function updateAssignment(
  tx: Tx,
  actor: Actor,
  id: number,
  before: Assignment,
  set: Partial<Assignment>,
  method: string,
) {
  const [after] = await tx
    .update(assignCamps)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(assignCamps.id, id))
    .returning();
  await audit(tx, null, {
    userId: actor.id,
    ip: actor.ip,
    event: 'updated',
    table: 'assign_camps',
    recordId: id,
    old: before,
    new: after,
    module: MODULE,
    method,
  });
}

/** The camp already has an active assignment: refused on its field (the partial unique index decides races). */
const oneActive = <T>(fn: () => Promise<T>) =>
  refusedOn(
    ['23505'],
    () => AppError.invalid({ camp_id: 'assignment.camp_taken' }, 'assignment.camp_taken'),
    fn,
  );

/** `POST general/camps/assignCampToCompany`: answers the assignment with its camp (the NewAssign step). */
export async function assign(ctx: AppContext, actor: Actor, v: AssignCampInput) {
  const id = await oneActive(() =>
    ctx.db.transaction(async (tx) => {
      await assertAssignable(tx, v);
      if (await repo.activeAssignmentOfCamp(tx, v.camp_id))
        throw AppError.invalid({ camp_id: 'assignment.camp_taken' }, 'assignment.camp_taken');
      const [created] = await tx
        .insert(assignCamps)
        .values({ ...assignValues(v), status: 'pending', created_by: actor.id })
        .returning();
      await recordCreated(tx, assignmentWorkflow, created.id, 'pending', actor);
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'created',
        table: 'assign_camps',
        recordId: created.id,
        new: created,
        module: MODULE,
        method: 'general/camps/assignCampToCompany',
      });
      return created.id;
    }),
  );
  return { message: translate(actor.lang, 'assignment.created'), ...(await show(ctx, actor, id)) };
}

export async function updateAssignation(ctx: AppContext, actor: Actor, id: number, v: AssignCampInput) {
  await oneActive(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lockAssignment(tx, id, scopeOrg(actor));
      if (!before) throw AppError.notFound();
      if (before.status === 'returned') throw new AppError(422, 'assignment.closed');
      const changesHolder = v.camp_id !== before.camp_id || v.receiver_company_id !== before.company_id;
      if (changesHolder && before.status !== 'pending')
        throw AppError.invalid({ camp_id: 'assignment.camp_locked' }, 'assignment.camp_locked');
      await assertAssignable(tx, v);
      if (v.camp_id !== before.camp_id && (await repo.activeAssignmentOfCamp(tx, v.camp_id, id)))
        throw AppError.invalid({ camp_id: 'assignment.camp_taken' }, 'assignment.camp_taken');
      await updateAssignment(tx, actor, id, before, assignValues(v), 'general/camps/updateCampAssignation');
    }),
  );
  return { message: translate(actor.lang, 'assignment.updated'), ...(await show(ctx, actor, id)) };
}

export async function remove(ctx: AppContext, actor: Actor, id: number) {
  let stored: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockAssignment(tx, id, scopeOrg(actor));
    if (!before) throw AppError.notFound();
    if (before.status !== 'pending') throw new AppError(422, 'assignment.delete_not_pending');
    // The timeline stays (append-only), ending with the deletion.
    await removeRecord(tx, assignmentWorkflow, actor, before, {
      method: 'general/camps/deleteCampAssignation',
    });
    const gone = await tx
      .delete(files)
      .where(and(eq(files.entity, 'assign_camps'), eq(files.entity_id, id)))
      .returning({ key: files.storage_key });
    stored = gone.map((g) => g.key);
  });
  await removeStored(ctx.storage, stored).catch(() => undefined);
  return { message: translate(actor.lang, 'assignment.deleted') };
}

/** `POST general/camps/updateCampByCompany/{id}`: the receiving company's own details. */
export async function updateByCompany(
  ctx: AppContext,
  actor: Actor,
  id: number,
  v: z.infer<typeof UpdateCampByCompanySchema>,
  method = 'general/camps/updateCampByCompany',
) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockAssignment(tx, id, scopeOrg(actor));
    if (!before) throw AppError.notFound();
    if (before.status === 'returned') throw new AppError(422, 'assignment.closed');
    if (v.country_id && !(await camps.exists(tx, countries, v.country_id)))
      throw AppError.invalid({ country_id: 'assignment.country_unknown' });
    const set: Partial<Assignment> = {};
    if ('country_id' in v) set.country_id = v.country_id ?? null;
    if ('pilgrims_count' in v) set.pilgrims_count = v.pilgrims_count ?? null;
    if ('notes' in v) set.notes = v.notes ?? null;
    await updateAssignment(tx, actor, id, before, set, method);
  });
  return { message: translate(actor.lang, 'assignment.updated'), ...(await show(ctx, actor, id)) };
}

export async function changeCountry(
  ctx: AppContext,
  actor: Actor,
  v: { assign_camp_id: number; country_id: number },
) {
  const res = await updateByCompany(
    ctx,
    actor,
    v.assign_camp_id,
    { country_id: v.country_id },
    'general/assign_camps/change_country_id',
  );
  return { ...res, message: translate(actor.lang, 'assignment.country_changed') };
}

// The kroky drawing and the assignment file are served from their own file.
export { download, saveAttachments } from './assignment-files.service';
