import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  userId?: number | null;
  email?: string;
  /** The one-time code carried by the body, kept in the outbox file so a demo user can read it. */
  code?: string;
};

export type Transport = { name: string; send(msg: OutgoingMessage): Promise<void> };

let seq = 0;
/**
 * The default transport: each message becomes a JSON file in DATA_DIR/outbox/ and a log line
 * (without the code), so the portal works with no gateway and tests read codes from the files.
 */
export function outboxTransport(dir: string, log: FastifyBaseLogger): Transport {
  return {
    name: 'outbox',
    async send(msg) {
      // Written beside the folder, then renamed into it: a reader never sees half a file.
      const tmpDir = `${dir}.tmp`;
      await fs.mkdir(dir, { recursive: true });
      await fs.mkdir(tmpDir, { recursive: true });
      const id = `${Date.now()}-${process.pid}-${++seq}`;
      const file = path.join(dir, `${id}-${msg.channel}.json`);
      const record = {
        channel: msg.channel,
        to: msg.to,
        user_id: msg.userId ?? null,
        email: msg.email ?? null,
        subject: msg.subject ?? null,
        body: msg.body,
        code: msg.code ?? null,
        created_at: new Date().toISOString(),
      };
      const tmp = path.join(tmpDir, path.basename(file));
      await fs.writeFile(tmp, JSON.stringify(record, null, 2), { mode: 0o600 });
      await fs.rename(tmp, file);
      log.info(
        { channel: msg.channel, to: mask(msg.to), file: path.basename(file) },
        'message written to outbox',
      );
    },
  };
}

/** An HTTP SMS gateway: POST {sender, to, text} with a bearer token. */
export function httpSmsTransport(config: Config): Transport {
  return {
    name: 'http',
    async send(msg) {
      const res = await fetch(config.SMS_HTTP_URL!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
        },
        body: JSON.stringify({ sender: config.SMS_SENDER, to: msg.to, text: msg.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export async function smtpTransport(config: Config): Promise<Transport> {
  const { createTransport } = await import('nodemailer');
  const mailer = createTransport(config.SMTP_URL!);
  return {
    name: 'smtp',
    async send(msg) {
      await mailer.sendMail({ from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.body });
    },
  };
}

export const mask = (s: string) =>
  s.length <= 4 ? '****' : `${'*'.repeat(Math.max(0, s.length - 4))}${s.slice(-4)}`;
