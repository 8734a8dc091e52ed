import { translate } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { discard, type FileSpec, type MultipartReader } from '../../lib/uploads';
import * as engine from './engine.service';
import * as repo from './fillings.repository';
import { MODULE } from './fillings.service';
import { assertMayAnswer } from './fillings-access';
import { findVersion } from './versions';

const ANSWER_FILE: FileSpec = { required: true, kind: 'document', types: ['pdf', 'png', 'jpeg', 'webp'] };

/**
 * `upload-answer-attach` (multipart: filling_id, question_id, file): stores a file for a file
 * question; the answer then names it (`value: file_id`) in form-update-answer.
 */
export async function uploadAnswerFile(ctx: AppContext, actor: Actor, read: MultipartReader) {
  const { fields, files: saved } = await read(ctx.storage, { file: ANSWER_FILE });
  const file = saved.get('file');
  try {
    const fillingId = Number(fields.filling_id);
    const questionId = Number(fields.question_id);
    const errors: FieldErrors = {};
    if (!Number.isInteger(fillingId) || fillingId <= 0 || fillingId > 2_147_483_647)
      errors.filling_id = 'validation.required';
    if (!Number.isInteger(questionId) || questionId <= 0 || questionId > 2_147_483_647)
      errors.question_id = 'validation.required';
    if (!file) errors.file = 'file.required';
    if (Object.keys(errors).length) throw AppError.invalid(errors);
    const id = await ctx.db.transaction(async (tx) => {
      const f = await engine.getFilling(tx, actor, { fillingId }, true);
      if (f.status === 'signed') throw new AppError(422, 'filling.closed');
      const def = (await findVersion(tx, f.form_version_id))!.definition;
      assertMayAnswer(actor, f, def);
      const q = def.questions.find((x) => x.question_id === questionId);
      if (!q || q.type !== 'file') throw AppError.invalid({ question_id: 'filling.question_not_in_form' });
      if (!engine.mayAnswer(actor, def, q))
        throw AppError.invalid({ question_id: 'filling.question_not_yours' });
      const fileId = await repo.insertAnswerFile(tx, {
        owner_id: actor.id,
        entity_id: f.id,
        field: `q${questionId}`,
        original_name: file!.original_name,
        mime: file!.mime,
        size: file!.size,
        sha256: file!.sha256,
        storage_key: file!.storage_key,
      });
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'uploaded',
        table: 'files',
        recordId: fileId,
        new: {
          filling_id: f.id,
          question_id: questionId,
          size: file!.size,
          mime: file!.mime,
          sha256: file!.sha256,
        },
        module: MODULE,
        method: 'general/forms/upload-answer-attach',
      });
      return fileId;
    });
    return {
      message: translate(actor.lang, 'filling.file_uploaded'),
      data: { file_id: id, name: file!.original_name, size: file!.size },
    };
  } catch (e) {
    await discard(saved.values());
    throw e;
  }
}

/** `answer-file?filling_id=&file_id=`: a file answer, to those who may read the filling (the handler sends it). */
export async function answerFile(ctx: AppContext, actor: Actor, fillingId: number, fileId: number) {
  const f = await engine.getFilling(ctx.db, actor, { fillingId });
  return { id: fileId, entity: 'form_filling', entityId: f.id };
}
