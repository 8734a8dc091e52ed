/**
 * Questions, question categories and forms: the definitions the engine fills. Every change writes
 * its audit row in its transaction; a form change freezes a new version (versions.ts).
 */
import {
  CATEGORY_AUDIENCE_LABELS,
  type CategoryAudience,
  FORM_TYPE_LABELS,
  FORM_TYPES,
  type FormSchema,
  type FormType,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionCategorySchema,
  type QuestionSchema,
  type QuestionType,
  type UpdateSinglePriceSchema,
  USER_TYPES,
} from '@mashaer/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  formFillings,
  formQuestions,
  formSigners,
  forms,
  questionCategories,
  questionCategoryTypes,
  questionCategoryUsers,
  questions,
  users,
} from '../../db/schema';
import { AppError, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { ensureCurrentVersion, liveDefinition } from './versions';

const MODULE = 'templates';
type Lang = 'ar' | 'en';
const label = (l: { ar: string; en: string }, lang: Lang) => l[lang];
const options = <T extends string>(
  values: readonly T[],
  labels: Record<T, { ar: string; en: string }>,
  lang: Lang,
) => values.map((v) => ({ value: v, label: labels[v][lang] }));

async function deleting<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    // Still referenced (a form uses the question, a filling the form): refused, nothing deleted.
    // 23503 for NO ACTION foreign keys, 23001 for RESTRICT ones.
    const code = pgErrorCode(e);
    if (code === '23503' || code === '23001') throw new AppError(422, 'crud.in_use');
    throw e;
  }
}

// ------------------------------------------------------------------------------------------------
// Questions
// ------------------------------------------------------------------------------------------------

type QuestionValues = z.output<typeof QuestionSchema>;

const presentQuestion = (q: typeof questions.$inferSelect, lang: Lang) => ({
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
  const fields: Record<string, string> = {};
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
async function userOptions(tx: Tx, lang: Lang) {
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

// ------------------------------------------------------------------------------------------------
// Forms
// ------------------------------------------------------------------------------------------------

type FormValues = z.output<typeof FormSchema>;

const presentForm = (f: typeof forms.$inferSelect, lang: Lang) => ({
  ...f,
  withCategory: f.with_category ? 1 : 0,
  type_text: label(FORM_TYPE_LABELS[f.type as FormType], lang),
});

export async function listForms(ctx: AppContext, req: FastifyRequest, input: ListInput) {
  const lang = req.lang as Lang;
  const page = await runList(
    ctx.db,
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
        questions_count: sql<number>`(select count(*)::int from form_questions fq where fq.form_id = ${forms.id})`,
        signers_count: sql<number>`(select count(*)::int from form_signers fs where fs.form_id = ${forms.id})`,
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
  return listResponse(
    { ...page, data: (page.data as (typeof forms.$inferSelect)[]).map((f) => presentForm(f, lang)) },
    { type: options(FORM_TYPES, FORM_TYPE_LABELS, lang) },
  );
}

/** `forms/forms`: every form, optionally of one type (to pick one from, e.g. for an appointment). */
export async function pickForms(ctx: AppContext, req: FastifyRequest, type?: FormType | '') {
  const rows = await ctx.db
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
  return {
    data: rows.map((f) => ({
      ...f,
      type_text: label(FORM_TYPE_LABELS[f.type as FormType], req.lang as Lang),
    })),
  };
}

async function findForm(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(forms).where(eq(forms.id, id));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw AppError.notFound();
  return row;
}

/** `forms/edit/{id}`: the form with its questions (in order, with this form's prices) and signers. */
export async function formDetails(tx: Tx, id: number, lang: Lang) {
  const f = await findForm(tx, id);
  const def = (await liveDefinition(tx, id))!;
  const [fillings] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(formFillings)
    .where(eq(formFillings.form_id, id));
  return {
    ...presentForm(f, lang),
    question_ids: def.questions.map((q) => q.question_id),
    questions: def.questions,
    signers: def.signers.map((s) => ({
      ...s,
      type_name: USER_TYPES.find((t) => t.id === s.type_id)?.[lang] ?? String(s.type_id),
    })),
    fillings_count: fillings.n,
  };
}

export async function getForm(ctx: AppContext, req: FastifyRequest, id: number) {
  return { data: await formDetails(ctx.db, id, req.lang as Lang) };
}

/** `forms/get-data`: what the form builder offers: types, user types (signers), questions, categories. */
export async function formBuilderData(ctx: AppContext, req: FastifyRequest) {
  const lang = req.lang as Lang;
  const [qs, cats] = await Promise.all([
    ctx.db
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
      .orderBy(asc(questions.id)),
    ctx.db
      .select({
        id: questionCategories.id,
        name: questionCategories.name,
        name_en: questionCategories.name_en,
      })
      .from(questionCategories)
      .orderBy(asc(questionCategories.name)),
  ]);
  return {
    data: {
      types: options(FORM_TYPES, FORM_TYPE_LABELS, lang),
      user_types: USER_TYPES.map((t) => ({ value: t.id, label: t[lang], code: t.code })),
      question_types: options(QUESTION_TYPES, QUESTION_TYPE_LABELS, lang),
      questions: qs.map((q) => ({
        ...q,
        unit_price_halalas: q.unit_price_halalas === null ? null : Number(q.unit_price_halalas),
        is_required: q.is_required ? 1 : 0,
      })),
      categories: cats,
      users: await userOptions(ctx.db, lang),
    },
  };
}

async function writeFormParts(tx: Tx, formId: number, v: Pick<FormValues, 'question_ids' | 'signers'>) {
  const found = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.id, v.question_ids));
  if (found.length !== v.question_ids.length)
    throw AppError.invalid({ question_ids: 'form.question_unknown' });
  const prices = new Map(
    (await tx.select().from(formQuestions).where(eq(formQuestions.form_id, formId))).map((r) => [
      r.question_id,
      r.unit_price_halalas,
    ]),
  );
  await tx.delete(formQuestions).where(eq(formQuestions.form_id, formId));
  await tx.insert(formQuestions).values(
    v.question_ids.map((question_id, i) => ({
      form_id: formId,
      question_id,
      sort: i + 1,
      unit_price_halalas: prices.get(question_id) ?? null,
    })),
  );
  await writeSigners(tx, formId, v.signers);
}

async function writeSigners(tx: Tx, formId: number, signers: FormValues['signers']) {
  const fields: Record<string, string> = {};
  for (const [i, s] of signers.entries()) {
    if (!USER_TYPES.some((t) => t.id === s.type_id))
      fields[`signers.${i}.type_id`] = 'form.signer_type_unknown';
    else if (s.user_id) {
      const [u] = await tx
        .select({ type_id: users.type_id })
        .from(users)
        .where(and(eq(users.id, s.user_id), sql`${users.deleted_at} is null`));
      if (!u || u.type_id !== s.type_id) fields[`signers.${i}.user_id`] = 'form.signer_user_mismatch';
    }
  }
  if (Object.keys(fields).length) throw AppError.invalid(fields);
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

export async function storeForm(ctx: AppContext, req: FastifyRequest, v: FormValues) {
  const lang = req.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    const [f] = await tx
      .insert(forms)
      .values({ name: v.name, name_en: v.name_en, type: v.type, with_category: v.withCategory === 1 })
      .returning();
    await writeFormParts(tx, f.id, v);
    const version = await ensureCurrentVersion(tx, f.id);
    const after = await formDetails(tx, f.id, lang);
    await audit(tx, req, {
      event: 'created',
      table: 'forms',
      recordId: f.id,
      new: { ...after, version: version.version },
      module: MODULE,
      method: 'general/forms/store',
    });
    return after;
  });
  return { message: req.t('crud.created'), data };
}

export async function updateForm(ctx: AppContext, req: FastifyRequest, id: number, v: FormValues) {
  const lang = req.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    await findForm(tx, id, true);
    const before = await formDetails(tx, id, lang);
    await tx
      .update(forms)
      .set({
        name: v.name,
        name_en: v.name_en,
        type: v.type,
        with_category: v.withCategory === 1,
        updated_at: sql`now()`,
      })
      .where(eq(forms.id, id));
    await writeFormParts(tx, id, v);
    await ensureCurrentVersion(tx, id);
    const after = await formDetails(tx, id, lang);
    await audit(tx, req, {
      event: 'updated',
      table: 'forms',
      recordId: id,
      old: before,
      new: after,
      module: MODULE,
      method: 'general/forms/update',
    });
    return after;
  });
  return { message: req.t('crud.updated'), data };
}

export async function deleteForm(ctx: AppContext, req: FastifyRequest, id: number) {
  await deleting(() =>
    ctx.db.transaction(async (tx) => {
      await findForm(tx, id, true);
      const before = await formDetails(tx, id, req.lang as Lang);
      await tx.delete(forms).where(eq(forms.id, id));
      await audit(tx, req, {
        event: 'deleted',
        table: 'forms',
        recordId: id,
        old: before,
        module: MODULE,
        method: 'general/forms/destroy',
      });
    }),
  );
  return { message: req.t('crud.deleted') };
}

/** `reassign_form/get-questions-form/{id}`: the form's questions with their unit prices and total. */
export async function pricedQuestions(ctx: AppContext, req: FastifyRequest, id: number) {
  const lang = req.lang as Lang;
  const data = await formDetails(ctx.db, id, lang);
  return {
    data: {
      form: {
        id: data.id,
        name: data.name,
        name_en: data.name_en,
        type: data.type,
        type_text: data.type_text,
        current_version: data.current_version,
      },
      questions: data.questions,
      signers: data.signers,
    },
  };
}

export async function updateSinglePrice(
  ctx: AppContext,
  req: FastifyRequest,
  v: z.output<typeof UpdateSinglePriceSchema>,
) {
  const data = await ctx.db.transaction(async (tx) => {
    await findForm(tx, v.form_id, true);
    const [row] = await tx
      .select({
        type: questions.type,
        price: formQuestions.unit_price_halalas,
        question_price: questions.unit_price_halalas,
      })
      .from(formQuestions)
      .innerJoin(questions, eq(questions.id, formQuestions.question_id))
      .where(and(eq(formQuestions.form_id, v.form_id), eq(formQuestions.question_id, v.question_id)));
    if (!row || row.type !== 'priced_item') throw AppError.invalid({ question_id: 'form.not_priced' });
    await tx
      .update(formQuestions)
      .set({ unit_price_halalas: v.unit_price_halalas })
      .where(and(eq(formQuestions.form_id, v.form_id), eq(formQuestions.question_id, v.question_id)));
    const version = await ensureCurrentVersion(tx, v.form_id);
    await tx.update(forms).set({ updated_at: sql`now()` }).where(eq(forms.id, v.form_id));
    await audit(tx, req, {
      event: 'updated',
      table: 'form_questions',
      recordId: `${v.form_id}:${v.question_id}`,
      old: { unit_price_halalas: row.price ?? row.question_price },
      new: { unit_price_halalas: v.unit_price_halalas, version: version.version },
      module: MODULE,
      method: 'general/reassign_form/update-single-price-form',
    });
    return {
      form_id: v.form_id,
      question_id: v.question_id,
      unit_price_halalas: v.unit_price_halalas,
      version: version.version,
    };
  });
  return { message: req.t('form.price_updated'), data };
}

export async function updateFormSigners(
  ctx: AppContext,
  req: FastifyRequest,
  formId: number,
  signers: FormValues['signers'],
) {
  const lang = req.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    await findForm(tx, formId, true);
    const before = await formDetails(tx, formId, lang);
    await writeSigners(tx, formId, signers);
    await tx.update(forms).set({ updated_at: sql`now()` }).where(eq(forms.id, formId));
    await ensureCurrentVersion(tx, formId);
    const after = await formDetails(tx, formId, lang);
    await audit(tx, req, {
      event: 'updated',
      table: 'form_signers',
      recordId: formId,
      old: before.signers,
      new: after.signers,
      module: MODULE,
      method: 'general/reassign_form/update-form-signer',
    });
    return after;
  });
  return { message: req.t('form.signers_updated'), data };
}
