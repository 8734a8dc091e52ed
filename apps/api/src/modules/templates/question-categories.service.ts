/** Question categories and who answers them (spec 000 §7 "Question categories"). */
import {
  CATEGORY_AUDIENCE_LABELS,
  type CategoryAudience,
  type QuestionCategorySchema,
  USER_TYPES,
} from '@mashaer/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  questionCategories,
  questionCategoryTypes,
  questionCategoryUsers,
  questions,
  users,
} from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { deleting, type Lang, label, MODULE, options } from './definitions-shared';
import { presentQuestion } from './questions.service';

// ------------------------------------------------------------------------------------------------
// Question categories
// ------------------------------------------------------------------------------------------------

type CategoryValues = z.output<typeof QuestionCategorySchema>;

async function categoryWithMembers(tx: Tx, id: number, lang: Lang, lock = false) {
  const q = tx.select().from(questionCategories).where(eq(questionCategories.id, id));
  const [c] = await (lock ? q.for('update') : q);
  if (!c) throw AppError.notFound();
  const [us, ts] = await Promise.all([
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
  return {
    ...c,
    audience_text: label(CATEGORY_AUDIENCE_LABELS[c.audience as CategoryAudience], lang),
    user_ids: us.map((u) => u.id),
    users: us,
    type_ids: ts.map((t) => t.type_id),
  };
}

async function assertUniqueCategory(tx: Tx, v: CategoryValues, selfId?: number) {
  const fields: FieldErrors = {};
  for (const [field, col] of [
    ['name', questionCategories.name],
    ['name_en', questionCategories.name_en],
  ] as const) {
    const [hit] = await tx
      .select({ id: questionCategories.id })
      .from(questionCategories)
      .where(
        and(sql`lower(${col}) = lower(${v[field]})`, selfId ? ne(questionCategories.id, selfId) : undefined),
      )
      .limit(1);
    if (hit) fields[field] = 'crud.duplicate';
  }
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

async function writeMembers(tx: Tx, id: number, v: CategoryValues) {
  await tx.delete(questionCategoryUsers).where(eq(questionCategoryUsers.category_id, id));
  await tx.delete(questionCategoryTypes).where(eq(questionCategoryTypes.category_id, id));
  if (v.user_ids.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, v.user_ids), sql`${users.deleted_at} is null`));
    if (found.length !== v.user_ids.length)
      throw AppError.invalid({ user_ids: 'question_category.user_unknown' });
    await tx
      .insert(questionCategoryUsers)
      .values(v.user_ids.map((user_id) => ({ category_id: id, user_id })));
  }
  if (v.type_ids.length) {
    if (v.type_ids.some((t) => !USER_TYPES.some((u) => u.id === t)))
      throw AppError.invalid({ type_ids: 'question_category.type_unknown' });
    await tx
      .insert(questionCategoryTypes)
      .values(v.type_ids.map((type_id) => ({ category_id: id, type_id })));
  }
}

export async function listCategories(ctx: AppContext, req: FastifyRequest, input: ListInput) {
  const lang = req.lang as Lang;
  const page = await runList(
    ctx.db,
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
  return listResponse(
    {
      ...page,
      data: (page.data as { audience: CategoryAudience }[]).map((c) => ({
        ...c,
        audience_text: label(CATEGORY_AUDIENCE_LABELS[c.audience], lang),
      })),
    },
    { audience: options(['all', 'users', 'types'] as const, CATEGORY_AUDIENCE_LABELS, lang) },
  );
}

export async function getCategory(ctx: AppContext, req: FastifyRequest, id: number) {
  return { data: await categoryWithMembers(ctx.db, id, req.lang as Lang) };
}

export async function storeCategory(ctx: AppContext, req: FastifyRequest, v: CategoryValues) {
  const lang = req.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    await assertUniqueCategory(tx, v);
    const [c] = await tx
      .insert(questionCategories)
      .values({ name: v.name, name_en: v.name_en, audience: v.audience })
      .returning();
    await writeMembers(tx, c.id, v);
    const after = await categoryWithMembers(tx, c.id, lang);
    await audit(tx, req, {
      event: 'created',
      table: 'question_categories',
      recordId: c.id,
      new: after,
      module: MODULE,
      method: 'general/question_category/store',
    });
    return after;
  });
  return { message: req.t('crud.created'), data };
}

export async function updateCategory(ctx: AppContext, req: FastifyRequest, id: number, v: CategoryValues) {
  const lang = req.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    const before = await categoryWithMembers(tx, id, lang, true);
    await assertUniqueCategory(tx, v, id);
    await tx
      .update(questionCategories)
      .set({ name: v.name, name_en: v.name_en, audience: v.audience, updated_at: sql`now()` })
      .where(eq(questionCategories.id, id));
    await writeMembers(tx, id, v);
    const after = await categoryWithMembers(tx, id, lang);
    await audit(tx, req, {
      event: 'updated',
      table: 'question_categories',
      recordId: id,
      old: before,
      new: after,
      module: MODULE,
      method: 'general/question_category/update',
    });
    return after;
  });
  return { message: req.t('crud.updated'), data };
}

export async function deleteCategory(ctx: AppContext, req: FastifyRequest, id: number) {
  await deleting(() =>
    ctx.db.transaction(async (tx) => {
      const before = await categoryWithMembers(tx, id, req.lang as Lang, true);
      await tx.delete(questionCategories).where(eq(questionCategories.id, id));
      await audit(tx, req, {
        event: 'deleted',
        table: 'question_categories',
        recordId: id,
        old: before,
        module: MODULE,
        method: 'general/question_category/destroy',
      });
    }),
  );
  return { message: req.t('crud.deleted') };
}

/** Active users to choose from (category audiences, sending a form), with their type. */
export async function userOptions(tx: Tx, lang: Lang) {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      type_id: users.type_id,
      company: lang === 'en' ? users.company_name_en : users.company_name_ar,
    })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`${users.deleted_at} is null`))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((u) => ({
    value: u.id,
    label: u.company ? `${u.name} — ${u.company}` : u.name,
    type_id: u.type_id,
  }));
}

/** `question_category/get-data`: the options of the category form (users and user types). */
export async function categoryFormData(ctx: AppContext, req: FastifyRequest) {
  const lang = req.lang as Lang;
  return {
    data: {
      audiences: options(['all', 'users', 'types'] as const, CATEGORY_AUDIENCE_LABELS, lang),
      user_types: USER_TYPES.map((t) => ({ value: t.id, label: t[lang] })),
      users: await userOptions(ctx.db, lang),
    },
  };
}

/** `get_questions`: the questions grouped by category, for the form builder. */
export async function questionsByCategory(ctx: AppContext, req: FastifyRequest) {
  const lang = req.lang as Lang;
  const [cats, qs] = await Promise.all([
    ctx.db.select().from(questionCategories).orderBy(asc(questionCategories.name)),
    ctx.db.select().from(questions).orderBy(asc(questions.id)),
  ]);
  const present = (q: typeof questions.$inferSelect) => presentQuestion(q, lang);
  return {
    data: [
      ...cats.map((c) => ({
        id: c.id,
        name: c.name,
        name_en: c.name_en,
        audience: c.audience,
        questions: qs.filter((q) => q.category_id === c.id).map(present),
      })),
      ...(qs.some((q) => q.category_id === null)
        ? [
            {
              id: null,
              name: 'بدون تصنيف',
              name_en: 'Uncategorised',
              audience: 'all',
              questions: qs.filter((q) => q.category_id === null).map(present),
            },
          ]
        : []),
    ],
  };
}
