/**
 * Queries of question categories: the list, one category with its member users and user types,
 * name clashes, the member rows, and the active users offered as members or form recipients. The
 * rules (labels, unknown members, the audit row) stay in question-categories.service.ts.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questionCategories, questionCategoryTypes, questionCategoryUsers, users } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { deleteRow, insertRow, touchRow } from '../../lib/rows';
import { findRow } from '../../lib/scope';

type CategoryNames = Pick<typeof questionCategories.$inferInsert, 'name' | 'name_en' | 'audience'>;

export function listCategories(db: Tx, input: ListInput) {
  return runList(
    db,
    {
      from: questionCategories,
      select: {
        id: questionCategories.id,
        name: questionCategories.name,
        name_en: questionCategories.name_en,
        audience: questionCategories.audience,
        created_at: questionCategories.created_at,
        // Qualified by hand: in a one-table select drizzle renders the outer column bare ("id"), which
        // inside the subquery would mean the question's own id.
        questions_count: sql<number>`(select count(*)::int from questions q where q.category_id = question_categories.id)`,
      },
      filters: {
        search: { op: 'search', columns: [questionCategories.name, questionCategories.name_en] },
        audience: { op: 'eq', column: questionCategories.audience },
      },
      sorts: {
        id: questionCategories.id,
        name: questionCategories.name,
        name_en: questionCategories.name_en,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: questionCategories.id,
    },
    input,
  );
}

export async function findCategory(tx: Tx, id: number, lock = false) {
  return findRow(tx, questionCategories, eq(questionCategories.id, id), lock);
}

/** A category's member users (id, name) and user types, in id order. */
export function categoryMembers(tx: Tx, id: number) {
  return Promise.all([
    tx
      .select({ id: users.id, name: users.name })
      .from(questionCategoryUsers)
      .innerJoin(users, eq(users.id, questionCategoryUsers.user_id))
      .where(eq(questionCategoryUsers.category_id, id))
      .orderBy(asc(users.id)),
    tx
      .select({ type_id: questionCategoryTypes.type_id })
      .from(questionCategoryTypes)
      .where(eq(questionCategoryTypes.category_id, id))
      .orderBy(asc(questionCategoryTypes.type_id)),
  ]);
}

/** Whether another category already has this name in `field` (case-insensitively). */
export async function nameTaken(tx: Tx, field: 'name' | 'name_en', value: string, selfId?: number) {
  const col = questionCategories[field];
  const [hit] = await tx
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(and(sql`lower(${col}) = lower(${value})`, selfId ? ne(questionCategories.id, selfId) : undefined))
    .limit(1);
  return hit !== undefined;
}

export async function clearMembers(tx: Tx, id: number) {
  await tx.delete(questionCategoryUsers).where(eq(questionCategoryUsers.category_id, id));
  await tx.delete(questionCategoryTypes).where(eq(questionCategoryTypes.category_id, id));
}

/** How many of these users exist and are not deleted. */
export async function countLiveUsers(tx: Tx, ids: number[]) {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), sql`${users.deleted_at} is null`));
  return found.length;
}

export async function insertMemberUsers(tx: Tx, id: number, userIds: number[]) {
  await tx.insert(questionCategoryUsers).values(userIds.map((user_id) => ({ category_id: id, user_id })));
}

export async function insertMemberTypes(tx: Tx, id: number, typeIds: number[]) {
  await tx.insert(questionCategoryTypes).values(typeIds.map((type_id) => ({ category_id: id, type_id })));
}

export const insertCategory = (tx: Tx, v: CategoryNames) => insertRow(tx, questionCategories, v);

export async function updateCategory(tx: Tx, id: number, v: CategoryNames) {
  await touchRow(tx, questionCategories, id, v);
}

export const deleteCategory = (tx: Tx, id: number) => deleteRow(tx, questionCategories, id);

/** Active, not deleted users by name, with their type and company name in `lang`. */
export function activeUsers(tx: Tx, lang: 'ar' | 'en') {
  return tx
    .select({
      id: users.id,
      name: users.name,
      type_id: users.type_id,
      company: lang === 'en' ? users.company_name_en : users.company_name_ar,
    })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`${users.deleted_at} is null`))
    .orderBy(asc(users.name), asc(users.id));
}

/** Every category by name (the questions grouped by category). */
export const allCategories = (db: Tx) =>
  db.select().from(questionCategories).orderBy(asc(questionCategories.name));
