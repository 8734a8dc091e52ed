import {
  ListQuerySchema,
  NotificationBroadcastListSchema,
  NotificationCreateOptionsSchema,
  NotificationListBodySchema,
  NotificationSeenSchema,
  NotificationSentSchema,
  NotificationStoreSchema,
  NotificationStreamSchema,
  UserNotificationBodySchema,
  UserNotificationsResponseSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { answers } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as service from './notifications.service';
import { NotificationHub } from './notifications.stream';

const tags = ['notifications'];
/** Notification ids are bigserial: wider than the int ids of `idParam`. */
const NotificationIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Spec 001 §7 "Notifications": paths verbatim, plus the bell's live stream. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hub = new NotificationHub(ctx.db, app.log);
  // Open streams would otherwise hold `close()` until every client went away.
  app.addHook('preClose', async () => hub.close());

  r.post(
    '/general/notification/user_notification',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: UserNotificationBodySchema.optional(),
        response: { 200: UserNotificationsResponseSchema },
      },
    },
    (req) => service.myNotifications(ctx, currentUser(req), req.query.page, req.body?.paginate),
  );

  r.post(
    '/general/notification/clear_notification',
    {
      config: { access: 'authenticated' },
      schema: { response: answers({ 200: NotificationSeenSchema }), tags },
    },
    (req) => service.clearMine(ctx, req, currentUser(req)),
  );

  r.get(
    '/general/notification/make_notification_seen/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: answers({ 200: NotificationSeenSchema }), params: NotificationIdParam },
    },
    (req) => service.markSeen(ctx, req, currentUser(req), req.params.id),
  );

  // Server-sent events: `event: notification` with `{unread_count}` on connect and on every change.
  // Live only for a client that asks for it (`Accept: text/event-stream`, as EventSource does);
  // any other client gets the current count as one event and the end of the answer, so a plain
  // request (a poll, a test through inject()) never hangs.
  r.get(
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

  r.post(
    '/general/notifications',
    {
      config: { access: { permission: 'notification-index' } },
      schema: {
        tags,
        response: answers({ 200: NotificationBroadcastListSchema }),
        querystring: ListQuerySchema,
        body: NotificationListBodySchema.optional(),
      },
    },
    (req) => service.listBroadcasts(ctx, req, { page: req.query.page, body: req.body ?? {} }),
  );

  r.get(
    '/general/notifications/create',
    {
      config: { access: { permission: 'notification-index' } },
      schema: { response: answers({ 200: NotificationCreateOptionsSchema }), tags },
    },
    (req) => service.createOptions(ctx, req),
  );

  r.post(
    '/general/notifications/store',
    {
      config: { access: { permission: 'notification-index' } },
      schema: { tags, response: answers({ 200: NotificationSentSchema }), body: NotificationStoreSchema },
    },
    (req) => service.storeBroadcast(ctx, req, currentUser(req), req.body),
  );
}
