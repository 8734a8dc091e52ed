/**
 * A user's questionnaires (issue 30 §4–6): the pending and answered lists, answering (a draft kept
 * as often as wanted, submitted once through the kernel's `submit`) and the required-questionnaire
 * flag of the bell (`user_notification`). The assignments' list for the authority
 * (`questionnaires-users`) reads the same rows in its scope.
 */
import {
  type PollAnswersInput,
  QUESTIONNAIRE_ASSIGNMENT_STATUSES,
  QUESTIONNAIRE_ASSIGNMENT_WORKFLOW,
  statusText,
  translate,
  USER_TYPES,
} from '@mashaer/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { questionnaireAssignments as qa, questionnaires } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type ListInput, listResponse } from '../../lib/list';
import { applyAction, refusal, timeline, workflowState } from '../../lib/workflow';
import { checkedAnswers } from './answers';
import { syncAssignments, today, todayText } from './audience';
import { assignmentWorkflow } from './questionnaire.workflow';
import * as repo from './questionnaires.repository';

function present(actor: Actor, row: repo.AssignmentWithNames) {
  return {
    id: row.id,
    questionnaire_id: row.questionnaire_id,
    questionnaire_title: row.questionnaire_title,
    user_id: row.user_id,
    user_name: row.user_name,
    company_id: row.company_id,
    company_name: row.company_name,
    type_id: row.type_id,
    type_name: repo.typeName(actor.lang, row.type_id),
    is_required: row.is_required ? 1 : 0,
    closes_at: row.closes_at,
    answered_at: row.answered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    ...workflowState(assignmentWorkflow, actor, row),
  };
}

async function detailsOf(db: Tx, actor: Actor, row: repo.AssignmentWithNames) {
  return {
    data: {
      ...present(actor, row),
      description: row.description,
      content: row.content,
      answers: row.answers,
      timeline: await timeline(db, assignmentWorkflow, row.id, actor.lang),
    },
  };
}

const statusFilter = (actor: Actor) =>
  QUESTIONNAIRE_ASSIGNMENT_STATUSES.map((s) => ({
    value: s,
    label: statusText(QUESTIONNAIRE_ASSIGNMENT_WORKFLOW, s, actor.lang),
  }));

/** `POST general/questionnaires-users?page`: in the caller's scope (a company: its own users). */
export async function usersList(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listAssignments(ctx.db, input, actor.lang, { org: scopeOrg(actor) });
  const qs = await ctx.db
    .select({ id: questionnaires.id, title: questionnaires.title, title_en: questionnaires.title_en })
    .from(questionnaires)
    .orderBy(asc(questionnaires.id));
  return listResponse(
    { ...page, data: page.data.map((r) => present(actor, r as repo.AssignmentWithNames)) },
    {
      status: statusFilter(actor),
      questionnaire_id: qs.map((q) => ({ value: q.id, label: actor.lang === 'en' ? q.title_en : q.title })),
      type_id: USER_TYPES.map((t) => ({ value: t.id, label: t[actor.lang] })),
    },
  );
}

/** `GET general/questionnaires-users/{id}`: an assignment and its answers, in scope (else 404). */
export async function usersDetails(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findAssignment(ctx.db, repo.assignmentWhere(id, scopeOrg(actor)), actor.lang);
  if (!row) throw AppError.notFound();
  return detailsOf(ctx.db, actor, row);
}

/** `POST general/my-questionnaires?page`: the caller's own (assigned first if new to an audience). */
export async function myList(ctx: AppContext, actor: Actor, input: ListInput) {
  await ctx.db.transaction((tx) => syncAssignments(tx, actor));
  const page = await repo.listAssignments(ctx.db, input, actor.lang, { org: null, user: actor.id });
  return listResponse(
    { ...page, data: page.data.map((r) => present(actor, r as repo.AssignmentWithNames)) },
    { status: statusFilter(actor) },
  );
}

async function mine(db: Tx, actor: Actor, questionnaireId: number) {
  const row = await repo.findAssignment(db, repo.myAssignmentWhere(questionnaireId, actor.id), actor.lang);
  if (!row) throw AppError.notFound();
  return row;
}

/** `GET general/my-questionnaires/{questionnaire_id}`. */
export async function myDetails(ctx: AppContext, actor: Actor, questionnaireId: number) {
  await ctx.db.transaction((tx) => syncAssignments(tx, actor));
  return detailsOf(ctx.db, actor, await mine(ctx.db, actor, questionnaireId));
}

/** The caller's assignment, locked, still open; a submitted one refuses as the kernel words it. */
async function lockOpen(tx: Tx, actor: Actor, questionnaireId: number) {
  const row = await mine(tx, actor, questionnaireId);
  const [locked] = await tx.select().from(qa).where(eq(qa.id, row.id)).for('update');
  const refused = refusal(assignmentWorkflow, actor, locked, 'submit');
  if (refused) throw refused;
  if (row.closes_at < todayText())
    throw new AppError(422, 'questionnaire.closed', { fields: { status: 'questionnaire.closed' } });
  return { row, locked };
}

/** `POST general/my-questionnaires/draft/{questionnaire_id}`: keeps the answers so far. */
export async function saveDraft(
  ctx: AppContext,
  actor: Actor,
  questionnaireId: number,
  body: PollAnswersInput,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const { row } = await lockOpen(tx, actor, questionnaireId);
    const answers = checkedAnswers(row.content, body.answers, false);
    await tx.update(qa).set({ answers, updated_at: new Date() }).where(eq(qa.id, row.id));
    return { ...row, answers };
  });
  return { message: translate(actor.lang, 'questionnaire.draft_saved'), data: present(actor, row) };
}

/** `POST general/my-questionnaires/submit/{questionnaire_id}`: once, every required answer given. */
export async function submit(ctx: AppContext, actor: Actor, questionnaireId: number, body: PollAnswersInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const { row, locked } = await lockOpen(tx, actor, questionnaireId);
    const answers = checkedAnswers(row.content, body.answers, true);
    const done = await applyAction(tx, assignmentWorkflow, actor, locked, 'submit', {
      set: { answers, answered_at: new Date() },
      payload: {},
    });
    return { ...row, ...done.row };
  });
  return { message: translate(actor.lang, 'questionnaire.submitted'), data: present(actor, row) };
}

/**
 * The bell's flag (spec 001 §7 "Notifications", §8): the open required questionnaire the caller has
 * pending that closes first (of two due the same day, the one assigned first), or null. New
 * audiences are assigned first.
 */
export async function requiredPending(ctx: AppContext, actor: Actor): Promise<number | null> {
  await ctx.db.transaction((tx) => syncAssignments(tx, actor));
  const [r] = await ctx.db
    .select({ id: qa.questionnaire_id })
    .from(qa)
    .innerJoin(questionnaires, eq(questionnaires.id, qa.questionnaire_id))
    .where(
      and(
        eq(qa.user_id, actor.id),
        eq(qa.status, 'pending'),
        eq(qa.is_required, 1),
        sql`${questionnaires.opens_at} <= ${today()}`,
        sql`${questionnaires.closes_at} >= ${today()}`,
      ),
    )
    .orderBy(asc(questionnaires.closes_at), asc(qa.id))
    .limit(1);
  return r?.id ?? null;
}
