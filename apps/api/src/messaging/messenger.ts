import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { messageLog } from '../db/schema';
import {
  httpSmsTransport,
  type OutgoingMessage,
  outboxTransport,
  smtpTransport,
  type Transport,
} from './transports';

export type Messenger = {
  send(msg: OutgoingMessage): Promise<boolean>;
  /** The configured transport of each channel (the outbox dispatcher sends through them). */
  transports: Record<'sms' | 'email', Transport>;
};

/** The transport of each channel as configured: the outbox files, or the HTTP gateway / SMTP. */
export async function createTransports(
  config: Config,
  log: FastifyBaseLogger,
): Promise<Record<'sms' | 'email', Transport>> {
  const outbox = outboxTransport(config.outboxDir, log);
  return {
    sms: config.SMS_TRANSPORT === 'http' ? httpSmsTransport(config) : outbox,
    email: config.MAIL_TRANSPORT === 'smtp' ? await smtpTransport(config) : outbox,
  };
}

/**
 * Sends SMS and e-mail at once through the configured transports and keeps every message in the
 * message log with its one-time code masked. A failing gateway is logged, never thrown to the
 * caller. For a message that belongs to a change, use `enqueueMessage` (messaging/outbox.ts)
 * instead: it is sent only if the change commits, and retried when the gateway fails.
 */
export async function createMessenger(db: Db, config: Config, log: FastifyBaseLogger): Promise<Messenger> {
  const transports = await createTransports(config, log);
  const { sms, email: mail } = transports;
  return {
    transports,
    async send(msg) {
      const transport = msg.channel === 'sms' ? sms : mail;
      let error: string | null = null;
      try {
        await transport.send(msg);
      } catch (e) {
        error = (e as Error).message;
        log.error({ channel: msg.channel, transport: transport.name, err: error }, 'message not sent');
      }
      const body = msg.code ? msg.body.split(msg.code).join('******') : msg.body;
      await db.insert(messageLog).values({
        channel: msg.channel,
        recipient: msg.to,
        user_id: msg.userId ?? null,
        subject: msg.subject ?? null,
        body,
        transport: transport.name,
        status: error ? 'failed' : 'sent',
        error,
      });
      return !error;
    },
  };
}
