/** Signatures in `signer_num` order; a complete filling issues its document. */
import type { FillingStatus } from '@mashaer/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { formSignatures, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { issueDocument } from '../../../lib/documents';
import type { Storage } from '../../../lib/storage';
import { applyAction } from '../../../lib/workflow';
import * as signing from '../../signing/signing.service';
import { fillingWorkflow } from '../filling.workflow';
import { findVersion } from '../versions';
import { answersContent, answersOf } from './answers';
import { type Actor, type Caller, type Filling, type FillingRef, kernelActor, typeName } from './core';
import { findFilling, getFilling } from './fillings';
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
  caller: Caller,
  user: Actor,
  ref: FillingRef,
  opts: {
    proof: signing.PasswordProof;
    storage: Storage;
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
      storage: opts.storage,
      marks,
      table: formSignatures,
      id: sig.id,
      entity: 'form_signature',
      copied,
    });
  await (opts.copied ? attach(opts.copied) : signing.withCopies(attach));
  const fully = signers.every((s) => s.signer_num === current.signer_num || done.has(s.signer_num));
  const status: FillingStatus = fully ? 'signed' : 'signing';
  const { row: after } = await applyAction(tx, fillingWorkflow, kernelActor(caller, user), f, 'sign', {
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
      caller,
    );
  const result = {
    filling: after,
    signer_num: current.signer_num,
    signature_id: sig.id,
    fully_signed: fully,
  };
  return result;
}
