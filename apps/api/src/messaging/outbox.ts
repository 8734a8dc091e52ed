import { randomBytes } from 'node:crypto';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Listen, notify, query, type Tx } from '../db/client';
import { outbox } from '../db/schema';
import { WakeLoop } from '../lib/wake-loop';
import type { OutgoingMessage, Transport } from './transports';

/** The NOTIFY channel that wakes every process's dispatcher when a message was committed. */
const OUTBOX_CHANNEL = 'outbox';

/**
 * How long a message its own request will deliver (`sendNow`) waits before any dispatcher may
 * take it: time for the request to finish, short enough that a process that died right after the
 * commit delays the message by seconds, not minutes.
 */
const SEND_NOW_GRACE = '10 seconds';

type EnqueueOptions = {
  /**
   * The caller delivers it itself right after the commit (`Outbox.deliver`), so the answer can
   * say it was sent (the login code); the dispatcher is then only the safety net.
   */
  sendNow?: boolean;
  /** Attempts before giving up; default the dispatcher's OUTBOX_MAX_ATTEMPTS. */
  maxAttempts?: number;
};

/**
 * Queues an SMS or e-mail in the caller's transaction: it is sent after the commit, and never if
 * the transaction rolls back. Returns the outbox id (for `Outbox.deliver`).
 */
export async function enqueueMessage(tx: Tx, msg: OutgoingMessage, opts: EnqueueOptions = {}) {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: msg.channel,
      recipient: msg.to,
      user_id: msg.userId ?? null,
      email: msg.email ?? null,
      subject: msg.subject ?? null,
      body: msg.body,
      code: msg.code ?? null,
      max_attempts: opts.maxAttempts ?? null,
      ...(opts.sendNow ? { run_after: sql`now() + ${SEND_NOW_GRACE}::interval` } : {}),
    })
    .returning({ id: outbox.id });
  // Delivered at commit, dropped on rollback: the dispatchers wake only for committed messages.
  if (!opts.sendNow) await notify(tx, OUTBOX_CHANNEL, '');
  return row.id;
}

/** What one message's body becomes in the log and in the outbox once done: its code masked. */
const maskCode = (body: string, code: string | null | undefined) =>
  code ? body.split(code).join('******') : body;

type OutboxOptions = {
  maxAttempts: number;
  retryBaseMs: number;
  leaseMs: number;
  pollMs: number;
};

type Claimed = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  user_id: number | null;
  email: string | null;
  subject: string | null;
  body: string;
  code: string | null;
  attempts: number;
};

const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;

/**
 * Delivers what `enqueueMessage` queued. Every API process runs one dispatcher: it claims due rows
 * with `FOR UPDATE SKIP LOCKED` (so dispatchers never take the same row), marks them `sending`
 * under a lease, sends each through its channel's transport, and then, in one statement, marks
 * the row `sent` and writes the message log (codes masked) — or, when the transport failed,
 * schedules the next attempt with exponential back-off, and after the last attempt marks it
 * `failed` and logs the failure. A process that dies mid-send leaves a lease that runs out; the
 * message is then sent again (at least once, never lost). Woken by NOTIFY on commit, and by a poll.
 */
export class Outbox {
  readonly workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly loop: WakeLoop;

  constructor(
    private readonly db: Db,
    private readonly transports: Record<'sms' | 'email', Transport>,
    private readonly opts: OutboxOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // Each wake sends batches until a batch comes back short.
    this.loop = new WakeLoop(
      OUTBOX_CHANNEL,
      opts.pollMs,
      async (isStopped) => {
        while (!isStopped() && (await this.runOnce()) === BATCH) {}
      },
      (err) => this.log.warn({ err: err.message }, 'outbox dispatch failed'),
    );
  }

  /** Listens for committed messages and polls; returns when listening. */
  start(listen: Listen) {
    return this.loop.start(listen);
  }

  stop() {
    return this.loop.stop();
  }

  /** Runs the dispatcher soon (coalesced: one run at a time, one more if woken meanwhile). */
  kick() {
    this.loop.kick();
  }

  /** Claims and sends one batch of due messages; returns how many it claimed. */
  async runOnce(limit = BATCH): Promise<number> {
    const rows = await this.claim(
      sql`(status = 'pending' and run_after <= now()) or (status = 'sending' and locked_until < now())`,
      sql`order by run_after, id limit ${limit}`,
    );
    await Promise.all(rows.map((r) => this.send(r)));
    return rows.length;
  }

  /**
   * Sends these messages now, from the request that queued them (after its commit). Returns
   * whether all were sent; one that failed stays queued for the dispatcher's retries.
   */
  async deliver(ids: number[]): Promise<boolean> {
    if (!ids.length) return true;
    const rows = await this.claim(sql`${inArray(outbox.id, ids)} and status = 'pending'`, sql``);
    const sent = await Promise.all(rows.map((r) => this.send(r)));
    return sent.length === ids.length && sent.every(Boolean);
  }

  private claim(where: SQL, tail: SQL) {
    return query<Claimed>(
      this.db,
      sql`update outbox o
             set status = 'sending', attempts = o.attempts + 1, locked_by = ${this.workerId},
                 locked_until = now() + make_interval(secs => ${this.opts.leaseMs / 1000})
            from (select id from outbox where ${where} ${tail} for update skip locked) c
           where o.id = c.id
       returning o.id, o.channel, o.recipient, o.user_id, o.email, o.subject, o.body, o.code, o.attempts`,
    );
  }

  private async send(r: Claimed): Promise<boolean> {
    const transport = this.transports[r.channel];
    const masked = maskCode(r.body, r.code);
    try {
      await transport.send({
        channel: r.channel,
        to: r.recipient,
        userId: r.user_id,
        email: r.email ?? undefined,
        subject: r.subject ?? undefined,
        body: r.body,
        code: r.code ?? undefined,
      });
    } catch (e) {
      const error = (e as Error).message || String(e);
      const delayMs = Math.min(MAX_BACKOFF_MS, this.opts.retryBaseMs * 2 ** (r.attempts - 1));
      this.log.error(
        { channel: r.channel, transport: transport.name, attempt: r.attempts, err: error },
        'message not sent',
      );
      await query(
        this.db,
        sql`with u as (
              update outbox
                 set status = case when attempts >= coalesce(max_attempts, ${this.opts.maxAttempts}) then 'failed' else 'pending' end,
                     run_after = now() + make_interval(secs => ${delayMs / 1000}),
                     last_error = ${error}, locked_by = null, locked_until = null,
                     done_at = case when attempts >= coalesce(max_attempts, ${this.opts.maxAttempts}) then now() end,
                     body = case when attempts >= coalesce(max_attempts, ${this.opts.maxAttempts}) then ${masked} else body end,
                     code = case when attempts >= coalesce(max_attempts, ${this.opts.maxAttempts}) then null else code end
               where id = ${r.id} and locked_by = ${this.workerId}
           returning status, channel, recipient, user_id, subject, body, attempts)
            insert into message_log (channel, recipient, user_id, subject, body, transport, status, error, attempts)
            select channel, recipient, user_id, subject, body, ${transport.name}, 'failed', ${error}, attempts
              from u where u.status = 'failed'`,
      );
      return false;
    }
    await query(
      this.db,
      sql`with u as (
            update outbox
               set status = 'sent', done_at = now(), body = ${masked}, code = null,
                   locked_by = null, locked_until = null, last_error = null
             where id = ${r.id} and locked_by = ${this.workerId}
         returning channel, recipient, user_id, subject, body, attempts)
          insert into message_log (channel, recipient, user_id, subject, body, transport, status, attempts)
          select channel, recipient, user_id, subject, body, ${transport.name}, 'sent', attempts from u`,
    );
    return true;
  }
}
