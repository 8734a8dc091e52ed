/**
 * The form-answering and signing engine. Every area that fills or signs a form (camp delivery per
 * appointment, readiness licences, re-assign and lock orders, temporary licences, general forms)
 * calls these functions, inside its own transaction where it changes its own records too.
 *
 *   const f = await engine.startFilling(tx, req, { formId, subject: { type: 'appointment', id },
 *                                                  companyId, createdBy: user.id });
 *   await engine.saveAnswers(tx, req, user, { fillingId: f.id }, answers);
 *   const proof = await signing.checkSignerPassword(ctx.db, user, password); // before the transaction
 *   await engine.sign(tx, req, user, { fillingId: f.id }, { proof, uploadDir, copied });
 *   if (await engine.isFullySigned(tx, f.id)) …
 *
 * Rules (the state machine is FILLING_WORKFLOW in the contract):
 * - A filling belongs to a subject (`subject_type` + `subject_id`, one per form) and to the
 *   organisation `companyId` the subject belongs to; it pins the form version current when it was
 *   started, so later edits of the form never change it.
 * - Reading and answering: authority users, and users of the filling's organisation; anyone else
 *   is told the filling does not exist (404). In a form with categories, a user answers only the
 *   questions of categories whose audience includes them.
 * - Saving answers checks each value against its question type, requires every required
 *   question the caller may answer, totals priced items (quantity × unit price of the pinned
 *   version, integer halalas) and hashes the canonical answers (SHA-256).
 * - Signing: the lowest unsigned `signer_num` is the current turn; the signer must be of its user
 *   type (and the named user when the form names one), a company signer only of the filling's
 *   organisation, with the password re-entered and a signature saved on the profile. The
 *   signature records who, when and the answers hash; the profile's signature and stamp images are
 *   copied so a later profile change does not alter a signed document (modules/signing). One
 *   valid signature per slot (row lock + partial unique index). A complete filling (the last
 *   signature, or answered when the form has no signers) issues its document: the QR check of
 *   the printed form (lib/documents, `form_filling`).
 * - Any change of the answers invalidates every signature given so far and the filling returns to
 *   `answered`; a fully signed filling is closed.
 */
import {
  answerValueSchema,
  FILLING_STATUS_LABELS,
  type FillingStatus,
  type FormDefinition,
  type FormVersionQuestion,
  type SubjectType,
  USER_TYPES,
} from '@mashaer/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { query, type Tx } from '../../db/client';
import { files, formAnswers, formFillings, formSignatures, users } from '../../db/schema';
import { actorOf, type Actor as KernelActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { contentHash } from '../../lib/canonical';
import { randomToken } from '../../lib/crypto';
import { documentUrl, issueDocument } from '../../lib/documents';
import { readStored } from '../../lib/files';
import { applyAction } from '../../lib/workflow';
import type { AuthUser } from '../../plugins/access';
import * as signing from '../signing/signing.service';
import { fillingWorkflow } from './filling.workflow';
import { assertMayAnswer, canReadFilling } from './fillings-access';
import { canonicalJson, ensureCurrentVersion, findVersion } from './versions';

const MODULE = 'templates';

export type Subject = { type: SubjectType; id: number };
export type FillingRef = { fillingId: number } | { formId: number; subject: Subject };
export type Filling = typeof formFillings.$inferSelect;
/** The caller as the engine needs it (an AuthUser fits). */
export type Actor = Pick<AuthUser, 'id' | 'typeId' | 'isAuthority' | 'orgId'>;
export type AnswerInput = { question_id: number; value: unknown };

const typeName = (id: number, lang: 'ar' | 'en' = 'ar') => {
  const t = USER_TYPES.find((x) => x.id === id);
  return t ? t[lang] : String(id);
};

/** The kernel's Actor of an engine call (the seed passes no request: no permissions, Arabic). */
const kernelActor = (req: FastifyRequest | null, user: Actor): KernelActor =>
  req?.user ? actorOf(req) : { ...user, typeCode: '', permissions: new Set<string>(), lang: 'ar', ip: null };

/** The filling action that moves `from` → `to` when answers are saved. */
const answerMove = (from: string, to: FillingStatus) =>
  to === 'draft' ? 'uncomplete' : from === 'draft' ? 'complete' : 'reopen';

// ------------------------------------------------------------------------------------------------
// Finding and starting
// ------------------------------------------------------------------------------------------------

/** The filling, or null. `lock` takes a row lock for the rest of the transaction. */
export async function findFilling(tx: Tx, ref: FillingRef, lock = false): Promise<Filling | null> {
  const where =
    'fillingId' in ref
      ? eq(formFillings.id, ref.fillingId)
      : and(
          eq(formFillings.form_id, ref.formId),
          eq(formFillings.subject_type, ref.subject.type),
          eq(formFillings.subject_id, ref.subject.id),
        );
  const q = tx.select().from(formFillings).where(where);
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** May this user read the filling? The area permission of its subject + row scope (fillings-access.ts). */
export const canRead = (user: Actor, f: Pick<Filling, 'company_id' | 'subject_type'>) =>
  canReadFilling(user, f);

/**
 * A signer the form names reads the filling it is to sign, without the area's permission: by its
 * user type (and named user when the form names one), within row scope (a company signs only its
 * own organisation's fillings).
 */
async function isSignerOf(tx: Tx, user: Actor, f: Filling) {
  if (!user.isAuthority && f.company_id !== user.orgId) return false;
  const version = await findVersion(tx, f.form_version_id);
  return (version?.definition.signers ?? []).some(
    (s) => s.type_id === user.typeId && (s.user_id === null || s.user_id === user.id),
  );
}

/** The filling when the user may see it; 404 when it is missing or out of scope. */
export async function getFilling(tx: Tx, user: Actor, ref: FillingRef, lock = false) {
  const f = await findFilling(tx, ref, lock);
  if (!f || !(canRead(user, f) || (await isSignerOf(tx, user, f)))) throw AppError.notFound();
  return f;
}

/**
 * Starts (or returns the existing) filling of a form for a subject, pinned to the form's current
 * version. Idempotent: one filling per (subject, form).
 */
export async function startFilling(
  tx: Tx,
  req: FastifyRequest | null,
  input: {
    formId: number;
    subject: Subject;
    companyId: number | null;
    assignedUserId?: number | null;
    createdBy?: number | null;
  },
): Promise<Filling> {
  const existing = await findFilling(tx, { formId: input.formId, subject: input.subject });
  if (existing) return existing;
  const version = await ensureCurrentVersion(tx, input.formId);
  const [row] = await tx
    .insert(formFillings)
    .values({
      verify_code: randomToken(24),
      form_id: input.formId,
      form_version_id: version.id,
      subject_type: input.subject.type,
      subject_id: input.subject.id,
      company_id: input.companyId,
      assigned_user_id: input.assignedUserId ?? null,
      created_by: input.createdBy ?? null,
      status: 'draft',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return (await findFilling(tx, { formId: input.formId, subject: input.subject }))!;
  await audit(tx, req, {
    event: 'created',
    table: 'form_fillings',
    recordId: row.id,
    new: {
      form_id: row.form_id,
      version: version.version,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
    },
    module: MODULE,
    method: 'engine/startFilling',
  });
  return row;
}

// ------------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------------

/** May the user answer this question (category audience, in forms with categories)? */
export function mayAnswer(user: Actor, def: FormDefinition, q: FormVersionQuestion) {
  if (user.isAuthority || !def.with_category || !q.category) return true;
  const c = q.category;
  if (c.audience === 'all') return true;
  if (c.audience === 'users') return c.user_ids.includes(user.id) || c.user_ids.includes(user.orgId);
  return c.type_ids.includes(user.typeId);
}

type StoredAnswer = typeof formAnswers.$inferSelect;

/**
 * What the answers hash covers (and the filling's document certifies): each answer's normalised
 * value, a file by its content hash, with the filling's code and pinned version.
 */
export async function answersContent(
  tx: Tx,
  f: Pick<Filling, 'verify_code' | 'form_version_id'>,
  rows: StoredAnswer[],
) {
  const fileIds = rows.map((r) => r.file_id).filter((x): x is number => x !== null);
  const shas = new Map<number, string>();
  if (fileIds.length) {
    for (const r of await tx
      .select({ id: files.id, sha256: files.sha256 })
      .from(files)
      .where(inArray(files.id, fileIds)))
      shas.set(r.id, r.sha256);
  }
  const items = [...rows]
    .sort((a, b) => a.question_id - b.question_id)
    .map((r) => [
      r.question_id,
      r.file_id !== null
        ? { file: shas.get(r.file_id) ?? null }
        : r.quantity !== null
          ? {
              quantity: r.quantity,
              unit_price: Number(r.unit_price_halalas),
              total: Number(r.line_total_halalas),
            }
          : r.value,
    ]);
  return { filling: f.verify_code, version: f.form_version_id, answers: items };
}

const answersHash = async (tx: Tx, f: Filling, rows: StoredAnswer[]) =>
  contentHash(await answersContent(tx, f, rows));

export async function answersOf(tx: Tx, fillingId: number) {
  return tx
    .select()
    .from(formAnswers)
    .where(eq(formAnswers.filling_id, fillingId))
    .orderBy(asc(formAnswers.question_id));
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export type SaveResult = {
  filling: Filling;
  status: FillingStatus;
  total_halalas: number;
  answers_hash: string;
  changed: boolean;
  /** How many signatures the change withdrew. */
  invalidated: number;
};

/**
 * Saves the caller's answers (partial: questions not sent keep their answer). Each value is
 * checked against its question; every required question the caller may answer must end up
 * answered; priced items are totalled here. Field errors are keyed `answers.<question_id>`.
 */
export async function saveAnswers(
  tx: Tx,
  req: FastifyRequest | null,
  user: Actor,
  ref: FillingRef,
  answers: AnswerInput[],
): Promise<SaveResult> {
  const f = await getFilling(tx, user, ref, true);
  if (f.status === 'signed') throw new AppError(422, 'filling.closed');
  const version = await findVersion(tx, f.form_version_id);
  const def = version!.definition;
  assertMayAnswer(user, f, def);
  const byId = new Map(def.questions.map((q) => [q.question_id, q]));
  const errors: Record<string, string | { key: string; params?: Record<string, string | number> }> = {};
  const parsed = new Map<number, unknown>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    const field = `answers.${a.question_id}`;
    if (!q) {
      errors[field] = 'filling.question_not_in_form';
      continue;
    }
    if (!mayAnswer(user, def, q)) {
      errors[field] = 'filling.question_not_yours';
      continue;
    }
    if (isBlank(a.value)) {
      parsed.set(q.question_id, null);
      continue;
    }
    const r = answerValueSchema(q.type, q.options).safeParse(a.value);
    if (!r.success) {
      const issue = r.error.issues[0];
      errors[field] =
        issue?.code === 'too_big'
          ? { key: 'validation.max_length', params: { max: Number((issue as { maximum: number }).maximum) } }
          : q.type === 'number'
            ? 'validation.number'
            : q.type === 'date'
              ? 'validation.date'
              : 'validation.invalid';
      continue;
    }
    parsed.set(q.question_id, r.data);
  }
  // Files must have been uploaded to this filling for this question.
  const fileIds = [...parsed.entries()].filter(([qid, v]) => v !== null && byId.get(qid)!.type === 'file');
  if (fileIds.length) {
    const rows = await tx
      .select({ id: files.id, field: files.field })
      .from(files)
      .where(
        and(
          eq(files.entity, 'form_filling'),
          eq(files.entity_id, f.id),
          inArray(
            files.id,
            fileIds.map(([, v]) => v as number),
          ),
        ),
      );
    for (const [qid, v] of fileIds)
      if (!rows.some((r) => r.id === v && r.field === `q${qid}`))
        errors[`answers.${qid}`] = 'filling.file_invalid';
  }
  const existing = await answersOf(tx, f.id);
  const have = new Map(existing.map((r) => [r.question_id, r]));
  // Required: every required question the caller may answer, after this save.
  for (const q of def.questions) {
    if (!q.is_required || !mayAnswer(user, def, q) || errors[`answers.${q.question_id}`]) continue;
    const after = parsed.has(q.question_id) ? parsed.get(q.question_id) : have.get(q.question_id)?.value;
    if (after === null || after === undefined) errors[`answers.${q.question_id}`] = 'validation.required';
  }
  if (Object.keys(errors).length) throw AppError.invalid(errors);

  for (const [qid, value] of parsed) {
    const q = byId.get(qid)!;
    if (value === null) {
      if (have.has(qid)) await tx.delete(formAnswers).where(eq(formAnswers.id, have.get(qid)!.id));
      continue;
    }
    const priced =
      q.type === 'priced_item'
        ? {
            quantity: value as number,
            unit_price_halalas: q.unit_price_halalas ?? 0,
            line_total_halalas: (value as number) * (q.unit_price_halalas ?? 0),
          }
        : { quantity: null, unit_price_halalas: null, line_total_halalas: null };
    const values = {
      value: value as object,
      file_id: q.type === 'file' ? (value as number) : null,
      ...priced,
      answered_by: user.id,
    };
    const prev = have.get(qid);
    if (prev) {
      if (canonicalJson(prev.value) === canonicalJson(value) && prev.file_id === values.file_id) continue;
      await tx
        .update(formAnswers)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(formAnswers.id, prev.id));
    } else {
      await tx.insert(formAnswers).values({ filling_id: f.id, question_id: qid, ...values });
    }
  }

  const rows = await answersOf(tx, f.id);
  const hash = await answersHash(tx, f, rows);
  const total = rows.reduce((s, r) => s + Number(r.line_total_halalas ?? 0), 0);
  const answeredIds = new Set(rows.map((r) => r.question_id));
  const complete = def.questions.every((q) => !q.is_required || answeredIds.has(q.question_id));
  const changed = hash !== f.answers_hash;
  let invalidated = 0;
  if (changed) {
    const gone = await tx
      .update(formSignatures)
      .set({ invalidated_at: sql`now()`, invalidated_reason: 'answers_changed' })
      .where(and(eq(formSignatures.filling_id, f.id), isNull(formSignatures.invalidated_at)))
      .returning({ id: formSignatures.id, signer_num: formSignatures.signer_num });
    invalidated = gone.length;
  }
  const status: FillingStatus = !complete
    ? 'draft'
    : changed || f.status === 'draft'
      ? 'answered'
      : (f.status as FillingStatus);
  const set = {
    answers_hash: hash,
    total_halalas: total,
    answered_at: complete ? sql`coalesce(${formFillings.answered_at}, now())` : null,
  };
  const auditOld = { answers_hash: f.answers_hash, total_halalas: f.total_halalas };
  const auditNew = { answers_hash: hash, total_halalas: total, invalidated_signatures: invalidated };
  let after: Filling;
  if (status !== f.status) {
    const move = answerMove(f.status, status);
    after = (
      await applyAction(tx, fillingWorkflow, kernelActor(req, user), f, move, { set, auditOld, auditNew })
    ).row;
  } else {
    [after] = await tx
      .update(formFillings)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(formFillings.id, f.id))
      .returning();
    if (changed)
      await audit(tx, req, {
        event: 'answered',
        table: 'form_fillings',
        recordId: f.id,
        old: { status: f.status, ...auditOld },
        new: { status, ...auditNew },
        module: MODULE,
        method: 'general/forms/form-update-answer',
      });
  }
  // A form without signers is complete once answered: its document certifies these answers.
  if (status === 'answered' && def.signers.length === 0)
    await issueDocument(
      tx,
      { type: 'form_filling', recordId: f.id, content: await answersContent(tx, f, rows), issuedBy: user.id },
      req,
    );
  return { filling: after, status, total_halalas: total, answers_hash: hash, changed, invalidated };
}

// ------------------------------------------------------------------------------------------------
// Signers and signing
// ------------------------------------------------------------------------------------------------

export type SignerState = {
  signer_num: number;
  type_id: number;
  type_name: string;
  type_name_en: string;
  /** The named signer, when the form names one. */
  user_id: number | null;
  state: 'signed' | 'current' | 'waiting';
  signature: {
    id: number;
    user_id: number;
    user_name: string;
    signed_at: string;
    answers_hash: string;
    signature_file_id: number | null;
    stamp_file_id: number | null;
  } | null;
};

export async function validSignatures(tx: Tx, fillingId: number) {
  return tx
    .select({
      id: formSignatures.id,
      signer_num: formSignatures.signer_num,
      user_id: formSignatures.user_id,
      user_name: users.name,
      signed_at: formSignatures.signed_at,
      answers_hash: formSignatures.answers_hash,
      signature_file_id: formSignatures.signature_file_id,
      stamp_file_id: formSignatures.stamp_file_id,
    })
    .from(formSignatures)
    .innerJoin(users, eq(users.id, formSignatures.user_id))
    .where(and(eq(formSignatures.filling_id, fillingId), isNull(formSignatures.invalidated_at)))
    .orderBy(asc(formSignatures.signer_num));
}

/** The signer slots of a filling, in order, with who signed and whose turn it is. */
export async function listSigners(tx: Tx, f: Filling): Promise<SignerState[]> {
  const version = await findVersion(tx, f.form_version_id);
  const sigs = await validSignatures(tx, f.id);
  let currentSeen = f.status === 'draft';
  return version!.definition.signers.map((s) => {
    const sig = sigs.find((x) => x.signer_num === s.signer_num) ?? null;
    let state: SignerState['state'] = 'waiting';
    if (sig) state = 'signed';
    else if (!currentSeen) {
      state = 'current';
      currentSeen = true;
    }
    return {
      signer_num: s.signer_num,
      type_id: s.type_id,
      type_name: typeName(s.type_id, 'ar'),
      type_name_en: typeName(s.type_id, 'en'),
      user_id: s.user_id,
      state,
      signature: sig
        ? {
            id: sig.id,
            user_id: sig.user_id,
            user_name: sig.user_name,
            signed_at: new Date(sig.signed_at).toISOString(),
            answers_hash: sig.answers_hash,
            signature_file_id: sig.signature_file_id,
            stamp_file_id: sig.stamp_file_id,
          }
        : null,
    };
  });
}

/** Whether every signer slot is signed (a form without signers: once it is answered). */
export async function isFullySigned(tx: Tx, fillingId: number) {
  const f = await findFilling(tx, { fillingId });
  if (!f) return false;
  if (f.status === 'signed') return true;
  if (f.status !== 'answered') return false;
  const version = await findVersion(tx, f.form_version_id);
  return version!.definition.signers.length === 0;
}

export type SignResult = {
  filling: Filling;
  signer_num: number;
  signature_id: number;
  fully_signed: boolean;
};

/**
 * Signs the current turn of a filling (see the rules at the top). Refusals: 404 out of scope,
 * 422 `signer_num` (not answered, already signed, fully signed, not your turn, not the named
 * signer), 422 `signature` (no signature on the profile).
 */
export async function sign(
  tx: Tx,
  req: FastifyRequest | null,
  user: Actor,
  ref: FillingRef,
  opts: {
    proof: signing.PasswordProof;
    uploadDir: string;
    signerNum?: number;
    lang?: 'ar' | 'en';
    /** The caller's signing.withCopies list; without one the copies are cleaned up here. */
    copied?: string[];
  },
): Promise<SignResult> {
  signing.assertProof(opts.proof, user);
  const f = await getFilling(tx, user, ref, true);
  if (f.status === 'draft')
    throw AppError.invalid({ signer_num: 'filling.not_answered' }, 'filling.not_answered');
  if (f.status === 'signed')
    throw AppError.invalid({ signer_num: 'filling.fully_signed' }, 'filling.fully_signed');
  const version = await findVersion(tx, f.form_version_id);
  const signers = version!.definition.signers;
  const done = new Set((await validSignatures(tx, f.id)).map((s) => s.signer_num));
  const current = signers.find((s) => !done.has(s.signer_num));
  if (!current) throw AppError.invalid({ signer_num: 'filling.fully_signed' }, 'filling.fully_signed');
  if (opts.signerNum !== undefined && opts.signerNum !== current.signer_num) {
    const key = done.has(opts.signerNum) ? 'filling.already_signed' : 'filling.not_your_turn';
    throw new AppError(422, key, {
      params: { type: typeName(current.type_id, opts.lang) },
      fields: { signer_num: { key, params: { type: typeName(current.type_id, opts.lang) } } },
    });
  }
  if (current.type_id !== user.typeId) {
    const p = { type: typeName(current.type_id, opts.lang) };
    throw new AppError(422, 'filling.not_your_turn', {
      params: p,
      fields: { signer_num: { key: 'filling.not_your_turn', params: p } },
    });
  }
  if (current.user_id !== null && current.user_id !== user.id)
    throw AppError.invalid({ signer_num: 'filling.not_signer' }, 'filling.not_signer');
  // A company signer signs only its own organisation's fillings (getFilling already hides the rest).
  if (!user.isAuthority && f.company_id !== user.orgId) throw AppError.notFound();
  const marks = await signing.signerMarks(tx, user.id, 'filling.no_signature');

  const [sig] = await tx
    .insert(formSignatures)
    .values({
      filling_id: f.id,
      signer_num: current.signer_num,
      type_id: current.type_id,
      user_id: user.id,
      answers_hash: f.answers_hash!,
    })
    .returning({ id: formSignatures.id });
  const attach = (copied: string[]) =>
    signing.attachMarks(tx, {
      uploadDir: opts.uploadDir,
      marks,
      table: formSignatures,
      id: sig.id,
      entity: 'form_signature',
      copied,
    });
  await (opts.copied ? attach(opts.copied) : signing.withCopies(attach));
  const fully = signers.every((s) => s.signer_num === current.signer_num || done.has(s.signer_num));
  const status: FillingStatus = fully ? 'signed' : 'signing';
  const { row: after } = await applyAction(tx, fillingWorkflow, kernelActor(req, user), f, 'sign', {
    to: status,
    set: { signed_at: fully ? sql`now()` : null },
    auditNew: { signer_num: current.signer_num, signature_id: sig.id, answers_hash: f.answers_hash },
  });
  if (fully)
    await issueDocument(
      tx,
      {
        type: 'form_filling',
        recordId: f.id,
        content: await answersContent(tx, f, await answersOf(tx, f.id)),
        issuedBy: user.id,
      },
      req,
    );
  const result = {
    filling: after,
    signer_num: current.signer_num,
    signature_id: sig.id,
    fully_signed: fully,
  };
  return result;
}

// ------------------------------------------------------------------------------------------------
// Views
// ------------------------------------------------------------------------------------------------

async function dataUrl(uploadDir: string, fileId: number | null, tx: Tx) {
  if (fileId === null) return null;
  const [f] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!f) return null;
  try {
    const buf = await readStored(uploadDir, f.storage_key);
    return buf && `data:${f.mime};base64,${buf.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * A filling as the fill, sign and print screens show it: the pinned version's questions with the
 * answers (and answer ids), totals, signer slots and, for the print view, signature and stamp
 * images and the verification link.
 */
export async function fillingView(
  tx: Tx,
  user: Actor,
  f: Filling,
  opts: { images?: boolean; uploadDir?: string; publicUrl?: string; lang?: 'ar' | 'en' } = {},
) {
  const version = (await findVersion(tx, f.form_version_id))!;
  const def = version.definition;
  const rows = await answersOf(tx, f.id);
  const ans = new Map(rows.map((r) => [r.question_id, r]));
  const fileIds = rows.map((r) => r.file_id).filter((x): x is number => x !== null);
  const fileRows = fileIds.length
    ? await tx
        .select({ id: files.id, name: files.original_name, size: files.size, mime: files.mime })
        .from(files)
        .where(inArray(files.id, fileIds))
    : [];
  const signers = await listSigners(tx, f);
  const current = signers.find((s) => s.state === 'current') ?? null;
  const [company] =
    f.company_id === null
      ? []
      : await query<{
          id: number;
          name: string;
          company_name_ar: string | null;
          company_name_en: string | null;
        }>(tx, sql`select id, name, company_name_ar, company_name_en from users where id = ${f.company_id}`);
  const lang = opts.lang ?? 'ar';
  return {
    filling: {
      id: f.id,
      form_id: f.form_id,
      form_version_id: f.form_version_id,
      version: version.version,
      subject_type: f.subject_type,
      subject_id: f.subject_id,
      status: f.status,
      status_text: FILLING_STATUS_LABELS[f.status as FillingStatus][lang],
      total_halalas: Number(f.total_halalas),
      answers_hash: f.answers_hash,
      answered_at: f.answered_at,
      signed_at: f.signed_at,
      verify_code: f.verify_code,
      verify_url: opts.publicUrl
        ? ((await documentUrl(tx, opts.publicUrl, { type: 'form_filling', recordId: f.id }))?.url ?? null)
        : null,
      company: company
        ? {
            id: company.id,
            name: (lang === 'en' ? company.company_name_en : company.company_name_ar) ?? company.name,
          }
        : null,
    },
    form: {
      id: f.form_id,
      name: def.name,
      name_en: def.name_en,
      type: def.type,
      withCategory: def.with_category ? 1 : 0,
    },
    questions: def.questions.map((q) => {
      const a = ans.get(q.question_id);
      const file = a?.file_id ? (fileRows.find((x) => x.id === a.file_id) ?? null) : null;
      return {
        ...q,
        can_answer: f.status !== 'signed' && mayAnswer(user, def, q),
        answer_id: a?.id ?? null,
        value: a?.value ?? null,
        quantity: a?.quantity ?? null,
        line_total_halalas:
          a?.line_total_halalas === null || a === undefined ? null : Number(a.line_total_halalas),
        file,
      };
    }),
    signers: await Promise.all(
      signers.map(async (s) => ({
        ...s,
        signature_image:
          opts.images && s.signature && opts.uploadDir
            ? await dataUrl(opts.uploadDir, s.signature.signature_file_id, tx)
            : null,
        stamp_image:
          opts.images && s.signature && opts.uploadDir
            ? await dataUrl(opts.uploadDir, s.signature.stamp_file_id, tx)
            : null,
      })),
    ),
    current_signer_num: current?.signer_num ?? null,
    can_sign:
      !!current &&
      (f.status === 'answered' || f.status === 'signing') &&
      current.type_id === user.typeId &&
      (current.user_id === null || current.user_id === user.id),
  };
}
