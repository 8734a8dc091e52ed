import { type Lang, type MessageKey, translate } from '@mashaer/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, query, type Tx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hmac, randomDigits, safeEqualHex } from '../../lib/crypto';
import { enqueueMessage } from '../../messaging/outbox';
import { mask } from '../../messaging/transports';

export const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const CODE_SEND_LIMIT = 3;
const CODE_SEND_WINDOW_MINUTES = 15;

type CodePurpose = 'login' | 'reset' | 'tafweej';

const codeHash = (secret: string, userId: number, purpose: CodePurpose, code: string) =>
  hmac(secret, `${purpose}:${userId}:${code}`);

/**
 * Stores a new one-time code (hashed) after checking the send limit, and retires the earlier
 * ones. Runs under a row lock on the user so parallel requests can't pass the limit together.
 */
export async function issueCode(
  tx: Tx,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  ttlMinutes = CODE_TTL_MINUTES,
) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const recent = await query<{ created_at: string | Date }>(
    tx,
    sql`
    select created_at from one_time_codes
     where user_id = ${userId} and purpose = ${purpose}
       and created_at > now() - make_interval(mins => ${CODE_SEND_WINDOW_MINUTES})
     order by created_at asc`,
  );
  if (recent.length >= CODE_SEND_LIMIT) {
    const oldest = new Date(recent[0].created_at).getTime();
    const seconds = Math.max(1, Math.ceil((oldest + CODE_SEND_WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
    throw new AppError(429, 'auth.code_limit', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  }
  await tx
    .update(oneTimeCodes)
    .set({ consumed_at: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumed_at),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    user_id: userId,
    purpose,
    code_hash: codeHash(secret, userId, purpose, code),
    expires_at: sql`now() + make_interval(mins => ${ttlMinutes})`,
  });
}

/**
 * Checks a code: the latest live one, unexpired, fewer than 5 wrong tries. The try is taken first,
 * by one atomic increment (parallel guesses each take their own, so at most 5 are ever compared);
 * on a match the code is consumed (once: a parallel second use finds it consumed), after the fifth
 * wrong try it is burnt. Throws 422 on the `field` otherwise.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  field = 'code',
) {
  const [row] = await query<{ id: number; code_hash: string; attempts: number }>(
    db,
    sql`
    update one_time_codes set attempts = attempts + 1
     where id = (select id from one_time_codes
                  where user_id = ${userId} and purpose = ${purpose} and consumed_at is null and expires_at > now()
                  order by id desc limit 1)
       and attempts < ${CODE_MAX_ATTEMPTS} and consumed_at is null
    returning id, code_hash, attempts`,
  );
  if (!row) throw AppError.invalid({ [field]: 'auth.code_expired' });
  if (!safeEqualHex(row.code_hash, codeHash(secret, userId, purpose, code))) {
    if (row.attempts >= CODE_MAX_ATTEMPTS)
      await db.execute(
        sql`update one_time_codes set consumed_at = now() where id = ${row.id} and consumed_at is null`,
      );
    throw AppError.invalid({ [field]: 'auth.code_invalid' });
  }
  const used = await query(
    db,
    sql`update one_time_codes set consumed_at = now() where id = ${row.id} and consumed_at is null returning id`,
  );
  if (used.length === 0) throw AppError.invalid({ [field]: 'auth.code_expired' });
}

/**
 * A fresh six-digit code for `purpose` sent to the user by SMS (the text `sms` in `lang`, given the
 * code and its minutes), with its audit row. Sent by this request after the commit, so the code is
 * on its way when the answer says so; a gateway failure leaves it queued for the dispatcher's
 * retries. Answers what the caller is told: the masked phone and the code's lifetime in seconds.
 */
export async function sendCodeBySms(
  ctx: AppContext,
  user: { id: number; phone: string; email: string },
  o: { purpose: CodePurpose; sms: MessageKey; lang: Lang; module: string; method: string; ip: string | null },
) {
  const code = randomDigits(6);
  const sms = await ctx.db.transaction(async (tx) => {
    await issueCode(tx, ctx.config.CODE_SECRET, user.id, o.purpose, code);
    await audit(tx, null, {
      event: 'code_sent',
      table: 'one_time_codes',
      recordId: user.id,
      module: o.module,
      method: o.method,
      userId: user.id,
      ip: o.ip,
    });
    const body = translate(o.lang, o.sms, { code, minutes: CODE_TTL_MINUTES });
    const message = {
      channel: 'sms' as const,
      to: user.phone,
      userId: user.id,
      email: user.email,
      body,
      code,
    };
    return enqueueMessage(tx, message, { sendNow: true });
  });
  await ctx.outbox.deliver([sms]);
  return { phone: mask(user.phone), expires_in: CODE_TTL_MINUTES * 60 };
}
