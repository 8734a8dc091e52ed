/** What the engine's parts share: its types, the kernel actor, the module name. */
import { type FillingStatus, type SubjectType, USER_TYPES } from '@mashaer/contract';
import type { Tx } from '../../../db/client';
import type { formFillings } from '../../../db/schema';
import type { Actor as KernelActor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import type { AuthUser } from '../../../plugins/access';
export const MODULE = 'templates';

export type Subject = { type: SubjectType; id: number };
export type FillingRef = { fillingId: number } | { formId: number; subject: Subject };
export type Filling = typeof formFillings.$inferSelect;
/** The caller as the engine needs it (an AuthUser fits). */
export type Actor = Pick<AuthUser, 'id' | 'typeId' | 'isAuthority' | 'orgId'>;
export type AnswerInput = { question_id: number; value: unknown };

export const typeName = (id: number, lang: 'ar' | 'en' = 'ar') => {
  const t = USER_TYPES.find((x) => x.id === id);
  return t ? t[lang] : String(id);
};

/** Who calls the engine: the kernel's Actor; null from the seed. */
export type Caller = KernelActor | null;

/** The kernel's Actor of an engine call (the seed passes no caller: no permissions, Arabic). */
export const kernelActor = (caller: Caller, user: Actor): KernelActor =>
  caller ?? { ...user, typeCode: '', permissions: new Set<string>(), lang: 'ar', ip: null };

/** An audit row of an engine call, written as its caller. */
export const auditAs = (tx: Tx, caller: Caller, e: Parameters<typeof audit>[2]) => audit(tx, caller, e);

/** The filling action that moves `from` → `to` when answers are saved. */
export const answerMove = (from: string, to: FillingStatus) =>
  to === 'draft' ? 'uncomplete' : from === 'draft' ? 'complete' : 'reopen';
