import { notify, type Tx } from '../../db/client';

/** The one PostgreSQL channel every API process listens on for bell changes. */
export const NOTIFICATIONS_CHANNEL = 'mashaer_notifications';

/**
 * What changed: the bells of some users, or of every recipient of a broadcast (a broadcast to
 * thousands would not fit in the 8000-byte NOTIFY payload as a list of ids).
 */
type NotificationEvent = { users: number[] } | { broadcast: number };

/** Call inside the transaction of the change: PostgreSQL sends it at commit, never on rollback. */
export const publishNotificationEvent = (tx: Tx, event: NotificationEvent) =>
  notify(tx, NOTIFICATIONS_CHANNEL, JSON.stringify(event));

export function parseNotificationEvent(payload: string): NotificationEvent | null {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (Number.isInteger(v.broadcast)) return { broadcast: v.broadcast as number };
    if (Array.isArray(v.users) && v.users.every(Number.isInteger)) return { users: v.users as number[] };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
