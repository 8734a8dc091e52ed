import {
  FillingRefSchema,
  FormListBodySchema,
  FormSchema,
  FormsPickBodySchema,
  GetFormSignerQuerySchema,
  idParam,
  ListQuerySchema,
  QuestionCategoryListBodySchema,
  QuestionCategorySchema,
  QuestionListBodySchema,
  QuestionSchema,
  SendFormNotificationSchema,
  SignFormSchema,
  UpdateAnswersSchema,
  UpdateFormSignerSchema,
  UpdateSinglePriceSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/access';
import * as defs from './definitions.service';
import * as fill from './fillings.service';

const tags = ['templates'];
const questionsAccess = { permission: 'tamplate-question-index' } as const;
const categoriesAccess = { permission: 'tamplate-question_category-index' } as const;
const formsAccess = { permission: 'tamplate-form-index' } as const;
const ID_MAX = 2_147_483_647;

/**
 * Templates (spec 000 §7 "Forms", "Questions"; 001 §7 "reassign_form"): paths verbatim.
 * Definitions need the tamplate-* permissions; answering and signing need an active account and
 * pass the engine's own rules (the filling's organisation, the signer's turn).
 */
export async function templatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Questions ------------------------------------------------------------------------------------
  r.post(
    '/general/questions',
    {
      config: { access: questionsAccess },
      schema: { tags, querystring: ListQuerySchema, body: QuestionListBodySchema },
    },
    (req) => defs.listQuestions(ctx, req, { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    '/general/questions/edit/:id',
    {
      config: { access: questionsAccess, resource: { table: 'questions' } },
      schema: { tags, params: idParam },
    },
    (req) => defs.getQuestion(ctx, req, req.params.id),
  );
  r.post(
    '/general/questions/store',
    { config: { access: questionsAccess }, schema: { tags, body: QuestionSchema } },
    async (req, reply) => reply.code(201).send(await defs.storeQuestion(ctx, req, req.body)),
  );
  r.post(
    '/general/questions/update/:id',
    {
      config: { access: questionsAccess, resource: { table: 'questions' } },
      schema: { tags, params: idParam, body: QuestionSchema },
    },
    (req) => defs.updateQuestion(ctx, req, req.params.id, req.body),
  );
  r.delete(
    '/general/questions/delete/:id',
    {
      config: { access: questionsAccess, resource: { table: 'questions' } },
      schema: { tags, params: idParam },
    },
    (req) => defs.deleteQuestion(ctx, req, req.params.id),
  );

  // Question categories --------------------------------------------------------------------------
  r.post(
    '/general/question_category',
    {
      config: { access: categoriesAccess },
      schema: { tags, querystring: ListQuerySchema, body: QuestionCategoryListBodySchema },
    },
    (req) => defs.listCategories(ctx, req, { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    '/general/question_category/getbyid/:id',
    {
      config: { access: categoriesAccess, resource: { table: 'question_categories' } },
      schema: { tags, params: idParam },
    },
    (req) => defs.getCategory(ctx, req, req.params.id),
  );
  r.post(
    '/general/question_category/store',
    { config: { access: categoriesAccess }, schema: { tags, body: QuestionCategorySchema } },
    async (req, reply) => reply.code(201).send(await defs.storeCategory(ctx, req, req.body)),
  );
  r.post(
    '/general/question_category/update/:id',
    {
      config: { access: categoriesAccess, resource: { table: 'question_categories' } },
      schema: { tags, params: idParam, body: QuestionCategorySchema },
    },
    (req) => defs.updateCategory(ctx, req, req.params.id, req.body),
  );
  r.delete(
    '/general/question_category/destroy/:id',
    {
      config: { access: categoriesAccess, resource: { table: 'question_categories' } },
      schema: { tags, params: idParam },
    },
    (req) => defs.deleteCategory(ctx, req, req.params.id),
  );
  r.get(
    '/general/question_category/get-data',
    { config: { access: categoriesAccess }, schema: { tags } },
    (req) => defs.categoryFormData(ctx, req),
  );
  r.get(
    '/general/question_category/get_questions',
    { config: { access: formsAccess }, schema: { tags } },
    (req) => defs.questionsByCategory(ctx, req),
  );

  // Forms ----------------------------------------------------------------------------------------
  r.post(
    '/general/forms',
    {
      config: { access: formsAccess },
      schema: { tags, querystring: ListQuerySchema, body: FormListBodySchema },
    },
    (req) => defs.listForms(ctx, req, { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    '/general/forms/forms',
    { config: { access: 'active' }, schema: { tags, body: FormsPickBodySchema } },
    (req) => defs.pickForms(ctx, req, req.body?.type),
  );
  r.get(
    '/general/forms/edit/:id',
    { config: { access: formsAccess, resource: { table: 'forms' } }, schema: { tags, params: idParam } },
    (req) => defs.getForm(ctx, req, req.params.id),
  );
  r.get('/general/forms/get-data', { config: { access: formsAccess }, schema: { tags } }, (req) =>
    defs.formBuilderData(ctx, req),
  );
  r.post(
    '/general/forms/store',
    { config: { access: formsAccess }, schema: { tags, body: FormSchema } },
    async (req, reply) => reply.code(201).send(await defs.storeForm(ctx, req, req.body)),
  );
  r.post(
    '/general/forms/update/:id',
    {
      config: { access: formsAccess, resource: { table: 'forms' } },
      schema: { tags, params: idParam, body: FormSchema },
    },
    (req) => defs.updateForm(ctx, req, req.params.id, req.body),
  );
  r.delete(
    '/general/forms/destroy/:id',
    { config: { access: formsAccess, resource: { table: 'forms' } }, schema: { tags, params: idParam } },
    (req) => defs.deleteForm(ctx, req, req.params.id),
  );
  r.get(
    '/general/reassign_form/get-questions-form/:id',
    { config: { access: 'active', resource: { table: 'forms' } }, schema: { tags, params: idParam } },
    (req) => defs.pricedQuestions(ctx, req, req.params.id),
  );
  r.post(
    '/general/reassign_form/update-single-price-form',
    { config: { access: formsAccess }, schema: { tags, body: UpdateSinglePriceSchema } },
    (req) => defs.updateSinglePrice(ctx, req, req.body),
  );
  r.get(
    '/general/reassign_form/get-form-signer',
    { config: { access: 'active' }, schema: { tags, querystring: GetFormSignerQuerySchema } },
    (req) => fill.formSigners(ctx, req, currentUser(req), req.query),
  );
  r.post(
    '/general/reassign_form/update-form-signer',
    { config: { access: formsAccess }, schema: { tags, body: UpdateFormSignerSchema } },
    (req) => defs.updateFormSigners(ctx, req, req.body.form_id, req.body.signers),
  );

  // Answering ------------------------------------------------------------------------------------
  r.post(
    '/general/forms/questions-with-answer-ids',
    { config: { access: 'active' }, schema: { tags, body: FillingRefSchema } },
    (req) => fill.questionsWithAnswers(ctx, req, currentUser(req), fill.toRef(req.body)),
  );
  r.post(
    '/general/forms/form-with-answerd-q',
    { config: { access: 'active' }, schema: { tags, body: FillingRefSchema } },
    (req) => fill.answeredForm(ctx, req, currentUser(req), fill.toRef(req.body)),
  );
  r.post(
    '/general/forms/form-update-answer',
    { config: { access: 'active' }, schema: { tags, body: UpdateAnswersSchema } },
    (req) => fill.updateAnswers(ctx, req, currentUser(req), req.body),
  );
  r.post(
    '/general/forms/upload-answer-attach',
    { config: { access: 'active' }, schema: { tags, consumes: ['multipart/form-data'] } },
    (req) => fill.uploadAnswerFile(ctx, req, currentUser(req)),
  );
  r.get(
    '/general/forms/answer-file',
    {
      config: { access: 'active' },
      schema: {
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
    { config: { access: formsAccess }, schema: { tags, body: SendFormNotificationSchema } },
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
      },
    },
    (req) => fill.listFillings(ctx, req, currentUser(req), { page: req.query.page, body: req.body ?? {} }),
  );

  // Signing --------------------------------------------------------------------------------------
  for (const url of ['/general/forms/sign-form', '/general/reassign_form/sign-form'])
    r.post(url, { config: { access: 'active' }, schema: { tags, body: SignFormSchema } }, (req) =>
      fill.signForm(ctx, req, currentUser(req), req.body),
    );
}
