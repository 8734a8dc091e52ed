/** What the three definition services share: the module name, labels, options, refused deletes. */
import { AppError, pgErrorCode } from '../../lib/app-error';

export const MODULE = 'templates';
export type Lang = 'ar' | 'en';
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
