import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, query } from '../db/client';
import type { Storage } from './storage';

/** How long ended sessions and used codes are kept (for the audit trail of a recent incident). */
const KEEP = '1 day';
const JOBS_KEEP = '7 days';

/**
 * Deletes what can never be used again: tokens expired or revoked, one-time codes past their
 * expiry, throttle rows with no lock and no recent failure. Idempotent, so every API process may
 * run it. Returns the counts.
 */
export async function purgeExpired(db: Db, storage?: Storage) {
  const [tokens] = await query<{ n: number }>(
    db,
    sql`with d as (delete from access_tokens
                    where expires_at < now() - ${KEEP}::interval
                       or revoked_at < now() - ${KEEP}::interval returning 1)
        select count(*)::int as n from d`,
  );
  const [codes] = await query<{ n: number }>(
    db,
    sql`with d as (delete from one_time_codes where expires_at < now() - ${KEEP}::interval returning 1)
        select count(*)::int as n from d`,
  );
  const [throttle] = await query<{ n: number }>(
    db,
    sql`with d as (delete from auth_throttle
                    where (locked_until is null or locked_until < now())
                      and updated_at < now() - ${KEEP}::interval returning 1)
        select count(*)::int as n from d`,
  );
  // Delivered or given-up messages (their codes already erased): the message log keeps the record.
  const [messages] = await query<{ n: number }>(
    db,
    sql`with d as (delete from outbox where done_at < now() - ${KEEP}::interval returning 1)
        select count(*)::int as n from d`,
  );
  // Finished jobs after a week, with the files they made.
  const done = await query<{ file: string | null }>(
    db,
    sql`delete from jobs where finished_at < now() - ${JOBS_KEEP}::interval returning result->>'file' as file`,
  );
  if (storage)
    for (const { file } of done) if (file && /^xlsx[A-Za-z0-9]+$/.test(file)) await storage.delete(file);
  return { tokens: tokens.n, codes: codes.n, throttle: throttle.n, messages: messages.n, jobs: done.length };
}

export type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

/**
 * The server's periodic tasks: `run` now and then every `everyMs` (the timer never keeps the
 * process alive); a failure is logged under `name` and the next tick tries again. Returns its stop.
 */
export function every(name: string, everyMs: number, log: Log, run: () => Promise<unknown>): () => void {
  const tick = () => void run().catch((err: Error) => log.warn({ err: err.message }, `${name} failed`));
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs `purgeExpired` now and then every `everyMs`. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = 3_600_000, storage?: Storage) {
  return every('housekeeping', everyMs, log, async () =>
    log.info({ purged: await purgeExpired(db, storage) }, 'housekeeping'),
  );
}
