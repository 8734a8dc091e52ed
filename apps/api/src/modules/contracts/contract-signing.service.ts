/**
 * Signing contracts, one or in bulk (all or nothing): the party's signature row with copies of its
 * profile signature and stamp, then the kernel's move; the last signature issues the document.
 */
import {
  CONTRACT_SIGN_ACTION,
  CONTRACT_STATUS_LABEL,
  type ContractStatus,
  translate,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { contractSignatures } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors, pgErrorCode } from '../../lib/app-error';
import { issueDocument } from '../../lib/documents';
import { applyAction, refusal as kernelRefusal } from '../../lib/workflow';
import * as signing from '../signing/signing.service';
import { contractContent } from './contract.document';
import { contractWorkflow } from './contract.workflow';
import type { Contract } from './contracts.repository';
import * as repo from './contracts.repository';

import { findInScope, partyOf } from './contracts.service';

/** Why the caller may not sign this contract now (the kernel's refusal), or null. */
const refusal = (c: Contract, actor: Actor) =>
  kernelRefusal(contractWorkflow, actor, c, CONTRACT_SIGN_ACTION[partyOf(actor)]);

/**
 * Signs one locked contract for the caller's party: the signature row (the unique index backs
 * the row lock), the copied images, then the kernel's move (status, timeline, audit; its `after`
 * step completes the delivery when the contract is fully signed); the last signature issues the
 * contract's document (its QR check).
 */
async function signLocked(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  c: Contract,
  marks: signing.SignerMarks,
  copied: string[],
  method: string,
) {
  const party = partyOf(actor);
  const refused = refusal(c, actor);
  if (refused) throw refused;
  const sig = await repo.insertSignature(tx, {
    contract_id: c.id,
    party,
    user_id: actor.id,
    content_hash: c.content_hash,
  });
  await signing.attachMarks(tx, {
    storage: ctx.storage,
    marks,
    table: contractSignatures,
    id: sig.id,
    entity: 'contract_signature',
    copied,
  });
  const { to } = await applyAction(tx, contractWorkflow, actor, c, CONTRACT_SIGN_ACTION[party], {
    set: (to) => ({ signed_at: to === 'signed' ? sql`now()` : null }),
    auditNew: { party, signature_id: sig.id, content_hash: c.content_hash },
    method,
  });
  if (to === 'signed')
    await issueDocument(tx, { type: 'contract', recordId: c.id, content: contractContent(c) });
  return { contract_id: c.id, contract_status: to as ContractStatus, signature_id: sig.id };
}

/** Runs a signing transaction (signing.withCopies); a lost race on the party's slot is a 422. */
async function withCopies<T>(fn: (copied: string[]) => Promise<T>) {
  try {
    return await signing.withCopies(fn);
  } catch (e) {
    if (pgErrorCode(e) === '23505')
      throw AppError.invalid({ id: 'contract.already_signed' }, 'contract.already_signed');
    throw e;
  }
}

/** `POST general/contracts/sign-contract/{id}` with the password re-entered. */
export async function sign(ctx: AppContext, actor: Actor, id: number, password: string) {
  // Out of scope: not found before any password is asked for.
  if (!(await findInScope(ctx.db, id, actor))) throw AppError.notFound();
  const proof = await signing.checkSignerPassword(ctx.db, actor, password);
  const r = await withCopies((copied) =>
    ctx.db.transaction(async (tx) => {
      signing.assertProof(proof, actor);
      const c = await findInScope(tx, id, actor, true);
      if (!c) throw AppError.notFound();
      const refused = refusal(c, actor);
      if (refused) throw refused;
      const marks = await signing.signerMarks(tx, actor.id, 'contract.no_signature');
      return signLocked(ctx, tx, actor, c, marks, copied, 'general/contracts/sign-contract');
    }),
  );
  return {
    message: translate(actor.lang, 'contract.signed'),
    data: { ...r, contract_status_text: translate(actor.lang, CONTRACT_STATUS_LABEL[r.contract_status]) },
  };
}

/** `POST general/contracts/bulk-sign`: one password, many contracts, all or nothing. */
export async function bulkSign(ctx: AppContext, actor: Actor, ids: number[], password: string) {
  if (new Set(ids).size !== ids.length)
    throw AppError.invalid({ contract_ids: 'contract.duplicate_ids' }, 'contract.duplicate_ids');
  const proof = await signing.checkSignerPassword(ctx.db, actor, password);
  const signed = await withCopies((copied) =>
    ctx.db.transaction(async (tx) => {
      signing.assertProof(proof, actor);
      const order = ids.map((id, i) => ({ id, i })).sort((a, b) => a.id - b.id);
      const errors: FieldErrors = {};
      const locked: Contract[] = [];
      for (const { id, i } of order) {
        const c = await findInScope(tx, id, actor, true);
        // Another company's contract is reported like a missing one.
        const refused = c ? refusal(c, actor) : null;
        if (refused && refused.status !== 422) throw refused;
        const why = !c ? 'contract.not_found' : refused?.messageKey;
        if (why) errors[`contract_ids.${i}`] = why;
        else locked.push(c!);
      }
      if (Object.keys(errors).length) throw AppError.invalid(errors);
      const marks = await signing.signerMarks(tx, actor.id, 'contract.no_signature');
      const out = [];
      for (const c of locked)
        out.push(await signLocked(ctx, tx, actor, c, marks, copied, 'general/contracts/bulk-sign'));
      return out;
    }),
  );
  return {
    message: translate(actor.lang, 'contract.bulk_signed', { count: signed.length }),
    data: signed.map((r) => ({
      ...r,
      contract_status_text: translate(actor.lang, CONTRACT_STATUS_LABEL[r.contract_status]),
    })),
  };
}
