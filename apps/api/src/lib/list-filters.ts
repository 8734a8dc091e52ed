import { latinDigits, normalizeSearch } from '@mashaer/contract';
import { type AnyColumn, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

/**
 * How a list's declared filters (`ListSpec.filters`, lib/list.ts) become its where clause: once
 * with the values in the SQL (`filterWhere`), once with placeholders for a compiled list
 * (`presentFilters`). Empty values (a reset form sends them) are ignored.
 */
export type FilterDef =
  | { op: 'eq'; column: AnyColumn | SQL }
  | { op: 'like'; column: AnyColumn | SQL }
  | { op: 'in'; column: AnyColumn | SQL }
  | { op: 'gte' | 'lte'; column: AnyColumn | SQL }
  | { op: 'flag'; column: AnyColumn | SQL }
  /**
   * Matches any of several columns (a free-text search box): the table's own, and a joined
   * table's through `searchThrough` (so each stays an index scan).
   */
  | { op: 'search'; columns: SearchColumn[] }
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

/** Equality filters named after the columns they compare: `equalTo({ status: t.status, … })`. */
export const equalTo = <K extends string>(columns: Record<K, AnyColumn>) =>
  Object.fromEntries(
    Object.entries<AnyColumn>(columns).map(([k, column]) => [k, { op: 'eq', column } as FilterDef]),
  ) as Record<K, FilterDef>;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** `s` for use inside a like pattern (its wildcards and the escape character taken literally). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search the way Arabic speakers type (issue 29): the `like` pattern of a search term, in the
 * normalised spelling of `normalizeSearch` (contract/search.ts): `مكه` for `مكة`, `123` for `١٢٣`.
 */
export const searchPattern = (term: unknown) => `%${escapeLike(normalizeSearch(String(term).trim()))}%`;

/** A searched column, or a joined table's columns reached through a key (`searchThrough`). */
export type SearchColumn = AnyColumn | SQL | { through: (param: unknown) => SQL };

/**
 * Any of `columns` contains the term whose pattern (`searchPattern`) is `param`: both sides through
 * `search_norm` (migration 0029, the SQL twin of `normalizeSearch`), so the trigram index on
 * `search_norm(column)` (db/search-index.ts) serves it.
 */
export const searchCondition = (columns: readonly SearchColumn[], param: unknown): SQL =>
  sql`(${sql.join(
    columns.map((c) =>
      'through' in c && typeof c.through === 'function'
        ? c.through(param)
        : sql`search_norm(${c as AnyColumn | SQL}) like search_norm(${param})`,
    ),
    sql` or `,
  )})`;

/**
 * A joined table's columns in a list's search: `key` (the list table's foreign key) is any of the
 * `target` rows (`target` a column of the base table, never an alias) whose columns match. An `or`
 * over columns of two joined tables makes PostgreSQL read every row (an orders search by camp or
 * company took 33 s on 100,000 orders); this way each arm is an index scan: the trigram index
 * finds the few camps, `key = any(array(…))` the orders on `key`'s index.
 */
export const searchThrough = (key: AnyColumn, target: AnyColumn, columns: AnyColumn[]): SearchColumn => ({
  through: (param) =>
    sql`${key} = any(array(select ${target} from ${target.table} where ${searchCondition(columns, param)}))`,
});

/**
 * A comparison's value as sent: a number typed on an Arabic keyboard (`٣٥٠`) reads as `350`.
 * Only text made of digits (and a sign, a decimal point) changes; anything else stays as it was.
 */
const numericValue = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const latin = latinDigits(v).replace('٫', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(latin.trim()) ? latin.trim() : v;
};

const flagOf = (v: unknown) => v === 1 || v === '1' || v === '١' || v === true;

/** The conditions of the filters present in `body`, values inline. */
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
        out.push(eq(def.column as AnyColumn, numericValue(v)));
        break;
      case 'like':
        out.push(searchCondition([def.column], searchPattern(v)));
        break;
      case 'in':
        out.push(inArray(def.column as AnyColumn, (Array.isArray(v) ? v : [v]).map(numericValue)));
        break;
      case 'gte':
        out.push(gte(def.column as AnyColumn, numericValue(v)));
        break;
      case 'lte':
        out.push(lte(def.column as AnyColumn, numericValue(v)));
        break;
      case 'flag':
        out.push(eq(def.column as AnyColumn, flagOf(v)));
        break;
      case 'search':
        out.push(searchCondition(def.columns, searchPattern(v)));
        break;
      case 'custom': {
        const w = def.where(v, v);
        if (w) out.push(w);
        break;
      }
    }
  }
  return out;
}

const ph = (name: string) => sql.placeholder(name);

/**
 * The filters present in a body, each as its shape (part of a compiled list's cache key), its
 * condition with placeholders and the placeholders' values for this call.
 */
export function presentFilters(
  filters: Record<string, FilterDef> | undefined,
  body: Record<string, unknown>,
) {
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
        values[p] = numericValue(v);
        const op = def.op === 'eq' ? eq : def.op === 'gte' ? gte : lte;
        shape.push(name);
        build.push(() => op(def.column as AnyColumn, ph(p)));
        break;
      }
      case 'flag':
        values[p] = flagOf(v);
        shape.push(name);
        build.push(() => eq(def.column as AnyColumn, ph(p)));
        break;
      case 'like':
      case 'search': {
        values[p] = searchPattern(v);
        const columns = def.op === 'like' ? [def.column] : def.columns;
        shape.push(name);
        build.push(() => searchCondition(columns, ph(p)));
        break;
      }
      case 'in': {
        const list = Array.isArray(v) ? v : [v];
        list.forEach((x, i) => {
          values[`${p}_${i}`] = numericValue(x);
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
