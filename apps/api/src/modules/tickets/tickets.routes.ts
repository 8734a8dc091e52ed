import { ticketsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import { groupsRoutes, staffOptions } from './groups.routes';
import * as subjects from './subjects.service';
import * as ticketComments from './ticket-comments';
import { exportTickets } from './ticket-export';
import { download } from './ticket-files';
import * as tickets from './tickets.service';

/**
 * Spec 000 §7 "Tickets" (paths, bodies and answers: the contract's `ticketsEndpoints`). Subjects
 * and admin groups: `ticket-subject-index`. Tickets: `ticket` (a company opens and replies; the handlers of the
 * ticket's group answer, forward, change the importance, close), the inbox `ticket-index`.
 */
export async function ticketsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['tickets'];
  const SUBJECTS = { access: { permission: 'ticket-subject-index' }, tags } as const;
  const subjectById = { ...SUBJECTS, resource: { table: 'ticket_subjects' } };
  route(app, e.subjectList, SUBJECTS, ({ query }, actor) => subjects.list(ctx, actor, query));
  route(app, e.subjectListPost, SUBJECTS, ({ query, body }, actor) =>
    subjects.list(ctx, actor, { page: query.page, ...body }),
  );
  route(app, e.subjectCreate, SUBJECTS, (_, actor) => subjects.createForm(ctx, actor));
  route(app, e.groupCreate, SUBJECTS, () => staffOptions(ctx));
  await groupsRoutes(app, ctx);
  route(app, e.subjectStore, SUBJECTS, ({ body }, actor) => subjects.store(ctx, actor, body));
  route(app, e.subjectEdit, subjectById, ({ params }, actor) => subjects.edit(ctx, actor, params.id));
  route(app, e.subjectUpdate, subjectById, ({ params, body }, actor) =>
    subjects.update(ctx, actor, params.id, body),
  );
  route(app, e.subjectDestroy, subjectById, ({ params }, actor) => subjects.destroy(ctx, actor, params.id));

  const T = { access: { permission: 'ticket' }, tags } as const;
  const INBOX = { access: { permission: 'ticket-index' }, tags } as const;
  const byId = { ...T, resource: { table: 'tickets' } };
  route(app, e.filters, INBOX, async (_, actor) => ({ data: await tickets.filterOptions(ctx, actor) }));
  route(app, e.create, T, (_, actor) => tickets.createForm(ctx, actor));
  route(app, e.store, T, (_, actor, { req }) => tickets.store(ctx, actor, multipartOf(req)));
  route(app, e.list, INBOX, ({ query, body }, actor) =>
    tickets.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.exportList, INBOX, async ({ body }, actor, { reply }) =>
    sendOpened(reply, await exportTickets(ctx, actor, body ?? {})),
  );
  for (const read of [e.show, e.showGet])
    route(app, read, byId, ({ params }, actor) => tickets.show(ctx, actor, params.id));
  route(app, e.comments, byId, ({ params }, actor) => ticketComments.comments(ctx, actor, params.id));
  route(app, e.commentStore, T, (_, actor, { req }) =>
    ticketComments.commentStore(ctx, actor, multipartOf(req)),
  );
  route(app, e.close, byId, ({ params, body }, actor) => tickets.close(ctx, actor, params.id, body ?? {}));
  route(app, e.reopen, byId, ({ params }, actor) => tickets.reopen(ctx, actor, params.id));
  route(app, e.forward, INBOX, ({ body }, actor) => tickets.forward(ctx, actor, body));
  route(app, e.changeImportance, INBOX, ({ body }, actor) => tickets.changeImportance(ctx, actor, body));
  route(
    app,
    e.download,
    { ...T, resource: { table: 'attachments', rows: "t.record_type in ('ticket', 'ticket_comment')" } },
    async ({ params }, actor, { reply }) => sendOpened(reply, await download(ctx, actor, params.id)),
  );
}
