import { z } from 'zod';
import {
  dataResponse,
  defineEndpoint,
  FileResponseSchema,
  MessageResponseSchema,
  messageResponse,
} from '../endpoint';
import { id } from '../fields';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  CategoryFormDataSchema,
  FormBuilderDataSchema,
  FormRecordSchema,
  FormRowSchema,
  QuestionCategoryRecordSchema,
  QuestionCategoryRowSchema,
  QuestionRowSchema,
} from './definitions-records';
import {
  FillingRefSchema,
  GetFormSignerQuerySchema,
  SendFormNotificationSchema,
  SignFormSchema,
  UpdateAnswersSchema,
} from './fillings';
import {
  FormListBodySchema,
  FormSchema,
  FormsPickBodySchema,
  QuestionCategoryListBodySchema,
  QuestionCategorySchema,
  QuestionListBodySchema,
  QuestionSchema,
  UpdateFormSignerSchema,
  UpdateSinglePriceSchema,
} from './templates';
import {
  AnswerFileUploadedSchema,
  AnswersSavedSchema,
  CategoryQuestionsAnswerSchema,
  FillingViewSchema,
  FormSignedSchema,
  FormSignersSchema,
  FormsSentSchema,
  PickFormsAnswerSchema,
  PricedQuestionsSchema,
  PriceUpdatedSchema,
  SignersUpdatedSchema,
} from './templates-answers';
import { FillingRowSchema } from './templates-records';

/**
 * The five calls of a definition resource: `POST <base>` list (`?page`, filters in the body),
 * `GET <base>/<get>/{id}`, `POST <base>/store` (201), `POST <base>/update/{id}`,
 * `DELETE <base>/<destroy>/{id}`; the spec's path words differ by resource (`edit`/`getbyid`,
 * `delete`/`destroy`). */
const resource = <
  B extends string,
  L extends z.ZodType,
  S extends z.ZodType,
  G extends string,
  D extends string,
  R extends z.ZodType,
  Rec extends z.ZodType,
>(
  base: B,
  list: L,
  save: S,
  get: G,
  destroy: D,
  answers: { row: R; record: Rec },
) => ({
  list: defineEndpoint({
    method: 'POST',
    path: base,
    query: ListQuerySchema,
    body: list,
    response: listResponseSchema(answers.row),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/${get}/{id}`,
    response: dataResponse(answers.record),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: `${base}/store`,
    body: save,
    status: 201,
    response: messageResponse(answers.record),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/update/{id}`,
    body: save,
    response: messageResponse(answers.record),
  }),
  destroy: defineEndpoint({
    method: 'DELETE',
    path: `${base}/${destroy}/{id}`,
    response: MessageResponseSchema,
  }),
});

/** `general/forms/fillings`: the fillings list's filters. */
const FillingListBodySchema = z.object({
  paginate: z.coerce.number().int().min(1).max(500).optional(),
  sort_by: z.string().max(64).optional(),
  sort_dir: z.enum(['asc', 'desc']).optional(),
  form_id: z.union([id, z.literal('')]).optional(),
  status: z.string().max(20).optional(),
  subject_type: z.string().max(30).optional(),
});

const read = <P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineEndpoint({ method: 'GET', path, response });
const signForm = <P extends string>(path: P) =>
  defineEndpoint({ method: 'POST', path, body: SignFormSchema, response: FormSignedSchema });

/** Templates (spec 000 §7 "Forms", "Questions"; 001 §7 "reassign_form"), paths verbatim. */
export const templatesEndpoints = {
  questions: resource('general/questions', QuestionListBodySchema, QuestionSchema, 'edit', 'delete', {
    row: QuestionRowSchema,
    record: QuestionRowSchema,
  }),
  categories: resource(
    'general/question_category',
    QuestionCategoryListBodySchema,
    QuestionCategorySchema,
    'getbyid',
    'destroy',
    { row: QuestionCategoryRowSchema, record: QuestionCategoryRecordSchema },
  ),
  forms: resource('general/forms', FormListBodySchema, FormSchema, 'edit', 'destroy', {
    row: FormRowSchema,
    record: FormRecordSchema,
  }),
  categoryFormData: read('general/question_category/get-data', CategoryFormDataSchema),
  questionsByCategory: defineEndpoint({
    method: 'GET',
    path: 'general/question_category/get_questions',
    response: CategoryQuestionsAnswerSchema,
  }),
  pickForms: defineEndpoint({
    method: 'POST',
    path: 'general/forms/forms',
    body: FormsPickBodySchema,
    response: PickFormsAnswerSchema,
  }),
  formBuilderData: read('general/forms/get-data', FormBuilderDataSchema),
  pricedQuestions: read('general/reassign_form/get-questions-form/{id}', PricedQuestionsSchema),
  updateSinglePrice: defineEndpoint({
    method: 'POST',
    path: 'general/reassign_form/update-single-price-form',
    body: UpdateSinglePriceSchema,
    response: PriceUpdatedSchema,
  }),
  formSigners: defineEndpoint({
    method: 'GET',
    path: 'general/reassign_form/get-form-signer',
    query: GetFormSignerQuerySchema,
    response: FormSignersSchema,
  }),
  updateFormSigners: defineEndpoint({
    method: 'POST',
    path: 'general/reassign_form/update-form-signer',
    body: UpdateFormSignerSchema,
    response: SignersUpdatedSchema,
  }),

  // ---- answering ----
  questionsWithAnswers: defineEndpoint({
    method: 'POST',
    path: 'general/forms/questions-with-answer-ids',
    body: FillingRefSchema,
    response: FillingViewSchema,
  }),
  answeredForm: defineEndpoint({
    method: 'POST',
    path: 'general/forms/form-with-answerd-q',
    body: FillingRefSchema,
    response: FillingViewSchema,
  }),
  updateAnswers: defineEndpoint({
    method: 'POST',
    path: 'general/forms/form-update-answer',
    body: UpdateAnswersSchema,
    response: AnswersSavedSchema,
  }),
  /** Multipart: filling_id, question_id, file. */
  uploadAnswerFile: defineEndpoint({
    method: 'POST',
    path: 'general/forms/upload-answer-attach',
    multipart: true,
    response: AnswerFileUploadedSchema,
  }),
  answerFile: defineEndpoint({
    method: 'GET',
    path: 'general/forms/answer-file',
    query: z.object({ filling_id: id, file_id: id }),
    response: FileResponseSchema,
  }),
  sendForm: defineEndpoint({
    method: 'POST',
    path: 'general/forms/send-notification',
    body: SendFormNotificationSchema,
    response: FormsSentSchema,
  }),
  fillings: defineEndpoint({
    method: 'POST',
    path: 'general/forms/fillings',
    query: ListQuerySchema,
    body: FillingListBodySchema,
    response: listResponseSchema(FillingRowSchema),
  }),

  // ---- signing (the same call under general/forms and reassign_form) ----
  signForm: signForm('general/forms/sign-form'),
  reassignSignForm: signForm('general/reassign_form/sign-form'),
};
