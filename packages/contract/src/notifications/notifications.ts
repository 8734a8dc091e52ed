import { z } from 'zod';
import { emptyOr, idList } from '../fields';
import { ListBodyBaseSchema, listResponseSchema, paginatedSchema } from '../list';
import { dateField } from '../validation';

/** Who an administrator's notification goes to (spec 001 §7 "Notifications", store). */
export const NOTIFICATION_TARGETS = ['all', 'types', 'users'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

export const NOTIFICATION_MESSAGE_MAX = 1000;
const NOTIFICATION_LINK_MAX = 300;
/**
 * A link inside the portal: a path with one leading slash. `//host/…` and `/\host` are refused:
 * browsers read them as another site, and a notification must never lead off the portal.
 */
const NOTIFICATION_LINK_RE = /^\/(?![/\\])[^\s\\]*$/;

/**
 * The server-sent event the bell listens to (`GET general/notification/stream`), and what it
 * carries. The stream is live only when the request says `Accept: text/event-stream`; without it
 * the answer is the current count as one event, then the end.
 */
export const NOTIFICATION_STREAM_EVENT = 'notification';
export type NotificationStreamEvent = { unread_count: number };

/** A real calendar day (`2025-02-30` is refused, not left to the database to fail on). */
const calendarDay = dateField;

/** `POST general/notifications/store`. */
export const NotificationStoreSchema = z
  .object({
    message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
    link: z
      .string()
      .trim()
      .max(NOTIFICATION_LINK_MAX)
      .refine((v) => v === '' || NOTIFICATION_LINK_RE.test(v), { error: 'notification.link_invalid' })
      .nullish(),
    target: z.enum(NOTIFICATION_TARGETS),
    type_ids: idList(20_000).optional(),
    user_ids: idList(20_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'types' && !v.type_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['type_ids'], message: 'notification.type_ids_required' });
    if (v.target === 'users' && !v.user_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'notification.user_ids_required' });
  });
export type NotificationStore = z.infer<typeof NotificationStoreSchema>;

/** `POST general/notifications?page`: the administrator's list of sent notifications. */
export const NotificationListBodySchema = ListBodyBaseSchema.extend({
  target: emptyOr(z.enum(NOTIFICATION_TARGETS)),
  search: z.string().max(100).optional(),
  /** Calendar days in the site's time zone (Asia/Riyadh), both included. */
  date_from: emptyOr(calendarDay),
  date_to: emptyOr(calendarDay),
});

/** `POST general/notification/user_notification?page`: the bell; only the page size is sent. */
export const UserNotificationBodySchema = ListBodyBaseSchema.pick({ paginate: true });

/** A notification of the bell (`POST general/notification/user_notification`). */
const UserNotificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  link: z.string().nullable(),
  is_seen: z.boolean(),
  created_at: z.string(),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

/** The bell's answer: a page of the user's notifications and how many are unread. */
export const UserNotificationsResponseSchema = z.object({
  data: paginatedSchema(UserNotificationSchema),
  unread_count: z.number().int(),
  has_more: z.boolean(),
  questionnaire_required: z.boolean(),
  questionnaire_id: z.number().int().nullable(),
});
export type UserNotificationsResponse = z.infer<typeof UserNotificationsResponseSchema>;

const NotificationBroadcastRowSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  link: z.string().nullable(),
  target: z.enum(NOTIFICATION_TARGETS),
  recipients_count: z.number().int(),
  created_at: z.string(),
  sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type NotificationBroadcastRow = z.infer<typeof NotificationBroadcastRowSchema>;

/** `POST general/notifications?page`: the broadcasts sent, newest first. */
export const NotificationBroadcastListSchema = listResponseSchema(NotificationBroadcastRowSchema);

const OptionSchema = z.object({ value: z.number().int(), label: z.string() });

/** `GET general/notifications/create`: the options of the create form, labels in the request language. */
export const NotificationCreateOptionsSchema = z.object({
  data: z.object({ user_types: z.array(OptionSchema), users: z.array(OptionSchema) }),
});
export type NotificationCreateOptions = z.infer<typeof NotificationCreateOptionsSchema>;

/** `general/notifications/store`: the broadcast and how many it reached. */
export const NotificationSentSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), recipients_count: z.number().int() }),
});

/** `make_notification_seen/{id}` and `clear_notification`: the bell's unread count after it. */
export const NotificationSeenSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int().optional(),
    is_seen: z.literal(true).optional(),
    unread_count: z.number().int(),
  }),
});

/** `general/notification/stream`: server-sent events (`event: notification`, `data: { unread_count }`). */
export const NotificationStreamSchema = z.string().meta({ description: 'text/event-stream' });
