/**
 * Questionnaires (issue 30 §3): the authority drafts one from groups, for an audience of user types
 * and named users, and publishes it (the kernel's `publish`: the content is frozen and every user
 * of the audience gets a pending assignment, notified). A questionnaire can be edited or deleted
 * until someone answers it; editing a published one re-freezes its content and assigns new users.
 */
import {
  QUESTIONNAIRE_STATUSES,
  QUESTIONNAIRE_WORKFLOW,
  type QuestionnaireInput,
  statusText,
  translate,
  USER_TYPES,
} from '@mashaer/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pollQuestionGroups, questionnaires, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isoOf, isoOrNull } from '../../lib/iso';
import { type ListInput, listResponse } from '../../lib/list';
import { organisationOptions } from '../../lib/org-name';
import { lockInScope } from '../../lib/scope';
import { createRecord, removeRecord, runAction, timeline, workflowState } from '../../lib/workflow';
import { assignAudience, buildContent } from './audience';
import { type Questionnaire, questionnaireWorkflow } from './questionnaire.workflow';
import * as repo from './questionnaires.repository';

type Counted = Questionnaire & { assigned_count: number; answered_count: number };

function present(actor: Actor, row: Counted) {
  return {
    id: row.id,
    title: actor.lang === 'en' ? row.title_en : row.title,
    title_en: row.title_en,
    description: row.description,
    group_ids: row.group_ids,
    user_type_ids: row.user_type_ids,
    user_ids: row.user_ids,
    is_required: row.is_required ? 1 : 0,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    published_at: isoOrNull(row.published_at),
    created_at: isoOf(row.created_at),
    assigned_count: row.assigned_count,
    answered_count: row.answered_count,
    ...workflowState(questionnaireWorkflow, actor, row),
  };
}

/** The authority's screens only (row scope: a company never sees the questionnaires' table). */
function assertAuthority(actor: Actor) {
  if (!actor.isAuthority) throw AppError.forbidden();
}

/** `POST general/questionnaires?page`. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  assertAuthority(actor);
  const page = await repo.listQuestionnaires(ctx.db, input);
  return listResponse(
    { ...page, data: page.data.map((r) => present(actor, r as Counted)) },
    {
      status: QUESTIONNAIRE_STATUSES.map((s) => ({
        value: s,
        label: statusText(QUESTIONNAIRE_WORKFLOW, s, actor.lang),
      })),
    },
  );
}

/** `GET general/questionnaires/create`: the groups and user types to choose from. */
export async function formData(ctx: AppContext, actor: Actor) {
  assertAuthority(actor);
  const groups = await ctx.db.select().from(pollQuestionGroups).orderBy(pollQuestionGroups.id);
  return {
    data: {
      groups: groups.map((g) => ({ value: g.id, label: actor.lang === 'en' ? g.title_en : g.title })),
      user_types: USER_TYPES.map((t) => ({ value: t.id, label: t[actor.lang] })),
      users: await organisationOptions(ctx.db, actor.lang),
    },
  };
}

async function found(db: Tx, id: number) {
  const row = await repo.findQuestionnaire(db, id);
  if (!row) throw AppError.notFound();
  return row as Counted;
}

/** `GET general/questionnaires/edit/{id}`: the record, its content (live while a draft) and timeline. */
export async function details(ctx: AppContext, actor: Actor, id: number) {
  assertAuthority(actor);
  const row = await found(ctx.db, id);
  const content = row.status === 'draft' ? await buildContent(ctx.db, row.group_ids) : row.content;
  return {
    data: {
      ...present(actor, row),
      content,
      timeline: await timeline(ctx.db, questionnaireWorkflow, id, actor.lang),
    },
  };
}

async function assertGroups(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({ id: pollQuestionGroups.id })
    .from(pollQuestionGroups)
    .where(inArray(pollQuestionGroups.id, ids));
  if (rows.length !== new Set(ids).size) throw AppError.invalid({ group_ids: 'questionnaire.group_unknown' });
}

/** The named audience: every id an account that exists (422 under `user_ids` otherwise). */
async function assertUsers(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deleted_at)));
  if (rows.length !== new Set(ids).size) throw AppError.invalid({ user_ids: 'questionnaire.user_unknown' });
}

const valuesOf = (body: QuestionnaireInput) => ({
  title: body.title,
  title_en: body.title_en,
  description: body.description || null,
  group_ids: [...new Set(body.group_ids)],
  user_type_ids: [...new Set(body.user_type_ids)],
  user_ids: [...new Set(body.user_ids)],
  is_required: body.is_required,
  opens_at: body.opens_at,
  closes_at: body.closes_at,
});

/** `POST general/questionnaires/store`: a draft, through the kernel's `create`. */
export async function store(ctx: AppContext, actor: Actor, body: QuestionnaireInput) {
  assertAuthority(actor);
  const row = await ctx.db.transaction(async (tx) => {
    await assertGroups(tx, body.group_ids);
    await assertUsers(tx, body.user_ids);
    return createRecord(tx, questionnaireWorkflow, actor, { ...valuesOf(body), created_by: actor.id });
  });
  return {
    message: translate(actor.lang, 'questionnaire.created'),
    data: present(actor, { ...row, assigned_count: 0, answered_count: 0 }),
  };
}

/** Locks the questionnaire; refuses (422) once someone answered it. */
async function lockUnanswered(tx: Tx, id: number) {
  const row = await lockInScope(tx, questionnaires, id, null);
  if ((await repo.answeredCountOf(tx, id)) > 0)
    throw new AppError(422, 'questionnaire.answered_locked', {
      fields: { status: 'questionnaire.answered_locked' },
    });
  return row;
}

/** `POST general/questionnaires/update/{id}`. */
export async function update(ctx: AppContext, actor: Actor, id: number, body: QuestionnaireInput) {
  assertAuthority(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await lockUnanswered(tx, id);
    await assertGroups(tx, body.group_ids);
    await assertUsers(tx, body.user_ids);
    const [after] = await tx
      .update(questionnaires)
      .set({ ...valuesOf(body), updated_at: new Date() })
      .where(eq(questionnaires.id, id))
      .returning();
    await audit(tx, null, {
      event: 'updated',
      table: 'questionnaires',
      recordId: id,
      old: before,
      new: after,
      module: 'questionnaires',
      method: 'general/questionnaires/update',
      userId: actor.id,
      ip: actor.ip,
    });
    // Published: the content is frozen again and users new to the audience are assigned.
    if (after.status === 'published') await assignAudience(tx, actor, after);
  });
  return {
    message: translate(actor.lang, 'questionnaire.updated'),
    data: present(actor, await found(ctx.db, id)),
  };
}

/** `DELETE general/questionnaires/{id}`: with its (unanswered) assignments. */
export async function remove(ctx: AppContext, actor: Actor, id: number) {
  assertAuthority(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await lockUnanswered(tx, id);
    await removeRecord(tx, questionnaireWorkflow, actor, row, { method: 'general/questionnaires/delete' });
  });
  return { message: translate(actor.lang, 'questionnaire.deleted') };
}

/** `POST general/questionnaires/publish/{id}`: the kernel's `publish` (assigns the audience). */
export async function publish(ctx: AppContext, actor: Actor, id: number) {
  assertAuthority(actor);
  await runAction(ctx.db, questionnaireWorkflow, actor, id, 'publish');
  return {
    message: translate(actor.lang, 'questionnaire.published'),
    data: present(actor, await found(ctx.db, id)),
  };
}
