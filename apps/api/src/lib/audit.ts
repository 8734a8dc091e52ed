import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

const SECRET_KEYS = /password|token|hash|code|secret/i;

/** Drops secrets from a value before it is written to the call log. */
function clean(value: unknown): unknown {
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

export type AuditEntry = {
  event: string;
  table: string;
  recordId?: string | number | null;
  old?: unknown;
  new?: unknown;
  module: string;
  method: string;
  message?: string;
  userId?: number | null;
};

/** Writes one call-log row; call it inside the transaction of the change it records. */
export async function audit(tx: Tx, req: FastifyRequest | null, e: AuditEntry) {
  await tx.insert(auditLog).values({
    event: e.event,
    table_name: e.table,
    record_id: e.recordId == null ? null : String(e.recordId),
    old_value: clean(e.old) as object | null,
    new_value: clean(e.new) as object | null,
    module: e.module,
    method: e.method,
    message: e.message ?? null,
    user_id: e.userId !== undefined ? e.userId : (req?.user?.id ?? null),
    ip: req?.ip ?? null,
  });
}
