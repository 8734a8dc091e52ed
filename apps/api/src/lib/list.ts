import { DEFAULT_PAGE_SIZE, type FilterOption, type ListResponse, type Paginated } from '@mashaer/contract';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/**
 * The list protocol of ARCHITECTURE §3, written once: `POST <path>?page=N` with a body of filters
 * plus `paginate`, `sort_by`, `sort_dir`, answering `{data:{data,total,per_page,current_page,
 * last_page}, filters}`. A resource declares its filters and sortable columns; empty values
 * (a reset form sends them) are ignored.
 */
export type FilterDef =
  | { op: 'eq'; column: AnyColumn | SQL }
  | { op: 'like'; column: AnyColumn | SQL }
  | { op: 'in'; column: AnyColumn | SQL }
  | { op: 'gte' | 'lte'; column: AnyColumn | SQL }
  | { op: 'flag'; column: AnyColumn | SQL }
  /** Matches any of several columns (a free-text search box). */
  | { op: 'search'; columns: (AnyColumn | SQL)[] }
  | { op: 'custom'; where: (value: unknown) => SQL | undefined };

export type ListSpec<TSelect extends Record<string, unknown>> = {
  from: PgTable;
  select: TSelect;
  /** Adds joins to both the page query and the count query. */
  joins?: (q: PgSelect) => PgSelect;
  filters?: Record<string, FilterDef>;
  sorts: Record<string, AnyColumn | SQL>;
  defaultSort: { by: string; dir: 'asc' | 'desc' };
  /** A unique column that makes the order total, so pages never repeat or skip a row. */
  tiebreak: AnyColumn;
  /** A where clause always applied: row scope, soft delete. */
  base?: (SQL | undefined)[];
};

export type ListInput = {
  page: number;
  body: Record<string, unknown> & { paginate?: number; sort_by?: string; sort_dir?: 'asc' | 'desc' };
};

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterWhere(
  filters: Record<string, FilterDef> | undefined,
  body: Record<string, unknown>,
): SQL[] {
  const out: SQL[] = [];
  for (const [name, def] of Object.entries(filters ?? {})) {
    const v = body[name];
    if (isEmpty(v)) continue;
    switch (def.op) {
      case 'eq':
        out.push(eq(def.column as AnyColumn, v));
        break;
      case 'like':
        out.push(ilike(def.column as AnyColumn, `%${escapeLike(String(v))}%`));
        break;
      case 'in':
        out.push(inArray(def.column as AnyColumn, (Array.isArray(v) ? v : [v]) as unknown[]));
        break;
      case 'gte':
        out.push(gte(def.column as AnyColumn, v));
        break;
      case 'lte':
        out.push(lte(def.column as AnyColumn, v));
        break;
      case 'flag':
        out.push(eq(def.column as AnyColumn, v === 1 || v === '1' || v === true));
        break;
      case 'search': {
        const pattern = `%${escapeLike(String(v))}%`;
        out.push(
          sql`(${sql.join(
            def.columns.map((c) => sql`${c} ilike ${pattern}`),
            sql` or `,
          )})`,
        );
        break;
      }
      case 'custom': {
        const w = def.where(v);
        if (w) out.push(w);
        break;
      }
    }
  }
  return out;
}

export async function runList<TSelect extends Record<string, unknown>>(
  db: Tx,
  spec: ListSpec<TSelect>,
  input: ListInput,
): Promise<Paginated<{ [K in keyof TSelect]: unknown }>> {
  const perPage = input.body.paginate ?? DEFAULT_PAGE_SIZE;
  const page = input.page;
  const where = and(...(spec.base ?? []), ...filterWhere(spec.filters, input.body));
  // Own keys only: `in` would take `__proto__` or `constructor` for a column.
  const declared = !!input.body.sort_by && Object.hasOwn(spec.sorts, input.body.sort_by);
  const sortKey = declared ? (input.body.sort_by as string) : spec.defaultSort.by;
  const dir = declared ? (input.body.sort_dir ?? 'asc') : spec.defaultSort.dir;
  const sortCol = spec.sorts[sortKey];
  const join = spec.joins ?? ((q: PgSelect) => q);

  const rowsQ = join(
    db
      .select(spec.select as any)
      .from(spec.from)
      .$dynamic() as unknown as PgSelect,
  )
    .where(where)
    .orderBy(
      dir === 'desc' ? desc(sortCol) : asc(sortCol),
      dir === 'desc' ? desc(spec.tiebreak) : asc(spec.tiebreak),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const countQ = join(db.select({ n: count() }).from(spec.from).$dynamic() as unknown as PgSelect).where(
    where,
  ) as unknown as Promise<{ n: number }[]>;
  const [rows, [{ n }]] = await Promise.all([rowsQ, countQ]);
  const total = Number(n);
  return {
    data: rows as any,
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export const listResponse = <T>(
  data: Paginated<T>,
  filters: Record<string, FilterOption[]> = {},
): ListResponse<T> => ({
  data,
  filters,
});
