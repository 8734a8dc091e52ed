import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { type TestApp, tokenFor } from '../helpers';
import { MASS_ASSIGNMENT } from './fuzz-values';
import type { Actor } from './harness';
import { usersSnapshot } from './harness-scope';
import { registerCompany } from './harness-uploads';

/**
 * The endpoints that write users, sent the fields of a mass assignment (the first fuzz shard runs
 * these); `get` reads the shard's app and actors after its beforeAll.
 */
export function massAssignment(get: () => { app: TestApp; actors: Actor[] }) {
  describe('mass assignment on the endpoints that write users', () => {
    it('registration ignores status, type, government flag, id, parent and hash sent by the client', async () => {
      const extras = Object.entries(MASS_ASSIGNMENT)
        .filter(([k]) => k !== 'type_id')
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string]);
      const { app } = get();
      const { res, email } = await registerCompany(app, Object.fromEntries(extras));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await query<Record<string, unknown>>(
        app.ctx.db,
        sql`select * from users where lower(email) = ${email}`,
      );
      expect(row).toMatchObject({
        status: 'pending',
        is_government: false,
        is_acknowledged: false,
        parent_id: null,
        deleted_at: null,
        type_id: 3,
      });
      expect(row.id).not.toBe(1);
      expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
      expect(String(row.password_hash)).not.toBe(MASS_ASSIGNMENT.password_hash);
      const roles = await query(app.ctx.db, sql`select 1 from user_roles where user_id = ${row.id}`);
      expect(roles).toHaveLength(0);
      expect(res.body).not.toMatch(/argon2|password_hash/);
    });

    it('registration as the administrator type is refused', async () => {
      const { app } = get();
      const { res, email } = await registerCompany(app, { type_id: '1' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.type_id).toBeDefined();
      expect(await query(app.ctx.db, sql`select 1 from users where lower(email) = ${email}`)).toHaveLength(0);
    });

    it('acknowledging the policy writes nothing but the acknowledgement', async () => {
      const { app, actors } = get();
      const pending = actors.find((a) => a.name === 'pending')!;
      const before = await usersSnapshot(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/acknowledge-policy',
        headers: { authorization: `Bearer ${await tokenFor(app, pending.email!)}` },
        payload: MASS_ASSIGNMENT,
      });
      expect(res.statusCode).toBe(200);
      expect((await usersSnapshot(app)).get(pending.userId!)).toEqual(before.get(pending.userId!));
    });
  });
}
