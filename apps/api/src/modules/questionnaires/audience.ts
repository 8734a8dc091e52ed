/**
 * Who a published questionnaire goes to: the active users of its user types and its named users.
 * Publishing assigns them all; a user who joins the audience while it is open is assigned when
 * they next open the portal (`syncAssignments`, called by the bell and by "my questionnaires").
 */
import type { QuestionnaireContent } from '@mashaer/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  pollQuestionGroups,
  pollQuestions,
  questionnaireAssignments,
  questionnaires,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/app-error';
import { siteTimeZone } from '../../lib/site-time';
import { createRecord } from '../../lib/workflow';
import { assignmentWorkflow, type Questionnaire } from './questionnaire.workflow';

/** Today in the site's zone, `YYYY-MM-DD`. */
export const todayText = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: siteTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Today in the site's zone, as SQL. */
export const today = () => sql`(now() at time zone ${siteTimeZone()})::date`;

/** The groups' questions in the groups' order: what a questionnaire asks (frozen on publishing). */
export async function buildContent(tx: Tx, groupIds: number[]): Promise<QuestionnaireContent> {
  if (!groupIds.length) return [];
  const groups = await tx.select().from(pollQuestionGroups).where(inArray(pollQuestionGroups.id, groupIds));
  const qIds = [...new Set(groups.flatMap((g) => g.question_ids))];
  const questions = qIds.length
    ? await tx.select().from(pollQuestions).where(inArray(pollQuestions.id, qIds))
    : [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  return groupIds.flatMap((gid) => {
    const g = groups.find((x) => x.id === gid);
    if (!g) return [];
    const qs = g.question_ids.flatMap((id) => {
      const q = byId.get(id);
      if (!q) return [];
      const { created_at: _c, updated_at: _u, ...rest } = q;
      return [
        {
          ...rest,
          type: rest.type as QuestionnaireContent[number]['questions'][number]['type'],
          is_required: rest.is_required ? (1 as const) : (0 as const),
        },
      ];
    });
    return [{ id: g.id, title: g.title, title_en: g.title_en, questions: qs }];
  });
}

/** One assignment through the kernel (a savepoint: a parallel request that assigned first wins). */
async function assign(
  tx: Tx,
  actor: Actor,
  q: Questionnaire,
  u: { id: number; type_id: number; parent_id: number | null },
  quiet = false,
) {
  try {
    await tx.transaction((sp) =>
      createRecord(
        sp,
        assignmentWorkflow,
        actor,
        {
          questionnaire_id: q.id,
          user_id: u.id,
          company_id: u.parent_id ?? u.id,
          type_id: u.type_id,
          is_required: q.is_required,
        },
        { system: true, quiet },
      ),
    );
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
}

/** The `publish` action's step: freezes the content and assigns every user of the audience. */
export async function assignAudience(tx: Tx, actor: Actor, q: Questionnaire, quiet = false) {
  const content = await buildContent(tx, q.group_ids);
  await tx
    .update(questionnaires)
    .set({ content, published_at: sql`now()` })
    .where(eq(questionnaires.id, q.id));
  const audience = await tx
    .select({ id: users.id, type_id: users.type_id, parent_id: users.parent_id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          q.user_type_ids.length ? inArray(users.type_id, q.user_type_ids) : undefined,
          q.user_ids.length ? inArray(users.id, q.user_ids) : undefined,
        ),
      ),
    );
  for (const u of audience) await assign(tx, actor, q, u, quiet);
}

/** Assigns the caller the open published questionnaires of their audience they do not have yet. */
export async function syncAssignments(tx: Tx, actor: Actor) {
  const missing = await tx
    .select()
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.status, 'published'),
        sql`${questionnaires.closes_at} >= ${today()}`,
        or(
          sql`${questionnaires.user_type_ids} @> ${JSON.stringify([actor.typeId])}::jsonb`,
          sql`${questionnaires.user_ids} @> ${JSON.stringify([actor.id])}::jsonb`,
        ),
        sql`not exists (select 1 from ${questionnaireAssignments} a where a.questionnaire_id = ${questionnaires.id} and a.user_id = ${actor.id})`,
      ),
    );
  if (!missing.length) return;
  const [me] = await tx
    .select({ id: users.id, type_id: users.type_id, parent_id: users.parent_id, status: users.status })
    .from(users)
    .where(eq(users.id, actor.id));
  if (me?.status !== 'active') return;
  for (const q of missing) await assign(tx, actor, q, me);
}

/** The title of a questionnaire in Arabic (notifications are written in Arabic first). */
export async function questionnaireTitle(tx: Tx, id: number) {
  const [q] = await tx
    .select({ title: questionnaires.title })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  return q?.title ?? '';
}
