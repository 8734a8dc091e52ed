/** What the form, question-category and filling routes answer besides their CRUD (issue 27 §3). */
import { z } from 'zod';
import { LooseRecordAnswerSchema, LooseRecordSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { int, maybe, text } from '../records';

/**
 * A read answered as `{ data: { … } }` whose fields are not declared one by one yet: the form
 * options (`get-data`), the signers of a form or filling, a filling as the filler sees it.
 */
export const TemplateRecordAnswerSchema = LooseRecordAnswerSchema;

/** `general/question_category/get_questions`: the categories with their questions. */
export const CategoryQuestionsAnswerSchema = z.object({
  data: z.array(LooseRecordSchema.extend({ id: maybe(id), questions: z.array(LooseRecordSchema) })),
});

/** `general/forms/forms`: the forms to pick, each with its type in words. */
export const PickFormsAnswerSchema = z.object({
  data: z.array(LooseRecordSchema.extend({ id, type_text: text })),
});

/** `general/reassign_form/update-single-price-form`: the question's new price and the form version. */
export const PriceUpdatedSchema = messageResponse(
  LooseRecordSchema.extend({ form_id: id, question_id: id, unit_price_halalas: int, version: int }),
);

/** `general/reassign_form/update-form-signer`: the form's signers as saved. */
export const SignersUpdatedSchema = messageResponse(LooseRecordSchema);

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

/** `general/forms/send-notification`: the fillings created or sent. */
export const FormsSentSchema = messageResponse(z.array(LooseRecordSchema));

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
