import { questionnairesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import * as my from './my-questionnaires.service';
import * as questionnaires from './questionnaires.service';
import { questionRoutes } from './questions.routes';
import * as results from './results.service';

const ADMIN = { permission: 'view-questionnaires' } as const;
const USERS = { permission: 'view-users-questionnaire' } as const;
const MINE = { permission: 'view-my-questionnaires' } as const;
const tags = ['questionnaires'];
const row = { table: 'questionnaires' };

/**
 * Spec 001 §7 "Questionnaires" (the contract's `questionnairesEndpoints`): the questionnaires, the
 * users' assignments, the caller's own; questions and groups are plain resources (questions.routes.ts).
 */
export async function questionnairesRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const crud of questionRoutes) await crud(app, ctx);
  const admin = { access: ADMIN, tags };
  const byId = { ...admin, resource: row };

  route(app, e.list, admin, ({ query, body }, actor) =>
    questionnaires.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.create, admin, (_, actor) => questionnaires.formData(ctx, actor));
  route(app, e.edit, byId, ({ params }, actor) => questionnaires.details(ctx, actor, params.id));
  route(app, e.store, admin, ({ body }, actor) => questionnaires.store(ctx, actor, body));
  route(app, e.update, byId, ({ params, body }, actor) => questionnaires.update(ctx, actor, params.id, body));
  route(app, e.remove, byId, ({ params }, actor) => questionnaires.remove(ctx, actor, params.id));
  route(app, e.publish, byId, ({ params }, actor) => questionnaires.publish(ctx, actor, params.id));
  route(app, e.results, byId, ({ params }, actor) => results.results(ctx, actor, params.id));
  route(app, e.exportAnswers, byId, async ({ params }, actor, { reply }) =>
    sendOpened(reply, await results.exportAnswers(ctx, actor, params.id)),
  );

  const users = { access: USERS, tags };
  route(app, e.usersList, users, ({ query, body }, actor) =>
    my.usersList(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(
    app,
    e.usersDetails,
    { ...users, resource: { table: 'questionnaire_assignments' } },
    ({ params }, actor) => my.usersDetails(ctx, actor, params.id),
  );

  const mine = { access: MINE, tags };
  // `:id` is the questionnaire (a survey shared by its audience, no organisation of its own); the
  // caller reaches it only through an assignment of theirs (404 otherwise, tested in the area).
  const mineById = { ...mine, resource: row };
  route(app, e.myList, mine, ({ query, body }, actor) =>
    my.myList(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.myDetails, mineById, ({ params }, actor) => my.myDetails(ctx, actor, params.id));
  route(app, e.myDraft, mineById, ({ params, body }, actor) => my.saveDraft(ctx, actor, params.id, body));
  route(app, e.mySubmit, mineById, ({ params, body }, actor) => my.submit(ctx, actor, params.id, body));
}
