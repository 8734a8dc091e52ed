import { type CheckUserSchema, type Lang, type LoginSchema, translate } from '@mashaer/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import { burnPasswordTime, verifyPassword } from '../../lib/password';
import { currentTerms } from '../cms/terms.service';
import { consumeCode, sendCodeBySms } from './codes.service';
import { sessionPayload } from './session.service';
import { assertNotLocked, clearFailures, recordFailure, releaseTry } from './throttle.service';

/** A request's log, for what goes wrong after (or beside) the answer. */
export type Log = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** What a public route's service needs of its request: the caller's address, the language, the log. */
export type Client = { ip: string | null; lang: Lang; log: Log };

export const loginKey = (email: string) => `login:${email}`;

export async function findByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at)));
  return u ?? null;
}

/**
 * Password check shared by both login steps: the same answer and the same work for an unknown
 * e-mail as for a wrong password; every failure counts towards the lock-out.
 */
async function checkCredentials(
  db: Db,
  client: Client,
  input: { email: string; password: string; platform?: string },
  step: 1 | 2,
) {
  const { email, password } = input;
  // Takes the try before the check (atomic), so parallel guesses cannot outrun the lock-out.
  await assertNotLocked(db, loginKey(email));
  const user = await findByEmail(db, email);
  const ok = user ? await verifyPassword(user.password_hash, password) : await burnPasswordTime(password);
  if (!user || !ok) {
    await failedLogin(db, client, { email, platform: input.platform, step, userId: user?.id ?? null });
    throw AppError.invalid({ email: 'auth.invalid_credentials' }, 'auth.invalid_credentials');
  }
  // Step 1 gives its try back; step 2's stays taken until its code is checked.
  if (step === 1) await releaseTry(db, loginKey(email));
  if (user.status === 'disabled') throw new AppError(403, 'auth.disabled');
  // An employee of an organisation that is not active (disabled, rejected, deleted) is shut out too.
  if (user.parent_id !== null && !(await organisationActive(db, user.parent_id)))
    throw new AppError(403, 'auth.org_inactive');
  return user;
}

/**
 * A failed sign-in counts towards the lock-out and is kept in the access log (`/logs`), with the
 * lock-out it caused: the e-mail tried (known or not), the step, the platform, the address.
 */
async function failedLogin(
  db: Db,
  client: Client,
  f: { email: string; platform?: string; step: 1 | 2; userId: number | null },
) {
  const { lockedNow } = await recordFailure(db, loginKey(f.email));
  const entry = {
    table: 'users',
    recordId: f.userId,
    new: { email: f.email, platform: f.platform ?? null, step: f.step },
    module: 'auth',
    method: f.step === 1 ? 'Check-user-with-sms' : 'auth/login',
    userId: f.userId,
    ip: client.ip,
  };
  await db.transaction(async (tx) => {
    await audit(tx, null, { ...entry, event: 'login_failed' });
    if (lockedNow) await audit(tx, null, { ...entry, event: 'locked_out' });
  });
}

async function organisationActive(db: Db, orgId: number) {
  const [org] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.id, orgId), isNull(users.deleted_at)));
  return org?.status === 'active';
}

/** Step 1: e-mail and password right → a one-time code by SMS. */
export async function checkUserWithSms(
  ctx: AppContext,
  client: Client,
  input: z.infer<typeof CheckUserSchema>,
) {
  const user = await checkCredentials(ctx.db, client, input, 1);
  const sent = await sendCodeBySms(ctx, user, {
    purpose: 'login',
    sms: 'sms.login_code',
    lang: client.lang,
    module: 'auth',
    method: 'Check-user-with-sms',
    ip: client.ip,
  });
  return { message: translate(client.lang, 'auth.code_sent'), data: { ...sent, resend_after: 60 } };
}

/** Step 2: the code (and the password again) → a bearer token and the session. */
export async function login(ctx: AppContext, client: Client, input: z.infer<typeof LoginSchema>) {
  const user = await checkCredentials(ctx.db, client, input, 2);
  try {
    await consumeCode(ctx.db, ctx.config.CODE_SECRET, user.id, 'login', input.code);
  } catch (e) {
    await failedLogin(ctx.db, client, { ...input, step: 2, userId: user.id });
    throw e;
  }
  await clearFailures(ctx.db, loginKey(input.email));
  const token = randomToken(32);
  await ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .insert(accessTokens)
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        platform: input.platform,
        expires_at: new Date(Date.now() + ctx.config.TOKEN_TTL_HOURS * 3600_000),
      })
      .returning({ id: accessTokens.id });
    await audit(tx, null, {
      event: 'login',
      table: 'access_tokens',
      recordId: t.id,
      new: { platform: input.platform },
      module: 'auth',
      method: 'auth/login',
      userId: user.id,
      ip: client.ip,
    });
  });
  const session = await sessionPayload(ctx.db, user.id, client.lang);
  return { message: translate(client.lang, 'auth.logged_in'), ...session, access_token: token };
}

async function revokeAllTokens(db: Db, ip: string | null, userId: number, method: string) {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)))
      .returning({ id: accessTokens.id });
    await audit(tx, null, {
      event: 'logout',
      table: 'access_tokens',
      recordId: userId,
      new: { revoked: revoked.length },
      module: 'auth',
      method,
      userId,
      ip,
    });
  });
}

/** Logout revokes every token of the user here and tells the sibling sites to do the same. */
export async function logout(ctx: AppContext, actor: Actor, email: string, log: Log) {
  await revokeAllTokens(ctx.db, actor.ip, actor.id, 'auth/logout');
  notifySiblings(ctx, log, email);
  return { message: translate(actor.lang, 'auth.logged_out') };
}

const siblingSignature = (secret: string, body: string) => hmac(secret, body);

function notifySiblings(ctx: AppContext, log: Log, email: string) {
  const { SIBLING_API_URLS: urls, SIBLING_SECRET: secret } = ctx.config;
  if (!urls.length || !secret) return;
  const body = JSON.stringify({ email, site: ctx.config.SITE, ts: Date.now() });
  for (const url of urls) {
    fetch(`${url.replace(/\/$/, '')}/auth/sibling-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mashaer-signature': siblingSignature(secret, body) },
      body,
      signal: AbortSignal.timeout(5000),
    }).catch((err: Error) => log.warn({ url, err: err.message }, 'sibling logout not delivered'));
  }
}

/** A sibling site's signed notice that a user logged out there. */
export async function siblingLogout(ctx: AppContext, client: Client, raw: string, signature?: string) {
  const secret = ctx.config.SIBLING_SECRET;
  if (!secret || !signature || signature !== siblingSignature(secret, raw)) throw AppError.unauthenticated();
  const { email, ts } = JSON.parse(raw) as { email: string; ts: number };
  if (Math.abs(Date.now() - ts) > 5 * 60_000) throw AppError.unauthenticated();
  const user = await findByEmail(ctx.db, String(email));
  if (user) await revokeAllTokens(ctx.db, client.ip, user.id, 'auth/sibling-logout');
  return { message: translate(client.lang, 'auth.logged_out') };
}

export async function acknowledgePolicy(ctx: AppContext, actor: Actor) {
  const userId = actor.id;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ v: users.is_acknowledged }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ is_acknowledged: true, updated_at: sql`now()` }).where(eq(users.id, userId));
    await audit(tx, null, {
      event: 'updated',
      table: 'users',
      recordId: userId,
      old: { is_acknowledged: before?.v },
      new: { is_acknowledged: true },
      module: 'auth',
      method: 'auth/acknowledge-policy',
      userId,
      ip: actor.ip,
    });
  });
  const session = await sessionPayload(ctx.db, userId, actor.lang);
  return { message: translate(actor.lang, 'auth.policy_acknowledged'), data: session };
}

/** The usage policy shown at login: the latest published terms (cms), else the dictionary's text. */
export const policy = async (ctx: AppContext, lang: Lang) => ({
  data: (await currentTerms(ctx.db, lang)) ?? {
    title: translate(lang, 'auth.policy_title'),
    text: translate(lang, 'auth.policy_text'),
  },
});

// Resetting a forgotten password is served from its own file.
export { requestPasswordReset, resetPassword } from './password-reset.service';
