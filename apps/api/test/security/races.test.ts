/**
 * Races (issue 7 §2): 50 parallel requests for one limited thing; exactly the allowed number
 * succeed, none answers 5xx. A later area adds one entry to RACES (assigning one camp, signing one
 * form once, …): a setup that prepares the thing and a `fire` that asks for it once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../helpers';
import { PARALLEL, RACES } from './races-cases';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('races: 50 parallel requests for one limited thing', () => {
  for (const race of RACES) {
    it(race.name, async () => {
      const prepared = await race.setup(app);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => race.fire(app, prepared, i)),
      );
      const statuses = answers.map((a) => a.statusCode);
      const ok = statuses.filter((s) => s >= 200 && s < 300).length;
      const tally: Record<number, number> = {};
      for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
      expect(ok, `answers: ${JSON.stringify(tally)}`).toBe(race.winners);
      expect(
        statuses.filter((s) => s < 200 || s >= 300).every((s) => race.losers.includes(s)),
        `answers: ${JSON.stringify(tally)}`,
      ).toBe(true);
      await race.verify?.(app, prepared);
    });
  }
});

/**
 * Class 4 over every route (issue 14 §4), from the route table: every route whose body carries a
 * password (login steps, change-password, signing, and any later one) is sent 60 concurrent wrong
 * passwords; the lock-out helpers take each try before the check, so at most 10 are evaluated.
 */
describe('class 4: concurrent wrong passwords on every route that checks one', () => {
  it('at most 10 argon2 evaluations per burst of 60, never a 5xx', async () => {
    const { passwordStats } = await import('../../src/lib/password');
    const { apiRoutes, fillUrl } = await import('./harness');
    const { jsonSchemaOf } = await import('./fuzz-gen');
    const routes = apiRoutes(app).filter((r) => {
      const props = jsonSchemaOf(r.schema?.body)?.properties ?? {};
      return r.method !== 'GET' && ('password' in props || 'current_password' in props);
    });
    const failures: string[] = [];
    let reached = 0;
    for (const route of routes) {
      await app.ctx.db.execute(sql`delete from auth_throttle`);
      const token = route.access === 'public' ? null : await tokenFor(app, 'consultant');
      const before = passwordStats.verifications;
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          app.inject({
            method: route.method as 'POST',
            url: fillUrl(route.url, { id: 1 }),
            headers: token ? { authorization: `Bearer ${token}` } : {},
            payload: {
              email: 'consultant@demo.mashaer.sa',
              password: `Wrong@${i}x`,
              current_password: `Wrong@${i}x`,
              password_confirmation: `Wrong@${i}x`,
              code: '000000',
              platform: 'mena',
              filling_id: 1,
            },
          }),
        ),
      );
      const evaluated = passwordStats.verifications - before;
      if (evaluated > 0) reached++;
      if (evaluated > 10) failures.push(`${route.method} ${route.url}: ${evaluated} evaluations`);
      const five = burst.filter((r) => r.statusCode >= 500);
      if (five.length) failures.push(`${route.method} ${route.url}: ${five.length} × 5xx`);
    }
    await app.ctx.db.execute(sql`delete from auth_throttle`);
    expect(reached).toBeGreaterThanOrEqual(3);
    expect(failures).toEqual([]);
  }, 120_000);
});
