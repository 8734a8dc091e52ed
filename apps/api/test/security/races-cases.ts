/**
 * The races of races.test.ts (issue 7 §2): each a limited thing, a setup that prepares it, a `fire`
 * that asks for it once, how many of 50 parallel requests may win and what the losers may answer.
 * A later area adds one entry here (assigning one camp, signing one form once, …).
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { query } from '../../src/db/client';
import { lastOutbox, type TestApp, tokenFor } from '../helpers';
import { multipart, registrationFields, registrationFiles } from './harness-uploads';

export const PARALLEL = 50;

type Race = {
  name: string;
  /** Prepares the limited thing; what it returns is handed to every `fire`. */
  setup: (app: TestApp) => Promise<unknown>;
  fire: (app: TestApp, prepared: unknown, i: number) => Promise<LightMyRequestResponse>;
  /** How many of the parallel requests may succeed (2xx). */
  winners: number;
  /** What the losers may answer. */
  losers: number[];
  /** Checks the database afterwards. */
  verify?: (app: TestApp, prepared: unknown) => Promise<void>;
};

const login = (app: TestApp, email: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Demo@1234', code, platform: 'mena' },
  });

export const RACES: Race[] = [
  {
    name: 'one login code, used by 50 logins at once',
    setup: async (app) => {
      const email = 'kdana@demo.mashaer.sa';
      const res = await app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        payload: { email, password: 'Demo@1234' },
      });
      expect(res.statusCode).toBe(200);
      return { email, code: lastOutbox(app, (m) => m.email === email && m.channel === 'sms')!.code! };
    },
    fire: (app, p) => {
      const { email, code } = p as { email: string; code: string };
      return login(app, email, code);
    },
    winners: 1,
    // Tries past the lock-out budget in flight are refused before the password check (issue 14 §4).
    losers: [422, 429],
    verify: async (app) => {
      const tokens = await query<{ n: number }>(
        app.ctx.db,
        sql`select count(*)::int as n from access_tokens t join users u on u.id = t.user_id where u.email = 'kdana@demo.mashaer.sa'`,
      );
      expect(tokens[0].n).toBe(1);
    },
  },
  {
    name: 'the SMS send limit (3 codes a window), asked 50 times at once',
    setup: async () => 'gov@demo.mashaer.sa',
    fire: (app, email) =>
      app.inject({
        method: 'POST',
        url: '/api/Check-user-with-sms',
        payload: { email, password: 'Demo@1234' },
      }),
    winners: 3,
    losers: [429],
  },
  {
    name: 'one e-mail address, registered 50 times at once',
    setup: async () => registrationFields(`race-${Date.now()}@harness.test`),
    fire: (app, fields) => {
      const body = multipart(Object.entries(fields as Record<string, string>), registrationFiles());
      return app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: body.headers,
        payload: body.payload,
      });
    },
    // Every one answers like a new registration (issue 14 §8: nothing tells the address is taken).
    winners: PARALLEL,
    losers: [],
    verify: async (app, fields) => {
      const email = (fields as Record<string, string>).email;
      const rows = await query(app.ctx.db, sql`select 1 from users where lower(email) = ${email}`);
      expect(rows).toHaveLength(1);
    },
  },
  {
    name: 'one free camp, assigned to 50 companies at once (the partial unique index keeps one)',
    setup: async (app) => {
      const [camp] = await query<{ id: number }>(
        app.ctx.db,
        sql`select c.id from camps c where not exists
              (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned') order by c.id limit 1`,
      );
      const receivers = await query<{ id: number }>(
        app.ctx.db,
        sql`select u.id from users u join user_types ut on ut.id = u.type_id where ut.code in ('raft_office', 'raft_company', 'service_provider') and u.parent_id is null order by u.id`,
      );
      return { camp: camp.id, receivers: receivers.map((r) => r.id), token: await tokenFor(app, 'kdana') };
    },
    fire: (app, p, i) => {
      const { camp, receivers, token } = p as { camp: number; receivers: number[]; token: string };
      return app.inject({
        method: 'POST',
        url: '/api/general/camps/assignCampToCompany',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          camp_id: camp,
          receiver_company_id: receivers[i % receivers.length],
          receiver_cr: String(i + 1),
        },
      });
    },
    winners: 1,
    losers: [422],
    verify: async (app, p) => {
      const rows = await query(
        app.ctx.db,
        sql`select 1 from assign_camps where camp_id = ${(p as { camp: number }).camp} and status <> 'returned'`,
      );
      expect(rows).toHaveLength(1);
    },
  },
  {
    name: 'one camp, one delivery slot, booked 50 times at once (the exclusion constraint keeps one)',
    setup: async (app) => {
      const [a] = await query<{ id: number }>(
        app.ctx.db,
        sql`select id from assign_camps where status = 'pending' order by id limit 1`,
      );
      return { assign: a.id, token: await tokenFor(app, 'kdana') };
    },
    fire: (app, p, i) => {
      const { assign, token } = p as { assign: number; token: string };
      // Fifty different starts, all within one hour: any two overlap.
      const at = new Date(Date.UTC(2027, 4, 20, 8, i)).toISOString();
      return app.inject({
        method: 'POST',
        url: '/api/general/appointments/store',
        headers: { authorization: `Bearer ${token}` },
        payload: { assign_camp_id: assign, appointment: at, duration: 60 },
      });
    },
    winners: 1,
    losers: [422],
    verify: async (app, p) => {
      const rows = await query(
        app.ctx.db,
        sql`select 1 from appointments where assign_camp_id = ${(p as { assign: number }).assign}`,
      );
      expect(rows).toHaveLength(1);
    },
  },
  {
    name: 'one signer turn of a form, signed by 50 requests at once',
    setup: async (app) => {
      // The demo general filling of form 6 sent to the raft company is answered and awaits turn 1.
      const token = await tokenFor(app, 'raft_company');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      const sig = await app.inject({
        method: 'POST',
        url: '/api/profile/signature',
        headers: { authorization: `Bearer ${token}` },
        payload: { signature: `data:image/png;base64,${png.toString('base64')}` },
      });
      expect(sig.statusCode).toBe(200);
      const [f] = await query<{ id: number }>(
        app.ctx.db,
        sql`select id from form_fillings where form_id = 6 and status = 'answered' order by id limit 1`,
      );
      return { token, fillingId: f.id };
    },
    fire: (app, p) => {
      const { token, fillingId } = p as { token: string; fillingId: number };
      return app.inject({
        method: 'POST',
        url: '/api/general/forms/sign-form',
        headers: { authorization: `Bearer ${token}` },
        payload: { filling_id: fillingId, password: 'Demo@1234', signer_num: 1 },
      });
    },
    winners: 1,
    losers: [422, 429],
    verify: async (app, p) => {
      const rows = await query<{ n: number }>(
        app.ctx.db,
        sql`select count(*)::int as n from form_signatures where filling_id = ${(p as { fillingId: number }).fillingId}`,
      );
      expect(rows[0].n).toBe(1);
    },
  },
  {
    name: 'one contract, signed by the same party in 50 requests at once',
    setup: async (app) => {
      // An unsigned demo contract of the raft company; its employee signs (the race test above
      // already stored the raft company's own signature, this one stores the employee's).
      const token = await tokenFor(app, 'employee@demo.mashaer.sa');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      const sig = await app.inject({
        method: 'POST',
        url: '/api/profile/signature',
        headers: { authorization: `Bearer ${token}` },
        payload: { signature: `data:image/png;base64,${png.toString('base64')}` },
      });
      expect(sig.statusCode).toBe(200);
      const [c] = await query<{ id: number }>(
        app.ctx.db,
        sql`select c.id from contracts c join users u on u.id = c.company_id
             where u.email = 'raft_company@demo.mashaer.sa' and c.contract_status = 'unsigned' order by c.id limit 1`,
      );
      return { token, contractId: c.id };
    },
    fire: (app, p) => {
      const { token, contractId } = p as { token: string; contractId: number };
      return app.inject({
        method: 'POST',
        url: `/api/general/contracts/sign-contract/${contractId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { password: 'Demo@1234' },
      });
    },
    winners: 1,
    losers: [422, 429],
    verify: async (app, p) => {
      const rows = await query<{ n: number }>(
        app.ctx.db,
        sql`select count(*)::int as n from contract_signatures where contract_id = ${(p as { contractId: number }).contractId}`,
      );
      expect(rows[0].n).toBe(1);
    },
  },
];
