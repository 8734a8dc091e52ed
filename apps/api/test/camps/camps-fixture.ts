import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp, tokenFor } from '../helpers';

/**
 * The camps tests' app, started in the calling file's beforeAll and closed in its afterAll; the
 * getters read the tokens of admin, kdana and the demo raft company after that beforeAll.
 */
export function campsApp() {
  let app: TestApp;
  let admin: string;
  let kdana: string;
  let company: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await tokenFor(app, 'admin');
    kdana = await tokenFor(app, 'kdana');
    company = await tokenFor(app, 'raft_company');
  }, 120_000);
  afterAll(() => app.close());

  const call = apiCaller(() => app);

  const one = async <T>(q: ReturnType<typeof sql>) => (await query<T>(app.ctx.db, q))[0];
  const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
  return { app: () => app, admin: () => admin, kdana: () => kdana, company: () => company, call, one, rows };
}
