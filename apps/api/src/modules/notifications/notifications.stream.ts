import { PassThrough } from 'node:stream';
import { NOTIFICATION_STREAM_EVENT, type NotificationStreamEvent } from '@mashaer/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, listen, type Unlisten } from '../../db/client';
import { NOTIFICATIONS_CHANNEL, parseNotificationEvent } from './notifications.events';
import { unreadCount, unreadCounts } from './notifications.repository';

const HEARTBEAT_MS = 25_000;
/**
 * A stream is authorised once, when it opens; ending it after a while makes the client reconnect
 * and so re-present its token (a revoked token stops receiving within this time).
 */
const MAX_STREAM_MS = 30 * 60_000;
/** A client that reads nothing while this much waits for it is dropped rather than buffered. */
const MAX_BUFFERED = 64 * 1024;

type Sub = { stream: PassThrough; last: number | null };

/**
 * The bells of the users connected to this process. Every process LISTENs on one PostgreSQL
 * channel; a NOTIFY from any process (sent at the commit of a change) makes each process re-read
 * the unread counts of its own affected users and push them. Reads run one after another so a
 * stream never receives an older count after a newer one.
 */
export class NotificationHub {
  private readonly subs = new Map<number, Set<Sub>>();
  private listening: Promise<Unlisten> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { heartbeatMs?: number; maxStreamMs?: number } = {},
  ) {}

  /** A stream holding only the current unread count: for a client that asked for no live stream. */
  async snapshot(userId: number): Promise<PassThrough> {
    const stream = new PassThrough();
    this.send({ stream, last: null }, { unread_count: await unreadCount(this.db, userId) });
    stream.end();
    return stream;
  }

  /** Opens a user's stream: the current unread count first, then one event per change. */
  async open(userId: number): Promise<PassThrough> {
    if (this.closed) throw new Error('notification hub closed');
    // Listen before the first read, so no change between the two is missed.
    await this.startListening();
    const stream = new PassThrough();
    const sub: Sub = { stream, last: null };
    let set = this.subs.get(userId);
    if (!set) {
      set = new Set();
      this.subs.set(userId, set);
    }
    set.add(sub);
    const lifetime = setTimeout(() => stream.end(), this.opts.maxStreamMs ?? MAX_STREAM_MS);
    lifetime.unref();
    stream.once('close', () => {
      clearTimeout(lifetime);
      const s = this.subs.get(userId);
      s?.delete(sub);
      if (s && s.size === 0) this.subs.delete(userId);
      if (this.subs.size === 0) this.stopHeartbeat();
    });
    // Tells the client how soon to reconnect, and sends the headers at once.
    stream.write('retry: 5000\n\n');
    this.startHeartbeat();
    await this.refresh([userId]);
    return stream;
  }

  /** Ends every stream (the server is closing) and stops listening. */
  async close() {
    this.closed = true;
    this.stopHeartbeat();
    for (const set of this.subs.values()) for (const sub of set) sub.stream.end();
    this.subs.clear();
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => undefined);
  }

  get connections() {
    let n = 0;
    for (const s of this.subs.values()) n += s.size;
    return n;
  }

  private startListening() {
    if (!this.listening) {
      const started = listen(this.db, NOTIFICATIONS_CHANNEL, (payload) => this.onPayload(payload));
      // A failed start is tried again by the next stream.
      started.catch(() => {
        if (this.listening === started) this.listening = null;
      });
      this.listening = started;
    }
    return this.listening;
  }

  private onPayload(payload: string | null) {
    if (this.closed || this.subs.size === 0) return;
    if (payload === null) {
      // The listening connection was lost for a while: bring every bell up to date.
      void this.refresh([...this.subs.keys()], { onlyChanged: true });
      return;
    }
    const event = parseNotificationEvent(payload);
    if (!event) return;
    if ('users' in event) {
      const mine = event.users.filter((id) => this.subs.has(id));
      if (mine.length) void this.refresh(mine);
    } else {
      // Which connected users a broadcast reached: those whose count moved.
      void this.refresh([...this.subs.keys()], { onlyChanged: true });
    }
  }

  private refresh(userIds: number[], opts: { onlyChanged?: boolean } = {}) {
    const run = async () => {
      if (this.closed) return;
      const counts = await unreadCounts(this.db, userIds);
      for (const id of userIds) {
        const n = counts.get(id) ?? 0;
        for (const sub of this.subs.get(id) ?? []) {
          if (opts.onlyChanged && sub.last === n) continue;
          this.send(sub, { unread_count: n });
        }
      }
    };
    this.queue = this.queue
      .then(run)
      .catch((err: Error) => this.log.warn({ err: err.message }, 'notification stream refresh failed'));
    return this.queue;
  }

  private send(sub: Sub, data: NotificationStreamEvent) {
    const { stream } = sub;
    if (stream.destroyed || stream.writableEnded) return;
    if (stream.writableLength > MAX_BUFFERED) {
      stream.destroy();
      return;
    }
    sub.last = data.unread_count;
    stream.write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.subs.values()) {
        for (const { stream } of set)
          if (!stream.destroyed && !stream.writableEnded) stream.write(': ping\n\n');
      }
    }, this.opts.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
