/** LISTEN/NOTIFY on either driver: one listening connection per database, channels checked. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Called with each NOTIFY payload of the channel, or with `null` after the listening connection
 * was lost and opened again: messages may have been missed, so the listener should resynchronise.
 */
type ListenHandler = (payload: string | null) => void;
export type Unlisten = () => Promise<void>;
export type Listen = (channel: string, handler: ListenHandler) => Promise<Unlisten>;

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;
// Keyed by the drizzle instance, so a module that only holds `ctx.db` can reach its listener.
export const listeners = new WeakMap<object, Listen>();

export function assertChannel(channel: string) {
  if (!CHANNEL_RE.test(channel)) throw new Error(`invalid channel name ${channel}`);
}

type PgClient = {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', fn: (m: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', fn: (e: Error) => void): unknown;
  on(event: 'end', fn: () => void): unknown;
};

/**
 * One dedicated connection per process for every LISTEN (a pooled connection would lose them when
 * handed back). Opened at the first `listen`, reopened after a loss (handlers then get `null`),
 * closed with the database.
 */
export function pgListener(newClient: () => PgClient) {
  const handlers = new Map<string, Set<ListenHandler>>();
  let client: Promise<PgClient> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const dispatch = (channel: string, payload: string | null) => {
    for (const h of handlers.get(channel) ?? []) h(payload);
  };

  const open = (reconnect: boolean): Promise<PgClient> => {
    const c = newClient();
    const ready = (async () => {
      c.on('notification', (m) => dispatch(m.channel, m.payload ?? ''));
      c.on('error', () => {
        // 'end' follows; reconnecting is handled there.
      });
      c.on('end', () => {
        if (client !== ready) return;
        client = null;
        if (closed || handlers.size === 0) return;
        retry = setTimeout(() => {
          retry = null;
          if (!closed && handlers.size && !client) client = open(true);
        }, 1000);
        retry.unref();
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      if (reconnect) for (const channel of handlers.keys()) dispatch(channel, null);
      return c;
    })();
    ready.catch(() => {
      if (client === ready) client = null;
      if (!closed && handlers.size && !retry) {
        retry = setTimeout(() => {
          retry = null;
          if (!closed && handlers.size && !client) client = open(true);
        }, 1000);
        retry.unref();
      }
    });
    client = ready;
    return ready;
  };

  const listen: Listen = async (channel, handler) => {
    assertChannel(channel);
    if (closed) throw new Error('database closed');
    let set = handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(handler);
    if (!client) await open(false);
    else if (first) await (await client).query(`LISTEN ${channel}`);
    else await client;
    return async () => {
      const s = handlers.get(channel);
      if (!s?.delete(handler) || s.size) return;
      handlers.delete(channel);
      const c = client && !closed ? await client.catch(() => null) : null;
      await c?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  };

  const close = async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client ? await client.catch(() => null) : null;
    client = null;
    handlers.clear();
    await c?.end().catch(() => undefined);
  };
  return { listen, close };
}

/** LISTEN on `channel` of the database `db` was opened on (through `openDatabase`). */
export function listen(db: Db, channel: string, handler: ListenHandler): Promise<Unlisten> {
  const l = listeners.get(db);
  if (!l) throw new Error('this database was not opened by openDatabase');
  return l(channel, handler);
}

/**
 * NOTIFY `channel` (payload under 8000 bytes). Inside a transaction PostgreSQL sends it at
 * commit and drops it on rollback, so listeners never hear of a change that did not happen.
 */
export async function notify(db: Tx, channel: string, payload: string) {
  assertChannel(channel);
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
