import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { query, type Tx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';

const SECRET_KEYS = /password|token|hash|code|secret/i;

/** Drops secrets from a value before it is written to the call log. */
export function clean(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(clean);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.toWellFormed();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!SECRET_KEYS.test(k)) out[k] = clean(v);
    return out;
  }
  return value;
}

type AuditEntry = {
  event: string;
  table: string;
  recordId?: string | number | null;
  old?: unknown;
  new?: unknown;
  module: string;
  method: string;
  message?: string;
  userId?: number | null;
  /** The caller's address when there is no request (an Actor's `ip`). */
  ip?: string | null;
};

/**
 * Who a call-log row names: the actor (a service's caller: its id and address), or, where a route
 * or a hook writes it, the request; null for the system.
 */
export type AuditCaller = Pick<Actor, 'id' | 'ip'> | FastifyRequest | null;

const callerOf = (c: AuditCaller) =>
  c === null ? { id: null, ip: null } : 'raw' in c ? { id: c.user?.id ?? null, ip: c.ip } : c;

/** Writes one call-log row; call it inside the transaction of the change it records. */
export async function audit(tx: Tx, caller: AuditCaller, e: AuditEntry) {
  const who = callerOf(caller);
  await tx.insert(auditLog).values({
    event: e.event,
    table_name: e.table,
    record_id: e.recordId == null ? null : String(e.recordId),
    old_value: clean(e.old) as object | null,
    new_value: clean(e.new) as object | null,
    module: e.module,
    method: e.method,
    message: e.message ?? null,
    user_id: e.userId !== undefined ? e.userId : who.id,
    ip: e.ip !== undefined ? e.ip : who.ip,
  });
}

/**
 * An update and its audit row in one statement: the row is locked, its old values read, changed
 * and logged together (a data-modifying CTE is atomic), with no transaction round-trips. `old`
 * names the columns whose previous values the audit row keeps (secrets are never kept). `select`
 * answers from the changed row in the same statement (it gets the relation `u` holding the row
 * as it now is); without it the answer is the row's id. No row with that id: nothing is written
 * and the answer is empty.
 */
export async function auditedUpdate<T = { id: number }>(
  db: Tx,
  caller: AuditCaller,
  o: {
    table: PgTable;
    id: number;
    set: Record<string, unknown>;
    old: string[];
    event?: string;
    module: string;
    method: string;
    message?: string;
    select?: (updated: SQL) => SQL;
  },
): Promise<T[]> {
  const columns = getTableColumns(o.table) as Record<string, { name: string }>;
  const col = (key: string) => {
    const c = columns[key];
    if (!c) throw new Error(`auditedUpdate: ${getTableName(o.table)} has no column ${key}`);
    return sql.identifier(c.name);
  };
  const assignments = Object.entries(o.set).map(([k, v]) => sql`${col(k)} = ${v}`);
  if ('updated_at' in columns) assignments.push(sql`${col('updated_at')} = now()`);
  const kept = o.old.filter((k) => !SECRET_KEYS.test(k));
  const oldValue = kept.length
    ? sql`jsonb_build_object(${sql.join(
        kept.map((k) => sql`${k}::text, o.${col(k)}`),
        sql`, `,
      )})`
    : sql`null::jsonb`;
  const name = getTableName(o.table);
  // A data-modifying CTE runs whether or not the final select reads it.
  return query<T>(
    db,
    sql`
    with o as (select * from ${o.table} where id = ${o.id} for update),
    u as (update ${o.table} t set ${sql.join(assignments, sql`, `)} from o where t.id = o.id returning t.*),
    logged as (
      insert into audit_log (event, table_name, record_id, old_value, new_value, module, method, message, user_id, ip)
      select ${o.event ?? 'updated'}, ${name}, u.id::text, ${oldValue}, ${JSON.stringify(clean(o.set))}::jsonb,
             ${o.module}, ${o.method}, ${o.message ?? null}, ${callerOf(caller).id}::int, ${callerOf(caller).ip}
        from u join o on o.id = u.id)
    ${o.select ? o.select(sql`u`) : sql`select u.id from u`}`,
  );
}
