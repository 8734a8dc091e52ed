import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { AppError } from '../../lib/app-error';

export const MAX_FAILURES = 10;
export const LOCK_MINUTES = 15;

/**
 * Consecutive login failures per e-mail. The key is the e-mail whether or not an account has
 * it, so a lock-out looks the same for unknown e-mails (no enumeration).
 */
export async function assertNotLocked(db: Db, key: string) {
  const res = await query<{ locked_until: string | Date | null }>(
    db,
    sql`select locked_until from auth_throttle where key = ${key} and locked_until > now()`,
  );
  const until = res[0]?.locked_until;
  if (until) {
    const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 1000));
    throw new AppError(429, 'auth.locked', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

export async function recordFailure(db: Db, key: string) {
  await db.execute(sql`
    insert into auth_throttle (key, failures, updated_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when auth_throttle.failures + 1 >= ${MAX_FAILURES} then 0 else auth_throttle.failures + 1 end,
      locked_until = case when auth_throttle.failures + 1 >= ${MAX_FAILURES}
                          then now() + make_interval(mins => ${LOCK_MINUTES}) else auth_throttle.locked_until end,
      updated_at = now()`);
}

export async function clearFailures(db: Db, key: string) {
  await db.execute(sql`delete from auth_throttle where key = ${key}`);
}
