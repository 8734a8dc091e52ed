import { BELL_TYPE_CODES } from '@mashaer/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { notificationBroadcasts, notifications, users, userTypes } from '../../db/schema';
import { type ListInput, type ListSpec, runCompiledList, runList } from '../../lib/list';
import { siteTimeZone } from '../../lib/site-time';

/** Calendar days of the date filters and of "today" are the site's, not the server's. */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${siteTimeZone()})`;

const bellColumns = {
  id: notifications.id,
  message: notifications.message,
  link: notifications.link,
  is_seen: notifications.is_seen,
  created_at: notifications.created_at,
};

const bellUser = sql.placeholder('user');
const bellSpec: ListSpec<typeof bellColumns> = {
  key: 'bell',
  from: notifications,
  select: bellColumns,
  base: [eq(notifications.user_id, bellUser), isNull(notifications.cleared_at)],
  sorts: { id: notifications.id },
  defaultSort: { by: 'id', dir: 'desc' },
  tiebreak: notifications.id,
  extras: {
    unread: sql`select count(*)::int from ${notifications} n
                 where n.user_id = ${bellUser} and not n.is_seen and n.cleared_at is null`,
  },
};

/**
 * The bell: the user's own notifications that were not cleared, newest first, and how many are
 * unread — one statement.
 */
export async function listOwn(db: Tx, userId: number, input: ListInput) {
  const { page, extras } = await runCompiledList(db, bellSpec, input, { user: userId });
  return { page, unread: Number(extras.unread ?? 0) };
}

/** Unread counts of several users (absent from the map means none), on the partial unseen index. */
export async function unreadCounts(db: Tx, userIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = await db
      .select({ user_id: notifications.user_id, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(
          inArray(notifications.user_id, userIds.slice(i, i + 5000)),
          eq(notifications.is_seen, false),
          isNull(notifications.cleared_at),
        ),
      )
      .groupBy(notifications.user_id);
    for (const r of rows) out.set(r.user_id, Number(r.n));
  }
  return out;
}

export async function unreadCount(db: Tx, userId: number) {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

/** One of the user's own notifications (cleared or not), locked for the change; null when not theirs. */
export async function findOwnForUpdate(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select({ id: notifications.id, is_seen: notifications.is_seen })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .for('update');
  return row ?? null;
}

export const markSeen = (tx: Tx, id: number) =>
  tx.update(notifications).set({ is_seen: true }).where(eq(notifications.id, id));

/** Clears every visible notification of the user; answers how many. */
export async function clearAll(tx: Tx, userId: number) {
  const rows = await tx
    .update(notifications)
    .set({ cleared_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.cleared_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertForUsers(tx: Tx, userIds: number[], message: string, link: string | null) {
  if (!userIds.length) return;
  await tx.insert(notifications).values(userIds.map((user_id) => ({ user_id, message, link })));
}

/** Phone and e-mail of the active users among `userIds` (texts and e-mails go to no one else). */
export function contactsOf(tx: Tx, userIds: number[]) {
  return tx
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.status, 'active')));
}

// ---- broadcasts (the administrator's /notifications screens) ----

const broadcastColumns = {
  id: notificationBroadcasts.id,
  message: notificationBroadcasts.message,
  link: notificationBroadcasts.link,
  target: notificationBroadcasts.target,
  recipients_count: notificationBroadcasts.recipients_count,
  created_at: notificationBroadcasts.created_at,
  sender_id: notificationBroadcasts.sender_id,
  sender_name: users.name,
};

export function listBroadcasts(db: Tx, input: ListInput) {
  const spec: ListSpec<typeof broadcastColumns> = {
    from: notificationBroadcasts,
    select: broadcastColumns,
    joins: (q) => q.leftJoin(users, eq(users.id, notificationBroadcasts.sender_id)) as unknown as typeof q,
    filters: {
      target: { op: 'eq', column: notificationBroadcasts.target },
      search: { op: 'like', column: notificationBroadcasts.message },
      date_from: {
        op: 'custom',
        where: (v) => sql`${notificationBroadcasts.created_at} >= ${dayStart(String(v))}`,
      },
      date_to: {
        op: 'custom',
        where: (v) => sql`${notificationBroadcasts.created_at} < ${dayStart(String(v))} + interval '1 day'`,
      },
    },
    sorts: {
      id: notificationBroadcasts.id,
      created_at: notificationBroadcasts.created_at,
      recipients_count: notificationBroadcasts.recipients_count,
    },
    defaultSort: { by: 'id', dir: 'desc' },
    tiebreak: notificationBroadcasts.id,
  };
  return runList(db, spec, input);
}

/** Who may receive a notification: active, not deleted, of a type that has the bell. */
const recipientBase = (): SQL[] => [
  eq(users.status, 'active'),
  isNull(users.deleted_at),
  inArray(userTypes.code, [...BELL_TYPE_CODES]),
];

export function recipientOptions(db: Tx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(...recipientBase()))
    .orderBy(asc(users.name), asc(users.id));
}

export async function insertBroadcast(
  tx: Tx,
  values: {
    message: string;
    link: string | null;
    target: string;
    type_ids: number[] | null;
    user_ids: number[] | null;
    sender_id: number;
  },
) {
  const [b] = await tx
    .insert(notificationBroadcasts)
    .values(values)
    .returning({ id: notificationBroadcasts.id });
  return b.id;
}

/**
 * One notification per recipient in a single insert…select (thousands of users in one statement,
 * inside the caller's transaction); answers how many were written.
 */
export async function fanOut(
  tx: Tx,
  b: { id: number; message: string; link: string | null },
  only: { typeIds?: number[]; userIds?: number[] },
) {
  const where = and(
    ...recipientBase(),
    only.typeIds ? inArray(users.type_id, only.typeIds) : undefined,
    only.userIds ? inArray(users.id, only.userIds) : undefined,
  );
  const [row] = await query<{ n: number }>(
    tx,
    sql`with ins as (
          insert into ${notifications} (user_id, broadcast_id, message, link)
          select ${users.id}, ${b.id}::int, ${b.message}::text, ${b.link}::varchar
            from ${users} inner join ${userTypes} on ${userTypes.id} = ${users.type_id}
           where ${where}
          returning 1)
        select count(*)::int as n from ins`,
  );
  const n = Number(row.n);
  await tx
    .update(notificationBroadcasts)
    .set({ recipients_count: n })
    .where(eq(notificationBroadcasts.id, b.id));
  return n;
}

/** Notifications delivered since midnight at the site (one per recipient). */
export async function sentToday(db: Tx) {
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${notifications}
         where ${notifications.created_at} >= ((now() at time zone ${siteTimeZone()})::date::timestamp at time zone ${siteTimeZone()})`,
  );
  return Number(row.n);
}
