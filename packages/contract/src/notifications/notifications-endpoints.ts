import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ListQuerySchema } from '../list';
import {
  NotificationBroadcastListSchema,
  NotificationCreateOptionsSchema,
  NotificationListBodySchema,
  NotificationSeenSchema,
  NotificationSentSchema,
  NotificationStoreSchema,
  UserNotificationBodySchema,
  UserNotificationsResponseSchema,
} from './notifications';

/** Notification ids are bigserial: wider than the int ids of `idParam`. */
const NotificationIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Spec 001 §7 "Notifications": paths verbatim (the bell's live stream is registered by hand). */
export const notificationsEndpoints = {
  mine: defineEndpoint({
    method: 'POST',
    path: 'general/notification/user_notification',
    query: ListQuerySchema,
    body: UserNotificationBodySchema.optional(),
    response: UserNotificationsResponseSchema,
  }),
  clear: defineEndpoint({
    method: 'POST',
    path: 'general/notification/clear_notification',
    response: NotificationSeenSchema,
  }),
  markSeen: defineEndpoint({
    method: 'GET',
    path: 'general/notification/make_notification_seen/{id}',
    params: NotificationIdParam,
    response: NotificationSeenSchema,
  }),
  broadcasts: defineEndpoint({
    method: 'POST',
    path: 'general/notifications',
    query: ListQuerySchema,
    body: NotificationListBodySchema.optional(),
    response: NotificationBroadcastListSchema,
  }),
  createOptions: defineEndpoint({
    method: 'GET',
    path: 'general/notifications/create',
    response: NotificationCreateOptionsSchema,
  }),
  store: defineEndpoint({
    method: 'POST',
    path: 'general/notifications/store',
    body: NotificationStoreSchema,
    response: NotificationSentSchema,
  }),
};
