/**
 * Forms: their questions, signers and prices; a change freezes a new version (versions.ts).
 */
import {
  FORM_TYPE_LABELS,
  FORM_TYPES,
  type FormSchema,
  type FormType,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  translate,
  type UpdateSinglePriceSchema,
  USER_TYPES,
} from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { type ListInput, listResponse } from '../../lib/list';
import { type Lang, label, logChange, options, removed, updated } from './definitions-shared';
import * as repo from './forms.repository';
import { userOptions } from './question-categories.service';
import { ensureCurrentVersion, liveDefinition } from './versions';

type FormValues = z.output<typeof FormSchema>;

const presentForm = (f: repo.Form, lang: Lang) => ({
  ...f,
  withCategory: f.with_category ? 1 : 0,
  type_text: label(FORM_TYPE_LABELS[f.type as FormType], lang),
});

export async function listForms(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang as Lang;
  const page = await repo.listForms(ctx.db, input);
  return listResponse(
    { ...page, data: (page.data as repo.Form[]).map((f) => presentForm(f, lang)) },
    { type: options(FORM_TYPES, FORM_TYPE_LABELS, lang) },
  );
}

/** `forms/forms`: every form, optionally of one type (to pick one from, e.g. for an appointment). */
export async function pickForms(ctx: AppContext, actor: Actor, type?: FormType | '') {
  const rows = await repo.pickForms(ctx.db, type);
  return {
    data: rows.map((f) => ({
      ...f,
      type_text: label(FORM_TYPE_LABELS[f.type as FormType], actor.lang as Lang),
    })),
  };
}

async function findForm(tx: Tx, id: number, lock = false) {
  const row = await repo.findForm(tx, id, lock);
  if (!row) throw AppError.notFound();
  return row;
}

/** `forms/edit/{id}`: the form with its questions (in order, with this form's prices) and signers. */
export async function formDetails(tx: Tx, id: number, lang: Lang) {
  const f = await findForm(tx, id);
  const def = (await liveDefinition(tx, id))!;
  const fillingsCount = await repo.countFillings(tx, id);
  return {
    ...presentForm(f, lang),
    question_ids: def.questions.map((q) => q.question_id),
    questions: def.questions,
    signers: def.signers.map((s) => ({
      ...s,
      type_name: USER_TYPES.find((t) => t.id === s.type_id)?.[lang] ?? String(s.type_id),
    })),
    fillings_count: fillingsCount,
  };
}

export async function getForm(ctx: AppContext, actor: Actor, id: number) {
  return { data: await formDetails(ctx.db, id, actor.lang as Lang) };
}

/** `forms/get-data`: what the form builder offers: types, user types (signers), questions, categories. */
export async function formBuilderData(ctx: AppContext, actor: Actor) {
  const lang = actor.lang as Lang;
  const [qs, cats] = await Promise.all([repo.builderQuestions(ctx.db), repo.builderCategories(ctx.db)]);
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
  if ((await repo.countQuestions(tx, v.question_ids)) !== v.question_ids.length)
    throw AppError.invalid({ question_ids: 'form.question_unknown' });
  await repo.replaceQuestions(tx, formId, v.question_ids);
  await writeSigners(tx, formId, v.signers);
}

async function writeSigners(tx: Tx, formId: number, signers: FormValues['signers']) {
  const fields: FieldErrors = {};
  for (const [i, s] of signers.entries()) {
    if (!USER_TYPES.some((t) => t.id === s.type_id))
      fields[`signers.${i}.type_id`] = 'form.signer_type_unknown';
    else if (s.user_id && (await repo.liveUserType(tx, s.user_id)) !== s.type_id)
      fields[`signers.${i}.user_id`] = 'form.signer_user_mismatch';
  }
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  await repo.replaceSigners(tx, formId, signers);
}

export async function storeForm(ctx: AppContext, actor: Actor, v: FormValues) {
  const lang = actor.lang as Lang;
  const data = await ctx.db.transaction(async (tx) => {
    const f = await repo.insertForm(tx, {
      name: v.name,
      name_en: v.name_en,
      type: v.type,
      with_category: v.withCategory === 1,
    });
    await writeFormParts(tx, f.id, v);
    const version = await ensureCurrentVersion(tx, f.id);
    const after = await formDetails(tx, f.id, lang);
    await logChange(tx, actor, {
      event: 'created',
      table: 'forms',
      recordId: f.id,
      new: { ...after, version: version.version },
      method: 'general/forms/store',
    });
    return after;
  });
  return { message: translate(actor.lang, 'crud.created'), data };
}

export async function updateForm(ctx: AppContext, actor: Actor, id: number, v: FormValues) {
  const read = formChange(actor, id, 'forms', 'general/forms/update');
  const data = await updated(ctx.db, actor, read, async (tx) => {
    await repo.updateForm(tx, id, {
      name: v.name,
      name_en: v.name_en,
      type: v.type,
      with_category: v.withCategory === 1,
    });
    await writeFormParts(tx, id, v);
    await ensureCurrentVersion(tx, id);
  });
  return { message: translate(actor.lang, 'crud.updated'), data };
}

export const deleteForm = (ctx: AppContext, actor: Actor, id: number) =>
  removed(ctx.db, actor, formChange(actor, id, 'forms', 'general/forms/destroy'), (tx) =>
    repo.deleteForm(tx, id),
  );

/** A form's audited change: locked, then read with its parts. */
const formChange = (actor: Actor, id: number, table: string, method: string) => ({
  table,
  id,
  method,
  read: async (tx: Tx, first: boolean) => {
    if (first) await findForm(tx, id, true);
    return formDetails(tx, id, actor.lang as Lang);
  },
});

/** `reassign_form/get-questions-form/{id}`: the form's questions with their unit prices and total. */
export async function pricedQuestions(ctx: AppContext, actor: Actor, id: number) {
  const lang = actor.lang as Lang;
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
  actor: Actor,
  v: z.output<typeof UpdateSinglePriceSchema>,
) {
  const data = await ctx.db.transaction(async (tx) => {
    await findForm(tx, v.form_id, true);
    const row = await repo.formQuestionPrice(tx, v.form_id, v.question_id);
    if (!row || row.type !== 'priced_item') throw AppError.invalid({ question_id: 'form.not_priced' });
    await repo.setFormQuestionPrice(tx, v.form_id, v.question_id, v.unit_price_halalas);
    const version = await ensureCurrentVersion(tx, v.form_id);
    await repo.updateForm(tx, v.form_id);
    await logChange(tx, actor, {
      event: 'updated',
      table: 'form_questions',
      recordId: `${v.form_id}:${v.question_id}`,
      old: { unit_price_halalas: row.price ?? row.question_price },
      new: { unit_price_halalas: v.unit_price_halalas, version: version.version },
      method: 'general/reassign_form/update-single-price-form',
    });
    return {
      form_id: v.form_id,
      question_id: v.question_id,
      unit_price_halalas: v.unit_price_halalas,
      version: version.version,
    };
  });
  return { message: translate(actor.lang, 'form.price_updated'), data };
}

export async function updateFormSigners(
  ctx: AppContext,
  actor: Actor,
  formId: number,
  signers: FormValues['signers'],
) {
  const change = {
    ...formChange(actor, formId, 'form_signers', 'general/reassign_form/update-form-signer'),
    logged: (f: Awaited<ReturnType<typeof formDetails>>) => f.signers,
  };
  const data = await updated(ctx.db, actor, change, async (tx) => {
    await writeSigners(tx, formId, signers);
    await repo.updateForm(tx, formId);
    await ensureCurrentVersion(tx, formId);
  });
  return { message: translate(actor.lang, 'form.signers_updated'), data };
}
