import { DEFAULT_PAGE_SIZE, type FilterOption, type ListResponse, type Paginated } from '@mashaer/contract';
import { and, count, is } from 'drizzle-orm';
import { type PgSelect, PgTransaction, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { runCompiledList } from './list-compiled';
import { filterWhere } from './list-filters';
import { type ListInput, type ListSpec, orderOf, type Row, sortOf } from './list-spec';

export { runCompiledList } from './list-compiled';
/**
 * The list protocol of ARCHITECTURE §3, written once, in four parts: what a list declares
 * (list-spec.ts), how its filters become conditions, the search the way Arabic speakers type
 * included (list-filters.ts), the compiled lists (list-compiled.ts), and here the running of a
 * plain list and the answer's shape.
 */
export { equalTo, type FilterDef } from './list-filters';
export { type ListInput, type ListSpec, naturalSort, type SortDef } from './list-spec';

export async function runList<TSelect extends Record<string, unknown>>(
  db: Tx,
  spec: ListSpec<TSelect>,
  input: ListInput,
  params: Record<string, unknown> = {},
): Promise<Paginated<Row<TSelect>>> {
  if (spec.key) return (await runCompiledList(db, spec, input, params)).page;
  const perPage = input.body.paginate ?? DEFAULT_PAGE_SIZE;
  const page = input.page;
  const where = and(...(spec.base ?? []), ...filterWhere(spec.filters, input.body));
  const { sortKey, dir } = sortOf(spec, input.body);
  const sortCol = spec.sorts[sortKey];
  const join = spec.joins ?? ((q: PgSelect) => q);

  const rowsQ = join(
    db
      .select(spec.select as SelectedFields)
      .from(spec.from)
      .$dynamic() as unknown as PgSelect,
  )
    .where(where)
    .orderBy(...orderOf(sortCol, spec.tiebreak, dir))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const countQ = join(db.select({ n: count() }).from(spec.from).$dynamic() as unknown as PgSelect).where(
    where,
  ) as unknown as Promise<{ n: number }[]>;
  // In parallel on the pool; in turn inside a transaction (one connection, one statement at a time).
  const [rows, [{ n }]] = is(db, PgTransaction)
    ? [await rowsQ, await countQ]
    : await Promise.all([rowsQ, countQ]);
  const total = Number(n);
  return {
    data: rows as Row<TSelect>[],
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
