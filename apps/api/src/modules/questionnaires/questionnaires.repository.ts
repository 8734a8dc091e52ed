/**
 * Queries of questionnaires and their assignments: the lists (with counts and names), a record in
 * scope. The rules (who may, the states, the transactions) stay in the services.
 */
import { type QuestionnaireContent, USER_TYPES } from '@mashaer/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { outer, type Tx } from '../../db/client';
import { questionnaireAssignments as qa, questionnaires, users } from '../../db/schema';
import { equalTo, type ListInput, runList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { searchJoins } from '../../lib/list-defaults';

const company = alias(users, 'company');
const companyName = (lang: 'ar' | 'en') =>
  lang === 'en'
    ? sql<string>`coalesce(${company.company_name_en}, ${company.company_name_ar}, ${company.name})`
    : sql<string>`coalesce(${company.company_name_ar}, ${company.company_name_en}, ${company.name})`;

const assignedCount = sql<number>`(select count(*)::int from ${qa} where ${qa.questionnaire_id} = ${outer(questionnaires.id)})`;
const answeredCount = sql<number>`(select count(*)::int from ${qa} where ${qa.questionnaire_id} = ${outer(questionnaires.id)} and ${qa.status} = 'answered')`;
const counted = {
  ...getTableColumns(questionnaires),
  assigned_count: assignedCount,
  answered_count: answeredCount,
};

/** `POST general/questionnaires?page`: every questionnaire (an authority's list). */
export function listQuestionnaires(db: Tx, input: ListInput) {
  const key = 'questionnaires';
  return runList(
    db,
    keyedSpec(key, () => ({
      // Compiled (lib/list-compiled.ts): one prepared statement answers the page and its count.
      key,
      from: questionnaires,
      select: counted,
      filters: {
        status: { op: 'eq', column: questionnaires.status },
        search: { op: 'search', columns: [questionnaires.title] },
      },
      sorts: { id: questionnaires.id, title: questionnaires.title, status: questionnaires.status },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: questionnaires.id,
    })),
    input,
  );
}

/** A questionnaire with its counts, or undefined. */
export async function findQuestionnaire(db: Tx, id: number) {
  const [r] = await db.select(counted).from(questionnaires).where(eq(questionnaires.id, id));
  return r;
}

export async function answeredCountOf(tx: Tx, id: number) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(qa)
    .where(and(eq(qa.questionnaire_id, id), eq(qa.status, 'answered')));
  return r?.n ?? 0;
}

const assignmentSelect = (lang: 'ar' | 'en') => ({
  ...getTableColumns(qa),
  questionnaire_title: lang === 'en' ? questionnaires.title_en : questionnaires.title,
  description: questionnaires.description,
  content: questionnaires.content,
  closes_at: questionnaires.closes_at,
  user_name: users.name,
  company_name: companyName(lang),
});
const assignmentJoins = (q: PgSelect) =>
  q
    .innerJoin(questionnaires, eq(questionnaires.id, qa.questionnaire_id))
    .innerJoin(users, eq(users.id, qa.user_id))
    .innerJoin(company, eq(company.id, qa.company_id)) as unknown as PgSelect;

/** Assignments (`questionnaires-users`, or the caller's own with `user`), in the scope `org` (null: all). */
export function listAssignments(
  db: Tx,
  input: ListInput,
  lang: 'ar' | 'en',
  scope: { org: number | null; user?: number },
) {
  // The caller's organisation and user are placeholders: one statement a scope's shape.
  const base: (SQL | undefined)[] = [
    scope.org === null ? undefined : eq(qa.company_id, sql.placeholder('org')),
    scope.user === undefined ? undefined : eq(qa.user_id, sql.placeholder('user')),
  ];
  const key = `questionnaire-assignments:${lang}:${scope.org === null ? 'all' : 'org'}:${scope.user === undefined ? 'any' : 'user'}`;
  return runList(
    db,
    keyedSpec(key, () => ({
      from: qa,
      select: assignmentSelect(lang),
      ...searchJoins(assignmentJoins),
      deferJoins: true,
      base,
      filters: {
        ...equalTo({
          status: qa.status,
          questionnaire_id: qa.questionnaire_id,
          type_id: qa.type_id,
          company_id: qa.company_id,
        }),
        search: { op: 'search', columns: [questionnaires.title, users.name] },
      },
      sorts: { id: qa.id, status: qa.status, created_at: qa.created_at, answered_at: qa.answered_at },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: qa.id,
    })),
    input,
    { org: scope.org, user: scope.user },
  );
}

/** One assignment with its questionnaire and names, selected by `where` (id and scope). */
export async function findAssignment(db: Tx, where: SQL | undefined, lang: 'ar' | 'en') {
  const q = db.select(assignmentSelect(lang)).from(qa).$dynamic();
  const [r] = await assignmentJoins(q as unknown as PgSelect).where(where);
  return r as AssignmentWithNames | undefined;
}
/** An assignment as read: the row, its questionnaire's title, content and closing day, the names. */
export type AssignmentWithNames = typeof qa.$inferSelect & {
  questionnaire_title: string;
  description: string | null;
  content: QuestionnaireContent;
  closes_at: string;
  user_name: string;
  company_name: string;
};

export const typeName = (lang: 'ar' | 'en', id: number) => {
  const t = USER_TYPES.find((x) => x.id === id);
  return t ? t[lang] : '';
};

/** The scope of an assignment read: its id, and the caller's organisation unless an authority. */
export const assignmentWhere = (id: number, org: number | null) =>
  and(eq(qa.id, id), org === null ? undefined : eq(qa.company_id, org));
export const myAssignmentWhere = (questionnaireId: number, userId: number) =>
  and(eq(qa.questionnaire_id, questionnaireId), eq(qa.user_id, userId));
