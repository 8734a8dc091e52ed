/** The violations' deadline job, started with the server (beside the housekeeping). */
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { actorFor } from '../../lib/actor';
import { loadUserById } from '../../plugins/access';
import { lockOverdue } from './violation-assign.service';

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

/**
 * Runs the deadline job now and then every `everyMs` (the timer never keeps the process alive),
 * as the first active administrator (the `system` action's recorded actor). Returns its stop.
 */
export function startViolationDeadlines(db: Db, log: Log, everyMs = 300_000) {
  const run = async () => {
    const [admin] = await query<{ id: number }>(
      db,
      sql`select u.id from users u join user_types t on t.id = u.type_id
           where t.code = 'admin' and u.status = 'active' order by u.id limit 1`,
    );
    const user = admin && (await loadUserById(db, admin.id));
    if (!user) return;
    const locked = await lockOverdue(db, actorFor(user));
    if (locked) log.info({ locked }, 'violations past their deadline locked');
  };
  const tick = () =>
    void run().catch((err: Error) => log.warn({ err: err.message }, 'violation deadlines failed'));
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
