/**
 * The form-answering and signing engine. Every area that fills or signs a form (camp delivery per
 * appointment, readiness licences, re-assign and lock orders, temporary licences, general forms)
 * calls these functions, inside its own transaction where it changes its own records too.
 *
 *   const f = await engine.startFilling(tx, actor, { formId, subject: { type: 'appointment', id },
 *                                                    companyId, createdBy: actor.id });
 *   await engine.saveAnswers(tx, actor, actor, { fillingId: f.id }, answers);
 *   const proof = await signing.checkSignerPassword(ctx.db, actor, password); // before the transaction
 *   await engine.sign(tx, actor, actor, { fillingId: f.id }, { proof, storage: ctx.storage, copied });
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
export * from './engine/answers';
export type { Actor, AnswerInput, Filling, FillingRef, Subject } from './engine/core';
export * from './engine/fillings';
export * from './engine/signatures';
export * from './engine/view';
