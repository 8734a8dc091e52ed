import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, tokenFor, userId } from '../helpers';
import { templatesApp } from './templates-fixture';

const t = templatesApp();
const { tok, call, createQuestion, createForm, saveSignature } = t;
const app = t.app;

describe('forms', () => {
  it('demo data: every form type, temporary-licence form 7, readable by a company', async () => {
    const l = await call('POST', 'general/forms?page=1', tok.admin, { paginate: 50 });
    const types = new Set(l.json().data.data.map((f: { type: string }) => f.type));
    expect([...types].sort()).toEqual([
      'assign',
      'general',
      'lock',
      'reassign',
      'simple_readiness_license',
      'temp_license',
    ]);
    const seven = await call('GET', 'general/reassign_form/get-questions-form/7', tok.service_provider);
    expect(seven.statusCode).toBe(200);
    expect(seven.json().data.form.name_en).toBe('Temporary licence request form');
    expect(
      seven.json().data.questions.find((q: { type: string }) => q.type === 'priced_item').unit_price_halalas,
    ).toBe(20000);
    const pick = await call('POST', 'general/forms/forms', tok.raft_company, { type: 'assign' });
    expect(pick.json().data.map((f: { id: number }) => f.id)).toEqual([1]);
    const data = await call('GET', 'general/forms/get-data', tok.admin);
    expect(data.json().data.types.length).toBe(6);
  });

  it('stores with ordered questions and signers; 422 for gaps, duplicates and unknown questions', async () => {
    const q1 = await createQuestion({ title: 'س1', title_en: 'Q1', type: 'short_text', is_required: 1 });
    const q2 = await createQuestion({ title: 'س2', title_en: 'Q2', type: 'number' });
    const bad = await call('POST', 'general/forms/store', tok.admin, {
      name: 'ن',
      name_en: 'F',
      type: 'general',
      withCategory: 0,
      question_ids: [q1, q1],
      signers: [
        { type_id: 3, signer_num: 1 },
        { type_id: 5, signer_num: 3 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      question_ids: ['The same question cannot be added twice'],
      signers: ['The signing order must start at 1 with no gaps'],
    });
    const unknown = await call('POST', 'general/forms/store', tok.admin, {
      name: 'ن',
      name_en: 'F',
      type: 'general',
      question_ids: [2147483000],
    });
    expect(unknown.json().errors).toEqual({ question_ids: ['One of the chosen questions does not exist'] });
    const wrongUser = await call('POST', 'general/forms/store', tok.admin, {
      name: 'ن',
      name_en: 'F',
      type: 'lock',
      question_ids: [q1],
      signers: [{ type_id: 5, signer_num: 1, user_id: await userId(app(), 'gov@demo.mashaer.sa') }],
    });
    expect(wrongUser.json().errors).toEqual({
      'signers.0.user_id': ['The chosen user is not of the signer type'],
    });
    const f = await createForm({
      name: 'نموذج',
      name_en: 'Form',
      type: 'general',
      withCategory: '1',
      question_ids: [q2, q1],
      signers: [
        { type_id: 5, signer_num: 2 },
        { type_id: 3, signer_num: 1 },
      ],
    });
    expect(f).toMatchObject({ current_version: 1, withCategory: 1 });
    const e = await call('GET', `general/forms/edit/${f.id}`, tok.admin);
    expect(e.json().data.question_ids).toEqual([q2, q1]);
    expect(e.json().data.signers.map((s: { type_id: number }) => s.type_id)).toEqual([3, 5]);
    expect((await call('GET', 'general/forms/edit/2147483000', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', `general/forms/edit/${f.id}`, tok.raft_company)).statusCode).toBe(403);
    expect((await call('POST', 'general/forms/store', null, {})).statusCode).toBe(401);
    const d = await call('DELETE', `general/forms/destroy/${f.id}`, tok.admin);
    expect(d.statusCode).toBe(200);
    expect(
      (await auditRows(app(), { table: 'forms' })).some(
        (r) => r.event === 'deleted' && r.record_id === String(f.id),
      ),
    ).toBe(true);
  });

  it('update-single-price-form and update-form-signer make new versions; get-form-signer lists them', async () => {
    const p = await call('POST', 'general/reassign_form/update-single-price-form', tok.admin, {
      form_id: 3,
      question_id: 999999,
      unit_price_halalas: 1,
    });
    expect(p.json().errors).toEqual({ question_id: ['The question is not a priced item of this form'] });
    const form3 = (await call('GET', 'general/forms/edit/3', tok.admin)).json().data;
    const priced = form3.questions.find((q: { type: string }) => q.type === 'priced_item');
    const ok = await call('POST', 'general/reassign_form/update-single-price-form', tok.admin, {
      form_id: 3,
      question_id: priced.question_id,
      unit_price_halalas: 175050,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ unit_price_halalas: 175050, version: form3.current_version + 1 });
    expect(
      (await call('POST', 'general/reassign_form/update-single-price-form', tok.raft_company, {})).statusCode,
    ).toBe(403);
    const kdanaUser = await userId(app(), 'kdana@demo.mashaer.sa');
    const s = await call('POST', 'general/reassign_form/update-form-signer', tok.admin, {
      form_id: 4,
      signers: [
        { type_id: 5, signer_num: 1, user_id: kdanaUser },
        { type_id: 7, signer_num: 2 },
      ],
    });
    expect(s.statusCode).toBe(200);
    const g = await call('GET', 'general/reassign_form/get-form-signer?form_id=4', tok.raft_company);
    expect(g.json().data.signers).toMatchObject([
      { signer_num: 1, type_id: 5, user_id: kdanaUser },
      { signer_num: 2, type_id: 7 },
    ]);
    expect((await call('GET', 'general/reassign_form/get-form-signer', tok.admin)).statusCode).toBe(422);
    expect(
      (await call('GET', 'general/reassign_form/get-form-signer?form_id=2147483000', tok.admin)).statusCode,
    ).toBe(404);
  });
});

// The engine's cases on the demo forms: form 4's signers are the ones set above.
describe('answering and signing engine', () => {
  it('a form without signers is complete once answered: fully signed, and genuine', async () => {
    // Demo form 5 (survey) was sent to the service provider by the seed.
    const list = await call('POST', 'general/forms/fillings?page=1', tok.service_provider, { form_id: 5 });
    const fid = list.json().data.data[0].id as number;
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.service_provider, { filling_id: fid })
    ).json().data;
    expect(view.signers).toEqual([]);
    const sat = view.questions.find(
      (q: { title_en: string }) => q.title_en === 'How satisfied are you with the portal?',
    );
    const r = await call('POST', 'general/forms/form-update-answer', tok.service_provider, {
      filling_id: fid,
      answers: [{ question_id: sat.question_id, value: 'high' }],
    });
    expect(r.json().data.status).toBe('answered');
    const { isFullySigned } = await import('../../src/modules/templates/engine.service');
    expect(await isFullySigned(app().ctx.db, fid)).toBe(true);
    const answered = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.service_provider, { filling_id: fid })
    ).json().data;
    const v = await call(
      'GET',
      `general/documents/check-qr/${answered.filling.verify_url.split('/').pop()}`,
      null,
    );
    expect(v.json().data).toMatchObject({ genuine: true, type: 'form_filling', validity: 'valid' });
  });

  it('a company signer signs only its own organisation’s fillings; a named signer only themself', async () => {
    // Form 4 (lock) names the kdana demo user for turn 1 (set above); another kdana user may not sign.
    const other = await query<{ id: number }>(
      app().ctx.db,
      sql`insert into users (name, email, phone, password_hash, type_id, status, is_acknowledged)
          select 'كدانة ٢', 'kdana2@test.sa', '500000077', password_hash, 5, 'active', true from users where email = 'kdana@demo.mashaer.sa' returning id`,
    );
    await app().ctx.db.execute(
      sql`insert into user_roles (user_id, role_id) select ${other[0].id}, role_id from user_roles where user_id = (select id from users where email = 'kdana@demo.mashaer.sa')`,
    );
    const k2 = await tokenFor(app(), 'kdana2@test.sa');
    await saveSignature(k2);
    const { startFilling, saveAnswers } = await import('../../src/modules/templates/engine.service');
    const company = await userId(app(), 'raft_company@demo.mashaer.sa');
    // No request may run inside this transaction: PGlite is one session.
    const v = (await call('GET', 'general/forms/edit/4', tok.admin)).json().data;
    const fid = await app().ctx.db.transaction(async (tx) => {
      const f = await startFilling(tx, null, {
        formId: 4,
        subject: { type: 'lock_order', id: 77 },
        companyId: company,
      });
      await saveAnswers(tx, null, { id: 1, typeId: 1, isAuthority: true, orgId: 1 }, { fillingId: f.id }, [
        { question_id: v.question_ids[0], value: 'season_end' },
        { question_id: v.question_ids[1], value: '2026-06-30' },
        { question_id: v.question_ids[2], value: 1 },
      ]);
      return f.id;
    });
    const refused = await call('POST', 'general/forms/sign-form', k2, {
      filling_id: fid,
      password: 'Demo@1234',
    });
    expect(refused.json().errors).toEqual({ signer_num: ['You are not the named signer of this turn'] });
    expect(
      (await call('POST', 'general/forms/sign-form', tok.kdana, { filling_id: fid, password: 'Demo@1234' }))
        .statusCode,
    ).toBe(200);
  });

  it('in a form with categories a user answers only the questions meant for them', async () => {
    // Demo form 2 (readiness): civil-defence questions are for gov, electrical ones for companies.
    const company = await userId(app(), 'raft_company@demo.mashaer.sa');
    const { startFilling } = await import('../../src/modules/templates/engine.service');
    const f = await app().ctx.db.transaction((tx) =>
      // A subject of its own: the demo readiness licences have fillings of their own (another company's).
      startFilling(tx, null, {
        formId: 2,
        subject: { type: 'readiness_order', id: 900_005 },
        companyId: company,
      }),
    );
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, { filling_id: f.id })
    ).json().data;
    const civil = view.questions.filter(
      (q: { category: { name_en: string } | null }) => q.category?.name_en === 'Civil defence',
    );
    expect(civil.every((q: { can_answer: boolean }) => !q.can_answer)).toBe(true);
    const r = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: f.id,
      answers: [{ question_id: civil[0].question_id, value: 1 }],
    });
    expect(r.json().errors[`answers.${civil[0].question_id}`]).toEqual(['This question is for other users']);
    const manager = view.questions.find((q: { title_en: string }) => q.title_en === 'Camp manager name');
    const cabling = view.questions.find(
      (q: { title_en: string }) => q.title_en === 'Electrical checks completed',
    );
    const ok = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: f.id,
      answers: [
        { question_id: manager.question_id, value: 'سالم' },
        { question_id: cabling.question_id, value: ['breakers', 'earthing', 'breakers'] },
      ],
    });
    // The company's part is complete, the civil-defence part is still open.
    expect(ok.json().data.status).toBe('draft');
    const stored = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.kdana, { filling_id: f.id })
    ).json().data;
    expect(
      stored.questions.find((q: { question_id: number }) => q.question_id === cabling.question_id).value,
    ).toEqual(['breakers', 'earthing']);
  });
});
