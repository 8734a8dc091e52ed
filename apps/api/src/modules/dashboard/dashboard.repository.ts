import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';

/** Every user's account counts, in one pass over the users table. */
export async function userCounts(db: Tx) {
  const [row] = await query<{ total: number; active: number; pending: number; rejected: number }>(
    db,
    sql`select count(*)::int as total,
               (count(*) filter (where status = 'active'))::int as active,
               (count(*) filter (where status in ('pending', 'review')))::int as pending,
               (count(*) filter (where status = 'rejected'))::int as rejected
          from users where deleted_at is null`,
  );
  return row;
}

/** The employees of one organisation (its users with that parent). */
export async function employeeCount(db: Tx, orgId: number) {
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where parent_id = ${orgId} and deleted_at is null`,
  );
  return Number(row.n);
}
