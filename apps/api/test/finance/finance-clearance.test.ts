// Clearance voting and the final disclaimer (issue 20 §3).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, type TestApp, userId } from '../helpers';
import { multipart, PDF } from '../multipart';
import { clearanceApp } from './finance-clearance-fixture';

const f = clearanceApp();
const { tok, call, rows, VOTERS, vote, payInvoice } = f;
let app: TestApp;
let me: number;
let other: number;
beforeAll(() => {
  app = f.app();
  me = f.me();
  other = f.other();
});

describe('clearance', () => {
  it('the demo season: pending, partial, cleared and rejected companies; one final disclaimer', async () => {
    const list = await call('POST', 'general/clearance?page=1', tok.kdana, { paginate: 100 });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.data as {
      id: number;
      clearance_status: string;
      final_disclaimer_id: number | null;
    }[];
    const byEmail = async (code: string) => {
      const uid = await userId(app, `${code}@demo.mashaer.sa`);
      return rows.find((r) => r.id === uid)!;
    };
    expect((await byEmail('raft_company')).clearance_status).toBe('pending');
    expect((await byEmail('raft_office')).clearance_status).toBe('rejected');
    expect((await byEmail('service_provider')).clearance_status).toBe('partial');
    const office = await byEmail('design_office');
    expect(office).toMatchObject({ clearance_status: 'cleared', final_disclaimer_id: expect.any(Number) });
    expect(rows.filter((r) => r.final_disclaimer_id !== null)).toHaveLength(1);
    const v = (await call('GET', `general/clearance/view/${office.id}`, tok.kdana)).json().data;
    const check = await call('GET', `general/documents/check-qr/${v.final_disclaimer.document.code}`, null);
    expect(check.json().data).toMatchObject({ genuine: true, type: 'final_disclaimer', validity: 'valid' });
    // The evidence names the company's open violations (assigned, neither completed nor cancelled).
    const raft = await byEmail('raft_company');
    const open = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from violations where company_id = ${raft.id} and status not in ('created', 'completed', 'cancelled') order by id`,
    );
    expect(open.length).toBeGreaterThan(0);
    const r = (await call('GET', `general/clearance/view/${raft.id}`, tok.kdana)).json().data;
    expect(r.violations.open.map((x: { id: number }) => x.id)).toEqual(open.map((x) => x.id));
    expect(r.violations.open[0]).toMatchObject({
      number: expect.any(String),
      status_text: expect.any(String),
    });
    expect(r.violations.open.map((x: { status: string }) => x.status)).not.toContain('completed');
  });

  it('/clearance-{product}/file/:id: the product department attaches its document on a company', async () => {
    const upload = async (token: string | null, company: number, name = 'meter.pdf', data = PDF) => {
      const body = await multipart({}, { file: { name, data } });
      return app.inject({
        method: 'POST',
        url: `/api/general/clearance-electricity/file/${company}/file`,
        payload: body.payload,
        headers: { ...(token ? auth(token) : {}), ...body.headers },
      });
    };
    expect((await upload(null, me)).statusCode).toBe(401);
    expect((await upload(tok.raft_company, me)).statusCode).toBe(403);
    expect((await upload(tok.gov, me)).statusCode).toBe(403);
    const bad = await upload(tok.kdana, me, 'meter.pdf', Buffer.from('plain text, not a document'));
    expect(bad.statusCode).toBe(422);
    // Not a company (an authority account) or no such record: 404.
    const kdanaId = await userId(app, 'kdana@demo.mashaer.sa');
    expect((await upload(tok.kdana, kdanaId)).statusCode).toBe(404);
    expect((await upload(tok.kdana, 2_000_000_000)).statusCode).toBe(404);
    const ok = await upload(tok.kdana, me);
    expect(ok.statusCode, ok.body).toBe(201);
    const listed = await call('GET', `general/clearance-electricity/file/${me}`, tok.kdana);
    expect(listed.statusCode).toBe(200);
    const current = listed.json().data.slots[0].current;
    expect(current).toMatchObject({ file_name: 'meter.pdf', status: 'pending' });
    const dl = await call('GET', `general/clearance-electricity/file/download/${current.id}`, tok.kdana);
    expect(dl.statusCode).toBe(200);
    // The clearance view shows it as the department's evidence; other products have none.
    const view = (await call('GET', `general/clearance/view/${me}`, tok.kdana)).json().data;
    expect(view.files.electricity).toMatchObject({ id: current.id });
    expect(view.files.water).toBeNull();
    // Its own product only: the water path does not see the electricity file.
    expect(
      (await call('GET', `general/clearance-water/file/download/${current.id}`, tok.kdana)).statusCode,
    ).toBe(404);
    const badId = await call('GET', 'general/clearance-electricity/file/x', tok.kdana);
    expect(badId.statusCode).toBe(422);
  });

  it('a bills department cannot accept while the company has unpaid bills there; paid → accepted', async () => {
    // The demo raft company has unpaid sadad orders and invoices.
    const refused = await vote(me, 'invoices', 'accept');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/cannot be cleared: it has \d+ unpaid bills/);
    expect(Object.keys(refused.json().errors)).toEqual(['vote']);
    const view = await call('GET', `general/clearance/view/${me}`, tok.kdana);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.unpaid.invoices.length).toBeGreaterThan(0);
    expect(view.json().data.my_voters).toEqual(VOTERS);
    // Settle every unpaid bill: invoices through receipt + approve, sadad likewise; drafts stay drafts.
    for (const inv of view.json().data.unpaid.invoices as { id: number; status: string }[])
      await payInvoice(inv.id);
    for (const s of view.json().data.unpaid.sadad as { id: number }[]) {
      const c = await call('POST', `general/sadad/cancel/${s.id}`, tok.kdana);
      expect(c.statusCode, c.body).toBe(200);
    }
    const accepted = await vote(me, 'invoices', 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      id: me,
      clearance_status: 'partial',
      clearance_status_count: 1,
    });
  });

  it('a new bill reopens the acceptance of its department: a sadad order, an issued invoice (issue 28 §2)', async () => {
    // `me` accepted by the invoices department in the test above; the sadad department accepts too.
    const open = (await call('GET', `general/clearance/view/${me}`, tok.kdana)).json().data;
    for (const s of open.unpaid.sadad as { id: number }[])
      expect((await call('POST', `general/sadad/cancel/${s.id}`, tok.kdana)).statusCode).toBe(200);
    expect((await vote(me, 'sadad', 'accept')).statusCode).toBe(200);
    const voteOf = async (voter: string) =>
      (await call('GET', `general/clearance/view/${me}`, tok.kdana))
        .json()
        .data.clearance.find((c: { voter: string }) => c.voter === voter).vote as string;
    expect(await voteOf('sadad')).toBe('accept');
    const bill = await call('POST', 'general/sadad/store', tok.kdana, {
      company_id: me,
      bill_number: '990000000123',
      amount: 10_000,
      due_date: '2027-06-30',
      reason: 'service_fee',
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect(await voteOf('sadad')).toBe('reopened');
    expect(await voteOf('invoices')).toBe('accept');
    // A draft is not a bill; issuing it is.
    const content = {
      company_id: me,
      due_date: '2027-06-30',
      lines: [{ description: 'x', quantity: 1, unit_price: 1000 }],
    };
    const draft = await call('POST', 'general/invoices/save_as_draft', tok.kdana, content);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await voteOf('invoices')).toBe('accept');
    const issued = await call('POST', 'general/invoices/update', tok.kdana, {
      ...content,
      invoice_id: draft.json().data.id,
      issue: 1,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await voteOf('invoices')).toBe('reopened');
    const events = await rows<{ action: string; to_status: string }>(
      sql`select e.action, e.to_status from workflow_events e join clearance_votes v on v.id = e.record_id
           where e.workflow = 'clearance_vote' and v.company_id = ${me} and v.voter = 'invoices' order by e.id desc limit 1`,
    );
    expect(events).toEqual([{ action: 'reopen', to_status: 'reopened' }]);
    // Unpaid, the department cannot accept again; settled, it votes again.
    expect((await vote(me, 'invoices', 'accept')).statusCode).toBe(422);
    expect((await call('POST', `general/sadad/cancel/${bill.json().data.id}`, tok.kdana)).statusCode).toBe(
      200,
    );
    await payInvoice(draft.json().data.id);
    expect((await vote(me, 'invoices', 'accept')).statusCode).toBe(200);
    expect((await vote(me, 'sadad', 'accept')).statusCode).toBe(200);
  });

  it('one vote per voter per company: a change replaces it and is audited; a reject makes it rejected', async () => {
    expect((await vote(me, 'sharer', 'reject')).json().data.clearance_status).toBe('rejected');
    const told = await rows<{ message: string }>(
      sql`select message from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(told[0].message).toBe('رفضت إدارة الشركاء إخلاء طرف شركتكم');
    const again = await vote(me, 'sharer', 'accept');
    expect(again.json().data.clearance_status).toBe('partial');
    const n = await rows<{ n: number }>(
      sql`select count(*)::int as n from clearance_votes where company_id = ${me} and voter = 'sharer'`,
    );
    expect(n[0].n).toBe(1);
    const audits = await auditRows(app, { table: 'clearance_votes' });
    expect(audits.some((a) => (a as { event: string }).event === 'vote_changed')).toBe(true);
    // The vote is the clearance-vote workflow's: created by the first vote, changed by the second.
    const events = await rows<{ action: string; from_status: string | null; to_status: string }>(
      sql`select e.action, e.from_status, e.to_status from workflow_events e
            join clearance_votes v on v.id = e.record_id
           where e.workflow = 'clearance_vote' and v.company_id = ${me} and v.voter = 'sharer' order by e.id`,
    );
    expect(events).toEqual([
      { action: 'created', from_status: null, to_status: 'reject' },
      { action: 'accept', from_status: 'reject', to_status: 'accept' },
    ]);
  });

  it('401, 403 (a company cannot vote; no permission), 422 fields, scope 404 on view', async () => {
    expect((await call('POST', 'general/clearance/store', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/clearance?page=1', tok.gov, {})).statusCode).toBe(403);
    expect((await vote(me, 'sharer', 'accept', tok.raft_company)).statusCode).toBe(403);
    const bad = await call('POST', 'general/clearance/store', tok.kdana, { company_id: 'x', vote: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['company_id', 'vote']);
    const noVoter = await call('POST', 'general/clearance/store', tok.kdana, {
      company_id: me,
      vote: 'accept',
    });
    expect(Object.keys(noVoter.json().errors)).toEqual(['voter']);
    expect((await call('GET', `general/clearance/view/${other}`, tok.raft_company)).statusCode).toBe(404);
    const own = await call('POST', 'general/clearance?page=1', tok.raft_company, {});
    expect(own.json().data.data.map((r: { id: number }) => r.id)).toEqual([me]);
    expect(own.json().data.data[0].clearance).toHaveLength(VOTERS.length);
  });

  it('all departments accept → cleared; kdana issues the final disclaimer; its QR verifies; votes close', async () => {
    const early = await call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: me });
    expect(early.statusCode).toBe(422);
    for (const v of VOTERS) expect((await vote(me, v, 'accept')).statusCode).toBe(200);
    const list = await call('POST', 'general/clearance?page=1', tok.kdana, {
      clearance_status: 'cleared',
      paginate: 100,
    });
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toContain(me);
    const fetched = await call('POST', 'general/final_disclaimer/fetch_companies', tok.kdana, {});
    expect(fetched.json().data.map((r: { id: number }) => r.id)).toContain(me);
    // A bill issued after the votes: no disclaimer while it is unpaid, the 422 names it (issue 28 §2).
    const bill = await call('POST', 'general/sadad/store', tok.kdana, {
      company_id: me,
      bill_number: '99887766',
      amount: 10_000,
      due_date: '2027-06-30',
      reason: 'service_fee',
    });
    expect(bill.statusCode, bill.body).toBe(201);
    // The bill reopened the sadad department's acceptance: no longer cleared.
    const reopened = await call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: me });
    expect(reopened.statusCode).toBe(422);
    expect(reopened.json().message).toMatch(/needs every department/);
    // And were an acceptance to stand beside the unpaid bill (a vote racing the bill), the
    // disclaimer's own check still refuses, naming the bill.
    await rows(sql`update clearance_votes set vote = 'accept' where company_id = ${me} and voter = 'sadad'`);
    const unpaid = await call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: me });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.company_id[0]).toContain('99887766');
    expect((await rows(sql`select 1 from final_disclaimers where company_id = ${me}`)).length).toBe(0);
    await call('POST', `general/sadad/cancel/${bill.json().data.id}`, tok.kdana);
    const issued = await call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: me });
    expect(issued.statusCode, issued.body).toBe(201);
    const code = issued.json().data.document.code as string;
    const check = await call('GET', `general/documents/check-qr/${code}`, null);
    expect(check.statusCode).toBe(200);
    expect(check.json().data ?? check.json()).toMatchObject({ genuine: true, type: 'final_disclaimer' });
    const told = await rows<{ message: string; link: string }>(
      sql`select message, link from notifications where user_id = ${me} order by id desc limit 1`,
    );
    expect(told[0]).toEqual({ message: 'صدرت المخالصة النهائية لشركتكم', link: `/clearance/${me}/all` });
    const twice = await call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: me });
    expect(twice.statusCode).toBe(422);
    expect((await vote(me, 'water', 'reject')).statusCode).toBe(422);
  });

  it('50 parallel final disclaimers of one company: exactly one is issued', async () => {
    for (const v of VOTERS.filter((x) => x !== 'invoices' && x !== 'sadad')) await vote(other, v, 'accept');
    // raft_office's unpaid bills: cancel them so the bills departments may accept.
    const view = (await call('GET', `general/clearance/view/${other}`, tok.kdana)).json().data;
    for (const s of view.unpaid.sadad as { id: number }[])
      await call('POST', `general/sadad/cancel/${s.id}`, tok.kdana);
    for (const i of view.unpaid.invoices as { id: number }[])
      await call('POST', `general/invoices/cancel/${i.id}`, tok.kdana);
    for (const v of ['invoices', 'sadad']) expect((await vote(other, v, 'accept')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'general/final_disclaimer/store', tok.kdana, { company_id: other }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
  });
});
