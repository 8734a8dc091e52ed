/** Answers: checked per question type, priced, hashed; saving moves the filling (FILLING_WORKFLOW). */
import {
  answerValueSchema,
  type FillingStatus,
  type FormDefinition,
  type FormVersionQuestion,
} from '@mashaer/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { files, formAnswers, formFillings, formSignatures } from '../../../db/schema';
import { AppError, type FieldErrors } from '../../../lib/app-error';
import { contentHash } from '../../../lib/canonical';
import { issueDocument } from '../../../lib/documents';
import { applyAction } from '../../../lib/workflow';
import { fillingWorkflow } from '../filling.workflow';
import { assertMayAnswer } from '../fillings-access';
import { canonicalJson, findVersion } from '../versions';
import {
  type Actor,
  type AnswerInput,
  answerMove,
  auditAs,
  type Caller,
  type Filling,
  type FillingRef,
  kernelActor,
  MODULE,
} from './core';
import { getFilling } from './fillings';
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
  caller: Caller,
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
  const errors: FieldErrors = {};
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
      await applyAction(tx, fillingWorkflow, kernelActor(caller, user), f, move, { set, auditOld, auditNew })
    ).row;
  } else {
    [after] = await tx
      .update(formFillings)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(formFillings.id, f.id))
      .returning();
    if (changed)
      await auditAs(tx, caller, {
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
      caller,
    );
  return { filling: after, status, total_halalas: total, answers_hash: hash, changed, invalidated };
}
