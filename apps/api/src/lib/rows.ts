/**
 * The single-row writes every repository makes alike, written once: insert a row, change or delete
 * the row with an id. A repository keeps its named function (its callers read `insertOrder`, not a
 * table) and says only which table.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

type WithId = PgTable & { id: AnyPgColumn };
type Stamped = WithId & { updated_at: AnyPgColumn };

/** Inserts one row; answers it as stored. */
export async function insertRow<T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert']) {
  const [row] = (await tx.insert(table).values(values).returning()) as T['$inferSelect'][];
  return row;
}

/** Writes `set` on row `id`; answers the row as changed. */
export async function updateRow<T extends WithId>(
  tx: Tx,
  table: T,
  id: number,
  set: Partial<T['$inferInsert']>,
) {
  const [row] = (await tx
    .update(table)
    .set(set as never)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return row;
}

/** `updateRow` that also stamps `updated_at` (a record changed by its owner's edit). */
export const touchRow = <T extends Stamped>(
  tx: Tx,
  table: T,
  id: number,
  set: Partial<T['$inferInsert']> = {},
) => updateRow(tx, table, id, { ...set, updated_at: sql`now()` });

/** Deletes row `id`. */
export async function deleteRow(tx: Tx, table: WithId, id: number) {
  await tx.delete(table).where(eq(table.id, id));
}
