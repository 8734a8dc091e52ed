import { templatesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Access, Actor } from '../../lib/actor';
import { sendFile } from '../../lib/files';
import type { ListInput } from '../../lib/list';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as defs from './definitions.service';
import * as fill from './fillings.service';

const tags = ['templates'];

type Resource = (typeof e)['questions' | 'categories' | 'forms'];
type Saved<R extends Resource> = z.output<R['store']['body']>;
type Call<A extends unknown[]> = (ctx: AppContext, actor: Actor, ...args: A) => Promise<unknown>;

/**
 * The five calls of a definition resource (list, get, store, update, destroy) onto its service;
 * one permission guards all five, the `{id}` ones name their table for the object-scope suite.
 */
function resourceRoutes<R extends Resource>(
  app: FastifyInstance,
  ctx: AppContext,
  r: R,
  opts: { access: Exclude<Access, 'public'>; table: string },
  s: {
    list: Call<[ListInput]>;
    get: Call<[number]>;
    store: Call<[Saved<R>]>;
    update: Call<[number, Saved<R>]>;
    destroy: Call<[number]>;
  },
) {
  const all = { access: opts.access, tags };
  const byId = { ...all, resource: { table: opts.table } };
  route(app, r.list as Resource['list'], all, ({ query, body }, actor) =>
    s.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, r.get as Resource['get'], byId, ({ params }, actor) => s.get(ctx, actor, params.id));
  route(app, r.store as Resource['store'], all, ({ body }, actor) => s.store(ctx, actor, body as Saved<R>));
  route(app, r.update as Resource['update'], byId, ({ params, body }, actor) =>
    s.update(ctx, actor, params.id, body as Saved<R>),
  );
  route(app, r.destroy as Resource['destroy'], byId, ({ params }, actor) => s.destroy(ctx, actor, params.id));
}

/**
 * Templates (spec 000 §7 "Forms", "Questions"; 001 §7 "reassign_form"; the paths, bodies and
 * answers are the contract's `templatesEndpoints`). Definitions need the tamplate-* permissions;
 * answering and signing need an active account and pass the engine's own rules (the filling's
 * organisation, the signer's turn).
 */
export async function templatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const questions = { permission: 'tamplate-question-index' } as const;
  const categories = { permission: 'tamplate-question_category-index' } as const;
  const forms = { permission: 'tamplate-form-index' } as const;
  const active = { access: 'active', tags } as const;
  const formsOpts = { access: forms, tags };

  // ---- definitions ----
  resourceRoutes(
    app,
    ctx,
    e.questions,
    { access: questions, table: 'questions' },
    {
      list: defs.listQuestions,
      get: defs.getQuestion,
      store: defs.storeQuestion,
      update: defs.updateQuestion,
      destroy: defs.deleteQuestion,
    },
  );
  resourceRoutes(
    app,
    ctx,
    e.categories,
    { access: categories, table: 'question_categories' },
    {
      list: defs.listCategories,
      get: defs.getCategory,
      store: defs.storeCategory,
      update: defs.updateCategory,
      destroy: defs.deleteCategory,
    },
  );
  route(app, e.categoryFormData, { access: categories, tags }, (_, actor) =>
    defs.categoryFormData(ctx, actor),
  );
  route(app, e.questionsByCategory, formsOpts, (_, actor) => defs.questionsByCategory(ctx, actor));
  resourceRoutes(
    app,
    ctx,
    e.forms,
    { access: forms, table: 'forms' },
    {
      list: defs.listForms,
      get: defs.getForm,
      store: defs.storeForm,
      update: defs.updateForm,
      destroy: defs.deleteForm,
    },
  );
  route(app, e.pickForms, active, ({ body }, actor) => defs.pickForms(ctx, actor, body?.type));
  route(app, e.formBuilderData, formsOpts, (_, actor) => defs.formBuilderData(ctx, actor));
  route(app, e.pricedQuestions, { ...active, resource: { table: 'forms' } }, ({ params }, actor) =>
    defs.pricedQuestions(ctx, actor, params.id),
  );
  route(app, e.updateSinglePrice, formsOpts, ({ body }, actor) => defs.updateSinglePrice(ctx, actor, body));
  route(app, e.formSigners, active, ({ query }, actor) => fill.formSigners(ctx, actor, query));
  route(app, e.updateFormSigners, formsOpts, ({ body }, actor) =>
    defs.updateFormSigners(ctx, actor, body.form_id, body.signers),
  );

  // ---- answering ----
  route(app, e.questionsWithAnswers, active, ({ body }, actor) =>
    fill.questionsWithAnswers(ctx, actor, fill.toRef(body)),
  );
  route(app, e.answeredForm, active, ({ body }, actor) => fill.answeredForm(ctx, actor, fill.toRef(body)));
  route(app, e.updateAnswers, active, ({ body }, actor) => fill.updateAnswers(ctx, actor, body));
  route(app, e.uploadAnswerFile, active, (_, actor, { req }) =>
    fill.uploadAnswerFile(ctx, actor, multipartOf(req)),
  );
  route(app, e.answerFile, active, async ({ query }, actor, { reply }) =>
    sendFile(ctx, reply, await fill.answerFile(ctx, actor, query.filling_id, query.file_id)),
  );
  route(app, e.sendForm, formsOpts, ({ body }, actor) => fill.sendForm(ctx, actor, body));
  route(app, e.fillings, active, ({ query, body }, actor) =>
    fill.listFillings(ctx, actor, { page: query.page, body: body ?? {} }),
  );

  // ---- signing (general/forms and reassign_form) ----
  for (const endpoint of [e.signForm, e.reassignSignForm])
    route(app, endpoint, active, ({ body }, actor) => fill.signForm(ctx, actor, body));
}
