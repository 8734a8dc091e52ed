/** Questions: the definitions forms are made of (spec 000 §7 "Questions"). */
import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionSchema,
  type QuestionType,
  translate,
} from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type ListInput, listResponse } from '../../lib/list';
import { type Lang, label, logChange, options, removed } from './definitions-shared';
import * as repo from './questions.repository';

type QuestionValues = z.output<typeof QuestionSchema>;

export const presentQuestion = (q: repo.Question, lang: Lang) => ({
  ...q,
  unit_price_halalas: q.unit_price_halalas === null ? null : Number(q.unit_price_halalas),
  is_required: q.is_required ? 1 : 0,
  type_text: label(QUESTION_TYPE_LABELS[q.type as QuestionType], lang),
});

export async function listQuestions(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listQuestions(ctx.db, input);
  const lang = actor.lang as Lang;
  const cats = await repo.categoryNames(ctx.db);
  return listResponse(
    { ...page, data: (page.data as repo.Question[]).map((q) => presentQuestion(q, lang)) },
    {
      type: options(QUESTION_TYPES, QUESTION_TYPE_LABELS, lang),
      category_id: cats.map((c) => ({ value: c.id, label: lang === 'en' ? c.name_en : c.name })),
    },
  );
}

async function findQuestion(tx: Tx, id: number, lock = false) {
  const row = await repo.findQuestion(tx, id, lock);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getQuestion(ctx: AppContext, actor: Actor, id: number) {
  return { data: presentQuestion(await findQuestion(ctx.db, id), actor.lang as Lang) };
}

async function assertCategory(tx: Tx, id: number | null) {
  if (id === null) return;
  if (!(await repo.categoryExists(tx, id)))
    throw AppError.invalid({ category_id: 'question.category_unknown' });
}

export async function storeQuestion(ctx: AppContext, actor: Actor, v: QuestionValues) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertCategory(tx, v.category_id);
    const created = await repo.insertQuestion(tx, v);
    await logChange(tx, actor, {
      event: 'created',
      table: 'questions',
      recordId: created.id,
      new: created,
      method: 'general/questions/store',
    });
    return created;
  });
  return { message: translate(actor.lang, 'crud.created'), data: presentQuestion(row, actor.lang as Lang) };
}

export async function updateQuestion(ctx: AppContext, actor: Actor, id: number, v: QuestionValues) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findQuestion(tx, id, true);
    await assertCategory(tx, v.category_id);
    const after = await repo.updateQuestion(tx, id, v);
    await logChange(tx, actor, {
      event: 'updated',
      table: 'questions',
      recordId: id,
      old: before,
      new: after,
      method: 'general/questions/update',
    });
    return after;
  });
  return { message: translate(actor.lang, 'crud.updated'), data: presentQuestion(row, actor.lang as Lang) };
}

export const deleteQuestion = (ctx: AppContext, actor: Actor, id: number) =>
  removed(
    ctx.db,
    actor,
    { table: 'questions', id, method: 'general/questions/delete', read: (tx) => findQuestion(tx, id, true) },
    (tx) => repo.deleteQuestion(tx, id),
  );
