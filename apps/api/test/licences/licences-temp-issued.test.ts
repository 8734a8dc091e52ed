// Temporary licences (spec 001 §7 "Temporary licences"): issued licences, their forms, the readiness pledge setting.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, userId } from '../helpers';
import { tempLicencesApp } from './licences-temp-fixture';

const f = tempLicencesApp();
const { tok, L, F, call, rows, create, act } = f;
let app: TestApp;
let me: number;
let questions: { question_id: number; type: string; is_required: boolean }[];
beforeAll(() => {
  app = f.app();
  me = f.me();
  questions = f.questions();
});

describe('issued licences (general/temp_licenses)', () => {
  const valid = () => ({
    company_id: me,
    activity: 'Temporary shade',
    period: 10,
    starts_at: '2027-05-01',
    conditions: 'Dismantle after',
  });
  it('store issues a numbered licence with its document; update re-issues it; destroy cancels it', async () => {
    expect((await call('POST', L, tok.raft_company, {})).statusCode).toBe(403);
    const bad = await call('POST', `${L}/store`, tok.kdana, {
      ...valid(),
      period: 0,
      starts_at: '2027-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['period', 'starts_at']);
    const notCompany = await call('POST', `${L}/store`, tok.kdana, {
      ...valid(),
      company_id: await userId(app, 'kdana@demo.mashaer.sa'),
    });
    expect(notCompany.json().errors.company_id).toBeDefined();
    const s = await call('POST', `${L}/store`, tok.kdana, valid());
    expect(s.statusCode, s.body).toBe(201);
    const lic = s.json().data;
    expect(lic).toMatchObject({ ends_at: '2027-05-11', license_number: expect.stringMatching(/^TL-/) });
    const e1 = (await call('GET', `${L}/edit/${lic.id}`, tok.kdana)).json().data;
    const u = await call('POST', `${L}/update/${lic.id}`, tok.kdana, { ...valid(), period: 20 });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data.ends_at).toBe('2027-05-21');
    const e2 = (await call('GET', `${L}/edit/${lic.id}`, tok.kdana)).json().data;
    expect(e2.document.code).not.toBe(e1.document.code);
    const old = await call('GET', `general/documents/check-qr/${encodeURIComponent(e1.document.code)}`, null);
    // The old code no longer certifies the licence as it stands (superseded, its content changed).
    expect(old.json().data.validity).not.toBe('valid');
    const list = await call('POST', `${L}?page=1`, tok.kdana, { search: lic.license_number });
    expect(list.json().data.data.map((r: { id: number }) => r.id)).toEqual([lic.id]);
    const d = await call('DELETE', `${L}/destroy/${lic.id}`, tok.kdana);
    expect(d.statusCode).toBe(200);
    const gone = await call(
      'GET',
      `general/documents/check-qr/${encodeURIComponent(e2.document.code)}`,
      null,
    );
    expect(gone.json().data.genuine).toBe(false);
    expect((await call('GET', `${L}/edit/${lic.id}`, tok.kdana)).statusCode).toBe(404);
  });

  it('a licence issued by an order keeps its company and cannot be deleted', async () => {
    const o = await create();
    await act('approve', o.id, { days: 4 });
    const [l] = await rows<{ id: number }>(
      sql`select id from temp_licenses where temp_license_order_id = ${o.id}`,
    );
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    const u = await call('POST', `${L}/update/${l.id}`, tok.kdana, { ...valid(), company_id: office });
    expect(u.json().data.company_id).toBe(me);
    const d = await call('DELETE', `${L}/destroy/${l.id}`, tok.kdana);
    expect(d.statusCode).toBe(422);
  });
});

describe('temporary-licence forms (general/temp_license_forms)', () => {
  it('lists only temp_license forms; store forces the type; another form is 404', async () => {
    expect((await call('POST', F, tok.raft_company, {})).statusCode).toBe(403);
    const l = await call('POST', `${F}?page=1`, tok.kdana, {});
    expect(l.statusCode).toBe(200);
    expect(l.json().data.data.map((f: { id: number }) => f.id)).toEqual([7]);
    const qid = questions[0].question_id;
    const s = await call('POST', `${F}/store`, tok.kdana, {
      name: 'نموذج مظلة',
      name_en: 'Shade form',
      type: 'general',
      question_ids: [qid],
    });
    expect(s.statusCode, s.body).toBe(201);
    expect(s.json().data.type).toBe('temp_license');
    expect((await call('GET', `${F}/edit/1`, tok.kdana)).statusCode).toBe(404);
    expect(
      (await call('POST', `${F}/update/1`, tok.kdana, { name: 'x', name_en: 'x', question_ids: [qid] }))
        .statusCode,
    ).toBe(404);
    const u = await call('POST', `${F}/update/${s.json().data.id}`, tok.kdana, {
      name: 'نموذج مظلة',
      name_en: 'Shade form 2',
      question_ids: [qid],
    });
    expect(u.statusCode, u.body).toBe(200);
    const bad = await call('POST', `${F}/store`, tok.kdana, { name: '', question_ids: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'name_en', 'question_ids']);
  });
});

describe('the readiness pledge as a CMS web setting (cms/web-settings)', () => {
  it('kdana edits the pledge; get-simple-readiness-license-pladge serves it; 403 and 422', async () => {
    const W = 'cms/web-settings';
    expect((await call('GET', `${W}?page=1`, null)).statusCode).toBe(401);
    expect((await call('GET', `${W}?page=1`, tok.raft_company)).statusCode).toBe(403);
    const l = await call('GET', `${W}?page=1`, tok.kdana);
    expect(l.statusCode, l.body).toBe(200);
    const s = l.json().data.data.find((x: { key: string }) => x.key === 'readiness_pledge');
    expect(s).toBeDefined();
    const e = await call('GET', `${W}/edit/${s.id}`, tok.kdana);
    expect(e.json().data.value).toContain('أتعهد');
    const bad = await call('POST', `${W}/update/${s.id}`, tok.kdana, { ...s, value: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['value']);
    const u = await call('POST', `${W}/update/${s.id}`, tok.kdana, {
      title: s.title,
      title_en: s.title_en,
      value: 'أتعهد بصحة البيانات',
      value_en: 'I pledge the data are true',
      visible: 1,
    });
    expect(u.statusCode, u.body).toBe(200);
    const ar = await call(
      'POST',
      'general/simple-readiness-license/get-simple-readiness-license-pladge',
      tok.raft_company,
      {},
      'ar',
    );
    expect(ar.json().data.text).toBe('أتعهد بصحة البيانات');
    const en = await call(
      'POST',
      'general/simple-readiness-license/get-simple-readiness-license-pladge',
      tok.raft_company,
    );
    expect(en.json().data.text).toBe('I pledge the data are true');
    const create = await call('GET', 'general/simple-readiness-license/create', tok.raft_company);
    expect(create.json().data.pledge).toBe('I pledge the data are true');
  });
});
