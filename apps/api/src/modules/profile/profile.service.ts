import {
  type ChangePasswordSchema,
  type ProfileUpdate,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_PREFIX,
} from '@mashaer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit, auditedUpdate } from '../../lib/audit';
import { sendFile } from '../../lib/files';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  discard,
  type FileSpec,
  readMultipart,
  removeStored,
  type SavedFile,
  saveBuffer,
} from '../../lib/uploads';
import type { AuthUser } from '../../plugins/access';
import { type SessionRow, sessionPayload, sessionSelect, toSession } from '../auth/session.service';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/throttle.service';
import * as repo from './profile.repository';

const MODULE = 'profile';
const STAMP: FileSpec = { required: true, kind: 'document', types: ['png', 'jpeg'] };
/** Wrong current passwords count towards a lock-out, as wrong login passwords do. */
const passwordKey = (userId: number) => `change-password:${userId}`;

const fileUrl = (field: repo.ProfileFileField, id: number | undefined) =>
  id === undefined ? null : `/api/profile/${field}?v=${id}`;

/** `GET profile`: the session's user plus where to fetch the signature and the stamp. */
export async function getProfile(ctx: AppContext, req: FastifyRequest, userId: number) {
  const [session, have] = await Promise.all([
    sessionPayload(ctx.db, userId, req.lang),
    repo.profileFiles(ctx.db, userId),
  ]);
  return {
    data: {
      user: session.user,
      signature_url: fileUrl('signature', have.get('signature')),
      stamp_url: fileUrl('stamp', have.get('stamp')),
    },
  };
}

export async function updateProfile(
  ctx: AppContext,
  req: FastifyRequest,
  userId: number,
  input: ProfileUpdate,
) {
  // The change, its audit row and the answer (the session's user as it now is): one statement.
  const [row] = await auditedUpdate<SessionRow>(ctx.db, req, {
    table: users,
    id: userId,
    set: { name: input.name, phone: input.phone },
    old: ['name', 'phone'],
    module: MODULE,
    method: 'profile/update',
    select: (updated) => sessionSelect(updated),
  });
  const session = await toSession(ctx.db, row, req.lang);
  return { message: req.t('profile.updated'), data: { user: session.user } };
}

/** Changes the password; every other session of the user ends, this one stays. */
export async function changePassword(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  input: z.infer<typeof ChangePasswordSchema>,
) {
  await assertNotLocked(ctx.db, passwordKey(user.id));
  const stored = await repo.passwordHash(ctx.db, user.id);
  if (!stored || !(await verifyPassword(stored, input.current_password))) {
    await recordFailure(ctx.db, passwordKey(user.id));
    throw AppError.invalid({ current_password: 'auth.current_password_wrong' });
  }
  await clearFailures(ctx.db, passwordKey(user.id));
  if (input.password === input.current_password)
    throw AppError.invalid({ password: 'profile.password_same' });
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, hash);
    const revoked = await repo.revokeOtherTokens(tx, user.id, user.tokenId);
    await audit(tx, req, {
      event: 'password_changed',
      table: 'users',
      recordId: user.id,
      new: { revoked_sessions: revoked },
      module: MODULE,
      method: 'profile/change-password',
    });
  });
  return { message: req.t('auth.password_changed') };
}

async function storeProfileFile(
  ctx: AppContext,
  req: FastifyRequest,
  userId: number,
  field: repo.ProfileFileField,
  saved: SavedFile,
) {
  let replaced: string[] = [];
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const { id, old } = await repo.replaceFile(tx, userId, field, saved);
      replaced = old.map((o) => o.storage_key);
      await audit(tx, req, {
        event: 'updated',
        table: 'files',
        recordId: id,
        old: old.length ? { field, file_ids: old.map((o) => o.id), sha256: old.map((o) => o.sha256) } : null,
        new: { field, file_id: id, size: saved.size, mime: saved.mime, sha256: saved.sha256 },
        module: MODULE,
        method: `profile/${field}`,
      });
      return id;
    });
    await removeStored(ctx.config.uploadDir, replaced).catch((err: Error) =>
      req.log.warn({ err: err.message }, 'replaced profile file not removed'),
    );
    return id;
  } catch (e) {
    await discard([saved]);
    throw e;
  }
}

/** `POST profile/signature`: the drawn signature, a PNG data URL of at most 2 MB. */
export async function saveSignature(ctx: AppContext, req: FastifyRequest, userId: number, dataUrl: string) {
  const buf = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (buf.length === 0) throw AppError.invalid({ signature: 'profile.signature_invalid' });
  if (buf.length > SIGNATURE_MAX_BYTES) throw AppError.invalid({ signature: 'profile.signature_too_large' });
  const saved = await saveBuffer(ctx.config.uploadDir, 'signature', 'signature.png', buf, ['png']);
  const id = await storeProfileFile(ctx, req, userId, 'signature', saved);
  return { message: req.t('profile.signature_saved'), data: { signature_url: fileUrl('signature', id) } };
}

/** `POST profile/stamp`: multipart field `stamp`, PNG or JPEG of at most 2 MB. */
export async function saveStamp(ctx: AppContext, req: FastifyRequest, userId: number) {
  const { files } = await readMultipart(req, ctx.config.uploadDir, { stamp: STAMP });
  const saved = files.get('stamp');
  if (!saved) throw AppError.invalid({ stamp: 'file.required' });
  const id = await storeProfileFile(ctx, req, userId, 'stamp', saved);
  return { message: req.t('profile.stamp_saved'), data: { stamp_url: fileUrl('stamp', id) } };
}

/** The caller's own signature or stamp, shown inline; 404 when there is none. */
export async function sendProfileFile(
  ctx: AppContext,
  reply: FastifyReply,
  userId: number,
  field: repo.ProfileFileField,
) {
  const f = await repo.findFile(ctx.db, userId, field);
  if (!f) throw AppError.notFound();
  reply.header('cache-control', 'private, no-cache');
  return sendFile(
    ctx.db,
    reply,
    ctx.config.uploadDir,
    { id: f.id, entity: 'user', entityId: userId },
    { inline: true },
  );
}
