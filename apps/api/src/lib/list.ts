import { DEFAULT_PAGE_SIZE, type FilterOption, type ListResponse, type Paginated } from '@mashaer/contract';
import {
  type AnyColumn,
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  fillPlaceholders,
  gte,
  ilike,
  inArray,
  is,
  lte,
  type Placeholder,
  SQL,
  sql,
} from 'drizzle-orm';
import {
  type PgColumn,
  type PgSelect,
  type PgTable,
  PgTransaction,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import { rawQuery, sqlToQuery, type Tx } from '../db/client';

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
  /**
   * Any condition. `param` is what to put in the SQL for the value (the value itself, or a
   * placeholder in a compiled list); `value` is for decisions that change the SQL's text, and a
   * compiled list then keeps one statement per `variant(value)` (default: per value).
   */
  | {
      op: 'custom';
      where: (value: unknown, param: unknown) => SQL | undefined;
      variant?: (value: unknown) => string;
    };

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

const orderOf = (sort: SortDef, tiebreak: AnyColumn, dir: 'asc' | 'desc') => {
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
};

export type ListInput = {
  page: number;
  body: Record<string, unknown> & { paginate?: number; sort_by?: string; sort_dir?: 'asc' | 'desc' };
};

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** `s` for use inside an ilike pattern (its wildcards and the escape character taken literally). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filters: Record<string, FilterDef> | undefined, body: Record<string, unknown>): SQL[] {
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
        const w = def.where(v, v);
        if (w) out.push(w);
        break;
      }
    }
  }
  return out;
}

function sortOf(spec: ListSpec<Record<string, unknown>>, body: ListInput['body']) {
  // Own keys only: `in` would take `__proto__` or `constructor` for a column.
  const declared = !!body.sort_by && Object.hasOwn(spec.sorts, body.sort_by);
  return {
    sortKey: declared ? (body.sort_by as string) : spec.defaultSort.by,
    dir: declared ? (body.sort_dir ?? 'asc') : spec.defaultSort.dir,
  };
}

type Row<TSelect> = { [K in keyof TSelect]: unknown };

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

// --- compiled lists -------------------------------------------------------------------------

type Decoder = { mapFromDriverValue: (v: unknown) => unknown };
type Compiled = {
  text: string;
  params: unknown[];
  keys: string[];
  decoders: (Decoder | null)[];
  extras: string[];
};

/** Statements by shape, per process. Bounded: past the limit a new shape is built each call. */
const compiled = new Map<string, Compiled>();
const MAX_SHAPES = 1000;

const ph = (name: string) => sql.placeholder(name);

/**
 * The filters present in a body, each as its shape (part of the cache key), its condition with
 * placeholders and the placeholders' values for this call.
 */
function presentFilters(filters: Record<string, FilterDef> | undefined, body: Record<string, unknown>) {
  const shape: string[] = [];
  const build: (() => SQL | undefined)[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(filters ?? {})) {
    const v = body[name];
    if (isEmpty(v)) continue;
    const p = `f_${name}`;
    switch (def.op) {
      case 'eq':
      case 'gte':
      case 'lte': {
        values[p] = v;
        const op = def.op === 'eq' ? eq : def.op === 'gte' ? gte : lte;
        shape.push(name);
        build.push(() => op(def.column as AnyColumn, ph(p)));
        break;
      }
      case 'flag':
        values[p] = v === 1 || v === '1' || v === true;
        shape.push(name);
        build.push(() => eq(def.column as AnyColumn, ph(p)));
        break;
      case 'like':
      case 'search': {
        values[p] = `%${escapeLike(String(v))}%`;
        const columns = def.op === 'like' ? [def.column] : def.columns;
        shape.push(name);
        build.push(
          () =>
            sql`(${sql.join(
              columns.map((c) => sql`${c} ilike ${ph(p)}`),
              sql` or `,
            )})`,
        );
        break;
      }
      case 'in': {
        const list = Array.isArray(v) ? v : [v];
        list.forEach((x, i) => {
          values[`${p}_${i}`] = x;
        });
        shape.push(`${name}:${list.length}`);
        build.push(() =>
          inArray(
            def.column as AnyColumn,
            list.map((_, i) => ph(`${p}_${i}`)),
          ),
        );
        break;
      }
      case 'custom':
        values[p] = v;
        shape.push(`${name}=${def.variant ? def.variant(v) : JSON.stringify(v)}`);
        build.push(() => def.where(v, ph(p)));
        break;
    }
  }
  return { shape: shape.join(','), build, values, names: new Set(shape.map((x) => x.split(/[:=]/)[0])) };
}

function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return null;
}

function compileList(
  db: Tx,
  spec: ListSpec<Record<string, unknown>>,
  sortKey: string,
  dir: 'asc' | 'desc',
  conditions: (SQL | undefined)[],
  present: ReadonlySet<string>,
): Compiled {
  const where = and(...(spec.base ?? []), ...conditions);
  const sortCol = spec.sorts[sortKey];
  const join = spec.joins ?? ((q: PgSelect) => q);
  const order = orderOf(sortCol, spec.tiebreak, dir);
  const branches = spec.anyOf ?? [];
  // A branch joins only what its filters need (as the count does), so it can be an index-only scan
  // of its column's index: a list with `anyOf` sorts by its own table's columns.
  const branchFrom = () => {
    const q = db
      .select({ k: spec.tiebreak as PgColumn })
      .from(spec.from)
      .$dynamic() as unknown as PgSelect;
    return spec.countJoins ? spec.countJoins(q, present) : join(q);
  };
  // Each branch's first `__upto` (limit + offset) rows in the list's order: the page is among them.
  const inBranches = branches.length
    ? sql`${spec.tiebreak} in (${sql.join(
        branches.map(
          (b) =>
            sql`(${branchFrom()
              .where(and(where, b))
              .orderBy(...order)
              .limit(ph('__upto') as unknown as number)})`,
        ),
        sql` union `,
      )})`
    : undefined;
  // `__row` tells a page row from the null row an empty page leaves after the outer join.
  const rowsFrom = join(
    db
      .select({ ...(spec.select as SelectedFields), __row: sql`1` })
      .from(spec.from)
      .$dynamic() as unknown as PgSelect,
  );
  const limited = <Q extends PgSelect>(q: Q) =>
    q
      .orderBy(...order)
      .limit(ph('__limit') as unknown as number)
      .offset(ph('__offset') as unknown as number);
  const rowsQ = spec.deferJoins
    ? rowsFrom
        .where(sql`${spec.tiebreak} in (${limited(branchFrom().where(and(where, inBranches)) as PgSelect)})`)
        .orderBy(...order)
    : limited(rowsFrom.where(and(where, inBranches)) as PgSelect);
  const countOf = (cond: SQL | undefined) => {
    const from = db
      .select({ n: sql`count(*)::int`.as('n') })
      .from(spec.from)
      .$dynamic() as unknown as PgSelect;
    return (spec.countJoins ? spec.countJoins(from, present) : join(from)).where(cond);
  };
  // Branches overlap (an order both owned and filed by one company): each counts the rows no
  // earlier branch did (`is not true`: a null column is not a match).
  const countQ = branches.length
    ? sql`select ${sql.join(
        branches.map(
          (b, i) =>
            sql`(${countOf(and(where, b, ...branches.slice(0, i).map((e) => sql`(${e}) is not true`)))})`,
        ),
        sql` + `,
      )} as n`
    : countOf(where);
  const extras = Object.entries(spec.extras ?? {});
  // Extras ride on the first row only: the camps' 80 squares sent (and parsed) with each of a
  // page's rows cost 30 % of the list (measured, 2.26 → 1.60 ms a statement). `over ()` keeps
  // the page's order, so the first row out is row 1.
  const statement = sql`select c.n${sql.join(
    extras.map(([, e]) => sql`, case when row_number() over () = 1 then (${e}) end`),
    sql``,
  )}, p.* from (${countQ}) c left join lateral (${rowsQ}) p on true`;
  const q = sqlToQuery(statement);
  const keys = Object.keys(spec.select);
  return {
    text: q.sql,
    params: q.params,
    keys,
    decoders: keys.map((k) => decoderOf(spec.select[k])),
    extras: extras.map(([k]) => k),
  };
}

/**
 * A keyed list (see `ListSpec.key`): one prepared statement answers the page, its count and the
 * extras. Building a drizzle query costs more than running this one (measured on the users list),
 * so a shape is built once; a call fills the placeholders and decodes the rows as drizzle would.
 */
export async function runCompiledList<TSelect extends Record<string, unknown>>(
  db: Tx,
  spec: ListSpec<TSelect>,
  input: ListInput,
  params: Record<string, unknown> = {},
): Promise<{ page: Paginated<Row<TSelect>>; extras: Record<string, unknown> }> {
  const perPage = input.body.paginate ?? DEFAULT_PAGE_SIZE;
  const page = input.page;
  const s = spec as unknown as ListSpec<Record<string, unknown>>;
  const { sortKey, dir } = sortOf(s, input.body);
  const filters = presentFilters(spec.filters, input.body);
  const cacheKey = `${spec.key}|${sortKey}|${dir}|${filters.shape}`;
  let c = compiled.get(cacheKey);
  if (!c) {
    c = compileList(
      db,
      s,
      sortKey,
      dir,
      filters.build.map((b) => b()),
      filters.names,
    );
    if (compiled.size < MAX_SHAPES) compiled.set(cacheKey, c);
  }
  const values = {
    ...params,
    ...filters.values,
    __limit: perPage,
    __offset: (page - 1) * perPage,
    __upto: page * perPage,
  };
  const rows = await rawQuery(db, {
    text: c.text,
    params: fillPlaceholders(c.params as (Placeholder | unknown)[], values),
  });
  const first = rows[0] ?? [];
  const total = Number(first[0] ?? 0);
  const extras: Record<string, unknown> = {};
  c.extras.forEach((k, i) => {
    extras[k] = first[1 + i];
  });
  const offset = 1 + c.extras.length;
  const data: Record<string, unknown>[] = [];
  for (const r of rows) {
    if (r[offset + c.keys.length] === null) continue;
    const o: Record<string, unknown> = {};
    for (let i = 0; i < c.keys.length; i++) {
      const v = r[offset + i];
      const d = c.decoders[i];
      o[c.keys[i]] = v === null || v === undefined || !d ? (v ?? null) : d.mapFromDriverValue(v);
    }
    data.push(o);
  }
  return {
    page: {
      data: data as Row<TSelect>[],
      total,
      per_page: perPage,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
    extras,
  };
}

export const listResponse = <T>(
  data: Paginated<T>,
  filters: Record<string, FilterOption[]> = {},
): ListResponse<T> => ({
  data,
  filters,
});
