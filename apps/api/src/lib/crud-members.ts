import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

type Row = Record<string, unknown>;

/**
 * A set of other records' ids kept in a join table beside each record (a ticket group's admins):
 * the body's `field` (a list of ids) replaces the set on store and update, in the record's
 * transaction and audit row; reads answer it. `check` refuses ids that may not be members (a 422
 * on the field); a delete leaves the set to the join table's cascade.
 */
export type CrudMembers = {
  field: string;
  table: PgTable;
  /** The join table's keys: the record's id and the member's id. */
  owner: string;
  member: string;
  check?: (tx: Tx, ids: number[]) => Promise<void>;
};

/** `defineCrud`'s member sets: read, replace, and a write's own columns without them. */
export function crudMembers(def: CrudMembers) {
  const owner = getTableColumns(def.table)[def.owner];
  const member = getTableColumns(def.table)[def.member];
  /** The records' member sets, by record id. */
  async function of(db: Tx, ids: number[]) {
    const sets = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (!ids.length) return sets;
    const rows = await db
      .select({ owner, member })
      .from(def.table)
      .where(inArray(owner, ids))
      .orderBy(member);
    for (const r of rows) sets.get(r.owner as number)?.push(r.member as number);
    return sets;
  }
  /** Replaces a record's member set (checked first) and answers it. */
  async function set(tx: Tx, id: number, values: Row) {
    const ids = [...new Set((values[def.field] as number[] | undefined) ?? [])];
    await def.check?.(tx, ids);
    await tx.delete(def.table).where(eq(owner, id));
    if (ids.length) await tx.insert(def.table).values(ids.map((m) => ({ [def.owner]: id, [def.member]: m })));
    return { [def.field]: ids.sort((a, b) => a - b) };
  }
  /** A write's own columns: the values without the member set. */
  const own = (values: Row) => {
    const { [def.field]: _, ...rest } = values;
    return rest;
  };
  return { field: def.field, of, set, own };
}
