import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FilterDef, SearchColumn } from './list-filters';
import type { SortDef } from './list-spec';

/** A table of companies' records: its id, the owning company, a status and the creation time. */
type CompanyRecords = PgTable & {
  id: AnyColumn;
  company_id: AnyColumn;
  status: AnyColumn;
  created_at: AnyColumn;
};

/** What a list of companies' records adds to the shared part: only its own. */
export type CompanyRecordsOptions = {
  /** Whether the list filters by `company_id` (default true). */
  byCompany?: boolean;
  /** Whether the row scope is the compiled list's `org` placeholder (default true). */
  compiled?: boolean;
  filters?: Record<string, FilterDef>;
  sorts?: Record<string, SortDef>;
  /** The columns of the search box (the `search` filter), when the list has one. */
  search?: SearchColumn[];
  /** Joins of required foreign keys (`searchJoins`). */
  joins?: (q: PgSelect) => PgSelect;
};

/**
 * What the lists of companies' records (bills, licence requests, violations, tickets) declare
 * alike: the `status` filter (and `company_id`, unless `byCompany` is false), sorting by id (newest
 * first, the tiebreak), status and creation, and the row scope — the company `org` (null: all), as
 * the compiled list's `org` placeholder unless `compiled` is false. A list spreads the result into
 * its spec and names only its own filters, sorts, search columns and joins.
 */
export function companyRecordsList(table: CompanyRecords, org: number | null, o: CompanyRecordsOptions = {}) {
  const { byCompany = true, compiled = true, joins } = o;
  const filters: Record<string, FilterDef> = { status: { op: 'eq', column: table.status } };
  if (byCompany) filters.company_id = { op: 'eq', column: table.company_id };
  Object.assign(filters, o.filters);
  if (o.search) filters.search = { op: 'search', columns: o.search };
  const sorts: Record<string, SortDef> = {
    id: table.id,
    status: table.status,
    created_at: table.created_at,
    ...o.sorts,
  };
  return {
    filters,
    sorts,
    defaultSort: { by: 'id', dir: 'desc' } as const,
    tiebreak: table.id,
    base: [org === null ? undefined : eq(table.company_id, compiled ? sql.placeholder('org') : org)],
    ...(joins && searchJoins(joins)),
  };
}

/**
 * A list's joins of required foreign keys (the names a row shows): they never change the count, so
 * the count takes them only for the search box.
 */
export const searchJoins = (joins: (q: PgSelect) => PgSelect) => ({
  joins,
  countJoins: (q: PgSelect, present: ReadonlySet<string>) => (present.has('search') ? joins(q) : q),
});
