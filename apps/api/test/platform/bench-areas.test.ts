import { ACCESS_EVENTS, REPORT_COUNT_CAP } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, type Scale } from '../../bench/generate';
import { query } from '../../src/db/client';
import { apiCaller, createTestApp, type TestApp } from '../helpers';
import { generated } from './bench-data';

// The bench generators of the newer areas (bench/generate.ts: violations, tickets, questionnaire
// answers, GIS tents, the call log) at a small scale, and the calls the bench loads on them: every
// status there, and each list's total is the rows its caller's scope holds.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const count = async (q: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${q}`))[0].n;

const SMALL: Scale = { ...FULL, companies: 24, users: 48, camps: 150, audit: 3000, workflows: 200 };
const TABLES = [
  'users',
  'camps',
  'audit_log',
  'violations',
  'tickets',
  'questionnaire_assignments',
  'gis_tents',
];
let bench = 0;

beforeAll(async () => {
  app = await createTestApp();
  const g = await generated(app, TABLES, SMALL);
  bench = g.bench;
  Object.assign(tok, g.tokens);
}, 300_000);
afterAll(() => app.close());

const distinct = async (table: string, column = 'status', where = sql`true`) =>
  (
    await rows<{ v: string }>(
      sql`select distinct ${sql.identifier(column)} as v from ${sql.identifier(table)} where ${where} order by 1`,
    )
  ).map((r) => r.v);

describe('bench generators of the newer areas', () => {
  it('fill every status at the asked scale, on the bench companies', async () => {
    const mine = (prefix: string, col = 'number') => sql`${sql.identifier(col)} like ${prefix}`;
    expect(await distinct('violations', 'status', mine('V-B%'))).toEqual(
      [
        'assigned',
        'cancelled',
        'completed',
        'created',
        'locked',
        'reject_answered',
        'rejected',
        'viewed',
      ].sort(),
    );
    expect(await count(sql`violations where number like 'V-B%'`)).toBe(SMALL.workflows);
    // Each on a held bench camp, its square and holder copied.
    expect(
      await count(sql`violations v join assign_camps a on a.camp_id = v.camp_id and a.company_id = v.company_id
                        and a.status <> 'returned' join camps c on c.id = v.camp_id and c.square_id = v.square_id
                       where v.number like 'V-B%'`),
    ).toBe(SMALL.workflows);
    // None past its deadline and still open: the server's deadline job would lock them while the
    // bench measures (the same selection as `lockOverdue`).
    expect(
      await count(sql`violations where number like 'V-B%' and status in ('assigned', 'viewed', 'reject_answered')
                        and due_at <= now() and answered_at is null`),
    ).toBe(0);

    const benchTickets = sql`tickets t join users u on u.id = t.company_id where u.email like 'bench-c%'`;
    expect(await count(benchTickets)).toBe(SMALL.workflows);
    expect(
      (await rows<{ s: string }>(sql`select distinct t.status as s from ${benchTickets} order by 1`)).map(
        (r) => r.s,
      ),
    ).toEqual(['closed', 'in_progress', 'open', 'waiting_for_company']);
    // A new ticket goes to its subject's admin group (the demo's may have been forwarded since).
    expect(
      await count(sql`tickets t join users u on u.id = t.company_id join ticket_subjects s on s.id = t.subject_id
                       where u.email like 'bench-c%' and s.group_id <> t.group_id`),
    ).toBe(0);

    const answers = sql`questionnaire_assignments a join questionnaires q on q.id = a.questionnaire_id
                         where q.title like 'استبيان رضا الموسم %'`;
    expect(await count(answers)).toBe(SMALL.workflows);
    expect(
      (await rows<{ s: string }>(sql`select distinct a.status as s from ${answers} order by 1`)).map(
        (r) => r.s,
      ),
    ).toEqual(['answered', 'pending']);
    // "A few" questionnaires: as many as the bench users need for the rows asked.
    expect(await count(sql`questionnaires where title like 'استبيان رضا الموسم %'`)).toBe(
      Math.ceil(SMALL.workflows / SMALL.users),
    );

    expect(await count(sql`gis_tents where tent_number like 'TB-%'`)).toBe(SMALL.workflows);
    expect(await distinct('gis_tents', 'condition', sql`tent_number like 'TB-%'`)).toEqual([
      'maintenance',
      'out_of_service',
      'working',
    ]);
    // The bbox trigger filled every box.
    expect(await count(sql`gis_tents where min_lng is null or max_lat is null`)).toBe(0);

    // The call log carries the access log's events too.
    expect(await count(sql`audit_log where event in ('login', 'login_failed', 'logout', 'code_sent')`)).toBe(
      (SMALL.audit * 4) / 10,
    );
  });
});

describe('the calls the bench loads on them answer with the rows of their scope', () => {
  const page = async (who: string, path: string, body: object = {}) => {
    const res = await call('POST', `${path}?page=1`, tok[who], { paginate: 5, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; data: Record<string, unknown>[] };
  };

  it('violations: the authority all, a company its own once assigned', async () => {
    expect((await page('admin', 'general/violation_forms')).total).toBe(await count(sql`violations`));
    expect((await page('admin', 'general/violation_forms', { status: 'viewed' })).total).toBe(
      await count(sql`violations where status = 'viewed'`),
    );
    const own = await page('bench', 'general/violation_forms');
    expect(own.total).toBe(await count(sql`violations where company_id = ${bench} and status <> 'created'`));
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((r) => r.company_id === bench)).toBe(true);
  });

  it('tickets: the system administrator all, a company its own', async () => {
    expect((await page('admin', 'ticket/admin_tickets', { status: 'open' })).total).toBe(
      await count(sql`tickets where status = 'open'`),
    );
    const own = await page('bench', 'ticket/admin_tickets');
    expect(own.total).toBe(await count(sql`tickets where company_id = ${bench}`));
    expect(own.total).toBeGreaterThan(0);
  });

  it('questionnaires and their answers (authority)', async () => {
    expect((await page('admin', 'general/questionnaires')).total).toBe(await count(sql`questionnaires`));
    expect((await page('admin', 'general/questionnaires-users', { status: 'answered' })).total).toBe(
      await count(sql`questionnaire_assignments where status = 'answered'`),
    );
  });

  it('GIS tents (authority)', async () => {
    expect((await page('admin', 'general/tents')).total).toBe(await count(sql`gis_tents`));
  });

  it('the call log and the access log (admin): exact below the cap', async () => {
    const all = await count(sql`audit_log`);
    const callLog = await page('admin', 'general/log_system');
    expect(callLog.total).toBe(Math.min(all, REPORT_COUNT_CAP));
    const access = await count(
      sql`audit_log where event in (${sql.join(
        ACCESS_EVENTS.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
    expect(access).toBeGreaterThan(0);
    expect((await page('admin', 'general/logs')).total).toBe(Math.min(access, REPORT_COUNT_CAP));
  });

  it('the dashboards the bench reads answer the generated rows', async () => {
    for (const key of ['home', 'orders-status', 'report-violations', 'power-bi-2']) {
      const res = await call('GET', `dashboards/${key}`, tok.admin);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
    const res = await call('GET', 'dashboards/report-violations', tok.admin);
    const chart = (res.json().data.charts as { id: string; points: { key: string; value: number }[] }[]).find(
      (c) => c.id === 'violations_by_status',
    );
    expect(chart?.points.reduce((n, p) => n + p.value, 0)).toBe(await count(sql`violations`));
  });
});
