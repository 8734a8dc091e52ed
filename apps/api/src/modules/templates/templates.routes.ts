import {
  AnswerFileUploadedSchema,
  AnswersSavedSchema,
  CategoryQuestionsAnswerSchema,
  FillingRefSchema,
  FillingRowSchema,
  FormListBodySchema,
  FormSchema,
  FormSignedSchema,
  FormsPickBodySchema,
  FormsSentSchema,
  GetFormSignerQuerySchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  PickFormsAnswerSchema,
  PriceUpdatedSchema,
  QuestionCategoryListBodySchema,
  QuestionCategorySchema,
  QuestionListBodySchema,
  QuestionSchema,
  SendFormNotificationSchema,
  SignersUpdatedSchema,
  SignFormSchema,
  TemplateRecordAnswerSchema,
  UpdateAnswersSchema,
  UpdateFormSignerSchema,
  UpdateSinglePriceSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { asAnswer } from '../../lib/crud';
import { resourceRoutes } from '../../lib/resource-routes';
import { answers, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as defs from './definitions.service';
import * as fill from './fillings.service';

const tags = ['templates'];
const questionsAccess = { permission: 'tamplate-question-index' } as const;
const categoriesAccess = { permission: 'tamplate-question_category-index' } as const;
const formsAccess = { permission: 'tamplate-form-index' } as const;
const ID_MAX = 2_147_483_647;

/** The fillings list's answer (`general/forms/fillings`). */
const fillingList = listResponseSchema(FillingRowSchema);

/**
 * Templates (spec 000 §7 "Forms", "Questions"; 001 §7 "reassign_form"): paths verbatim.
 * Definitions need the tamplate-* permissions; answering and signing need an active account and
 * pass the engine's own rules (the filling's organisation, the signer's turn).
 */
export async function templatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Questions ------------------------------------------------------------------------------------
  resourceRoutes(app, {
    base: '/general/questions',
    access: questionsAccess,
    table: 'questions',
    tags,
    list: { body: QuestionListBodySchema, run: (req, q) => defs.listQuestions(ctx, req, q) },
    get: (req, id) => defs.getQuestion(ctx, req, id),
    save: {
      body: QuestionSchema,
      store: (req, body) => defs.storeQuestion(ctx, req, body),
      update: (req, id, body) => defs.updateQuestion(ctx, req, id, body),
    },
    destroy: (req, id) => defs.deleteQuestion(ctx, req, id),
  });

  // Question categories --------------------------------------------------------------------------
  resourceRoutes(app, {
    base: '/general/question_category',
    access: categoriesAccess,
    table: 'question_categories',
    tags,
    paths: { get: 'getbyid', destroy: 'destroy' },
    list: { body: QuestionCategoryListBodySchema, run: (req, q) => defs.listCategories(ctx, req, q) },
    get: (req, id) => defs.getCategory(ctx, req, id),
    save: {
      body: QuestionCategorySchema,
      store: (req, body) => defs.storeCategory(ctx, req, body),
      update: (req, id, body) => defs.updateCategory(ctx, req, id, body),
    },
    destroy: (req, id) => defs.deleteCategory(ctx, req, id),
  });
  r.get(
    '/general/question_category/get-data',
    {
      config: { access: categoriesAccess },
      schema: { response: answers({ 200: TemplateRecordAnswerSchema }), tags },
    },
    (req) => defs.categoryFormData(ctx, req),
  );
  r.get(
    '/general/question_category/get_questions',
    {
      config: { access: formsAccess },
      schema: { response: answers({ 200: CategoryQuestionsAnswerSchema }), tags },
    },
    (req) => defs.questionsByCategory(ctx, req),
  );

  // Forms ----------------------------------------------------------------------------------------
  resourceRoutes(app, {
    base: '/general/forms',
    access: formsAccess,
    table: 'forms',
    tags,
    paths: { destroy: 'destroy' },
    list: { body: FormListBodySchema, run: (req, q) => defs.listForms(ctx, req, q) },
    get: (req, id) => defs.getForm(ctx, req, id),
    save: {
      body: FormSchema,
      store: (req, body) => defs.storeForm(ctx, req, body),
      update: (req, id, body) => defs.updateForm(ctx, req, id, body),
    },
    destroy: (req, id) => defs.deleteForm(ctx, req, id),
  });
  r.post(
    '/general/forms/forms',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: PickFormsAnswerSchema }), body: FormsPickBodySchema },
    },
    (req) => defs.pickForms(ctx, req, req.body?.type),
  );
  r.get(
    '/general/forms/get-data',
    {
      config: { access: formsAccess },
      schema: { response: answers({ 200: TemplateRecordAnswerSchema }), tags },
    },
    (req) => defs.formBuilderData(ctx, req),
  );
  r.get(
    '/general/reassign_form/get-questions-form/:id',
    {
      config: { access: 'active', resource: { table: 'forms' } },
      schema: { tags, response: answers({ 200: TemplateRecordAnswerSchema }), params: idParam },
    },
    (req) => defs.pricedQuestions(ctx, req, req.params.id),
  );
  r.post(
    '/general/reassign_form/update-single-price-form',
    {
      config: { access: formsAccess },
      schema: { tags, response: answers({ 200: PriceUpdatedSchema }), body: UpdateSinglePriceSchema },
    },
    (req) => defs.updateSinglePrice(ctx, req, req.body),
  );
  r.get(
    '/general/reassign_form/get-form-signer',
    {
      config: { access: 'active' },
      schema: {
        tags,
        response: answers({ 200: TemplateRecordAnswerSchema }),
        querystring: GetFormSignerQuerySchema,
      },
    },
    (req) => fill.formSigners(ctx, req, currentUser(req), req.query),
  );
  r.post(
    '/general/reassign_form/update-form-signer',
    {
      config: { access: formsAccess },
      schema: { tags, response: answers({ 200: SignersUpdatedSchema }), body: UpdateFormSignerSchema },
    },
    (req) => defs.updateFormSigners(ctx, req, req.body.form_id, req.body.signers),
  );

  // Answering ------------------------------------------------------------------------------------
  r.post(
    '/general/forms/questions-with-answer-ids',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: TemplateRecordAnswerSchema }), body: FillingRefSchema },
    },
    (req) => fill.questionsWithAnswers(ctx, req, currentUser(req), fill.toRef(req.body)),
  );
  r.post(
    '/general/forms/form-with-answerd-q',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: TemplateRecordAnswerSchema }), body: FillingRefSchema },
    },
    (req) => fill.answeredForm(ctx, req, currentUser(req), fill.toRef(req.body)),
  );
  r.post(
    '/general/forms/form-update-answer',
    {
      config: { access: 'active' },
      schema: { tags, response: answers({ 200: AnswersSavedSchema }), body: UpdateAnswersSchema },
    },
    (req) => fill.updateAnswers(ctx, req, currentUser(req), req.body),
  );
  r.post(
    '/general/forms/upload-answer-attach',
    {
      config: { access: 'active' },
      schema: {
        tags,
        response: answers({ 200: AnswerFileUploadedSchema }),
        consumes: ['multipart/form-data'],
      },
    },
    (req) => fill.uploadAnswerFile(ctx, req, currentUser(req)),
  );
  r.get(
    '/general/forms/answer-file',
    {
      config: { access: 'active' },
      schema: {
        response: answers({ 200: fileAnswer }),
        tags,
        querystring: z.object({
          filling_id: z.coerce.number().int().positive().max(ID_MAX),
          file_id: z.coerce.number().int().positive().max(ID_MAX),
        }),
      },
    },
    (req, reply) =>
      fill.sendAnswerFile(ctx, reply, currentUser(req), req.query.filling_id, req.query.file_id),
  );
  r.post(
    '/general/forms/send-notification',
    {
      config: { access: formsAccess },
      schema: { tags, response: answers({ 200: FormsSentSchema }), body: SendFormNotificationSchema },
    },
    (req) => fill.sendForm(ctx, req, currentUser(req), req.body),
  );
  r.post(
    '/general/forms/fillings',
    {
      config: { access: 'active' },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: z.object({
          paginate: z.coerce.number().int().min(1).max(500).optional(),
          sort_by: z.string().max(64).optional(),
          sort_dir: z.enum(['asc', 'desc']).optional(),
          form_id: z.union([z.coerce.number().int().positive().max(ID_MAX), z.literal('')]).optional(),
          status: z.string().max(20).optional(),
          subject_type: z.string().max(30).optional(),
        }),
        response: { 200: fillingList },
      },
    },
    async (req) =>
      asAnswer<z.output<typeof fillingList>>(
        await fill.listFillings(ctx, req, currentUser(req), { page: req.query.page, body: req.body ?? {} }),
      ),
  );

  // Signing --------------------------------------------------------------------------------------
  for (const url of ['/general/forms/sign-form', '/general/reassign_form/sign-form'])
    r.post(
      url,
      {
        config: { access: 'active' },
        schema: { tags, body: SignFormSchema, response: answers({ 200: FormSignedSchema }) },
      },
      (req) => fill.signForm(ctx, req, currentUser(req), req.body),
    );
}
