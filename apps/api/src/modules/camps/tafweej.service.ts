import {
  ASSIGNMENT_STATUS_LABEL,
  type AssignmentStatus,
  TAFWEEJ_TOKEN_TTL_MINUTES,
  translate,
} from '@mashaer/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tafweejTokens } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomDigits, randomToken, sha256 } from '../../lib/crypto';
import type { ListInput } from '../../lib/list';
import { enqueueMessage } from '../../messaging/outbox';
import { mask } from '../../messaging/transports';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from '../auth/codes.service';
import * as repo from './camps.repository';
import * as camps from './camps.service';

const MODULE = 'tafweej';

/** Where the officer's code goes: their phone (and the e-mail the outbox records). */
type Contact = { phone: string; email: string };

/**
 * The tafweej flow (spec §4): the officer asks for a one-time code on their phone, exchanges it
 * for a `token_tafweej` (stored hashed, valid TAFWEEJ_TOKEN_TTL_MINUTES), and with that token lists
 * camps, changes a camp's readiness and checks its assignment. The codes are the login codes'
 * machinery (HMAC-hashed, 10 minutes, single use, 5 tries, 3 sends per 15 minutes).
 */
export async function sendOtp(ctx: AppContext, actor: Actor, contact: Contact, code?: string) {
  if (code) return verify(ctx, actor, code);
  const user = { id: actor.id, ...contact };
  const fresh = randomDigits(6);
  const sms = await ctx.db.transaction(async (tx) => {
    await issueCode(tx, ctx.config.CODE_SECRET, user.id, 'tafweej', fresh);
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'code_sent',
      table: 'one_time_codes',
      recordId: user.id,
      module: MODULE,
      method: 'tafweej/send-otp',
    });
    const message = {
      channel: 'sms' as const,
      to: user.phone,
      userId: user.id,
      email: user.email,
      body: translate(actor.lang, 'sms.tafweej_code', { code: fresh, minutes: CODE_TTL_MINUTES }),
      code: fresh,
    };
    return enqueueMessage(tx, message, { sendNow: true });
  });
  await ctx.outbox.deliver([sms]);
  return {
    message: translate(actor.lang, 'tafweej.code_sent'),
    data: { phone: mask(user.phone), expires_in: CODE_TTL_MINUTES * 60 },
  };
}

async function verify(ctx: AppContext, actor: Actor, code: string) {
  await consumeCode(ctx.db, ctx.config.CODE_SECRET, actor.id, 'tafweej', code);
  const token = randomToken(32);
  await ctx.db.transaction(async (tx) => {
    // Expired tokens of this officer go with each new one, so the table stays small.
    await tx
      .delete(tafweejTokens)
      .where(and(eq(tafweejTokens.user_id, actor.id), lt(tafweejTokens.expires_at, sql`now()`)));
    await tx.insert(tafweejTokens).values({
      user_id: actor.id,
      token_hash: sha256(token),
      expires_at: sql`now() + make_interval(mins => ${TAFWEEJ_TOKEN_TTL_MINUTES})`,
    });
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'tafweej_verified',
      table: 'tafweej_tokens',
      recordId: actor.id,
      module: MODULE,
      method: 'tafweej/send-otp',
    });
  });
  return {
    message: translate(actor.lang, 'tafweej.verified'),
    data: { token_tafweej: token, expires_in: TAFWEEJ_TOKEN_TTL_MINUTES * 60 },
  };
}

/** The token must be this officer's and unexpired; else 422 on the field (the client asks for a new code). */
async function assertToken(ctx: AppContext, actor: Pick<Actor, 'id'>, token: string) {
  const [row] = await ctx.db
    .select({ id: tafweejTokens.id })
    .from(tafweejTokens)
    .where(
      and(
        eq(tafweejTokens.token_hash, sha256(token)),
        eq(tafweejTokens.user_id, actor.id),
        gt(tafweejTokens.expires_at, sql`now()`),
      ),
    );
  if (!row) throw AppError.invalid({ token_tafweej: 'tafweej.token_invalid' }, 'tafweej.token_invalid');
}

export async function getCamps(ctx: AppContext, actor: Actor, token: string, input: ListInput) {
  await assertToken(ctx, actor, token);
  return camps.list(ctx, actor, input);
}

export async function changeCampStatus(
  ctx: AppContext,
  actor: Actor,
  v: { token_tafweej: string; camp_id: number; status: 'ready' | 'notready' },
) {
  await assertToken(ctx, actor, v.token_tafweej);
  return camps.setStatus(ctx, actor, v.camp_id, v.status, 'tafweej');
}

/** Whether the camp has an active assignment; the spec shows the server's text when it has none. */
export async function checkAssignCamp(
  ctx: AppContext,
  actor: Actor,
  v: { token_tafweej: string; camp_id: number },
) {
  await assertToken(ctx, actor, v.token_tafweej);
  const row = await repo.findCamp(ctx.db, v.camp_id);
  if (!row) throw AppError.notFound();
  if (!row.assign_camp_id)
    throw AppError.invalid({ camp_id: 'tafweej.not_assigned' }, 'tafweej.not_assigned');
  const camp = camps.presentCamp(row, actor);
  return {
    message: translate(actor.lang, 'tafweej.assigned'),
    data: {
      camp_id: row.id,
      assign_camp_id: row.assign_camp_id,
      company_id: row.company_id,
      company_name: camp.company_name,
      status: row.assign_status,
      status_text: translate(actor.lang, ASSIGNMENT_STATUS_LABEL[row.assign_status as AssignmentStatus]),
    },
  };
}
