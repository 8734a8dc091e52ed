import { notificationsEndpoints as e, NotificationStreamSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answers, route } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as service from './notifications.service';
import { NotificationHub } from './notifications.stream';

/** Spec 001 §7 "Notifications": paths verbatim (`notificationsEndpoints`), plus the bell's live stream. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = new NotificationHub(ctx.db, app.log);
  // Open streams would otherwise hold `close()` until every client went away.
  app.addHook('preClose', async () => hub.close());
  const tags = ['notifications'];
  const bell = { access: 'authenticated', tags } as const;
  const admin = { access: { permission: 'notification-index' }, tags } as const;

  route(app, e.mine, bell, ({ query, body }, actor) =>
    service.myNotifications(ctx, actor, query.page, body?.paginate),
  );
  route(app, e.clear, bell, (_, actor) => service.clearMine(ctx, actor));
  route(app, e.markSeen, bell, ({ params }, actor) => service.markSeen(ctx, actor, params.id));

  // Server-sent events: `event: notification` with `{unread_count}` on connect and on every change.
  // Registered by hand: an event stream, not a JSON answer. Live only for a client that asks for it
  // (`Accept: text/event-stream`, as EventSource does); any other client gets the current count as
  // one event and the end of the answer, so a plain request (a poll, inject()) never hangs.
  app.get(
    '/general/notification/stream',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        response: answers({
          200: {
            description: 'server-sent events',
            content: { 'text/event-stream': { schema: NotificationStreamSchema } },
          },
        }),
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      service.assertBellUser(user);
      const live = req.method === 'GET' && (req.headers.accept ?? '').includes('text/event-stream');
      const stream = live ? await hub.open(user.id) : await hub.snapshot(user.id);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  route(app, e.broadcasts, admin, ({ query, body }, actor) =>
    service.listBroadcasts(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.createOptions, admin, (_, actor) => service.createOptions(ctx, actor));
  route(app, e.store, admin, ({ body }, actor) => service.storeBroadcast(ctx, actor, body));
}
