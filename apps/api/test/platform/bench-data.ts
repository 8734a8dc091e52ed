import { sql } from 'drizzle-orm';
import { type Exec, GENERATORS, type Scale } from '../../bench/generate';
import { query } from '../../src/db/client';
import { type TestApp, tokenFor, userId } from '../helpers';

/**
 * The bench generators of `tables` run at a small scale on the test database, and the identities
 * the bench's calls use: a bench company that holds camps (the company-scoped calls) and admin.
 */
export async function generated(app: TestApp, tables: string[], scale: Scale) {
  // The driver's client (PGlite or a pg pool): the generators pass parameters.
  const client = (app.ctx.db as unknown as { $client: { query: Exec } }).$client;
  const exec: Exec = (text, params) => client.query(text, params);
  for (const table of tables)
    await GENERATORS.find((g) => g.table === table)!.run(exec, scale, { passwordHash: 'x' });
  const [holder] = await query<{ email: string }>(
    app.ctx.db,
    sql`select u.email from users u where u.email like 'bench-c%' and u.status = 'active'
          and exists (select 1 from assign_camps a where a.company_id = u.id) order by u.id limit 1`,
  );
  return {
    bench: await userId(app, holder.email),
    tokens: { bench: await tokenFor(app, holder.email), admin: await tokenFor(app, 'admin') },
  };
}
