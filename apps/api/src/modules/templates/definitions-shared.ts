/** What the three definition services share: the module name, labels, options, refused deletes. */
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';

const MODULE = 'templates';
export type Lang = 'ar' | 'en';

/** A definition change's audit row (this module's), written as the actor. */
export const logChange = (
  tx: Tx,
  actor: Pick<Actor, 'id' | 'ip'>,
  e: Omit<Parameters<typeof audit>[2], 'module' | 'userId' | 'ip'>,
) => audit(tx, null, { ...e, module: MODULE, userId: actor.id, ip: actor.ip });
export const label = (l: { ar: string; en: string }, lang: Lang) => l[lang];
export const options = <T extends string>(
  values: readonly T[],
  labels: Record<T, { ar: string; en: string }>,
  lang: Lang,
) => values.map((v) => ({ value: v, label: labels[v][lang] }));

export async function deleting<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    // Still referenced (a form uses the question, a filling the form): refused, nothing deleted.
    // 23503 for NO ACTION foreign keys, 23001 for RESTRICT ones.
    const code = pgErrorCode(e);
    if (code === '23503' || code === '23001') throw new AppError(422, 'crud.in_use');
    throw e;
  }
}
