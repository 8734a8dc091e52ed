import { createHash } from 'node:crypto';

/**
 * The log's error serializer (every `err` and `error` a log line carries). No bound parameter of a
 * query ever reaches the log: a database error is logged as the hash of its statement's text, the
 * database's error code (SQLSTATE) and the names of the constraint, table and column it concerns —
 * never its message, detail or the wrapping error's text, which carry the values (an argon2 hash,
 * e-mails, phones, identity numbers: "Failed query: … params: …", "Key (email)=(…) already exists").
 */
type DbErrorish = {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const isDbError = (e: unknown): e is Error & DbErrorish =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as DbErrorish).code === 'string' &&
  SQLSTATE.test((e as { code: string }).code) &&
  ('severity' in e || 'routine' in e);

/** A drizzle query error: the statement, its parameters and the driver's error as `cause`. */
const isQueryError = (e: unknown): e is Error & { query: string; params: unknown[]; cause?: unknown } =>
  !!e && typeof e === 'object' && typeof (e as { query?: unknown }).query === 'string' && 'params' in e;

const statementHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Only the call frames of a stack: its first line repeats the message (and so the values). */
const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

function dbFields(e: DbErrorish) {
  const out: Record<string, unknown> = { code: e.code };
  for (const k of ['constraint', 'table', 'column', 'routine'] as const)
    if (typeof e[k] === 'string' && e[k]) out[k] = e[k];
  return out;
}

function safeErr(err: unknown): unknown {
  if (isQueryError(err)) {
    const cause = isDbError(err.cause) ? dbFields(err.cause) : { code: null };
    return {
      type: 'DatabaseError',
      message: 'query failed',
      statement: statementHash(err.query),
      ...cause,
      stack: frames(err.stack),
    };
  }
  if (isDbError(err)) {
    return { type: 'DatabaseError', message: 'query failed', ...dbFields(err), stack: frames(err.stack) };
  }
  if (err instanceof Error) {
    // Not pino's own serializer: it folds every cause's message (a query's values) into this one's.
    const e = err as Error & { code?: unknown; statusCode?: unknown };
    const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: e.message };
    if (e.code !== undefined) out.code = e.code;
    if (e.statusCode !== undefined) out.statusCode = e.statusCode;
    out.stack = frames(e.stack);
    if (e.cause !== undefined) out.cause = safeErr(e.cause);
    return out;
  }
  return err;
}

/** The serializers of the server's logger. */
export const logSerializers = { err: safeErr, error: safeErr };
