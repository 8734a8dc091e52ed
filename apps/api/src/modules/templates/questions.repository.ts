/**
 * Queries of questions: the list, one question (locked when asked), whether a category exists, and
 * the writes. The rules (labels, the audit row, refused deletes) stay in questions.service.ts.
 */
import type { QuestionSchema } from '@mashaer/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { questionCategories, questions } from '../../db/schema';
import { equalTo, type ListInput, runList } from '../../lib/list';
import { deleteRow, insertRow, touchRow } from '../../lib/rows';
import { findRow } from '../../lib/scope';

export type Question = typeof questions.$inferSelect;
type QuestionValues = z.output<typeof QuestionSchema>;

export function listQuestions(db: Tx, input: ListInput) {
  return runList(
    db,
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
        ...equalTo({ type: questions.type, category_id: questions.category_id }),
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
}

/** Every category's names, by name (the list's category filter). */
export const categoryNames = (db: Tx) =>
  db
    .select({ id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.name_en })
    .from(questionCategories)
    .orderBy(asc(questionCategories.name));

export async function findQuestion(tx: Tx, id: number, lock = false): Promise<Question | undefined> {
  return findRow(tx, questions, eq(questions.id, id), lock);
}

export async function categoryExists(tx: Tx, id: number) {
  const [c] = await tx
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  return c !== undefined;
}

export const insertQuestion = (tx: Tx, v: QuestionValues) => insertRow(tx, questions, v);

export const updateQuestion = (tx: Tx, id: number, v: QuestionValues) => touchRow(tx, questions, id, v);

export const deleteQuestion = (tx: Tx, id: number) => deleteRow(tx, questions, id);

/** Every question in id order (the form builder and the questions grouped by category). */
export const allQuestions = (db: Tx) => db.select().from(questions).orderBy(asc(questions.id));
