import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { AppError } from '../../lib/app-error';

const MAX_FAILURES = 10;
const LOCK_MINUTES = 15;

/**
 * Consecutive failures per key (`login:<e-mail>` whether or not an account has it, so a lock-out
 * looks the same for unknown e-mails; `change-password:<id>`, `sign-form:<id>`).
 *
 * The try is taken BEFORE the password is checked, by one atomic increment of the key's row
 * (`assertNotLocked`): parallel requests each take their own try, so 60 concurrent wrong passwords
 * get at most MAX_FAILURES evaluations and every later one — the right password included — is
 * refused until the lock ends. A failure keeps its try (`recordFailure` only turns the lock on); a
 * success ends the count (`clearFailures`) or gives the try back (`releaseTry`).
 */
export async function assertNotLocked(db: Db, key: string) {
  const [row] = await query<{ failures: number; locked_until: string | Date | null }>(
    db,
    sql`
    insert into auth_throttle (key, failures, updated_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when auth_throttle.locked_until <= now() then 1 else auth_throttle.failures + 1 end,
      locked_until = case when auth_throttle.locked_until <= now() then null
                          when auth_throttle.locked_until is null and auth_throttle.failures >= ${MAX_FAILURES}
                          then now() + make_interval(mins => ${LOCK_MINUTES})
                          else auth_throttle.locked_until end,
      updated_at = now()
    returning failures, locked_until`,
  );
  const locked = row.locked_until ? new Date(row.locked_until).getTime() : 0;
  if (locked > Date.now() || row.failures > MAX_FAILURES) {
    const seconds = locked > Date.now() ? Math.ceil((locked - Date.now()) / 1000) : LOCK_MINUTES * 60;
    throw new AppError(429, 'auth.locked', {
      params: { minutes: Math.ceil(Math.max(1, seconds) / 60) },
      headers: { 'retry-after': String(Math.max(1, seconds)) },
    });
  }
}

/**
 * The try taken by `assertNotLocked` failed: it stays counted; the tenth locks the key. Answers
 * whether this failure locked it (the access log records the lock-out).
 */
export async function recordFailure(db: Db, key: string): Promise<{ lockedNow: boolean }> {
  const [row] = await query<{ locked_now: boolean }>(
    db,
    sql`
    with before as (select key, (locked_until is not null and locked_until > now()) as was_locked
                      from auth_throttle where key = ${key})
    update auth_throttle t set
      locked_until = case when failures >= ${MAX_FAILURES} and (locked_until is null or locked_until <= now())
                          then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end,
      updated_at = now()
      from before b
     where t.key = b.key
    returning (not b.was_locked and t.locked_until is not null and t.locked_until > now()) as locked_now`,
  );
  return { lockedNow: row?.locked_now === true };
}

/** The try succeeded but the sequence goes on (login step 1 before its code): the try is given back. */
export async function releaseTry(db: Db, key: string) {
  await db.execute(sql`
    update auth_throttle set failures = greatest(failures - 1, 0), updated_at = now()
     where key = ${key} and (locked_until is null or locked_until <= now())`);
}

export async function clearFailures(db: Db, key: string) {
  await db.execute(sql`delete from auth_throttle where key = ${key}`);
}
