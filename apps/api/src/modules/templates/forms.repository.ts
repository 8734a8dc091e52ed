/**
 * Queries of forms: the list, the picker, one form (locked when asked), its fillings count, the
 * form builder's questions and categories, and the writes of a form, its questions (with their
 * prices) and its signers. The rules (unknown questions, signer types, versions, the audit row)
 * stay in forms.service.ts.
 */
import type { FormType } from '@mashaer/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { outer, type Tx } from '../../db/client';
import {
  formFillings,
  formQuestions,
  formSigners,
  forms,
  questionCategories,
  questions,
  users,
} from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { deleteRow, insertRow, touchRow } from '../../lib/rows';
import { findRow } from '../../lib/scope';

export type Form = typeof forms.$inferSelect;
type FormColumns = Pick<typeof forms.$inferInsert, 'name' | 'name_en' | 'type' | 'with_category'>;
type SignerRow = { signer_num: number; type_id: number; user_id?: number | null };

export function listForms(db: Tx, input: ListInput) {
  return runList(
    db,
    {
      from: forms,
      select: {
        id: forms.id,
        name: forms.name,
        name_en: forms.name_en,
        type: forms.type,
        with_category: forms.with_category,
        current_version: forms.current_version,
        created_at: forms.created_at,
        updated_at: forms.updated_at,
        questions_count: sql<number>`(select count(*)::int from form_questions fq where fq.form_id = ${outer(forms.id)})`,
        signers_count: sql<number>`(select count(*)::int from form_signers fs where fs.form_id = ${outer(forms.id)})`,
      },
      filters: {
        search: { op: 'search', columns: [forms.name, forms.name_en] },
        type: { op: 'eq', column: forms.type },
        withCategory: { op: 'flag', column: forms.with_category },
      },
      sorts: { id: forms.id, name: forms.name, type: forms.type, created_at: forms.created_at },
      defaultSort: { by: 'id', dir: 'asc' },
      tiebreak: forms.id,
    },
    input,
  );
}

/** Every form (of one type when given), in id order. */
export const pickForms = (db: Tx, type?: FormType | '') =>
  db
    .select({
      id: forms.id,
      name: forms.name,
      name_en: forms.name_en,
      type: forms.type,
      current_version: forms.current_version,
    })
    .from(forms)
    .where(type ? eq(forms.type, type) : undefined)
    .orderBy(asc(forms.id));

export async function findForm(tx: Tx, id: number, lock = false): Promise<Form | undefined> {
  return findRow(tx, forms, eq(forms.id, id), lock);
}

export async function countFillings(tx: Tx, formId: number) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(formFillings)
    .where(eq(formFillings.form_id, formId));
  return r.n;
}

/** The questions the form builder offers, in id order. */
export const builderQuestions = (db: Tx) =>
  db
    .select({
      id: questions.id,
      title: questions.title,
      title_en: questions.title_en,
      type: questions.type,
      is_required: questions.is_required,
      category_id: questions.category_id,
      unit_price_halalas: questions.unit_price_halalas,
    })
    .from(questions)
    .orderBy(asc(questions.id));

/** The categories the form builder offers, by name. */
export const builderCategories = (db: Tx) =>
  db
    .select({ id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.name_en })
    .from(questionCategories)
    .orderBy(asc(questionCategories.name));

/** How many of these questions exist. */
export async function countQuestions(tx: Tx, ids: number[]) {
  const found = await tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
  return found.length;
}

/**
 * Replaces the form's questions by these, in this order, keeping the price each one already had
 * on this form.
 */
export async function replaceQuestions(tx: Tx, formId: number, questionIds: number[]) {
  const prices = new Map(
    (await tx.select().from(formQuestions).where(eq(formQuestions.form_id, formId))).map((r) => [
      r.question_id,
      r.unit_price_halalas,
    ]),
  );
  await tx.delete(formQuestions).where(eq(formQuestions.form_id, formId));
  await tx.insert(formQuestions).values(
    questionIds.map((question_id, i) => ({
      form_id: formId,
      question_id,
      sort: i + 1,
      unit_price_halalas: prices.get(question_id) ?? null,
    })),
  );
}

/** The type of a user that is not deleted (undefined when there is none). */
export async function liveUserType(tx: Tx, userId: number) {
  const [u] = await tx
    .select({ type_id: users.type_id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deleted_at} is null`));
  return u?.type_id;
}

export async function replaceSigners(tx: Tx, formId: number, signers: SignerRow[]) {
  await tx.delete(formSigners).where(eq(formSigners.form_id, formId));
  if (signers.length)
    await tx.insert(formSigners).values(
      signers.map((s) => ({
        form_id: formId,
        signer_num: s.signer_num,
        type_id: s.type_id,
        signer_user_id: s.user_id ?? null,
      })),
    );
}

export const insertForm = (tx: Tx, v: FormColumns) => insertRow(tx, forms, v);

/** Writes these columns (none: only `updated_at`). */
export async function updateForm(tx: Tx, id: number, v: Partial<FormColumns> = {}) {
  await touchRow(tx, forms, id, v);
}

export const deleteForm = (tx: Tx, id: number) => deleteRow(tx, forms, id);

/** A question of the form with its type, its price on the form and its own price. */
export async function formQuestionPrice(tx: Tx, formId: number, questionId: number) {
  const [row] = await tx
    .select({
      type: questions.type,
      price: formQuestions.unit_price_halalas,
      question_price: questions.unit_price_halalas,
    })
    .from(formQuestions)
    .innerJoin(questions, eq(questions.id, formQuestions.question_id))
    .where(and(eq(formQuestions.form_id, formId), eq(formQuestions.question_id, questionId)));
  return row;
}

export async function setFormQuestionPrice(tx: Tx, formId: number, questionId: number, price: number) {
  await tx
    .update(formQuestions)
    .set({ unit_price_halalas: price })
    .where(and(eq(formQuestions.form_id, formId), eq(formQuestions.question_id, questionId)));
}
