import { type AnyColumn, and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { compiledSelect, type Tx } from '../db/client';
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

/**
 * `findOr404` of a record read by id in an organisation's scope (`org`, or null: every row), as
 * two statements built once per table: a read opens every edit screen, and building its drizzle
 * select on each call cost about 200 µs, more than running it.
 */
export function compiledFind<T extends PgTable & { id: AnyColumn }>(table: T, orgColumn?: AnyColumn) {
  const columns = getTableColumns(table);
  const id = sql`${table.id} = ${sql.placeholder('id')}`;
  const any = compiledSelect<T['$inferSelect']>(columns, (c) => sql`select ${c} from ${table} where ${id}`);
  const scoped =
    orgColumn &&
    compiledSelect<T['$inferSelect']>(
      columns,
      (c) => sql`select ${c} from ${table} where ${id} and ${orgColumn} = ${sql.placeholder('org')}`,
    );
  return async (tx: Tx, rowId: number, org: number | null): Promise<T['$inferSelect']> => {
    const [row] =
      org === null || !scoped ? await any(tx, { id: rowId }) : await scoped(tx, { id: rowId, org });
    if (!row) throw AppError.notFound();
    return row;
  };
}
