/** The violations' deadline job, started with the server (beside the housekeeping). */
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client';
import { actorFor } from '../../lib/actor';
import { every, type Log } from '../../lib/housekeeping';
import { loadUserById } from '../../plugins/access';
import { lockOverdue } from './violation-assign.service';

/**
 * Runs the deadline job now and then every `everyMs` (`every`), as the first active administrator
 * (the `system` action's recorded actor). Returns its stop.
 */
export function startViolationDeadlines(db: Db, log: Log, everyMs = 300_000) {
  return every('violation deadlines', everyMs, log, async () => {
    const [admin] = await query<{ id: number }>(
      db,
      sql`select u.id from users u join user_types t on t.id = u.type_id
           where t.code = 'admin' and u.status = 'active' order by u.id limit 1`,
    );
    const user = admin && (await loadUserById(db, admin.id));
    if (!user) return;
    const locked = await lockOverdue(db, actorFor(user));
    if (locked) log.info({ locked }, 'violations past their deadline locked');
  });
}
