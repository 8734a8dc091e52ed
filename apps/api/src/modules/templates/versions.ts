import type { FormDefinition, FormType, FormVersionQuestion, QuestionType } from '@mashaer/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  formQuestions,
  formSigners,
  forms,
  formVersions,
  questionCategories,
  questionCategoryTypes,
  questionCategoryUsers,
  questions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { canonicalJson } from '../../lib/canonical';
import { sha256 } from '../../lib/crypto';

/** The one canonical JSON (lib/canonical), re-exported for the templates area. */
export { canonicalJson };

/** The form's definition as it stands now in form_questions, questions, categories and signers. */
export async function liveDefinition(tx: Tx, formId: number): Promise<FormDefinition | null> {
  const [form] = await tx.select().from(forms).where(eq(forms.id, formId));
  if (!form) return null;
  const qs = await tx
    .select({
      question_id: questions.id,
      sort: formQuestions.sort,
      title: questions.title,
      title_en: questions.title_en,
      type: questions.type,
      is_required: questions.is_required,
      options: questions.options,
      form_price: formQuestions.unit_price_halalas,
      question_price: questions.unit_price_halalas,
      category_id: questions.category_id,
    })
    .from(formQuestions)
    .innerJoin(questions, eq(questions.id, formQuestions.question_id))
    .where(eq(formQuestions.form_id, formId))
    .orderBy(asc(formQuestions.sort), asc(questions.id));
  const catIds = [...new Set(qs.map((q) => q.category_id).filter((c): c is number => c !== null))];
  const cats = new Map<number, FormVersionQuestion['category']>();
  if (catIds.length) {
    // In turn: a transaction is one connection, which runs one statement at a time.
    const rows = await tx.select().from(questionCategories).where(inArray(questionCategories.id, catIds));
    const us = await tx
      .select()
      .from(questionCategoryUsers)
      .where(inArray(questionCategoryUsers.category_id, catIds));
    const ts = await tx
      .select()
      .from(questionCategoryTypes)
      .where(inArray(questionCategoryTypes.category_id, catIds));
    for (const c of rows)
      cats.set(c.id, {
        id: c.id,
        name: c.name,
        name_en: c.name_en,
        audience: c.audience,
        user_ids: us
          .filter((u) => u.category_id === c.id)
          .map((u) => u.user_id)
          .sort((a, b) => a - b),
        type_ids: ts
          .filter((t) => t.category_id === c.id)
          .map((t) => t.type_id)
          .sort((a, b) => a - b),
      });
  }
  const signers = await tx
    .select({
      signer_num: formSigners.signer_num,
      type_id: formSigners.type_id,
      user_id: formSigners.signer_user_id,
    })
    .from(formSigners)
    .where(eq(formSigners.form_id, formId))
    .orderBy(asc(formSigners.signer_num));
  return {
    name: form.name,
    name_en: form.name_en,
    type: form.type as FormType,
    with_category: form.with_category,
    questions: qs.map((q, i) => ({
      question_id: q.question_id,
      sort: i + 1,
      title: q.title,
      title_en: q.title_en,
      type: q.type as QuestionType,
      is_required: q.is_required,
      options: q.options ?? null,
      unit_price_halalas: q.type === 'priced_item' ? Number(q.form_price ?? q.question_price ?? 0) : null,
      category: q.category_id === null ? null : (cats.get(q.category_id) ?? null),
    })),
    signers: signers.map((s) => ({
      signer_num: s.signer_num,
      type_id: s.type_id,
      user_id: s.user_id ?? null,
    })),
  };
}

/**
 * The form's current version: the newest one when the live definition has not changed since,
 * else a new version frozen now. The form row is locked so two callers never both add one —
 * `no key update`, not `update`: a caller that has just inserted a row referencing the form holds
 * its key-share lock, and two such callers upgrading to `update` deadlocked (the fuzz suite on
 * PostgreSQL, temporary licence orders stored at once).
 */
export async function ensureCurrentVersion(tx: Tx, formId: number) {
  const [locked] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.id, formId))
    .for('no key update');
  if (!locked) throw AppError.notFound();
  const def = await liveDefinition(tx, formId);
  if (!def) throw AppError.notFound();
  const hash = sha256(canonicalJson(def));
  const [latest] = await tx
    .select()
    .from(formVersions)
    .where(eq(formVersions.form_id, formId))
    .orderBy(desc(formVersions.version))
    .limit(1);
  if (latest && latest.definition_hash === hash) return { ...latest, created: false };
  const version = (latest?.version ?? 0) + 1;
  const [row] = await tx
    .insert(formVersions)
    .values({ form_id: formId, version, definition: def, definition_hash: hash })
    .returning();
  await tx.update(forms).set({ current_version: version }).where(eq(forms.id, formId));
  return { ...row, created: true };
}

export async function findVersion(tx: Tx, versionId: number) {
  const [v] = await tx.select().from(formVersions).where(eq(formVersions.id, versionId));
  return v ?? null;
}
