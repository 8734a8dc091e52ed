import { z } from 'zod';
import { emptyOr, id, idList } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { flag01 } from '../validation';

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
export const ANSWER_LIMITS = {
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
export const MAX_SIGNERS = 10;

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
