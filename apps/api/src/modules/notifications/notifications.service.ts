import {
  BELL_TYPE_CODES,
  DEFAULT_PAGE_SIZE,
  type MessageChannel,
  NOTIFICATION_TARGET_LABELS,
  NOTIFICATION_TARGETS,
  type NotificationBroadcastRow,
  type NotificationCreateOptions,
  type NotificationStore,
  type NotificationTarget,
  translate,
  USER_TYPES,
  type UserNotification,
  type UserNotificationsResponse,
  type UserTypeCode,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse } from '../../lib/list';
import { enqueueMessage } from '../../messaging/outbox';
import { requiredPending } from '../questionnaires/my-questionnaires.service';
import { publishNotificationEvent } from './notifications.events';
import * as repo from './notifications.repository';

/** The counts another area shows (the dashboard's cards), read through this module. */
export { sentToday, unreadCount } from './notifications.repository';

const MODULE = 'notifications';
/** A NOTIFY payload must stay under 8000 bytes: announce large recipient lists in slices. */
const EVENT_SLICE = 500;

/** Spec §6: the bell, and so every call behind it, is only for these user types. */
export function assertBellUser(user: Pick<Actor, 'typeCode'>) {
  if (!BELL_TYPE_CODES.includes(user.typeCode as UserTypeCode)) throw AppError.forbidden();
}

const bellTypes = () => USER_TYPES.filter((t) => BELL_TYPE_CODES.includes(t.code));

/** `user_notification`: one page of the caller's bell, the unread count and the more-pages flag. */
export async function myNotifications(ctx: AppContext, user: Actor, page: number, paginate?: number) {
  assertBellUser(user);
  const { page: list, unread } = await repo.listOwn(ctx.db, user.id, {
    page,
    body: { paginate: paginate ?? DEFAULT_PAGE_SIZE },
  });
  const required = await requiredPending(ctx, user);
  const answer: UserNotificationsResponse = {
    data: { ...list, data: list.data as UserNotification[] },
    unread_count: unread,
    has_more: list.current_page < list.last_page,
    // Spec §8: whether the user has a required questionnaire to answer, and which.
    questionnaire_required: required !== null,
    questionnaire_id: required,
  };
  return answer;
}

/** The caller's bell changed: its audit row, and the announcement that rings it (at commit). */
async function bellChanged(
  tx: Tx,
  user: Actor,
  e: { event: string; recordId: number; old?: unknown; new: unknown; method: string },
) {
  await audit(tx, null, {
    ...e,
    table: 'notifications',
    module: MODULE,
    method: `general/notification/${e.method}`,
    userId: user.id,
    ip: user.ip,
  });
  await publishNotificationEvent(tx, { users: [user.id] });
}

/** `make_notification_seen/{id}`: only the caller's own; anyone else's id is simply not found. */
export async function markSeen(ctx: AppContext, user: Actor, id: number) {
  assertBellUser(user);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findOwnForUpdate(tx, user.id, id);
    if (!row) throw AppError.notFound();
    if (row.is_seen) return;
    await repo.markSeen(tx, id);
    await bellChanged(tx, user, {
      event: 'seen',
      recordId: id,
      old: { is_seen: false },
      new: { is_seen: true },
      method: 'make_notification_seen',
    });
  });
  return {
    message: translate(user.lang, 'notification.seen'),
    data: { id, is_seen: true, unread_count: await repo.unreadCount(ctx.db, user.id) },
  };
}

/** `clear_notification`: empties the caller's bell. */
export async function clearMine(ctx: AppContext, user: Actor) {
  assertBellUser(user);
  await ctx.db.transaction(async (tx) => {
    const cleared = await repo.clearAll(tx, user.id);
    if (!cleared) return;
    await bellChanged(tx, user, {
      event: 'cleared',
      recordId: user.id,
      new: { cleared },
      method: 'clear_notification',
    });
  });
  return {
    message: translate(user.lang, 'notification.cleared'),
    data: { unread_count: await repo.unreadCount(ctx.db, user.id) },
  };
}

/**
 * For other areas (orders, tickets, …): notifies users inside the caller's transaction, so the
 * notification exists and the bells ring only if that change commits. The caller audits its change.
 */
export async function notifyUsers(
  tx: Tx,
  userIds: number[],
  message: string,
  link: string | null = null,
  channels: readonly MessageChannel[] = [],
) {
  const ids = [...new Set(userIds)];
  await repo.insertForUsers(tx, ids, message, link);
  for (let i = 0; i < ids.length; i += EVENT_SLICE) {
    await publishNotificationEvent(tx, { users: ids.slice(i, i + EVENT_SLICE) });
  }
  if (channels.length) await messageUsers(tx, ids, message, link, channels);
}

/** The site's public address (PUBLIC_URL), set once at start: links in texts and e-mails are absolute. */
let linkBase = 'http://localhost:3000';
export function setMessageLinkBase(url: string) {
  linkBase = url.replace(/\/+$/, '');
}

/**
 * The same notice as a text message and/or an e-mail to each active recipient, queued in the
 * outbox inside the caller's transaction: sent after the commit, never if it rolls back.
 */
async function messageUsers(
  tx: Tx,
  ids: number[],
  message: string,
  link: string | null,
  channels: readonly MessageChannel[],
) {
  const body = translate('ar', 'mail.notice_body', { message, link: `${linkBase}${link ?? '/dashboard'}` });
  for (const u of await repo.contactsOf(tx, ids)) {
    if (channels.includes('sms') && u.phone) {
      await enqueueMessage(tx, { channel: 'sms', to: u.phone, userId: u.id, body });
    }
    if (channels.includes('email') && u.email) {
      const subject = translate('ar', 'mail.notice_subject');
      await enqueueMessage(tx, {
        channel: 'email',
        to: u.email,
        email: u.email,
        userId: u.id,
        subject,
        body,
      });
    }
  }
}

// ---- the administrator's side ----

export async function listBroadcasts(ctx: AppContext, user: Actor, input: ListInput) {
  const page = await repo.listBroadcasts(ctx.db, input);
  const rows: NotificationBroadcastRow[] = page.data.map((r) => ({
    id: r.id as number,
    message: r.message as string,
    link: r.link as string | null,
    target: r.target as NotificationTarget,
    recipients_count: r.recipients_count as number,
    created_at: (r.created_at as Date).toISOString(),
    sender:
      r.sender_id == null
        ? null
        : { id: r.sender_id as number, name: (r.sender_name as string | null) ?? '' },
  }));
  return listResponse(
    { ...page, data: rows },
    {
      target: NOTIFICATION_TARGETS.map((t) => ({
        value: t,
        label: NOTIFICATION_TARGET_LABELS[t][user.lang],
      })),
    },
  );
}

/**
 * The create form's options. Only types with the bell, and only their active users: a
 * notification to anyone else could never be read.
 */
export async function createOptions(ctx: AppContext, user: Actor): Promise<NotificationCreateOptions> {
  const people = await repo.recipientOptions(ctx.db);
  return {
    data: {
      user_types: bellTypes().map((t) => ({ value: t.id, label: t[user.lang] })),
      users: people.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` })),
    },
  };
}

/**
 * `store`: the broadcast row and one notification per active recipient, its audit row and the
 * announcement to every API process, all in one transaction (the NOTIFY goes out at commit).
 */
export async function storeBroadcast(ctx: AppContext, user: Actor, input: NotificationStore) {
  const link = input.link ? input.link : null;
  const typeIds = input.target === 'types' ? [...new Set(input.type_ids ?? [])] : null;
  const userIds = input.target === 'users' ? [...new Set(input.user_ids ?? [])] : null;
  if (typeIds) {
    const allowed = new Set<number>(bellTypes().map((t) => t.id));
    if (typeIds.some((id) => !allowed.has(id)))
      throw AppError.invalid({ type_ids: 'validation.unknown_type' });
  }
  const result = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertBroadcast(tx, {
      message: input.message,
      link,
      target: input.target,
      type_ids: typeIds,
      user_ids: userIds,
      sender_id: user.id,
    });
    const recipients = await repo.fanOut(
      tx,
      { id, message: input.message, link },
      {
        typeIds: typeIds ?? undefined,
        userIds: userIds ?? undefined,
      },
    );
    if (recipients === 0) {
      const field = input.target === 'types' ? 'type_ids' : input.target === 'users' ? 'user_ids' : 'target';
      throw AppError.invalid({ [field]: 'notification.no_recipients' });
    }
    await audit(tx, null, {
      event: 'created',
      table: 'notification_broadcasts',
      recordId: id,
      new: {
        message: input.message,
        link,
        target: input.target,
        type_ids: typeIds,
        user_ids: userIds,
        recipients_count: recipients,
      },
      module: MODULE,
      method: 'general/notifications/store',
      userId: user.id,
      ip: user.ip,
    });
    await publishNotificationEvent(tx, { broadcast: id });
    return { id, recipients_count: recipients };
  });
  return { message: translate(user.lang, 'notification.sent'), data: result };
}
