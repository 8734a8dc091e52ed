import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/**
 * The trigram index (pg_trgm, GIN) a list's search uses on `column` (issue 29): on
 * `search_norm(column)`, the normalised spelling `op: 'search'` compares (lib/list-filters.ts), so
 * `search_norm(column) like '%term%'` is an index scan instead of a sequential one.
 * `search_norm` and pg_trgm come from migration 0029.
 */
export const searchIndex = (name: string, column: AnyPgColumn | SQL) =>
  index(name).using('gin', sql`search_norm(${column}) gin_trgm_ops`);
