/** What the three definition services share: the module name, labels, options, refused deletes. */
import { translate } from '@mashaer/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, refusedOn } from '../../lib/app-error';
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

/**
 * Still referenced (a form uses the question, a filling the form): refused, nothing deleted.
 * 23503 for NO ACTION foreign keys, 23001 for RESTRICT ones.
 */
const deleting = <T>(fn: () => Promise<T>) =>
  refusedOn(['23503', '23001'], () => new AppError(422, 'crud.in_use'), fn);

/** Which record a change is about, and the read that presents it (`first`: the read before, locked). */
type Change<T> = {
  table: string;
  id: number;
  method: string;
  read: (tx: Tx, first: boolean) => Promise<T>;
};

/** An audited update in one transaction: the record read before and after the write, both logged. */
export function updated<T, L = T>(
  db: Tx,
  actor: Pick<Actor, 'id' | 'ip'>,
  c: Change<T> & { logged?: (r: T) => L },
  write: (tx: Tx) => Promise<unknown>,
): Promise<T> {
  const logged = c.logged ?? ((r: T) => r);
  return db.transaction(async (tx) => {
    const before = await c.read(tx, true);
    await write(tx);
    const after = await c.read(tx, false);
    const [old, now] = [logged(before), logged(after)];
    await logChange(tx, actor, {
      event: 'updated',
      table: c.table,
      recordId: c.id,
      old,
      new: now,
      method: c.method,
    });
    return after;
  });
}

/** An audited delete in one transaction; refused while something still uses the record. */
export async function removed(
  db: Tx,
  actor: Pick<Actor, 'id' | 'ip' | 'lang'>,
  c: Change<unknown>,
  remove: (tx: Tx) => Promise<unknown>,
) {
  await deleting(() =>
    db.transaction(async (tx) => {
      const old = await c.read(tx, true);
      await remove(tx);
      await logChange(tx, actor, { event: 'deleted', table: c.table, recordId: c.id, old, method: c.method });
    }),
  );
  return { message: translate(actor.lang, 'crud.deleted') };
}
