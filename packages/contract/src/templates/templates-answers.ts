/** What the form, question-category and filling routes answer besides their CRUD (issue 27 §3). */
import { z } from 'zod';
import { messageResponse } from '../endpoint';
import { id } from '../fields';
import { instant, int, maybe, text } from '../records';
import {
  FormRecordSchema,
  FormSignerSchema,
  FormVersionQuestionSchema,
  QuestionRowSchema,
} from './definitions-records';
import { FILLING_STATUSES, SUBJECT_TYPES } from './fillings';
import { CATEGORY_AUDIENCES, FORM_TYPES } from './templates';
import { SignerStateSchema } from './templates-records';

/** `general/question_category/get_questions`: the categories (and the uncategorised) with their questions. */
export const CategoryQuestionsAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: maybe(id),
      name: text,
      name_en: text,
      audience: z.enum(CATEGORY_AUDIENCES),
      questions: z.array(QuestionRowSchema),
    }),
  ),
});

const FormHeadSchema = FormRecordSchema.pick({
  id: true,
  name: true,
  name_en: true,
  type: true,
  type_text: true,
});

/** `general/forms/forms`: the forms to pick, each with its type in words. */
export const PickFormsAnswerSchema = z.object({
  data: z.array(FormHeadSchema.extend({ current_version: int })),
});

/** `reassign_form/get-questions-form/{id}`: the form's questions with their prices, and its signers. */
export const PricedQuestionsSchema = z.object({
  data: z.object({
    form: FormHeadSchema.extend({ current_version: int }),
    questions: z.array(FormVersionQuestionSchema),
    signers: z.array(FormSignerSchema),
  }),
});

/** `reassign_form/get-form-signer`: a filling's signer slots and their state, or a form's signers. */
export const FormSignersSchema = z.object({
  data: z.union([
    z.object({ filling_id: id, status: z.enum(FILLING_STATUSES), signers: z.array(SignerStateSchema) }),
    z.object({ form_id: id, signers: z.array(FormSignerSchema) }),
  ]),
});

/** A filling as its filler and signers read it (`questions-with-answer-ids`, `form-with-answerd-q`). */
export const FillingViewSchema = z.object({
  data: z.object({
    filling: z.object({
      id,
      form_id: id,
      form_version_id: id,
      version: int,
      subject_type: z.enum(SUBJECT_TYPES),
      subject_id: id,
      status: z.enum(FILLING_STATUSES),
      status_text: text,
      total_halalas: int,
      answers_hash: maybe(text),
      answered_at: maybe(instant),
      signed_at: maybe(instant),
      verify_code: text,
      verify_url: maybe(text),
      company: maybe(z.object({ id, name: text })),
    }),
    form: z.object({
      id,
      name: text,
      name_en: text,
      type: z.enum(FORM_TYPES),
      withCategory: z.union([z.literal(0), z.literal(1)]),
    }),
    questions: z.array(
      FormVersionQuestionSchema.extend({
        can_answer: z.boolean(),
        answer_id: maybe(id),
        value: z.unknown(),
        quantity: maybe(z.number()),
        line_total_halalas: maybe(int),
        file: maybe(z.object({ id, name: text, size: int, mime: text })),
      }),
    ),
    signers: z.array(SignerStateSchema),
    current_signer_num: maybe(int),
    can_sign: z.boolean(),
  }),
});

/** `general/reassign_form/update-single-price-form`: the question's new price and the form version. */
export const PriceUpdatedSchema = messageResponse(
  z.object({ form_id: id, question_id: id, unit_price_halalas: int, version: int }),
);

/** `general/reassign_form/update-form-signer`: the form's signers as saved. */
export const SignersUpdatedSchema = messageResponse(FormRecordSchema);

/** `general/forms/form-update-answer`: the filling's state after its answers were saved. */
export const AnswersSavedSchema = messageResponse(
  z.object({
    filling_id: id,
    status: text,
    status_text: text,
    total_halalas: maybe(int),
    answers_hash: maybe(text),
    invalidated_signatures: int,
  }),
);

/** `general/forms/upload-answer-attach`: the stored answer file. */
export const AnswerFileUploadedSchema = messageResponse(z.object({ file_id: id, name: text, size: int }));

/** `general/forms/send-notification`: the fillings created or sent, one a user. */
export const FormsSentSchema = messageResponse(z.array(z.object({ user_id: id, filling_id: id })));

/** `sign-form`: the signature and the filling's state after it. */
export const FormSignedSchema = messageResponse(
  z.object({
    filling_id: id,
    signer_num: int,
    signature_id: id,
    status: text,
    status_text: text,
    signed: z.union([z.literal(0), z.literal(1)]),
  }),
);
