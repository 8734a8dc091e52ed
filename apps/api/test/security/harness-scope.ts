/** Object scope: which table a route's id addresses, and whose organisation a row belongs to. */
import { sql } from 'drizzle-orm';
import { query } from '../../src/db/client';
import type { RouteInfo } from '../../src/plugins/access';
import type { TestApp } from '../helpers';
import { pathParams } from './harness';

const ORG_COLUMNS = [
  'company_id',
  'organization_id',
  'org_id',
  'owner_id',
  'user_id',
  'created_by',
  'parent_id',
];

export async function tableColumns(app: TestApp, table: string): Promise<string[]> {
  const rows = await query<{ column_name: string }>(
    app.ctx.db,
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return rows.map((r) => r.column_name);
}

/**
 * The table a route's `:id` addresses: its `config.resource` declaration, else (for routes that
 * predate it) the path segment before the id, as a table name singular or plural.
 */
export async function resolveResource(app: TestApp, r: RouteInfo) {
  const idParam = r.resource?.idParam ?? (pathParams(r.url).includes('id') ? 'id' : pathParams(r.url)[0]);
  const candidates: string[] = [];
  if (r.resource) candidates.push(r.resource.table);
  else {
    const generic = new Set(['api', 'edit', 'update', 'delete', 'destroy', 'show', 'general']);
    const segs = r.url.split('/').filter((s) => s && !s.startsWith(':') && !generic.has(s));
    for (const s of segs.reverse()) {
      const base = s.replace(/-/g, '_').toLowerCase();
      candidates.push(base, `${base}s`, base.replace(/s$/, ''));
    }
  }
  for (const table of candidates) {
    const cols = await tableColumns(app, table);
    if (cols.length)
      return {
        table,
        idParam,
        declared: !!r.resource,
        columns: cols,
        rows: r.resource?.rows,
        shared: r.resource?.shared,
      };
  }
  // `general/types` addresses `user_types`: a table whose name ends with the segment, if only one does.
  if (!r.resource) {
    for (const base of candidates) {
      const hits = await query<{ table_name: string }>(
        app.ctx.db,
        sql`select table_name from information_schema.tables
             where table_schema = current_schema() and table_name like ${`%_${base}`}`,
      );
      if (hits.length === 1) {
        const table = hits[0].table_name;
        return { table, idParam, declared: false, columns: await tableColumns(app, table), rows: undefined };
      }
    }
  }
  return null;
}

/** SQL for the organisation a row of `table` belongs to (null when no column ties it to one). */
export function orgExpr(table: string, columns: string[]): string | null {
  if (table === 'users') return 'coalesce(t.parent_id, t.id)';
  const col = ORG_COLUMNS.find((c) => columns.includes(c));
  if (!col) return null;
  return `(select coalesce(u.parent_id, u.id) from users u where u.id = t.${col})`;
}

export async function rowSnapshot(app: TestApp, table: string, id: number | string) {
  const rows = await query<{ j: string }>(
    app.ctx.db,
    sql.raw(`select row_to_json(t)::text as j from "${table}" t where id = ${Number(id)}`),
  );
  return rows[0]?.j ?? null;
}

/** The sensitive columns of every user, to prove a route never wrote a field it doesn't declare. */
export const SENSITIVE_USER_COLUMNS = [
  'email',
  'type_id',
  'status',
  'is_government',
  'parent_id',
  'password_hash',
  'deleted_at',
];
export async function usersSnapshot(app: TestApp) {
  const rows = await query<Record<string, unknown>>(
    app.ctx.db,
    sql.raw(`select id, ${SENSITIVE_USER_COLUMNS.join(', ')} from users order by id`),
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}
