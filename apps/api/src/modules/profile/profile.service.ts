import {
  type ChangePasswordSchema,
  type ProfileUpdate,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_PREFIX,
  translate,
} from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit, auditedUpdate } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  discard,
  type FileSpec,
  type MultipartReader,
  removeStored,
  type SavedFile,
  saveBuffer,
} from '../../lib/uploads';
import { openUserFile } from '../accounts/users/users.service';
import type { Log } from '../auth/auth.service';
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
export async function getProfile(ctx: AppContext, actor: Actor) {
  const [session, have] = await Promise.all([
    sessionPayload(ctx.db, actor.id, actor.lang),
    repo.profileFiles(ctx.db, actor.id),
  ]);
  return {
    data: {
      user: session.user,
      signature_url: fileUrl('signature', have.get('signature')),
      stamp_url: fileUrl('stamp', have.get('stamp')),
    },
  };
}

export async function updateProfile(ctx: AppContext, actor: Actor, input: ProfileUpdate) {
  // The change, its audit row and the answer (the session's user as it now is): one statement.
  const [row] = await auditedUpdate<SessionRow>(ctx.db, actor, {
    table: users,
    id: actor.id,
    set: { name: input.name, phone: input.phone },
    old: ['name', 'phone'],
    module: MODULE,
    method: 'profile/update',
    select: (updated) => sessionSelect(updated),
  });
  const session = await toSession(ctx.db, row, actor.lang);
  return { message: translate(actor.lang, 'profile.updated'), data: { user: session.user } };
}

/** Changes the password; every other session of the user ends, this one stays. */
export async function changePassword(
  ctx: AppContext,
  user: Actor,
  tokenId: number,
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
    const revoked = await repo.revokeOtherTokens(tx, user.id, tokenId);
    await audit(tx, null, {
      event: 'password_changed',
      table: 'users',
      recordId: user.id,
      new: { revoked_sessions: revoked },
      module: MODULE,
      method: 'profile/change-password',
      userId: user.id,
      ip: user.ip,
    });
  });
  return { message: translate(user.lang, 'auth.password_changed') };
}

async function storeProfileFile(
  ctx: AppContext,
  actor: Actor,
  field: repo.ProfileFileField,
  saved: SavedFile,
  log: Log,
) {
  const userId = actor.id;
  let replaced: string[] = [];
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const { id, old } = await repo.replaceFile(tx, userId, field, saved);
      replaced = old.map((o) => o.storage_key);
      await audit(tx, null, {
        event: 'updated',
        table: 'files',
        recordId: id,
        old: old.length ? { field, file_ids: old.map((o) => o.id), sha256: old.map((o) => o.sha256) } : null,
        new: { field, file_id: id, size: saved.size, mime: saved.mime, sha256: saved.sha256 },
        module: MODULE,
        method: `profile/${field}`,
        userId,
        ip: actor.ip,
      });
      return id;
    });
    await removeStored(ctx.storage, replaced).catch((err: Error) =>
      log.warn({ err: err.message }, 'replaced profile file not removed'),
    );
    return id;
  } catch (e) {
    await discard([saved]);
    throw e;
  }
}

/** `POST profile/signature`: the drawn signature, a PNG data URL of at most 2 MB. */
export async function saveSignature(ctx: AppContext, actor: Actor, dataUrl: string, log: Log) {
  const buf = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (buf.length === 0) throw AppError.invalid({ signature: 'profile.signature_invalid' });
  if (buf.length > SIGNATURE_MAX_BYTES) throw AppError.invalid({ signature: 'profile.signature_too_large' });
  const saved = await saveBuffer(ctx.storage, 'signature', 'signature.png', buf, ['png']);
  const id = await storeProfileFile(ctx, actor, 'signature', saved, log);
  return {
    message: translate(actor.lang, 'profile.signature_saved'),
    data: { signature_url: fileUrl('signature', id) },
  };
}

/** `POST profile/stamp`: multipart field `stamp`, PNG or JPEG of at most 2 MB. */
export async function saveStamp(ctx: AppContext, actor: Actor, read: MultipartReader, log: Log) {
  const { files } = await read(ctx.storage, { stamp: STAMP });
  const saved = files.get('stamp');
  if (!saved) throw AppError.invalid({ stamp: 'file.required' });
  const id = await storeProfileFile(ctx, actor, 'stamp', saved, log);
  return { message: translate(actor.lang, 'profile.stamp_saved'), data: { stamp_url: fileUrl('stamp', id) } };
}

/** The caller's own signature or stamp, opened to be shown inline; 404 when there is none. */
export async function openProfileFile(ctx: AppContext, userId: number, field: repo.ProfileFileField) {
  const f = await repo.findFile(ctx.db, userId, field);
  if (!f) throw AppError.notFound();
  return openUserFile(ctx, f.id, userId, { inline: true });
}
