import {
  type Lang,
  type MessageKey,
  REGISTRABLE_TYPE_IDS,
  REGISTRATION_FILES,
  RegisterFieldsSchema,
  translate,
  USER_STATUS_LABELS,
  type UserStatus,
} from '@mashaer/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { files, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { insertFileRow } from '../../lib/files';
import { hashPassword } from '../../lib/password';
import { discard, type MultipartReader, removeStored, type SavedFile } from '../../lib/uploads';
import { applyAction, refusal } from '../../lib/workflow';
import { zodIssuesToFields } from '../../plugins/errors';
import { formColumns } from '../accounts/users/users.service';
import { userStatusWorkflow } from '../accounts/users/users.workflow';
import type { Client, Log } from './auth.service';

const EXPIRY_FIELDS = [
  'commercial_register_expiry',
  'business_license_expiry',
  'practice_certificate_expiry',
  'classification_certificate_expiry',
  'hajj_license_expiry',
] as const;

/**
 * Validates the text fields and the documents together so the applicant sees every problem at
 * once. `haveFiles` lists documents already on file (a resubmission need not send them again).
 */
async function validate(
  lang: Lang,
  tx: Tx,
  raw: Record<string, string>,
  uploaded: Map<string, SavedFile>,
  opts: { haveFiles: Set<string>; selfId?: number },
) {
  const parsed = RegisterFieldsSchema.safeParse(raw, { reportInput: true });
  let duplicate = false;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const errors: Record<string, string[]> = parsed.success
    ? {}
    : zodIssuesToFields(parsed.error.issues, { t } as Parameters<typeof zodIssuesToFields>[1]);
  for (const [field, spec] of Object.entries(REGISTRATION_FILES)) {
    if (spec.required && !uploaded.has(field) && !opts.haveFiles.has(field))
      errors[field] = [t('file.required')];
  }
  if (parsed.success) {
    const f = parsed.data;
    if (!REGISTRABLE_TYPE_IDS.includes(f.type_id)) errors.type_id = [t('auth.type_not_registrable')];
    const today = new Date().toISOString().slice(0, 10);
    for (const k of EXPIRY_FIELDS) {
      const v = f[k];
      if (v && v <= today) errors[k] = [t('validation.date_future')];
    }
    const clash = await query(
      tx,
      sql`select 1 from users where lower(email) = ${f.email} and id <> ${opts.selfId ?? 0} and deleted_at is null limit 1`,
    );
    // A new registration (opts.selfId absent) with a taken e-mail is answered like any other
    // (register() tells the address's owner instead); a resubmission keeps its own field error.
    if (clash.length && opts.selfId !== undefined) errors.email = [t('auth.email_taken')];
    else if (clash.length) duplicate = true;
  }
  if (!parsed.success || Object.keys(errors).length) throw new AppError(422, 'error.validation', { errors });
  if (duplicate) throw new DuplicateRegistration(parsed.data.email);
  return parsed.data;
}

/** A valid registration for an e-mail that already has an account (issue 14 §8). */
class DuplicateRegistration extends Error {
  constructor(readonly email: string) {
    super('duplicate registration');
  }
}

/**
 * Someone registered with an address that has an account: the answer is the one a new
 * registration gets (nothing tells them the address is known), and the address's owner is told.
 */
async function duplicateRegistration(ctx: AppContext, lang: Lang, email: string) {
  const [owner] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at)));
  if (owner) {
    await ctx.messenger.send({
      channel: 'email',
      to: owner.email,
      userId: owner.id,
      email: owner.email,
      subject: translate(lang, 'mail.register_attempt_subject'),
      body: translate(lang, 'mail.register_attempt_body', {
        link: `${ctx.config.PUBLIC_URL}/reset_password`,
      }),
    });
  }
  return { message: translate(lang, 'auth.registered') };
}

/** Records the uploaded documents; returns the storage keys of those they replace (removed after commit). */
async function attachFiles(tx: Tx, ownerId: number, uploaded: Map<string, SavedFile>) {
  const replaced: string[] = [];
  for (const f of uploaded.values()) {
    const old = await tx
      .delete(files)
      .where(and(eq(files.entity, 'user'), eq(files.entity_id, ownerId), eq(files.field, f.field)))
      .returning({ key: files.storage_key });
    replaced.push(...old.map((o) => o.key));
    await insertFileRow(tx, { owner_id: ownerId, entity: 'user', entity_id: ownerId, field: f.field }, f);
  }
  return replaced;
}

/** `POST auth/register`: a new company account, `pending` until an administrator decides. */
export async function register(ctx: AppContext, client: Client, read: MultipartReader) {
  const { fields, files: uploaded } = await read(ctx.storage, REGISTRATION_FILES);
  try {
    const passwordHash = fields.password ? await hashPassword(fields.password) : '';
    await ctx.db.transaction(async (tx) => {
      const f = await validate(client.lang, tx, fields, uploaded, { haveFiles: new Set() });
      const [u] = await tx
        .insert(users)
        .values({ ...formColumns(f), password_hash: passwordHash, status: 'pending' })
        .returning({ id: users.id });
      await attachFiles(tx, u.id, uploaded);
      const { password: _p, password_confirmation: _c, ...shown } = f;
      await audit(tx, null, {
        event: 'created',
        table: 'users',
        recordId: u.id,
        new: { ...shown, status: 'pending', files: [...uploaded.keys()] },
        module: 'auth',
        method: 'auth/register',
        userId: u.id,
        ip: client.ip,
      });
      return u.id;
    });
    // No id in the answer: a duplicate's answer must be the same (issue 14 §8).
    return { message: translate(client.lang, 'auth.registered') };
  } catch (e) {
    await discard(uploaded.values());
    if (e instanceof DuplicateRegistration) return duplicateRegistration(ctx, client.lang, e.email);
    // A parallel registration of the same address won the unique index: the same answer again.
    if (isUniqueViolation(e) && typeof fields.email === 'string')
      return duplicateRegistration(ctx, client.lang, fields.email.trim().toLowerCase());
    throw e;
  }
}

/** `GET auth/registration`: what a pending or rejected applicant sent, with its state. */
export async function myRegistration(ctx: AppContext, actor: Actor) {
  const userId = actor.id;
  const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!u) throw AppError.notFound();
  const docs = await ctx.db
    .select({ id: files.id, field: files.field, name: files.original_name, size: files.size })
    .from(files)
    .where(and(eq(files.entity, 'user'), eq(files.entity_id, userId)));
  const { password_hash: _h, deleted_at: _d, ...rest } = u;
  return {
    data: {
      ...rest,
      status_text: USER_STATUS_LABELS[u.status as UserStatus]?.[actor.lang] ?? u.status,
      can_resubmit: u.status === 'pending' || u.status === 'rejected',
      files: docs.map((d) => ({ ...d, url: `/api/auth/registration/file/${d.id}` })),
    },
  };
}

/** `POST auth/registration`: a pending or rejected applicant corrects and resubmits. */
export async function resubmitRegistration(ctx: AppContext, actor: Actor, read: MultipartReader, log: Log) {
  const userId = actor.id;
  const { fields, files: uploaded } = await read(ctx.storage, REGISTRATION_FILES);
  try {
    const replaced = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw AppError.notFound();
      // Past review the registration is no longer the applicant's to change: not their call (403).
      if (refusal(userStatusWorkflow, actor, before, 'resubmit')) throw AppError.forbidden();
      const have = await tx
        .select({ field: files.field })
        .from(files)
        .where(and(eq(files.entity, 'user'), eq(files.entity_id, userId)));
      // The password is not re-entered on resubmission: validate with a placeholder that passes.
      const f = await validate(
        actor.lang,
        tx,
        {
          ...fields,
          type_id: fields.type_id ?? String(before.type_id),
          password: 'Keep@123',
          password_confirmation: 'Keep@123',
        },
        uploaded,
        { haveFiles: new Set(have.map((h) => h.field)), selfId: userId },
      );
      const { password_hash: _h, ...old } = before;
      await applyAction(tx, userStatusWorkflow, actor, before, 'resubmit', {
        set: { ...formColumns(f), reject_reason: null },
        auditOld: old,
        auditNew: { ...formColumns(f), files: [...uploaded.keys()] },
      });
      const replacedKeys = await attachFiles(tx, userId, uploaded);
      return replacedKeys;
    });
    // Committed: a file left over from the replaced ones must not undo the new ones (catch below).
    await removeStored(ctx.storage, replaced).catch((err: Error) =>
      log.warn({ err }, 'replaced registration files not removed'),
    );
    return { message: translate(actor.lang, 'auth.registered') };
  } catch (e) {
    await discard(uploaded.values());
    throw e;
  }
}
