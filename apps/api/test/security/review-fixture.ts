import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp } from '../helpers';

/** The review tests' app, started in the calling file's beforeAll and closed in its afterAll. */
export function reviewApp() {
  let app: TestApp;
  const call = apiCaller(() => app);
  const one = async <T>(q: ReturnType<typeof sql>) => (await query<T>(app.ctx.db, q))[0];

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  return { app: () => app, call, one };
}
