/** What the questions, categories and forms routes answer: their rows and records (issue 27 §3). */
import { z } from 'zod';
import { id } from '../fields';
import { FilterOptionSchema } from '../list';
import { instant, int, maybe, NamesRowSchema, text } from '../records';
import { CATEGORY_AUDIENCES, FORM_TYPES, QUESTION_TYPES } from './templates';

const OptionSchema = z.object({ value: text, label: text, label_en: text });

/** A question (`general/questions`): a list row, and the record its reads and writes answer. */
export const QuestionRowSchema = z.object({
  id,
  title: text,
  title_en: text,
  type: z.enum(QUESTION_TYPES),
  type_text: text,
  is_required: int,
  options: maybe(z.array(OptionSchema)),
  unit_price_halalas: maybe(int),
  category_id: maybe(id),
  created_at: instant,
  updated_at: instant,
});
export type QuestionRow = z.infer<typeof QuestionRowSchema>;

/** A question category row (`general/question_category`). */
export const QuestionCategoryRowSchema = NamesRowSchema.extend({
  audience: z.enum(CATEGORY_AUDIENCES),
  audience_text: text,
  questions_count: int,
  created_at: instant,
});
export type QuestionCategoryRow = z.infer<typeof QuestionCategoryRowSchema>;

/** A question category as `getbyid/{id}` reads it and its writes answer: its audience's users and types. */
export const QuestionCategoryRecordSchema = NamesRowSchema.extend({
  audience: z.enum(CATEGORY_AUDIENCES),
  audience_text: text,
  created_at: instant,
  updated_at: instant,
  user_ids: z.array(id),
  users: z.array(z.object({ id, name: text })),
  type_ids: z.array(id),
});

const formColumns = {
  id,
  name: text,
  name_en: text,
  type: z.enum(FORM_TYPES),
  type_text: text,
  with_category: z.boolean(),
  withCategory: z.union([z.literal(0), z.literal(1)]),
  current_version: int,
  created_at: instant,
  updated_at: instant,
};

/** A row of `general/forms`. */
export const FormRowSchema = z.object({ ...formColumns, questions_count: int, signers_count: int });
export type FormRow = z.infer<typeof FormRowSchema>;

/** A question of a form version, as frozen in it (with this form's price and the question's category). */
export const FormVersionQuestionSchema = z.object({
  question_id: id,
  sort: int,
  title: text,
  title_en: text,
  type: z.enum(QUESTION_TYPES),
  is_required: z.boolean(),
  options: maybe(z.array(OptionSchema)),
  unit_price_halalas: maybe(int),
  category: maybe(
    NamesRowSchema.extend({
      audience: z.enum(CATEGORY_AUDIENCES),
      user_ids: z.array(id),
      type_ids: z.array(id),
    }),
  ),
});

/** A signer slot of a form: the user type (and user) that signs in that place. */
export const FormSignerSchema = z.object({
  signer_num: int,
  type_id: id,
  user_id: maybe(id),
  type_name: text,
});

/** A form as `general/forms/edit/{id}` reads it and its writes answer. */
export const FormRecordSchema = z.object({
  ...formColumns,
  question_ids: z.array(id),
  questions: z.array(FormVersionQuestionSchema),
  signers: z.array(FormSignerSchema),
  fillings_count: int,
});
export type FormRecord = z.infer<typeof FormRecordSchema>;

/** `general/question_category/get-data`: the category form's options. */
export const CategoryFormDataSchema = z.object({
  data: z.object({
    audiences: z.array(FilterOptionSchema),
    user_types: z.array(FilterOptionSchema),
    users: z.array(FilterOptionSchema.extend({ type_id: id })),
  }),
});

/** `general/forms/get-data`: what the form builder offers. */
export const FormBuilderDataSchema = z.object({
  data: z.object({
    types: z.array(FilterOptionSchema),
    user_types: z.array(FilterOptionSchema.extend({ code: text })),
    question_types: z.array(FilterOptionSchema),
    questions: z.array(
      QuestionRowSchema.pick({ id: true, title: true, title_en: true, type: true, is_required: true }).extend(
        {
          category_id: maybe(id),
          unit_price_halalas: maybe(int),
        },
      ),
    ),
    categories: z.array(NamesRowSchema),
    users: z.array(FilterOptionSchema.extend({ type_id: id })),
  }),
});
