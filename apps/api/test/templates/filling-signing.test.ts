import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, dropProfileMarks } from '../helpers';
import { createAnsweredFilling, templatesApp } from './templates-fixture';

const t = templatesApp();
const { tok, call, createForm, sendTo, saveSignature } = t;
const app = t.app;

describe('answering and signing engine', () => {
  let text: number;
  let choice: number;
  let priced: number;
  let filling: number;

  // The form answered by the company, as filling-answers.test.ts leaves it.
  beforeAll(async () => {
    ({ text, choice, priced, filling } = await createAnsweredFilling(t));
  });

  it('signs in signer_num order, with the password re-entered and a stored signature', async () => {
    const first = await call('POST', 'general/forms/sign-form', tok.kdana, {
      filling_id: filling,
      password: 'Demo@1234',
    });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.signer_num).toEqual([
      'It is not your turn to sign; the current turn is for “Rifada company”',
    ]);
    await dropProfileMarks(app(), 'raft_company@demo.mashaer.sa');
    const noSig = await call('POST', 'general/forms/sign-form', tok.raft_company, {
      filling_id: filling,
      password: 'Demo@1234',
    });
    expect(noSig.json().errors).toEqual({ signature: ['Please save your signature in your profile first'] });
    await saveSignature(tok.raft_company);
    const wrong = await call(
      'POST',
      'general/forms/sign-form',
      tok.raft_company,
      { filling_id: filling, password: 'Wrong@1234' },
      'ar',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['كلمة المرور غير صحيحة'] });
    expect(
      (
        await call('POST', 'general/forms/sign-form', tok.raft_office, {
          filling_id: filling,
          password: 'Demo@1234',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', 'general/forms/sign-form', null, { filling_id: filling, password: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', 'general/forms/sign-form', tok.raft_company, { filling_id: filling })).statusCode,
    ).toBe(422);
    const ok = await call('POST', 'general/forms/sign-form', tok.raft_company, {
      filling_id: filling,
      password: 'Demo@1234',
      signer_num: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ signer_num: 1, status: 'signing', signed: 0 });
    const again = await call('POST', 'general/forms/sign-form', tok.raft_company, {
      filling_id: filling,
      password: 'Demo@1234',
      signer_num: 1,
    });
    expect(again.json().errors.signer_num).toEqual(['This signing turn has already been signed']);
    const signers = await call(
      'GET',
      `general/reassign_form/get-form-signer?filling_id=${filling}`,
      tok.raft_company,
    );
    expect(signers.json().data.signers.map((s: { state: string }) => s.state)).toEqual(['signed', 'current']);
    expect(
      (await call('GET', `general/reassign_form/get-form-signer?filling_id=${filling}`, tok.raft_office))
        .statusCode,
    ).toBe(404);
    await saveSignature(tok.kdana);
    const second = await call('POST', 'general/reassign_form/sign-form', tok.kdana, {
      filling_id: filling,
      password: 'Demo@1234',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ signer_num: 2, status: 'signed', signed: 1 });
    const closed = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [],
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('The form is fully signed; its answers cannot change');
    const audits = (await auditRows(app(), { table: 'form_fillings' })).filter(
      (r) => r.event === 'signed' && r.record_id === String(filling),
    );
    expect(audits.length).toBe(2);
  });

  it('the print view carries signatures, the hash and a verification link; the public check tells only genuine/hash/signers', async () => {
    const p = (
      await call('POST', 'general/forms/form-with-answerd-q', tok.raft_company, { filling_id: filling })
    ).json().data;
    expect(p.signers[0].signature_image).toMatch(/^data:image\/png;base64,/);
    expect(p.signers[0].signature.answers_hash).toBe(p.filling.answers_hash);
    // The QR encodes the public page of the filling's document, issued by the last signature.
    expect(p.filling.verify_url).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
    const code = p.filling.verify_url.split('/').pop();
    const check = () => call('GET', `general/documents/check-qr/${code}`, null);
    const v = await check();
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toMatchObject({
      genuine: true,
      type: 'form_filling',
      number: String(filling),
      validity: 'valid',
      sha256: p.filling.answers_hash,
    });
    // Neither the answers nor the signers' names.
    expect(v.body).not.toContain('أحمد');
    expect(v.body).not.toContain('فهد');
    expect(
      (await call('GET', 'general/documents/check-qr/nope-nope-nope-nope-nope', null)).json().data,
    ).toMatchObject({ genuine: false, type: null });
    // A tampered answer in the database is detected.
    await app().ctx.db.execute(
      sql`update form_answers set value = '"زور"' where filling_id = ${filling} and question_id = ${text}`,
    );
    expect((await check()).json().data.genuine).toBe(false);
    await app().ctx.db.execute(
      sql`update form_answers set value = '"أحمد"' where filling_id = ${filling} and question_id = ${text}`,
    );
    expect((await check()).json().data.genuine).toBe(true);
  });

  it('a change of the answers after a signature withdraws it; the signers sign again', async () => {
    const f2 = await createForm({
      name: 'إعادة',
      name_en: 'Resign',
      type: 'general',
      question_ids: [choice, priced],
      signers: [
        { type_id: 3, signer_num: 1 },
        { type_id: 5, signer_num: 2 },
      ],
    });
    const fid = await sendTo(f2.id, 'raft_company@demo.mashaer.sa');
    const save = (value: string) =>
      call('POST', 'general/forms/form-update-answer', tok.employee, {
        filling_id: fid,
        answers: [{ question_id: choice, value }],
      });
    expect((await save('ok')).json().data.status).toBe('answered');
    expect(
      (
        await call('POST', 'general/forms/sign-form', tok.raft_company, {
          filling_id: fid,
          password: 'Demo@1234',
        })
      ).statusCode,
    ).toBe(200);
    // The same answers again: nothing changes, the signature stays.
    expect((await save('ok')).json().data).toMatchObject({ status: 'signing', invalidated_signatures: 0 });
    const changed = await save('bad');
    expect(changed.json().data).toMatchObject({ status: 'answered', invalidated_signatures: 1 });
    expect(changed.json().message).toContain('1 signature was withdrawn');
    const k = await call('POST', 'general/forms/sign-form', tok.kdana, {
      filling_id: fid,
      password: 'Demo@1234',
    });
    expect(k.json().errors.signer_num[0]).toContain('Rifada company');
    expect(
      (
        await call('POST', 'general/forms/sign-form', tok.raft_company, {
          filling_id: fid,
          password: 'Demo@1234',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', 'general/forms/sign-form', tok.kdana, { filling_id: fid, password: 'Demo@1234' })
      ).json().data.status,
    ).toBe('signed');
    const rows = await query<{ signer_num: number; invalidated: boolean }>(
      app().ctx.db,
      sql`select signer_num, invalidated_at is not null as invalidated from form_signatures where filling_id = ${fid} order by id`,
    );
    expect(rows).toEqual([
      { signer_num: 1, invalidated: true },
      { signer_num: 1, invalidated: false },
      { signer_num: 2, invalidated: false },
    ]);
  });

  it('50 parallel sign requests for one turn: exactly one signature', async () => {
    const f3 = await createForm({
      name: 'سباق',
      name_en: 'Race',
      type: 'general',
      question_ids: [choice],
      signers: [
        { type_id: 3, signer_num: 1 },
        { type_id: 5, signer_num: 2 },
      ],
    });
    const fid = await sendTo(f3.id, 'raft_company@demo.mashaer.sa');
    await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: fid,
      answers: [{ question_id: choice, value: 'ok' }],
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'general/forms/sign-form', tok.raft_company, { filling_id: fid, password: 'Demo@1234' }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(1);
    // Tries past the lock-out budget in flight are refused before the password check (issue 14 §4).
    expect(codes.filter((c) => c !== 200 && c !== 422 && c !== 429)).toEqual([]);
    const [{ n }] = await query<{ n: number }>(
      app().ctx.db,
      sql`select count(*)::int as n from form_signatures where filling_id = ${fid}`,
    );
    expect(n).toBe(1);
  });
});
