import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { scopeOrg } from './actor';
import { AppError } from './app-error';

type Scoped = Parameters<typeof scopeOrg>[0];

/**
 * The one "find in scope and lock, or 404" lookup: the row `id` of `table`, locked for update,
 * limited to the caller's organisation through `orgColumn` unless the caller is an authority.
 * Another organisation's row answers 404 like a missing one.
 */
export async function lockInScope<T extends PgTable & { id: AnyColumn }>(
  tx: Tx,
  table: T,
  id: number,
  who: Scoped | null,
  orgColumn?: AnyColumn,
): Promise<T['$inferSelect']> {
  const org = who && orgColumn ? scopeOrg(who) : null;
  return findOr404(tx, table, and(eq(table.id, id), org === null ? undefined : eq(orgColumn!, org)), true);
}

/**
 * The one row of `table` that `where` selects (the id and the caller's scope), locked for update
 * when asked, or undefined.
 */
export async function findRow<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  const q = tx
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = await (lock ? q.for('update') : q);
  return row as T['$inferSelect'] | undefined;
}

/** `findRow`, or 404: a missing row and one out of the caller's scope answer alike. */
export async function findOr404<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  lock = false,
): Promise<T['$inferSelect']> {
  const row = await findRow(tx, table, where, lock);
  if (!row) throw AppError.notFound();
  return row;
}
