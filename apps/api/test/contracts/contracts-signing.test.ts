// Contracts (spec §7 "Appointments and contracts"): their dates, reading and signing them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp } from '../helpers';
import { contractsApp } from './contracts-fixture';

const f = contractsApp();
const { tok, PASSWORD, call, rows, one, booked, storeContract, signContract } = f;
let app: TestApp;
let me: number;
let officeId: number;
beforeAll(() => {
  app = f.app();
  me = f.me();
  officeId = f.officeId();
});

describe('contract dates (one time-zone rule: stored UTC, one timeline)', () => {
  it('no contract is signed before it was written; signed_at is its last signature, in the list as stored', async () => {
    const bad = await rows<{ id: number }>(sql`
      select c.id from contracts c
       where (c.signed_at is not null and c.signed_at < c.created_at)
          or exists (select 1 from contract_signatures s where s.contract_id = c.id and s.signed_at < c.created_at)
          or (c.contract_status = 'signed' and c.signed_at is distinct from
                (select max(s.signed_at) from contract_signatures s where s.contract_id = c.id))`);
    expect(bad).toEqual([]);
    const res = await call('POST', 'general/contracts?page=1', tok.raft_company, { paginate: 100 });
    const signed = (
      res.json().data.data as { id: number; created_at: string; signed_at: string | null }[]
    ).filter((r) => r.signed_at);
    expect(signed.length).toBeGreaterThan(0);
    for (const r of signed) {
      // ISO instants (UTC): the web shows them in the site's zone.
      expect(r.signed_at).toMatch(/Z$|[+-]\d\d:\d\d$/);
      expect(Date.parse(r.signed_at!)).toBeGreaterThanOrEqual(Date.parse(r.created_at));
    }
  });
});

describe('reading and signing contracts', () => {
  it('list: a company sees only its own; signable filter; 401, 403', async () => {
    const res = await call('POST', 'general/contracts?page=1', tok.raft_company, { paginate: 100 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.data as { company_id: number; contract_status: string; can_sign: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => r.company_id === me)).toBe(true);
    const statuses = new Set(
      (
        await rows<{ s: string }>(
          sql`select distinct contract_status s from contracts where company_id = ${me}`,
        )
      ).map((r) => r.s),
    );
    expect([...statuses].sort()).toEqual(['signed', 'signed_by_authority', 'signed_by_company', 'unsigned']);
    const signable = await call('POST', 'general/contracts?page=1', tok.raft_company, {
      paginate: 100,
      signable: 1,
    });
    expect(
      (signable.json().data.data as { contract_status: string }[]).every((r) =>
        ['unsigned', 'signed_by_authority'].includes(r.contract_status),
      ),
    ).toBe(true);
    expect((await call('POST', 'general/contracts?page=1', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/contracts?page=1', tok.gov, {})).statusCode).toBe(403);
    const all = await call('POST', 'general/contracts?page=1', tok.kdana, { contract_status: 'signed' });
    expect(all.json().data.total).toBeGreaterThan(data.length);
  });

  it('GET sign-contract: the contract with both parties; scope 404, 401, 403', async () => {
    const { assignId } = await booked();
    const id = await storeContract(assignId);
    const res = await call('GET', `general/contracts/sign-contract/${id}`, tok.raft_company, undefined, 'ar');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id,
      contract_status: 'unsigned',
      contract_status_text: 'غير موقّع',
      can_sign: 1,
    });
    expect(d.content).toContain('هيئة المشاعر');
    // No QR check before the contract is fully signed (its document is issued then).
    expect(d.verify_url).toBeNull();
    expect(d.parties.map((p: { party: string }) => p.party)).toEqual(['authority', 'company']);
    expect((await call('GET', `general/contracts/sign-contract/${id}`, tok.raft_office)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `general/contracts/sign-contract/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `general/contracts/sign-contract/${id}`, tok.gov)).statusCode).toBe(403);
    expect((await call('GET', 'general/contracts/sign-contract/99999999', tok.kdana)).statusCode).toBe(404);
  });

  it('sign-contract: password, stored signature, each party once; records hash and copied images; verify', async () => {
    const { assignId } = await booked();
    const id = await storeContract(assignId);
    const wrong = await signContract(id, tok.raft_company, 'nope');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    expect(
      (await call('POST', `general/contracts/sign-contract/${id}`, tok.raft_company, {})).statusCode,
    ).toBe(422);
    expect((await signContract(id, tok.raft_office)).statusCode).toBe(404);
    expect((await signContract(id, null as unknown as string)).statusCode).toBe(401);
    expect((await signContract(id, tok.gov)).statusCode).toBe(403);
    const ok = await signContract(id, tok.raft_company);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.contract_status).toBe('signed_by_company');
    const again = await signContract(id, tok.employee);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already signed this contract');
    expect((await signContract(id, tok.kdana)).json().data.contract_status).toBe('signed');
    const closed = await signContract(id, tok.admin);
    expect(closed.statusCode).toBe(422);
    const sigs = await rows<{ party: string; content_hash: string; file_entity: string }>(sql`
      select s.party, s.content_hash, f.entity as file_entity from contract_signatures s
        join files f on f.id = s.signature_file_id where s.contract_id = ${id} order by s.id`);
    const c = await one<{ content_hash: string; verify_code: string }>(
      sql`select content_hash, verify_code from contracts where id = ${id}`,
    );
    expect(sigs).toEqual([
      { party: 'company', content_hash: c.content_hash, file_entity: 'contract_signature' },
      { party: 'authority', content_hash: c.content_hash, file_entity: 'contract_signature' },
    ]);
    const audit = (await auditRows(app, { table: 'contracts' })).filter((r) => r.record_id === String(id));
    expect(audit.map((r) => r.event)).toEqual(['created', 'signed', 'signed']);
    const view = (await call('GET', `general/contracts/sign-contract/${id}`, tok.kdana)).json().data;
    expect(view.parties[0].signature.signature_image).toMatch(/^data:image\/png;base64,/);
    // The last signature issued the contract's document: the print's QR is its public check.
    expect(view.verify_url).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
    const code = view.verify_url.split('/').pop();
    const v = await call('GET', `general/documents/check-qr/${code}`, null, undefined, 'en');
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toMatchObject({
      genuine: true,
      type: 'contract',
      number: String(id),
      title: 'Camp delivery contract',
      validity: 'valid',
      sha256: c.content_hash,
    });
    expect(v.body).not.toContain('content');
    expect(
      (await call('GET', `general/documents/check-qr/${'x'.repeat(32)}`, null)).json().data.genuine,
    ).toBe(false);
    // Tampered content: no longer genuine.
    await app.ctx.db.execute(sql`update contracts set content_en = content_en || '!' where id = ${id}`);
    expect((await call('GET', `general/documents/check-qr/${code}`, null)).json().data.genuine).toBe(false);
  });

  it('a signer without a stored signature is refused', async () => {
    const { assignId } = await booked({ receiver: officeId });
    const id = await storeContract(assignId);
    const res = await signContract(id, tok.raft_office);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.signature).toEqual(['Save your signature on your profile before signing']);
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int n from contract_signatures where contract_id = ${id}`,
        )
      ).n,
    ).toBe(0);
  });

  it('bulk-sign: one password, all or nothing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await storeContract((await booked()).assignId));
    await signContract(ids[1], tok.kdana);
    const bad = await call('POST', 'general/contracts/bulk-sign', tok.kdana, {
      contract_ids: ids,
      password: PASSWORD,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'contract_ids.1': ['You have already signed this contract'] });
    const unsigned = await one<{ n: number }>(
      sql`select count(*)::int n from contracts where id in (${ids[0]}, ${ids[2]}) and contract_status = 'unsigned'`,
    );
    expect(unsigned.n).toBe(2);
    // Another company's contract counts as missing.
    const other = await call('POST', 'general/contracts/bulk-sign', tok.raft_office, {
      contract_ids: [ids[0]],
      password: PASSWORD,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'contract_ids.0': ['The contract does not exist'] });
    const wrong = await call('POST', 'general/contracts/bulk-sign', tok.raft_company, {
      contract_ids: ids,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      (await call('POST', 'general/contracts/bulk-sign', tok.gov, { contract_ids: ids, password: PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/contracts/bulk-sign', null, { contract_ids: ids, password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', 'general/contracts/bulk-sign', tok.kdana, {
          contract_ids: [ids[0], ids[0]],
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(422);
    const ok = await call('POST', 'general/contracts/bulk-sign', tok.raft_company, {
      contract_ids: ids,
      password: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.map((r: { contract_status: string }) => r.contract_status)).toEqual([
      'signed_by_company',
      'signed',
      'signed_by_company',
    ]);
    expect(ok.json().message).toBe('3 contracts signed');
    const audit = (await auditRows(app, { method: 'general/contracts/bulk-sign' })).length;
    expect(audit).toBe(3);
  });

  it('50 parallel signs of one contract by the same party: exactly one signature', async () => {
    const id = await storeContract((await booked()).assignId);
    const res = await Promise.all(Array.from({ length: 50 }, () => signContract(id, tok.raft_company)));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // Tries past the lock-out budget in flight are refused before the password check (issue 14 §4).
    expect(codes.filter((c) => c === 422 || c === 429)).toHaveLength(49);
    const n = await one<{ n: number }>(
      sql`select count(*)::int n from contract_signatures where contract_id = ${id}`,
    );
    expect(n.n).toBe(1);
    expect((await one<{ s: string }>(sql`select contract_status s from contracts where id = ${id}`)).s).toBe(
      'signed_by_company',
    );
  }, 120_000);
});
