import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FilterDef } from './list-filters';
import type { SortDef } from './list-spec';

/** A table of companies' records: its id, the owning company, a status and the creation time. */
type CompanyRecords = PgTable & {
  id: AnyColumn;
  company_id: AnyColumn;
  status: AnyColumn;
  created_at: AnyColumn;
};

/**
 * What the lists of companies' records (bills, licence requests) declare alike: the `status` filter
 * (and `company_id`, unless `byCompany` is false), sorting by id (newest first, the tiebreak),
 * status and creation, and the row scope — the company `org` (null: all), as the compiled list's
 * `org` placeholder unless `compiled` is false. A list spreads these and adds its own filters and
 * sorts: `{ ...d, filters: { ...d.filters, search }, sorts: { ...d.sorts, due_date } }`.
 */
export function companyRecordsList(
  table: CompanyRecords,
  org: number | null,
  { byCompany = true, compiled = true }: { byCompany?: boolean; compiled?: boolean } = {},
) {
  const filters: Record<string, FilterDef> = { status: { op: 'eq', column: table.status } };
  if (byCompany) filters.company_id = { op: 'eq', column: table.company_id };
  const sorts: Record<string, SortDef> = { id: table.id, status: table.status, created_at: table.created_at };
  return {
    filters,
    sorts,
    defaultSort: { by: 'id', dir: 'desc' } as const,
    tiebreak: table.id,
    base: [org === null ? undefined : eq(table.company_id, compiled ? sql.placeholder('org') : org)],
  };
}
