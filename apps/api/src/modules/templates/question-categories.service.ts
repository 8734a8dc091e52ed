/** Question categories and who answers them (spec 000 §7 "Question categories"). */
import {
  CATEGORY_AUDIENCE_LABELS,
  type CategoryAudience,
  type QuestionCategorySchema,
  translate,
  USER_TYPES,
} from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { type ListInput, listResponse } from '../../lib/list';
import { type Lang, label, logChange, options, removed, updated } from './definitions-shared';
import * as repo from './question-categories.repository';
import { allQuestions, type Question } from './questions.repository';
import { presentQuestion } from './questions.service';

type CategoryValues = z.output<typeof QuestionCategorySchema>;

async function categoryWithMembers(tx: Tx, id: number, lang: Lang, lock = false) {
  const c = await repo.findCategory(tx, id, lock);
  if (!c) throw AppError.notFound();
  const [us, ts] = await repo.categoryMembers(tx, id);
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
  for (const field of ['name', 'name_en'] as const)
    if (await repo.nameTaken(tx, field, v[field], selfId)) fields[field] = 'crud.duplicate';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

async function writeMembers(tx: Tx, id: number, v: CategoryValues) {
  await repo.clearMembers(tx, id);
  if (v.user_ids.length) {
    if ((await repo.countLiveUsers(tx, v.user_ids)) !== v.user_ids.length)
      throw AppError.invalid({ user_ids: 'question_category.user_unknown' });
    await repo.insertMemberUsers(tx, id, v.user_ids);
  }
  if (v.type_ids.length) {
    if (v.type_ids.some((t) => !USER_TYPES.some((u) => u.id === t)))
      throw AppError.invalid({ type_ids: 'question_category.type_unknown' });
    await repo.insertMemberTypes(tx, id, v.type_ids);
  }
}

export async function listCategories(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang as Lang;
  const page = await repo.listCategories(ctx.db, input);
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

export async function getCategory(ctx: AppContext, actor: Actor, id: number) {
  return { data: await categoryWithMembers(ctx.db, id, actor.lang as Lang) };
}

export async function storeCategory(ctx: AppContext, actor: Actor, v: CategoryValues) {
  const lang = actor.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    await assertUniqueCategory(tx, v);
    const c = await repo.insertCategory(tx, { name: v.name, name_en: v.name_en, audience: v.audience });
    await writeMembers(tx, c.id, v);
    const after = await categoryWithMembers(tx, c.id, lang);
    await logChange(tx, actor, {
      event: 'created',
      table: 'question_categories',
      recordId: c.id,
      new: after,
      method: 'general/question_category/store',
    });
    return after;
  });
  return { message: translate(actor.lang, 'crud.created'), data };
}

/** A category's audited change: read with its members (locked the first time). */
const categoryChange = (actor: Actor, id: number, method: string) => ({
  table: 'question_categories',
  id,
  method,
  read: (tx: Tx, first: boolean) => categoryWithMembers(tx, id, actor.lang as Lang, first),
});

export async function updateCategory(ctx: AppContext, actor: Actor, id: number, v: CategoryValues) {
  const change = categoryChange(actor, id, 'general/question_category/update');
  const data = await updated(ctx.db, actor, change, async (tx) => {
    await assertUniqueCategory(tx, v, id);
    await repo.updateCategory(tx, id, { name: v.name, name_en: v.name_en, audience: v.audience });
    await writeMembers(tx, id, v);
  });
  return { message: translate(actor.lang, 'crud.updated'), data };
}

export const deleteCategory = (ctx: AppContext, actor: Actor, id: number) =>
  removed(ctx.db, actor, categoryChange(actor, id, 'general/question_category/destroy'), (tx) =>
    repo.deleteCategory(tx, id),
  );

/** Active users to choose from (category audiences, sending a form), with their type. */
export async function userOptions(tx: Tx, lang: Lang) {
  const rows = await repo.activeUsers(tx, lang);
  return rows.map((u) => ({
    value: u.id,
    label: u.company ? `${u.name} — ${u.company}` : u.name,
    type_id: u.type_id,
  }));
}

/** `question_category/get-data`: the options of the category form (users and user types). */
export async function categoryFormData(ctx: AppContext, actor: Actor) {
  const lang = actor.lang as Lang;
  return {
    data: {
      audiences: options(['all', 'users', 'types'] as const, CATEGORY_AUDIENCE_LABELS, lang),
      user_types: USER_TYPES.map((t) => ({ value: t.id, label: t[lang] })),
      users: await userOptions(ctx.db, lang),
    },
  };
}

/** `get_questions`: the questions grouped by category, for the form builder. */
export async function questionsByCategory(ctx: AppContext, actor: Actor) {
  const lang = actor.lang as Lang;
  const [cats, qs] = await Promise.all([repo.allCategories(ctx.db), allQuestions(ctx.db)]);
  const present = (q: Question) => presentQuestion(q, lang);
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
