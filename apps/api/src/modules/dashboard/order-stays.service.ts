import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client';
import { every, type Log } from '../../lib/housekeeping';

/**
 * The season's order stays (the materialised view `order_status_stays`, migration 0040): what the
 * orders dashboard's "days in each status" shows when nothing narrows it. Refreshed every
 * `everyMs` by the server, after the demo seed, after a restore and when a season is cleared; a
 * filtered chart reads the timeline live (charts.repository.ts).
 */
export async function refreshOrderStays(db: Db | Tx): Promise<void> {
  await query(db, sql`refresh materialized view concurrently order_status_stays`);
}

/** Refreshes the season's order stays now and then every `everyMs` (five minutes by default). */
export const startOrderStays = (db: Db, log: Log, everyMs = 300_000) =>
  every('order stays', everyMs, log, () => refreshOrderStays(db));
