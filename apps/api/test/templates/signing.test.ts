import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { contractSignatures } from '../../src/db/schema';
import * as signing from '../../src/modules/signing/signing.service';
import { answersContent, answersOf, findFilling } from '../../src/modules/templates/engine.service';
import { apiCaller, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PNG } from '../multipart';
import { EXACT_ANSWERS } from '../test-env';
import { storedBytes } from '../test-storage';

// The one signing module (modules/signing): password proof and lock-out, the canonical hash,
// the signer's signature and stamp copied into the document.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const STAMP = Buffer.concat([PNG, Buffer.from('stamp')]);

beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  for (const t of ['kdana', 'raft_company', 'raft_office']) tok[t] = await tokenFor(app, t);
  for (const t of ['kdana', 'raft_company']) {
    const res = await call('POST', 'profile/signature', tok[t], { signature: SIGNATURE });
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = await multipart({}, { stamp: { name: 'stamp.png', data: STAMP, type: 'image/png' } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/profile/stamp',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${tok.kdana}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(() => app.close());

/** A demo contract awaiting the authority's signature (the company has signed). */
async function awaitingAuthority(skip = 0) {
  const [c] = await rows<{ id: number; content_hash: string }>(sql`
    select id, content_hash from contracts where contract_status = 'signed_by_company' order by id offset ${skip} limit 1`);
  return c;
}

describe('canonical hash', () => {
  it('is stable across key order, ignores undefined members, and changes with any value or array order', () => {
    const a = { b: 1, a: { y: [1, { q: 'x', p: null }], x: 'نص' }, u: undefined };
    const b = { a: { x: 'نص', y: [1, { p: null, q: 'x' }] }, b: 1 };
    expect(signing.canonicalJson(a)).toBe(signing.canonicalJson(b));
    expect(signing.contentHash(a)).toBe(signing.contentHash(b));
    expect(signing.contentHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(signing.contentHash({ ...b, b: 2 })).not.toBe(signing.contentHash(b));
    expect(signing.contentHash({ a: [2, 1] })).not.toBe(signing.contentHash({ a: [1, 2] }));
  });

  it('is the hash both callers store: contracts’ content hash and fillings’ answers hash', async () => {
    const [c] = await rows<{ content_ar: string; content_en: string; content_hash: string }>(
      sql`select content_ar, content_en, content_hash from contracts order by id limit 1`,
    );
    expect(signing.contentHash({ en: c.content_en, ar: c.content_ar })).toBe(c.content_hash);
    const [f] = await rows<{ id: number }>(
      sql`select id from form_fillings where answers_hash is not null order by id limit 1`,
    );
    const filling = (await findFilling(app.ctx.db, { fillingId: f.id }))!;
    const content = await answersContent(app.ctx.db, filling, await answersOf(app.ctx.db, f.id));
    expect(signing.contentHash(content)).toBe(filling.answers_hash);
  });
});

describe('password proof', () => {
  it('a proof is the signer’s own and fresh', async () => {
    const me = await userId(app, 'kdana@demo.mashaer.sa');
    const proof = await signing.checkSignerPassword(app.ctx.db, { id: me }, 'Demo@1234');
    expect(() => signing.assertProof(proof, { id: me })).not.toThrow();
    expect(() => signing.assertProof(proof, { id: me + 1 })).toThrow();
    const stale = { ...proof, at: Date.now() - signing.PROOF_TTL_MS - 1 };
    expect(() => signing.assertProof(stale, { id: me })).toThrow();
  });

  it('wrong passwords count towards one lock-out across contracts and forms; a right one then is refused too', async () => {
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    const [c] = await rows<{ id: number }>(
      sql`select id from contracts where company_id = ${office} and contract_status = 'unsigned' order by id limit 1`,
    );
    const [f] = await rows<{ id: number }>(
      sql`select id from form_fillings where company_id = ${office} order by id limit 1`,
    );
    const signContract = (password: string) =>
      call('POST', `general/contracts/sign-contract/${c.id}`, tok.raft_office, { password });
    const signForm = (password: string) =>
      call('POST', 'general/forms/sign-form', tok.raft_office, { filling_id: f.id, password });
    for (let i = 0; i < 5; i++) {
      const r = await signContract('wrong');
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.password).toEqual(['The password is incorrect']);
    }
    for (let i = 0; i < 4; i++) expect((await signForm('wrong')).statusCode).toBe(422);
    const [t] = await rows<{ failures: number }>(
      sql`select failures from auth_throttle where key = ${`sign-form:${office}`}`,
    );
    expect(t.failures).toBe(9);
    expect((await signContract('wrong')).statusCode).toBe(422);
    // Locked: the right password is refused on either path, and nothing was signed.
    const locked = await signForm('Demo@1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await signContract('Demo@1234')).statusCode).toBe(429);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from contract_signatures where contract_id = ${c.id}`,
    );
    expect(n.n).toBe(0);
  });

  it('a right password clears the count', async () => {
    const kdana = await userId(app, 'kdana@demo.mashaer.sa');
    const c = await awaitingAuthority(5);
    expect(
      (await call('POST', `general/contracts/sign-contract/${c.id}`, tok.kdana, { password: 'x' }))
        .statusCode,
    ).toBe(422);
    await signing.checkSignerPassword(app.ctx.db, { id: kdana }, 'Demo@1234');
    expect(await rows(sql`select 1 from auth_throttle where key = ${`sign-form:${kdana}`}`)).toEqual([]);
  });
});

describe('signature and stamp', () => {
  it('are copied into the document, owned by the signature, and outlive a change of the profile', async () => {
    const c = await awaitingAuthority();
    const res = await call('POST', `general/contracts/sign-contract/${c.id}`, tok.kdana, {
      password: 'Demo@1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contract_status).toBe('signed');
    const [s] = await rows<{
      id: number;
      content_hash: string;
      sig_entity: string;
      sig_entity_id: number;
      sig_sha: string;
      sig_key: string;
      stamp_entity: string;
      stamp_sha: string;
      stamp_key: string;
    }>(sql`
      select s.id, s.content_hash, fs.entity as sig_entity, fs.entity_id as sig_entity_id, fs.sha256 as sig_sha,
             fs.storage_key as sig_key, ft.entity as stamp_entity, ft.sha256 as stamp_sha, ft.storage_key as stamp_key
        from contract_signatures s join files fs on fs.id = s.signature_file_id join files ft on ft.id = s.stamp_file_id
       where s.contract_id = ${c.id} and s.party = 'authority'`);
    expect(s).toMatchObject({
      content_hash: c.content_hash,
      sig_entity: 'contract_signature',
      sig_entity_id: s.id,
      stamp_entity: 'contract_signature',
    });
    const kdana = await userId(app, 'kdana@demo.mashaer.sa');
    const [profile] = await rows<{ sig_sha: string; sig_key: string; stamp_sha: string }>(sql`
      select (select sha256 from files where entity = 'user' and entity_id = ${kdana} and field = 'signature' order by id desc limit 1) as sig_sha,
             (select storage_key from files where entity = 'user' and entity_id = ${kdana} and field = 'signature' order by id desc limit 1) as sig_key,
             (select sha256 from files where entity = 'user' and entity_id = ${kdana} and field = 'stamp' order by id desc limit 1) as stamp_sha`);
    expect(s.sig_sha).toBe(profile.sig_sha);
    expect(s.stamp_sha).toBe(profile.stamp_sha);
    expect(s.sig_key).not.toBe(profile.sig_key);
    expect(await storedBytes(app, s.sig_key)).toEqual(await storedBytes(app, profile.sig_key));
    expect(await storedBytes(app, s.stamp_key)).toEqual(STAMP);
    // A new profile signature leaves the signed document's copy as it was.
    const other = `data:image/png;base64,${Buffer.concat([PNG, Buffer.from('new')]).toString('base64')}`;
    expect((await call('POST', 'profile/signature', tok.kdana, { signature: other })).statusCode).toBe(200);
    const view = (await call('GET', `general/contracts/sign-contract/${c.id}`, tok.kdana)).json().data;
    const authority = view.parties.find((p: { party: string }) => p.party === 'authority');
    expect(authority.signature.signature_image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('a signer without a stored signature is refused with the area’s wording', async () => {
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    await expect(
      app.ctx.db.transaction((tx) => signing.signerMarks(tx, office, 'contract.no_signature')),
    ).rejects.toMatchObject({ status: 422, opts: { fields: { signature: 'contract.no_signature' } } });
  });

  it('copies are removed again when the signing transaction rolls back', async () => {
    const c = await awaitingAuthority(1);
    const kdana = await userId(app, 'kdana@demo.mashaer.sa');
    const seen: string[] = [];
    const filesBefore = await rows<{ n: number }>(sql`select count(*)::int as n from files`);
    await expect(
      signing.withCopies((copied) =>
        app.ctx.db.transaction(async (tx) => {
          const marks = await signing.signerMarks(tx, kdana);
          const [sig] = await tx
            .insert(contractSignatures)
            .values({ contract_id: c.id, party: 'authority', user_id: kdana, content_hash: c.content_hash })
            .returning({ id: contractSignatures.id });
          const ids = await signing.attachMarks(tx, {
            storage: app.ctx.storage,
            marks,
            table: contractSignatures,
            id: sig.id,
            entity: 'contract_signature',
            copied,
          });
          expect(ids.signature_file_id).toBeGreaterThan(0);
          expect(ids.stamp_file_id).toBeGreaterThan(0);
          seen.push(...copied);
          for (const k of seen) expect(await app.ctx.storage.exists(k)).toBe(true);
          throw new Error('later step failed');
        }),
      ),
    ).rejects.toThrow('later step failed');
    expect(seen).toHaveLength(2);
    for (const k of seen) expect(await app.ctx.storage.exists(k)).toBe(false);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from files`)).toEqual(filesBefore);
    expect(
      await rows(sql`select 1 from contract_signatures where contract_id = ${c.id} and party = 'authority'`),
    ).toEqual([]);
  });
});
