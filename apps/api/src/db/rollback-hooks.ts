import type { Db, Tx } from './client';

type Hook = () => Promise<void>;
/** The hooks of the outermost transaction, by each transaction object inside it (savepoints too). */
const hooksOf = new WeakMap<object, Hook[]>();
const TRACKED = Symbol('rollback hooks');

/**
 * Something done outside the database inside the transaction `tx` (a file copied into storage)
 * that must be undone if it does not commit. Runs after the rollback of the outermost
 * `db.transaction` (savepoints included); outside a transaction it is dropped, as there is
 * nothing to roll back.
 *
 * The hooks hang on the transaction object rather than on an AsyncLocalStorage: on Node 20 one
 * `AsyncLocalStorage.run` turns on the promise hooks for the whole process, and every promise of
 * every request then pays for them (measured on the sadad list: about 50 µs a request).
 */
export function onRollback(tx: Tx, hook: Hook) {
  hooksOf.get(tx)?.push(hook);
}

/** `tx` and every savepoint opened on it (and on those) share `hooks`. */
function share<T extends Tx>(tx: T, hooks: Hook[]): T {
  hooksOf.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((fn, config) =>
    savepoint((inner) => fn(share(inner, hooks)), config)) as Tx['transaction'];
  return tx;
}

/**
 * Makes `db.transaction` run the `onRollback` hooks registered inside it when it fails (the
 * callback threw, or the commit itself failed). Applied once to every database `openDatabase`
 * returns. A process that dies mid-transaction runs nothing: what it wrote is unreferenced and
 * harmless, never a row pointing at a missing file.
 */
export function trackRollbacks(db: Db) {
  const target = db as Db & { [TRACKED]?: true };
  if (target[TRACKED]) return;
  target[TRACKED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn, config) => {
    const hooks: Hook[] = [];
    try {
      return await transaction((tx) => fn(share(tx, hooks)), config);
    } catch (e) {
      for (const hook of hooks.reverse())
        await hook().catch((err: Error) => console.warn(`rollback clean-up failed: ${err.message}`));
      throw e;
    }
  }) as Db['transaction'];
}
