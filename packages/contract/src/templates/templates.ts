import { z } from 'zod';
import { emptyOr, id, idList } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { dateField, flag01 } from '../validation';
import { defineWorkflow } from '../workflow';

/**
 * Templates (spec 000 §2 "Templates", §3 "Question, question category, form", §5, §7 "Forms",
 * "Questions"; 001 §3 "Readiness form state", §7 "reassign_form", "temp_license_order_form").
 *
 * One engine fills and signs every form of the portal: a *filling* is one form answered for one
 * subject (an appointment, a readiness order, a re-assign order… or a standalone `general` filling
 * sent to a user), pinned to the form *version* it was started on. Editing a form creates a new
 * version; an answered filling never changes with it.
 */

/**
 * Runs a cross-field rule whenever the input is an object, even while other fields are invalid
 * (zod skips refinements after an aborting issue by default), so a form shows every message at once.
 * Such a rule sees unvalidated values: it must check their shapes itself (Array.isArray…).
 */
const always = (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null;

// ------------------------------------------------------------------------------------------------
// Questions
// ------------------------------------------------------------------------------------------------

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'number',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'date',
  'file',
  'priced_item',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, { ar: string; en: string }> = {
  short_text: { ar: 'نص قصير', en: 'Short text' },
  long_text: { ar: 'نص طويل', en: 'Long text' },
  number: { ar: 'رقم', en: 'Number' },
  single_choice: { ar: 'اختيار واحد', en: 'Single choice' },
  multiple_choice: { ar: 'اختيار متعدد', en: 'Multiple choice' },
  yes_no: { ar: 'نعم / لا', en: 'Yes / no' },
  date: { ar: 'تاريخ', en: 'Date' },
  file: { ar: 'رفع ملف', en: 'File upload' },
  priced_item: { ar: 'بند مسعّر (الكمية × سعر الوحدة)', en: 'Priced item (quantity × unit price)' },
};
export const CHOICE_TYPES: readonly QuestionType[] = ['single_choice', 'multiple_choice'];

/** Limits of an answer's value. Money is integer halalas (1 SAR = 100 halalas). */
const ANSWER_LIMITS = {
  shortText: 255,
  longText: 5000,
  maxQuantity: 1_000_000,
  maxUnitPrice: 100_000_000_00,
  maxNumber: 1e12,
} as const;

const QuestionOptionSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'question.option_value_invalid' }),
  label: z.string().trim().min(1).max(200),
  label_en: z.string().trim().min(1).max(200),
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

/** `POST general/questions/store` and `update/{id}`. */
export const QuestionSchema = z
  .object({
    title: z.string().trim().min(1).max(500),
    title_en: z.string().trim().min(1).max(500),
    type: z.enum(QUESTION_TYPES),
    is_required: flag01.default(0),
    options: z.array(QuestionOptionSchema).max(50).nullish(),
    /** Priced items: the default unit price in halalas (a form may set its own). */
    unit_price_halalas: z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxUnitPrice).nullish(),
    category_id: id.nullish(),
  })
  // Checked even while other fields are still missing, so every message shows at once.
  .refine((v) => !CHOICE_TYPES.includes(v.type) || (Array.isArray(v.options) && v.options.length >= 2), {
    path: ['options'],
    error: 'question.options_required',
    when: always,
  })
  .refine(
    (v) => !Array.isArray(v.options) || new Set(v.options.map((o) => o?.value)).size === v.options.length,
    {
      path: ['options'],
      error: 'question.options_duplicate',
      when: always,
    },
  )
  .refine(
    (v) => v.type !== 'priced_item' || (v.unit_price_halalas !== null && v.unit_price_halalas !== undefined),
    {
      path: ['unit_price_halalas'],
      error: 'question.price_required',
      when: always,
    },
  )
  .transform((v) => ({
    ...v,
    is_required: v.is_required === 1,
    options: CHOICE_TYPES.includes(v.type) ? (v.options ?? []) : null,
    unit_price_halalas: v.type === 'priced_item' ? (v.unit_price_halalas ?? 0) : null,
    category_id: v.category_id ?? null,
  }));

export const QuestionListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  type: emptyOr(z.enum(QUESTION_TYPES)),
  category_id: emptyOr(id),
});

// ------------------------------------------------------------------------------------------------
// Question categories (§5: the audience rule and its two messages)
// ------------------------------------------------------------------------------------------------

export const CATEGORY_AUDIENCES = ['all', 'users', 'types'] as const;
export type CategoryAudience = (typeof CATEGORY_AUDIENCES)[number];
export const CATEGORY_AUDIENCE_LABELS: Record<CategoryAudience, { ar: string; en: string }> = {
  all: { ar: 'جميع المستخدمين', en: 'All users' },
  users: { ar: 'مستخدمون محددون', en: 'Selected users' },
  types: { ar: 'أنواع مستخدمين محددة', en: 'Selected user types' },
};

/**
 * `POST general/question_category/store` and `update/{id}`. Who answers the category's questions:
 * every user, the chosen users ("Please select users" when none) or the chosen user types
 * ("Please select user types" when none). Authority users may always answer.
 */
export const QuestionCategorySchema = z
  .object({
    name: z.string().trim().min(1).max(150),
    name_en: z.string().trim().min(1).max(150),
    audience: z.enum(CATEGORY_AUDIENCES),
    user_ids: idList(5000).nullish(),
    type_ids: idList(5000).nullish(),
  })
  .refine((v) => v.audience !== 'users' || (Array.isArray(v.user_ids) && v.user_ids.length > 0), {
    path: ['user_ids'],
    error: 'question_category.users_required',
    when: always,
  })
  .refine((v) => v.audience !== 'types' || (Array.isArray(v.type_ids) && v.type_ids.length > 0), {
    path: ['type_ids'],
    error: 'question_category.types_required',
    when: always,
  })
  .transform((v) => ({
    ...v,
    user_ids: v.audience === 'users' ? [...new Set(v.user_ids)] : [],
    type_ids: v.audience === 'types' ? [...new Set(v.type_ids)] : [],
  }));

export const QuestionCategoryListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  audience: emptyOr(z.enum(CATEGORY_AUDIENCES)),
});

// ------------------------------------------------------------------------------------------------
// Forms
// ------------------------------------------------------------------------------------------------

/** Spec 000 §3 and 001 §4 "Form types". */
export const FORM_TYPES = [
  'general',
  'assign',
  'simple_readiness_license',
  'reassign',
  'lock',
  'temp_license',
] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const FORM_TYPE_LABELS: Record<FormType, { ar: string; en: string }> = {
  general: { ar: 'عام', en: 'General' },
  assign: { ar: 'تسليم المخيمات', en: 'Camp delivery' },
  simple_readiness_license: { ar: 'رخصة الجاهزية', en: 'Readiness licence' },
  reassign: { ar: 'إعادة التسليم', en: 'Re-assign' },
  lock: { ar: 'الإقفال', en: 'Lock' },
  temp_license: { ar: 'الترخيص المؤقت', en: 'Temporary licence' },
};
/** Spec 001 §9: the temporary-licence order form is form number 7. */
export const TEMP_LICENSE_FORM_ID = 7;
const MAX_SIGNERS = 10;

const FormSignerSchema = z.object({
  type_id: id,
  signer_num: z.coerce.number().int().min(1).max(MAX_SIGNERS),
  /** Optionally one named user of that type (re-assign and lock forms name their signers). */
  user_id: id.nullish(),
});

const signersField = z
  .array(FormSignerSchema)
  .max(MAX_SIGNERS)
  .superRefine((list, ctx) => {
    const nums = list.map((s) => s.signer_num).sort((a, b) => a - b);
    if (new Set(nums).size !== nums.length)
      ctx.addIssue({ code: 'custom', message: 'form.signer_num_duplicate' });
    else if (nums.some((n, i) => n !== i + 1))
      ctx.addIssue({ code: 'custom', message: 'form.signer_num_gap' });
  });

/** `POST general/forms/store` and `update/{id}`: `withCategory` travels as 1/0 (spec §5). */
export const FormSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    name_en: z.string().trim().min(1).max(200),
    type: z.enum(FORM_TYPES),
    withCategory: flag01.default(0),
    /** The questions in their order. */
    question_ids: z.array(id).min(1).max(300),
    signers: signersField.default([]),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.question_ids).size !== v.question_ids.length)
      ctx.addIssue({ code: 'custom', path: ['question_ids'], message: 'form.question_duplicate' });
  });

export const FormListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  type: emptyOr(z.enum(FORM_TYPES)),
  withCategory: emptyOr(flag01),
});

/** `POST general/forms/forms`: every form (unpaged), optionally of one type, to pick one from. */
export const FormsPickBodySchema = z.object({ type: emptyOr(z.enum(FORM_TYPES)) });

/** `POST general/reassign_form/update-single-price-form`: one priced question's unit price in a form. */
export const UpdateSinglePriceSchema = z.object({
  form_id: id,
  question_id: id,
  unit_price_halalas: z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxUnitPrice),
});

/** `POST general/reassign_form/update-form-signer`: replaces a form's signers (a new version). */
export const UpdateFormSignerSchema = z.object({ form_id: id, signers: signersField });

// ------------------------------------------------------------------------------------------------
// Fillings: answering and signing
// ------------------------------------------------------------------------------------------------

/** What a filling belongs to; the area that owns the subject starts the filling. */
export const SUBJECT_TYPES = [
  'general',
  'appointment',
  'readiness_order',
  'reassign_order',
  'lock_order',
  'temp_license_order',
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export const FILLING_STATUSES = ['draft', 'answered', 'signing', 'signed'] as const;
export type FillingStatus = (typeof FILLING_STATUSES)[number];
export const FILLING_STATUS_LABELS: Record<FillingStatus, { ar: string; en: string }> = {
  draft: { ar: 'لم يكتمل', en: 'Not filled' },
  answered: { ar: 'تمت الإجابة', en: 'Answered' },
  signing: { ar: 'قيد التوقيع', en: 'Being signed' },
  signed: { ar: 'موقّع', en: 'Signed' },
};

/**
 * The filling workflow, run by the workflow kernel (its answers and signatures by the engine,
 * modules/templates/engine.ts). Every signature covers the SHA-256 of the canonical answers.
 * Changing any answer invalidates every signature given so far (each signer attested to content
 * that no longer exists), and the filling goes back to `answered`; a fully `signed` filling is
 * closed: its answers never change. Saving answers that leave the status as it is is no move.
 */
export const FILLING_WORKFLOW = defineWorkflow({
  name: 'filling',
  title: { ar: 'تعبئة النموذج', en: 'Form filling' },
  statuses: FILLING_STATUSES,
  labels: FILLING_STATUS_LABELS,
  refused: 'filling.transition_not_allowed',
  actions: {
    complete: {
      label: { ar: 'اكتمال الإجابات', en: 'Answers completed' },
      from: ['draft'],
      to: 'answered',
      permission: null,
      party: 'filler',
      after: ['delivery_form_answered'],
      event: 'answered',
      how: 'every required question answered',
    },
    reopen: {
      label: { ar: 'إعادة فتح', en: 'Reopened' },
      from: ['signing'],
      to: 'answered',
      permission: null,
      party: 'filler',
      event: 'answered',
      how: 'a changed answer invalidates every signature',
    },
    uncomplete: {
      label: { ar: 'إجابات غير مكتملة', en: 'Answers incomplete' },
      from: ['answered', 'signing'],
      to: 'draft',
      permission: null,
      party: 'filler',
      event: 'answered',
      how: 'a required answer removed',
    },
    sign: {
      label: { ar: 'توقيع', en: 'Sign' },
      from: ['answered', 'signing'],
      to: ['signing', 'signed'],
      permission: null,
      party: 'signer',
      after: ['complete_delivery'],
      event: 'signed',
      how: 'the signer whose signer_num is next, with the password',
    },
  },
});

/** Names a filling: by its id, or by form and subject. */
export const FillingRefSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.filling_id) return;
    if (!v.form_id) ctx.addIssue({ code: 'custom', path: ['form_id'], message: 'validation.required' });
    if (!v.subject_type)
      ctx.addIssue({ code: 'custom', path: ['subject_type'], message: 'validation.required' });
    if (!v.subject_id) ctx.addIssue({ code: 'custom', path: ['subject_id'], message: 'validation.required' });
  });
export type FillingRef = z.infer<typeof FillingRefSchema>;

/** One answer as sent: the value's shape depends on the question type (see `answerValueSchema`). */
const AnswerInputSchema = z.object({ question_id: id, value: z.unknown() });

/** `POST general/forms/form-update-answer`. */
export const UpdateAnswersSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
    answers: z.array(AnswerInputSchema).max(300),
  })
  .superRefine((v, ctx) => {
    if (!v.filling_id && !(v.form_id && v.subject_type && v.subject_id))
      ctx.addIssue({ code: 'custom', path: ['filling_id'], message: 'validation.required' });
  });
export type UpdateAnswers = z.infer<typeof UpdateAnswersSchema>;

/** `POST general/forms/sign-form` and `general/reassign_form/sign-form`. */
export const SignFormSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
    /** The caller's password, re-entered. */
    password: z.string().min(1).max(128),
    /** The slot the caller means to sign; refused when it is not the current one. */
    signer_num: z.coerce.number().int().min(1).max(MAX_SIGNERS).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.filling_id && !(v.form_id && v.subject_type && v.subject_id))
      ctx.addIssue({ code: 'custom', path: ['filling_id'], message: 'validation.required' });
  });
export type SignForm = z.infer<typeof SignFormSchema>;

/** `POST general/forms/send-notification`: sends a general form to users to fill. */
export const SendFormNotificationSchema = z.object({
  form_id: id,
  user_ids: z.array(id).min(1).max(1000),
});

/** `GET general/reassign_form/get-form-signer?form_id=…` or `?filling_id=…`. */
export const GetFormSignerQuerySchema = z
  .object({ form_id: id.optional(), filling_id: id.optional() })
  .refine((v) => v.form_id || v.filling_id, { path: ['form_id'], error: 'validation.required' });

/** Per-type rules of an answer's value (the server normalises to these shapes). */
export function answerValueSchema(type: QuestionType, options: readonly QuestionOption[] | null) {
  const values = (options ?? []).map((o) => o.value) as [string, ...string[]];
  switch (type) {
    case 'short_text':
      return z.string().trim().min(1).max(ANSWER_LIMITS.shortText);
    case 'long_text':
      return z.string().trim().min(1).max(ANSWER_LIMITS.longText);
    case 'number':
      return z.coerce
        .number()
        .refine(Number.isFinite, { error: 'validation.number' })
        .min(-ANSWER_LIMITS.maxNumber)
        .max(ANSWER_LIMITS.maxNumber);
    case 'single_choice':
      return z.enum(values.length ? values : ['']);
    case 'multiple_choice':
      return z
        .array(z.enum(values.length ? values : ['']))
        .min(1)
        .max(values.length || 1)
        .transform((a) => [...new Set(a)].sort());
    case 'yes_no':
      return flag01;
    case 'date':
      return dateField;
    case 'file':
      return z.union([id, z.object({ file_id: id }).transform((o) => o.file_id)]);
    case 'priced_item':
      return z.union([
        z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxQuantity),
        z
          .object({ quantity: z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxQuantity) })
          .transform((o) => o.quantity),
      ]);
  }
}

/** The frozen definition of a form version: what a filling was answered against. */
export type FormVersionQuestion = {
  question_id: number;
  sort: number;
  title: string;
  title_en: string;
  type: QuestionType;
  is_required: boolean;
  options: QuestionOption[] | null;
  unit_price_halalas: number | null;
  category: {
    id: number;
    name: string;
    name_en: string;
    audience: CategoryAudience;
    user_ids: number[];
    type_ids: number[];
  } | null;
};
type FormVersionSigner = { signer_num: number; type_id: number; user_id: number | null };
export type FormDefinition = {
  name: string;
  name_en: string;
  type: FormType;
  with_category: boolean;
  questions: FormVersionQuestion[];
  signers: FormVersionSigner[];
};
