import { type Lang, normalizeSearch, type PermissionName } from '@mashaer/contract';
import { type AnyColumn, and, desc, fillPlaceholders, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { rawQuery, sqlToQuery, type Tx } from '../db/client';
import type { Actor } from './actor';
import { searchCondition, searchPattern } from './list-filters';
import { statusLabel } from './workflow-access';
import type { AnyWorkflow } from './workflow-types';

/**
 * What one area offers to the one search box (issue 29 §2), declared next to the area's resource
 * or workflow (`orderSearch` in order.workflow.ts, …), never in a switch here: which records
 * (`from`, `joins`), found by which columns (each with its trigram index on `search_norm`, see
 * db/search-index.ts), shown how (`title`, `subtitle`, `status`), to whom (`permission`, the
 * list screen's), and the caller's row scope (`scope`: a company sees its own records only).
 */
export type SearchDecl = {
  /** The group's name on the wire; the web maps it to its screen and its label. */
  area: string;
  permission: PermissionName;
  from: PgTable;
  id: AnyColumn;
  /** The text columns a term is looked for in (each with its trigram index); may be empty. */
  columns: (AnyColumn | SQL)[];
  /**
   * The record's number when it is its id (a readiness licence, a re-assign order): a term of
   * digits only finds it exactly (the primary key's index), never as a part of another number.
   */
  number?: AnyColumn;
  title: AnyColumn | SQL;
  subtitle?: AnyColumn | SQL;
  status?: AnyColumn | SQL;
  /** The status in the caller's words, as the area's screens write it (a workflow's label). */
  statusText?: (status: string, lang: Lang) => string;
  /** The status's colour, as the area's screens show it (the contract's `*_STATUS_COLORS`). */
  colors?: Readonly<Record<string, string>>;
  joins?: (q: PgSelect) => PgSelect;
  /** The caller's rows only (undefined: every row, an authority). Required, so none is forgotten. */
  scope: (who: Actor) => SQL | undefined;
  /** Rows never shown (soft-deleted). */
  base?: SQL;
};

type SearchHit = {
  area: string;
  id: number;
  title: string | null;
  subtitle: string | null;
  status: string | null;
  status_text: string | null;
  status_color: string | null;
};

/**
 * A workflow area's search: its records are the workflow's table, their status is written in the
 * workflow's labels and the screens' colours; the area adds what they are found by and shown as.
 */
export function workflowSearch(
  wf: AnyWorkflow,
  colors: Readonly<Record<string, string>>,
  decl: Omit<SearchDecl, 'from' | 'id' | 'status' | 'statusText' | 'colors'>,
): SearchDecl {
  const columns = getTableColumns(wf.table) as Record<string, AnyColumn>;
  return {
    from: wf.table,
    id: wf.table.id,
    status: columns[wf.statusKey],
    statusText: (status, lang) => statusLabel(wf, status, lang),
    colors,
    ...decl,
  };
}

/** The fewest characters (normalised) a search needs: a trigram index serves three and more. */
export const MIN_SEARCH_CHARS = 2;

/** Built statements by the areas searched and the scope's shape, per process (bounded: 2^areas × 4). */
const built = new Map<string, { sql: string; params: unknown[] }>();
const ph = (name: string) => sql.placeholder(name);

/**
 * The `union all` of each area's first `limit` matches (newest first) within the scope, with
 * placeholders for the term, the number, the caller's organisation and the limit: drizzle builds
 * it once per shape (building the eleven selects cost more than running them: the search's ratio
 * to its bare-SQL baseline was 0.47), a call fills the values (and the text is prepared once hot).
 */
function build(db: Tx, decls: readonly SearchDecl[], who: Actor, byNumber: boolean) {
  const shape = { ...who, orgId: ph('org') as unknown as number };
  const parts = decls.map((d) => {
    const q = db
      .select({
        area: sql<string>`${d.area}::text`.as('area'),
        id: sql<number>`${d.id}`.as('id'),
        title: sql<string>`(${d.title})::text`.as('title'),
        subtitle: sql<string>`(${d.subtitle ?? sql`null`})::text`.as('subtitle'),
        status: sql<string>`(${d.status ?? sql`null`})::text`.as('status'),
      })
      .from(d.from)
      .$dynamic() as unknown as PgSelect;
    const found = or(
      d.columns.length ? searchCondition(d.columns, ph('pattern')) : undefined,
      d.number && byNumber ? sql`${d.number} = ${ph('num')}` : undefined,
    );
    return (d.joins ? d.joins(q) : q)
      .where(and(d.base, d.scope(shape), found))
      .orderBy(desc(d.id as PgColumn))
      .limit(ph('limit') as unknown as number);
  });
  return sqlToQuery(
    sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    ),
  );
}

/** Every declared area the caller may see, searched for `term` at once: one statement. */
export async function searchAll(
  db: Tx,
  decls: readonly SearchDecl[],
  who: Actor,
  term: string,
  limit: number,
): Promise<SearchHit[]> {
  const digits = normalizeSearch(term.trim());
  const byNumber = /^\d{1,9}$/.test(digits);
  const mine = decls.filter(
    (d) => who.permissions.has(d.permission) && (d.columns.length > 0 || (d.number && byNumber)),
  );
  if (!mine.length) return [];
  const key = `${mine.map((d) => d.area).join(',')}|${who.isAuthority}|${byNumber}`;
  let statement = built.get(key);
  if (!statement) {
    statement = build(db, mine, who, byNumber);
    built.set(key, statement);
  }
  const values = {
    pattern: searchPattern(term),
    num: byNumber ? Number(digits) : null,
    org: who.orgId,
    limit,
  };
  const hits = (await rawQuery(db, {
    text: statement.sql,
    params: fillPlaceholders(statement.params, values),
    rowMode: 'object',
  })) as unknown as Omit<SearchHit, 'status_text' | 'status_color'>[];
  const areas = new Map(mine.map((d) => [d.area, d]));
  return hits.map((h) => {
    const d = h.status === null ? undefined : areas.get(h.area);
    return {
      ...h,
      status_text: h.status === null ? null : (d?.statusText?.(h.status, who.lang) ?? h.status),
      status_color: (h.status !== null && d?.colors?.[h.status]) || null,
    };
  });
}

/** The usual row scope: an authority sees every row, anyone else its organisation's (`column`). */
export const ownedBy =
  (column: AnyColumn) =>
  (who: Actor): SQL | undefined =>
    who.isAuthority ? undefined : sql`${column} = ${who.orgId}`;
