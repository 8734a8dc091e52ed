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

export type Messenger = { send(msg: OutgoingMessage): Promise<boolean> };

/**
 * Sends SMS and e-mail through the configured transports and keeps every message in the
 * message log with its one-time code masked. A failing gateway is logged, never thrown to the
 * caller: the user's action (a registration, a status change) has already been committed.
 */
export async function createMessenger(db: Db, config: Config, log: FastifyBaseLogger): Promise<Messenger> {
  const outbox = outboxTransport(config.outboxDir, log);
  const sms: Transport = config.SMS_TRANSPORT === 'http' ? httpSmsTransport(config) : outbox;
  const mail: Transport = config.MAIL_TRANSPORT === 'smtp' ? await smtpTransport(config) : outbox;
  return {
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
