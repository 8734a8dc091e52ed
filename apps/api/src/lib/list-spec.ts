import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FilterDef } from './list-filters';

/**
 * What a list declares (ARCHITECTURE §3: `POST <path>?page=N` with a body of filters plus
 * `paginate`, `sort_by`, `sort_dir`, answering `{data:{data,total,per_page,current_page,
 * last_page}, filters}`): its table, columns, filters and sortable columns, and how a body's sort
 * is read.
 */

/**
 * What a sortable column sorts by: a column or expression, or several in turn (each in the asked
 * direction), as `naturalSort` gives.
 */
export type SortDef = AnyColumn | SQL | readonly (AnyColumn | SQL)[];

/**
 * Natural order for a "number" held as text (camp numbers: 1, 2, … 10, 11, not 1, 10, 11, 2): by
 * its leading digits as a number, then by the text (so "12a" follows "12"; text without leading
 * digits comes after every number ascending, before them descending). Index the same expression
 * (see `camps_number_natural_idx`) to sort a large table by it.
 */
export const naturalSort = (column: AnyColumn): readonly (AnyColumn | SQL)[] => [
  sql`(substring(${column} from '^[0-9]+'))::numeric`,
  column,
];

export const orderOf = (sort: SortDef, tiebreak: AnyColumn, dir: 'asc' | 'desc') => {
  const by = dir === 'desc' ? desc : asc;
  return [...(Array.isArray(sort) ? sort : [sort as AnyColumn | SQL]), tiebreak].map((c) => by(c));
};

export type ListSpec<TSelect extends Record<string, unknown>> = {
  from: PgTable;
  select: TSelect;
  /** Adds joins to both the page query and the count query. */
  joins?: (q: PgSelect) => PgSelect;
  /**
   * Compiled lists: the joins the count needs, given the filters present (default: `joins`). A
   * left join to at most one row never changes the count; leaving it out saves the work.
   */
  countJoins?: (q: PgSelect, filters: ReadonlySet<string>) => PgSelect;
  filters?: Record<string, FilterDef>;
  sorts: Record<string, SortDef>;
  defaultSort: { by: string; dir: 'asc' | 'desc' };
  /** A unique column that makes the order total, so pages never repeat or skip a row. */
  tiebreak: AnyColumn;
  /** A where clause always applied: row scope, soft delete. */
  base?: (SQL | undefined)[];
  /**
   * Compiled list: a spec whose SQL is the same on every call except for `sql.placeholder(name)`s
   * (their values come in runList's `params`) names that shape here. Its statement is then built
   * once per key, filter set and sort (and prepared on the server, see `rawQuery`), and answers the page and its
   * count (and `extras`) in one round trip. The key must change whenever the SQL text would (a
   * different base, say) — include such differences in it.
   */
  key?: string;
  /** Compiled lists: scalar values computed in the same statement as the page (an unread count). */
  extras?: Record<string, SQL>;
  /**
   * Compiled lists: a row scope that is any of several conditions (a company sees the orders it
   * owns, filed or is named on), each with an index of its own led by its column and ending in the
   * sort. One `or` makes PostgreSQL either walk the whole sort index filtering (61,740 rows to
   * find 10 in the bench) or bitmap-read every matching row to sort them. Given here, each branch
   * takes only its first page's worth in sort order (an index range), the page is sorted from their
   * union, and the count adds up each branch's rows that no earlier branch counted. A list with
   * `anyOf` sorts by columns of `from` only (the branches join what `countJoins` gives).
   */
  anyOf?: SQL[];
  /**
   * Compiled lists: pick the page's keys from `from` with only the joins its filters need
   * (`countJoins`), then join the names for those rows alone. Without it, every row up to the page's
   * end (offset included) is joined before the limit. For lists sorted by their own columns.
   */
  deferJoins?: boolean;
  /**
   * Compiled lists over very large tables (the call log's million rows): count at most this many
   * matching rows plus one, so a page never waits for a full count. A `total` above the cap means
   * "more than `countCap`"; the caller says so (`estimated`). Not with `anyOf`.
   */
  countCap?: number;
};

export type ListInput = {
  page: number;
  body: Record<string, unknown> & { paginate?: number; sort_by?: string; sort_dir?: 'asc' | 'desc' };
};

export function sortOf(spec: ListSpec<Record<string, unknown>>, body: ListInput['body']) {
  // Own keys only: `in` would take `__proto__` or `constructor` for a column.
  const declared = !!body.sort_by && Object.hasOwn(spec.sorts, body.sort_by);
  return {
    sortKey: declared ? (body.sort_by as string) : spec.defaultSort.by,
    dir: declared ? (body.sort_dir ?? 'asc') : spec.defaultSort.dir,
  };
}

/** A row of a list: the keys of its `select`. */
export type Row<TSelect> = { [K in keyof TSelect]: unknown };
