/** Resetting a forgotten password: a mailed link with a one-time code, then the new password. */
import { type PasswordResetRequestSchema, type PasswordResetSchema, translate } from '@mashaer/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { accessTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { enqueueMessage } from '../../messaging/outbox';
import { type Client, findByEmail, loginKey } from './auth.service';
import { consumeCode, issueCode } from './codes.service';
import { clearFailures } from './throttle.service';

const RESET_TTL_MINUTES = 60;

/**
 * How long a reset request takes to answer, whether or not the e-mail has an account: the mail
 * is prepared and sent while the answer waits for this floor, so known and unknown e-mails take the
 * same time (a slower send goes on after the answer).
 */
const RESET_ANSWER_MS = 250;

/** Always the same answer, in the same time, whether or not the e-mail has an account. */
export async function requestPasswordReset(
  ctx: AppContext,
  client: Client,
  input: z.infer<typeof PasswordResetRequestSchema>,
) {
  const floor = new Promise((r) => setTimeout(r, RESET_ANSWER_MS));
  const user = await findByEmail(ctx.db, input.email);
  const work = user && user.status !== 'disabled' ? sendResetMail(ctx, client, user) : Promise.resolve();
  work.catch((err: Error) => client.log.error({ err }, 'reset mail not sent'));
  await Promise.race([work.catch(() => undefined), floor]);
  await floor;
  return { message: translate(client.lang, 'auth.reset_sent') };
}

async function sendResetMail(ctx: AppContext, client: Client, user: { id: number; email: string }) {
  const token = randomToken(32);
  const link = `${ctx.config.PUBLIC_URL}/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  try {
    const mail = await ctx.db.transaction(async (tx) => {
      await issueCode(tx, ctx.config.CODE_SECRET, user.id, 'reset', token, RESET_TTL_MINUTES);
      await audit(tx, null, {
        event: 'reset_requested',
        table: 'users',
        recordId: user.id,
        module: 'auth',
        method: 'auth/password-reset-request',
        userId: user.id,
        ip: client.ip,
      });
      const message = {
        channel: 'email' as const,
        to: user.email,
        userId: user.id,
        email: user.email,
        subject: translate(client.lang, 'mail.reset_subject'),
        body: translate(client.lang, 'mail.reset_body', { minutes: RESET_TTL_MINUTES, link }),
        code: token,
      };
      return enqueueMessage(tx, message, { sendNow: true });
    });
    await ctx.outbox.deliver([mail]);
  } catch (e) {
    // Over the send limit: the answer stays the same, so it tells nothing about the account.
    if (!(e instanceof AppError && e.status === 429)) throw e;
  }
}

export async function resetPassword(
  ctx: AppContext,
  client: Client,
  input: z.infer<typeof PasswordResetSchema>,
) {
  const user = await findByEmail(ctx.db, input.email);
  if (!user) throw AppError.invalid({ token: 'auth.reset_invalid' }, 'auth.reset_invalid');
  try {
    await consumeCode(ctx.db, ctx.config.CODE_SECRET, user.id, 'reset', input.token, 'token');
  } catch {
    throw AppError.invalid({ token: 'auth.reset_invalid' }, 'auth.reset_invalid');
  }
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: hash, updated_at: sql`now()` }).where(eq(users.id, user.id));
    await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.user_id, user.id), isNull(accessTokens.revoked_at)));
    await audit(tx, null, {
      event: 'password_reset',
      table: 'users',
      recordId: user.id,
      module: 'auth',
      method: 'auth/password-reset',
      userId: user.id,
      ip: client.ip,
    });
  });
  await clearFailures(ctx.db, loginKey(user.email.toLowerCase()));
  return { message: translate(client.lang, 'auth.reset_done') };
}
