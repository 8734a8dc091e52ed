// Readiness licences (spec 001 §4, §7 simple-readiness-license/*): the workflow and the drawing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp } from '../helpers';
import { multipart, PDF } from '../multipart';
import { readinessApp } from './licences-readiness-fixture';

const f = readinessApp();
const { tok, B, call, rows, delivered, store, answers, filled, act, statusOf } = f;
let app: TestApp;
let office: number;
beforeAll(() => {
  app = f.app();
  office = f.office();
});

describe('the workflow', () => {
  it('disapprove → the company corrects and resubmits → approve 30 days: the licence verifies', async () => {
    const o = await filled();
    const noReason = await act('disapprove', o.id);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.rejection_reason).toEqual(['Rejection reason not set']);
    const d = await act('disapprove', o.id, { rejection_reason: 'exits blocked' });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.status).toBe('disapproved');
    expect(d.json().data.status_text).toBe('Disapproved');
    expect(d.json().data.rejection_reason).toBe('exits blocked');
    // approving a disapproved request is refused, naming its state
    const refused = await act('approve', o.id, { validity_period: 30 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Disapproved');
    // the company sees it, with the resubmit open to it
    const seen = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    expect(seen.json().data.allowed_actions).toEqual(['cancel', 'resubmit']);
    const u = await call('POST', `${B}/update-all-answers`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.status).toBe('pending');
    const zero = await act('approve', o.id, { validity_period: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.validity_period).toEqual(['the issue date is not set']);
    const zeroAr = await act('approve', o.id, { validity_period: 0 }, tok.kdana, 'ar');
    expect(zeroAr.json().errors.validity_period).toEqual(['لم يتم تحديد تاريخ الإصدار']);
    expect(await statusOf(o.id)).toBe('pending');
    const ok = await act('approve', o.id, { validity_period: 30 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('approved');
    expect(ok.json().data.validity_period).toBe(30);
    const days =
      (new Date(ok.json().data.expires_at).getTime() - new Date(ok.json().data.issued_at).getTime()) /
      86_400_000;
    expect(days).toBe(30);
    const det = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    const doc = det.json().data.document;
    expect(doc.validity).toBe('valid');
    expect(doc.url).toContain(`/qr/${doc.code}`);
    expect(det.json().data.timeline.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'submit',
      'disapprove',
      'resubmit',
      'approve',
    ]);
    const check = await call('GET', `general/documents/check-qr/${encodeURIComponent(doc.code)}`, null);
    expect(check.json().data).toMatchObject({ genuine: true, type: 'readiness_license', validity: 'valid' });
    const notices = await rows(
      sql`select * from notifications where link = ${`/readiness-license/details/${o.id}`}`,
    );
    expect(notices.length).toBeGreaterThanOrEqual(2);
    const audit = await auditRows(app, { table: 'readiness_licenses' });
    expect(audit.filter((r) => r.record_id === String(o.id)).map((r) => r.method)).toEqual([
      `${B}/answer-questions`,
      `${B}/disapprove`,
      `${B}/update-all-answers`,
      `${B}/approve`,
    ]);
    // it shows expired once its validity ends
    await rows(
      sql`update documents set valid_from = now() - interval '31 days', valid_until = now() - interval '1 day' where type = 'readiness_license' and record_id = ${o.id}`,
    );
    const later = await call('GET', `${B}/details/${o.id}`, tok.raft_company);
    expect(later.json().data.document.validity).toBe('expired');
    // cancelling an approved licence cancels its document
    const c = await act('cancel', o.id);
    expect(c.statusCode).toBe(200);
    const after = await call('GET', `general/documents/check-qr/${encodeURIComponent(doc.code)}`, null);
    expect(after.json().data.validity).toBe('cancelled');
  });

  it('reject is final; every refused transition answers 422 naming the state', async () => {
    const o = await filled();
    const byCompany = await act('reject', o.id, { rejection_reason: 'x' }, tok.raft_company);
    expect(byCompany.statusCode).toBe(403);
    const r = await act('reject', o.id, { rejection_reason: 'unsafe cabling' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.status_text).toBe('Rejected finally');
    for (const a of ['approve', 'disapprove', 'reject', 'cancel']) {
      const res = await act(a, o.id, { validity_period: 3, rejection_reason: 'x' });
      expect(res.statusCode, a).toBe(422);
      expect(res.json().message, a).toContain('Rejected finally');
    }
    const u = await call('POST', `${B}/update-all-answers`, tok.raft_company, {
      order_id: o.id,
      form_id: o.form_id,
      answers: await answers(o.id),
    });
    expect(u.statusCode).toBe(422);
    expect((await call('GET', `${B}/details/${o.id}`, tok.raft_company)).json().data.allowed_actions).toEqual(
      [],
    );
  });

  it('allowed moves from each state: pending→cancelled by the company, disapproved→rejected, cancelled is closed', async () => {
    const a = await filled();
    const pendingView = await call('GET', `${B}/details/${a.id}`, tok.kdana);
    expect(pendingView.json().data.allowed_actions).toEqual(['approve', 'disapprove', 'reject', 'cancel']);
    expect((await act('cancel', a.id, {}, tok.raft_company)).statusCode).toBe(200);
    expect(await statusOf(a.id)).toBe('cancelled');
    for (const x of ['approve', 'disapprove', 'reject', 'cancel'])
      expect((await act(x, a.id, { validity_period: 3, rejection_reason: 'x' })).statusCode).toBe(422);
    const b = await filled();
    expect((await act('disapprove', b.id, { rejection_reason: 'r' })).statusCode).toBe(200);
    expect((await act('disapprove', b.id, { rejection_reason: 'r' })).statusCode).toBe(422);
    expect((await act('reject', b.id, { rejection_reason: 'final' })).statusCode).toBe(200);
    const c = await filled();
    expect((await act('disapprove', c.id, { rejection_reason: 'r' })).statusCode).toBe(200);
    expect((await act('cancel', c.id)).statusCode).toBe(200);
    const d = await filled();
    expect((await act('approve', d.id, { validity_period: 10 })).statusCode).toBe(200);
    for (const x of ['approve', 'disapprove', 'reject'])
      expect((await act(x, d.id, { validity_period: 3, rejection_reason: 'x' })).statusCode).toBe(422);
  });

  it('row scope: another company answers 404 on every call', async () => {
    const o = await filled();
    expect((await call('GET', `${B}/details/${o.id}`, tok.raft_office)).statusCode).toBe(404);
    expect((await act('cancel', o.id, {}, tok.raft_office)).statusCode).toBe(404);
    const list = await call('POST', `${B}/index?page=1`, tok.raft_office, { paginate: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.every((r: { company_id: number }) => r.company_id === office)).toBe(true);
    const mine = await call('POST', `${B}/index?page=1`, tok.raft_company, {
      paginate: 100,
      status: 'pending',
    });
    const ids = mine.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(o.id);
    expect(mine.json().filters.status).toHaveLength(6);
    expect((await call('GET', `${B}/details/999999`, tok.kdana)).statusCode).toBe(404);
    const bad = await call('POST', `${B}/index?page=1`, tok.kdana, { status: 'nope' });
    expect(bad.statusCode).toBe(422);
  });

  it('50 parallel approvals: exactly one succeeds', async () => {
    const o = await filled();
    const res = await Promise.all(
      Array.from({ length: 50 }, () => act('approve', o.id, { validity_period: 7 })),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const ev = await rows(
      sql`select * from workflow_events where workflow = 'readiness' and record_id = ${o.id} and action = 'approve'`,
    );
    expect(ev).toHaveLength(1);
    const docs = await rows(
      sql`select * from documents where type = 'readiness_license' and record_id = ${o.id}`,
    );
    expect(docs).toHaveLength(1);
  });
});

describe('update-kroky (the drawing)', () => {
  it('uploads the drawing through the attachments mechanism; scope 404; type checked', async () => {
    const o = await store(await delivered());
    const body = await multipart({}, { file: { name: 'kroky.pdf', data: PDF, type: 'application/pdf' } });
    const up = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tok.raft_company}`, 'accept-language': 'en' },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data.slot).toBe('kroky');
    const other = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tok.raft_office}` },
    });
    expect(other.statusCode).toBe(404);
    const bad = await multipart(
      {},
      { file: { name: 'x.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' } },
    );
    const refused = await app.inject({
      method: 'POST',
      url: `/api/${B}/update-kroky?id=${o.id}`,
      payload: bad.payload,
      headers: { ...bad.headers, authorization: `Bearer ${tok.raft_company}` },
    });
    expect(refused.statusCode).toBe(422);
    const list = await call('GET', `${B}/attachments/${o.id}`, tok.kdana);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data)).toContain('kroky.pdf');
  });
});
