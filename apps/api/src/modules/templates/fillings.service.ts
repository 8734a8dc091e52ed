/**
 * The answering and signing endpoints: thin shells over the engine, each one transaction.
 */
import {
  FILLING_STATUS_LABELS,
  FILLING_STATUSES,
  type FillingRef as FillingRefInput,
  type FillingStatus,
  FORM_TYPE_LABELS,
  type FormType,
  type SignForm,
  SUBJECT_TYPES,
  translate,
  type UpdateAnswers,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse } from '../../lib/list';
import { notifyUsers } from '../notifications/notifications.service';
import * as signing from '../signing/signing.service';
import * as engine from './engine.service';
import * as repo from './fillings.repository';
import { ownerReadableSubjects, readableSubjects } from './fillings-access';

export const MODULE = 'templates';
type Lang = 'ar' | 'en';

export function toRef(v: Partial<FillingRefInput>): engine.FillingRef {
  if (v.filling_id) return { fillingId: v.filling_id };
  return { formId: v.form_id!, subject: { type: v.subject_type!, id: v.subject_id! } };
}

/** A filling as the caller may read it: to answer (`images` off) or to view and print (with signature images). */
async function view(ctx: AppContext, actor: Actor, ref: engine.FillingRef, images: boolean) {
  const f = await engine.getFilling(ctx.db, actor, ref);
  const opts = { lang: actor.lang as Lang, publicUrl: ctx.config.PUBLIC_URL };
  return {
    data: await engine.fillingView(
      ctx.db,
      actor,
      f,
      images ? { images, storage: ctx.storage, ...opts } : opts,
    ),
  };
}

/** `questions-with-answer-ids`: the pinned version's questions with the answers and their ids. */
export const questionsWithAnswers = (ctx: AppContext, actor: Actor, ref: engine.FillingRef) =>
  view(ctx, actor, ref, false);

/** `form-with-answerd-q`: the answered filling for viewing and printing, with signature images. */
export const answeredForm = (ctx: AppContext, actor: Actor, ref: engine.FillingRef) =>
  view(ctx, actor, ref, true);

/** `form-update-answer`. */
export async function updateAnswers(ctx: AppContext, actor: Actor, body: UpdateAnswers) {
  const r = await ctx.db.transaction((tx) => engine.saveAnswers(tx, actor, actor, toRef(body), body.answers));
  return {
    message: r.invalidated
      ? `${translate(actor.lang, 'filling.answers_saved')}. ${translate(actor.lang, 'filling.signatures_invalidated', { count: r.invalidated })}`
      : translate(actor.lang, 'filling.answers_saved'),
    data: {
      filling_id: r.filling.id,
      status: r.status,
      status_text: FILLING_STATUS_LABELS[r.status][actor.lang as Lang],
      total_halalas: r.total_halalas,
      answers_hash: r.answers_hash,
      invalidated_signatures: r.invalidated,
    },
  };
}

/** `sign-form` (general/forms and reassign_form): password first, then the signature in one transaction. */
export async function signForm(ctx: AppContext, actor: Actor, body: SignForm) {
  const ref = toRef(body);
  // Out-of-scope fillings are not found before any password is asked for.
  await engine.getFilling(ctx.db, actor, ref);
  const proof = await signing.checkSignerPassword(ctx.db, actor, body.password);
  const r = await signing.withCopies((copied) =>
    ctx.db.transaction((tx) =>
      engine.sign(tx, actor, actor, ref, {
        proof,
        storage: ctx.storage,
        signerNum: body.signer_num,
        lang: actor.lang as Lang,
        copied,
      }),
    ),
  );
  return {
    message: translate(actor.lang, 'filling.signed'),
    data: {
      filling_id: r.filling.id,
      signer_num: r.signer_num,
      signature_id: r.signature_id,
      status: r.filling.status,
      status_text: FILLING_STATUS_LABELS[r.filling.status as FillingStatus][actor.lang as Lang],
      signed: r.fully_signed ? 1 : 0,
    },
  };
}

/** `get-form-signer?form_id=` (the form's signers) or `?filling_id=` (the slots and their state). */
export async function formSigners(
  ctx: AppContext,
  actor: Actor,
  q: { form_id?: number; filling_id?: number },
) {
  if (q.filling_id) {
    const f = await engine.getFilling(ctx.db, actor, { fillingId: q.filling_id });
    return { data: { filling_id: f.id, status: f.status, signers: await engine.listSigners(ctx.db, f) } };
  }
  const form = await repo.findForm(ctx.db, q.form_id!);
  if (!form) throw AppError.notFound();
  const { formDetails } = await import('./definitions.service');
  const d = await formDetails(ctx.db, form.id, actor.lang as Lang);
  return { data: { form_id: d.id, signers: d.signers } };
}

/** `send-notification`: starts a general filling of the form for each actor and notifies them. */
export async function sendForm(ctx: AppContext, actor: Actor, body: { form_id: number; user_ids: number[] }) {
  const ids = [...new Set(body.user_ids)];
  const data = await ctx.db.transaction(async (tx) => {
    const form = await repo.findForm(tx, body.form_id);
    if (!form) throw AppError.notFound();
    if (form.type !== 'general') throw AppError.invalid({ form_id: 'form.not_general' });
    const recipients = await repo.activeRecipients(tx, ids);
    if (recipients.length !== ids.length) throw AppError.invalid({ user_ids: 'form.user_unknown' });
    const fillings: { user_id: number; filling_id: number }[] = [];
    for (const r of recipients) {
      const f = await engine.startFilling(tx, actor, {
        formId: form.id,
        subject: { type: 'general', id: r.id },
        companyId: r.org,
        assignedUserId: r.id,
        createdBy: actor.id,
      });
      fillings.push({ user_id: r.id, filling_id: f.id });
    }
    // One notification per recipient, in Arabic (the portal's first language), linking to the form.
    for (const x of fillings)
      await notifyUsers(
        tx,
        [x.user_id],
        translate('ar', 'form.notification', { name: form.name }),
        `/forms/fill/${x.filling_id}`,
      );
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'sent',
      table: 'forms',
      recordId: form.id,
      new: { user_ids: ids, fillings: fillings.map((x) => x.filling_id) },
      module: MODULE,
      method: 'general/forms/send-notification',
    });
    return fillings;
  });
  return { message: translate(actor.lang, 'form.sent', { count: data.length }), data };
}

/**
 * The fillings of subject types whose area permission the caller holds, and, where the map lets
 * the owner read without one (general forms), those of its own organisation (fillings-access.ts).
 */
function readableFillings(actor: Actor) {
  const types = readableSubjects(actor) ?? [...SUBJECT_TYPES];
  const owned = ownerReadableSubjects();
  return repo.fillingsOf(types, actor.orgId, owned);
}

/** `general/forms/fillings?page`: the fillings the caller may see (their organisation's, or all). */
export async function listFillings(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang as Lang;
  const org = scopeOrg(actor);
  const page = await repo.listFillings(ctx.db, input, [
    org === null ? undefined : repo.fillingsOfCompany(org),
    readableFillings(actor),
  ]);
  return listResponse(
    {
      ...page,
      data: (page.data as { status: FillingStatus; form_type: FormType; total_halalas: number }[]).map(
        (r) => ({
          ...r,
          total_halalas: Number(r.total_halalas),
          status_text: FILLING_STATUS_LABELS[r.status][lang],
          form_type_text: FORM_TYPE_LABELS[r.form_type]?.[lang] ?? r.form_type,
        }),
      ),
    },
    { status: FILLING_STATUSES.map((s) => ({ value: s, label: FILLING_STATUS_LABELS[s][lang] })) },
  );
}

// A file question's answer files are served from their own file.
export { answerFile, uploadAnswerFile } from './filling-files.service';
