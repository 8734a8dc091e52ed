import { type AnyColumn, and, eq } from 'drizzle-orm';
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
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), org === null ? undefined : eq(orgColumn!, org)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row as T['$inferSelect'];
}
