/** Questions: the definitions forms are made of (spec 000 §7 "Questions"). */
import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionSchema,
  type QuestionType,
} from '@mashaer/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { questionCategories, questions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { deleting, type Lang, label, MODULE, options } from './definitions-shared';

// ------------------------------------------------------------------------------------------------
// Questions
// ------------------------------------------------------------------------------------------------

type QuestionValues = z.output<typeof QuestionSchema>;

export const presentQuestion = (q: typeof questions.$inferSelect, lang: Lang) => ({
  ...q,
  unit_price_halalas: q.unit_price_halalas === null ? null : Number(q.unit_price_halalas),
  is_required: q.is_required ? 1 : 0,
  type_text: label(QUESTION_TYPE_LABELS[q.type as QuestionType], lang),
});

export async function listQuestions(ctx: AppContext, req: FastifyRequest, input: ListInput) {
  const page = await runList(
    ctx.db,
    {
      from: questions,
      select: {
        id: questions.id,
        title: questions.title,
        title_en: questions.title_en,
        type: questions.type,
        is_required: questions.is_required,
        options: questions.options,
        unit_price_halalas: questions.unit_price_halalas,
        category_id: questions.category_id,
        created_at: questions.created_at,
        updated_at: questions.updated_at,
      },
      filters: {
        search: { op: 'search', columns: [questions.title, questions.title_en] },
        type: { op: 'eq', column: questions.type },
        category_id: { op: 'eq', column: questions.category_id },
      },
      sorts: {
        id: questions.id,
        title: questions.title,
        type: questions.type,
        created_at: questions.created_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: questions.id,
    },
    input,
  );
  const lang = req.lang as Lang;
  const cats = await ctx.db
    .select({ id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.name_en })
    .from(questionCategories)
    .orderBy(asc(questionCategories.name));
  return listResponse(
    { ...page, data: (page.data as (typeof questions.$inferSelect)[]).map((q) => presentQuestion(q, lang)) },
    {
      type: options(QUESTION_TYPES, QUESTION_TYPE_LABELS, lang),
      category_id: cats.map((c) => ({ value: c.id, label: lang === 'en' ? c.name_en : c.name })),
    },
  );
}

async function findQuestion(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(questions).where(eq(questions.id, id));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getQuestion(ctx: AppContext, req: FastifyRequest, id: number) {
  return { data: presentQuestion(await findQuestion(ctx.db, id), req.lang as Lang) };
}

async function assertCategory(tx: Tx, id: number | null) {
  if (id === null) return;
  const [c] = await tx
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  if (!c) throw AppError.invalid({ category_id: 'question.category_unknown' });
}

export async function storeQuestion(ctx: AppContext, req: FastifyRequest, v: QuestionValues) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertCategory(tx, v.category_id);
    const [created] = await tx.insert(questions).values(v).returning();
    await audit(tx, req, {
      event: 'created',
      table: 'questions',
      recordId: created.id,
      new: created,
      module: MODULE,
      method: 'general/questions/store',
    });
    return created;
  });
  return { message: req.t('crud.created'), data: presentQuestion(row, req.lang as Lang) };
}

export async function updateQuestion(ctx: AppContext, req: FastifyRequest, id: number, v: QuestionValues) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findQuestion(tx, id, true);
    await assertCategory(tx, v.category_id);
    const [after] = await tx
      .update(questions)
      .set({ ...v, updated_at: sql`now()` })
      .where(eq(questions.id, id))
      .returning();
    await audit(tx, req, {
      event: 'updated',
      table: 'questions',
      recordId: id,
      old: before,
      new: after,
      module: MODULE,
      method: 'general/questions/update',
    });
    return after;
  });
  return { message: req.t('crud.updated'), data: presentQuestion(row, req.lang as Lang) };
}

export async function deleteQuestion(ctx: AppContext, req: FastifyRequest, id: number) {
  await deleting(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findQuestion(tx, id, true);
      await tx.delete(questions).where(eq(questions.id, id));
      await audit(tx, req, {
        event: 'deleted',
        table: 'questions',
        recordId: id,
        old: before,
        module: MODULE,
        method: 'general/questions/delete',
      });
    }),
  );
  return { message: req.t('crud.deleted') };
}
