import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { query } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers';
import { multipart, validRegistration } from '../multipart';
import { EXACT_ANSWERS } from '../test-env';
import { storedKeys } from '../test-storage';

/**
 * The registration tests' app, started in the calling file's beforeAll and closed in its afterAll,
 * and the helpers that register a company and count its uploads; `app()` is read at call time.
 */
export function registerApp() {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(EXACT_ANSWERS);
  });
  afterAll(() => app.close());

  async function register(fields: Record<string, string>, files = validRegistration().files, lang = 'en') {
    const body = await multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  }
  const uploadCount = async () => (await storedKeys(app)).length;

  const idOf = async (email: string) =>
    (await query<{ id: number }>(app.ctx.db, sql`select id from users where lower(email) = ${email}`))[0].id;
  return { app: () => app, register, uploadCount, idOf };
}
