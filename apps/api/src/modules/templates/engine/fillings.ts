import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { formFillings } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { randomToken } from '../../../lib/crypto';
import { findRow } from '../../../lib/scope';
import { canReadFilling } from '../fillings-access';
import { ensureCurrentVersion, findVersion } from '../versions';
import {
  type Actor,
  auditAs,
  type Caller,
  type Filling,
  type FillingRef,
  MODULE,
  type Subject,
} from './core';
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
  return (await findRow(tx, formFillings, where, lock)) ?? null;
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
  caller: Caller,
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
  await auditAs(tx, caller, {
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
