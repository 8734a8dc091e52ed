import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { cancel, extend, issueDocument, reissue } from '../../src/lib/documents';
import { contractContent } from '../../src/modules/contracts/contract.document';
import { apiCaller, auditRows, createTestApp, type TestApp } from '../helpers';

// The documents mechanism (lib/documents) and its public check `general/documents/check-qr/{code}`.
let app: TestApp;
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);

type Signed = {
  id: number;
  content_ar: string;
  content_en: string;
  content_hash: string;
  company: string;
  code: string;
  doc_id: number;
};
let signed: Signed[] = [];
let next = 0;
/** A fully signed demo contract with its live document, not used by another test. */
const contract = () => signed[next++];
const ref = (c: Signed) => ({ type: 'contract' as const, recordId: c.id });
const check = (code: string, lang: 'ar' | 'en' = 'en') =>
  call('GET', `general/documents/check-qr/${encodeURIComponent(code)}`, null, undefined, lang);
const DAY = 86_400_000;

const KEYS = [
  'cancelled_at',
  'extended_at',
  'genuine',
  'issued_at',
  'issuer',
  'number',
  'sha256',
  'title',
  'type',
  'type_text',
  'valid_from',
  'valid_until',
  'validity',
  'validity_text',
];

beforeAll(async () => {
  app = await createTestApp();
  signed = await rows<Signed>(sql`
    select c.id, c.content_ar, c.content_en, c.content_hash, d.code, d.id as doc_id,
           coalesce(u.company_name_en, u.name) as company
      from contracts c join users u on u.id = c.company_id
      join documents d on d.type = 'contract' and d.record_id = c.id and d.state = 'issued'
     where c.contract_status = 'signed' order by c.id limit 12`);
  expect(signed.length).toBe(12);
}, 180_000);
afterAll(() => app.close());

describe('documents', () => {
  it('the seed issued a document for every signed contract and every complete form filling', async () => {
    const [missing] = await rows<{ contracts: number; fillings: number }>(sql`
      select (select count(*)::int from contracts c where c.contract_status = 'signed'
                and not exists (select 1 from documents d where d.type = 'contract' and d.record_id = c.id)) as contracts,
             (select count(*)::int from form_fillings f where f.status = 'signed'
                and not exists (select 1 from documents d where d.type = 'form_filling' and d.record_id = f.id)) as fillings`);
    expect(missing).toEqual({ contracts: 0, fillings: 0 });
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from documents where type = 'form_filling'`,
    );
    expect(n.n).toBeGreaterThan(0);
  });

  it('genuine: what it certifies and its validity, in the caller’s language, and nothing else', async () => {
    const c = contract();
    const res = await check(c.code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json().data;
    expect(Object.keys(d).sort()).toEqual(KEYS);
    expect(d).toMatchObject({
      genuine: true,
      type: 'contract',
      type_text: 'Camp delivery contract',
      number: String(c.id),
      title: 'Camp delivery contract',
      issuer: 'Mashaer Authority',
      validity: 'valid',
      validity_text: 'Valid',
      valid_until: null,
      cancelled_at: null,
      sha256: c.content_hash,
    });
    expect(new Date(d.issued_at).getTime()).not.toBeNaN();
    // Nothing private: neither the text, the company, the signers nor any id but the number.
    for (const secret of [c.content_en.slice(0, 30), c.company, 'kdana', '@'])
      expect(res.body).not.toContain(secret);
    const ar = (await check(c.code, 'ar')).json().data;
    expect(ar).toMatchObject({ type_text: 'عقد تسليم مخيم', issuer: 'هيئة المشاعر', validity_text: 'ساري' });
  });

  it('unknown, altered and tampered codes: not genuine, the same shape, all else null', async () => {
    const c = contract();
    const altered = c.code.slice(0, -1) + (c.code.endsWith('A') ? 'B' : 'A');
    const answers = [
      await check('x'.repeat(32)),
      await check(altered),
      await check(c.code.slice(0, 16)),
      await check(c.code.toLowerCase() === c.code ? c.code.toUpperCase() : c.code.toLowerCase()),
      await check('-'),
      await check('٣٤٥'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(Object.keys(d).sort()).toEqual(KEYS);
      expect(d.genuine).toBe(false);
      for (const k of KEYS.filter((k) => k !== 'genuine')) expect(d[k]).toBeNull();
    }
    // All not-genuine answers are byte-for-byte the same.
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await check('a'.repeat(129))).statusCode).toBe(422);
    // The record changed after issue: the same "not genuine", nothing about what it was.
    await app.ctx.db.execute(sql`update contracts set content_ar = content_ar || '.' where id = ${c.id}`);
    expect((await check(c.code)).body).toBe(answers[0].body);
    // A signature that does not cover the issued hash: not genuine either.
    const c2 = contract();
    await app.ctx.db.execute(
      sql`update contract_signatures set content_hash = ${'0'.repeat(64)} where contract_id = ${c2.id} and party = 'company'`,
    );
    expect((await check(c2.code)).json().data.genuine).toBe(false);
  });

  it('codes: 32 url-safe characters (192 bits), looked up by their SHA-256, compared in constant time', async () => {
    const c = contract();
    const doc = await app.ctx.db.transaction((tx) => reissue(tx, { ...ref(c), content: contractContent(c) }));
    expect(doc.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await rows<{ code_sha256: string }>(
      sql`select code_sha256 from documents where id = ${doc.id}`,
    );
    const { sha256 } = await import('../../src/lib/crypto');
    expect(row.code_sha256).toBe(sha256(doc.code));
    expect((await check(doc.code)).json().data.genuine).toBe(true);
    // The lookup key and the stored code must both match: a row whose code differs is not found.
    await app.ctx.db.execute(
      sql`update documents set code = ${`${doc.code.slice(0, 31)}Z`} where id = ${doc.id}`,
    );
    expect((await check(doc.code)).json().data.genuine).toBe(false);
    // 200 fresh codes: all different.
    const { randomToken } = await import('../../src/lib/crypto');
    expect(new Set(Array.from({ length: 200 }, () => randomToken(24))).size).toBe(200);
  });

  it('expired by date; a re-issue supersedes the old code; issuing the same content again changes nothing', async () => {
    const c = contract();
    const same = await app.ctx.db.transaction((tx) =>
      issueDocument(tx, { ...ref(c), content: contractContent(c) }),
    );
    expect(same.id).toBe(c.doc_id);
    const now = Date.now();
    const expired = await app.ctx.db.transaction((tx) =>
      issueDocument(tx, {
        ...ref(c),
        content: contractContent(c),
        validFrom: new Date(now - 10 * DAY),
        validUntil: new Date(now - DAY),
      }),
    );
    expect(expired.id).not.toBe(c.doc_id);
    expect(expired.version).toBe(2);
    const d = (await check(expired.code)).json().data;
    expect(d).toMatchObject({ genuine: true, validity: 'expired', validity_text: 'Expired' });
    expect(new Date(d.valid_until).getTime()).toBeLessThan(now);
    const old = (await check(c.code)).json().data;
    expect(old).toMatchObject({ genuine: true, validity: 'superseded' });
    const [oldRow] = await rows<{ state: string; superseded_by: number }>(
      sql`select state, superseded_by from documents where id = ${c.doc_id}`,
    );
    expect(oldRow).toEqual({ state: 'superseded', superseded_by: expired.id });
    // The record's content changes and its document is issued again: the older codes still answer
    // "superseded" (they were genuine), not "not genuine"; a forged code stays not genuine.
    await rows(sql`update contracts set content_en = content_en || ' (amended)' where id = ${c.id}`);
    const [amended] = await rows<{ content_ar: string; content_en: string }>(
      sql`select content_ar, content_en from contracts where id = ${c.id}`,
    );
    const third = await app.ctx.db.transaction((tx) =>
      issueDocument(tx, { ...ref(c), content: contractContent(amended), validUntil: null }),
    );
    expect(third.version).toBe(3);
    for (const code of [c.code, expired.code])
      expect((await check(code)).json().data).toMatchObject({ genuine: true, validity: 'superseded' });
    expect((await check(`${c.code.slice(0, -2)}xx`)).json().data.genuine).toBe(false);
    // A period that ends before it starts is refused.
    await expect(
      app.ctx.db.transaction((tx) =>
        issueDocument(tx, { ...ref(c), content: { other: 1 }, validUntil: new Date(now - 20 * DAY) }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('extended: valid again until the new date, and shown as extended', async () => {
    const c = contract();
    const now = Date.now();
    const short = await app.ctx.db.transaction((tx) =>
      issueDocument(tx, {
        ...ref(c),
        content: contractContent(c),
        validFrom: new Date(now - 10 * DAY),
        validUntil: new Date(now - DAY),
      }),
    );
    expect((await check(short.code)).json().data.validity).toBe('expired');
    const until = new Date(now + 30 * DAY);
    await app.ctx.db.transaction((tx) => extend(tx, ref(c), until));
    const d = (await check(short.code)).json().data;
    expect(d).toMatchObject({ genuine: true, validity: 'extended', validity_text: 'Valid (extended)' });
    expect(d.valid_until).toBe(until.toISOString());
    expect(d.extended_at).not.toBeNull();
    const audit = (await auditRows(app, { table: 'documents' })).filter(
      (r) => r.record_id === String(short.id),
    );
    expect(audit.map((r) => r.event)).toEqual(['issued', 'extended']);
  });

  it('cancelled: still genuine, shown as cancelled; a cancelled document cannot be extended', async () => {
    const c = contract();
    await app.ctx.db.transaction((tx) => cancel(tx, ref(c)));
    const d = (await check(c.code)).json().data;
    expect(d).toMatchObject({ genuine: true, validity: 'cancelled', validity_text: 'Cancelled' });
    expect(d.cancelled_at).not.toBeNull();
    await expect(
      app.ctx.db.transaction((tx) => extend(tx, ref(c), new Date(Date.now() + DAY))),
    ).rejects.toMatchObject({ status: 404 });
    const audit = (await auditRows(app, { table: 'documents' })).filter(
      (r) => r.record_id === String(c.doc_id),
    );
    expect(audit.map((r) => r.event)).toEqual(['cancelled']);
  });

  it('a rolled-back transaction issues nothing and logs nothing', async () => {
    const c = contract();
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from documents`);
    const audits = (await auditRows(app, { table: 'documents' })).length;
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await reissue(tx, { ...ref(c), content: contractContent(c) });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from documents`)).toEqual(before);
    expect((await auditRows(app, { table: 'documents' })).length).toBe(audits);
    expect((await check(c.code)).json().data.validity).toBe('valid');
  });
});
