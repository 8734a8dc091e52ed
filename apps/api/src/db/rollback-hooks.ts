import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

type Hook = () => Promise<void>;
const current = new AsyncLocalStorage<Hook[]>();
const TRACKED = Symbol('rollback hooks');

/**
 * Something done outside the database inside a transaction (a file copied into storage) that
 * must be undone if the transaction does not commit. Runs after the rollback of the enclosing
 * `db.transaction` (the outermost one, savepoints included); outside a transaction it is dropped,
 * as there is nothing to roll back.
 */
export function onRollback(hook: Hook) {
  current.getStore()?.push(hook);
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
  db.transaction = ((fn, config) => {
    // A transaction opened inside another's callback is its own unit: its own hooks.
    const hooks: Hook[] = [];
    return current.run(hooks, async () => {
      try {
        return await transaction(fn, config);
      } catch (e) {
        for (const hook of hooks.reverse())
          await hook().catch((err: Error) => console.warn(`rollback clean-up failed: ${err.message}`));
        throw e;
      }
    });
  }) as Db['transaction'];
}
