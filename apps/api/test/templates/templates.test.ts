import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import {
  apiCaller,
  auditRows,
  auth,
  createTestApp,
  dropProfileMarks,
  type TestApp,
  tokenFor,
  userId,
} from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

let app: TestApp;
const tok: Record<string, string> = {};
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

beforeAll(async () => {
  app = await createTestApp();
  for (const t of [
    'admin',
    'kdana',
    'gov',
    'raft_company',
    'raft_office',
    'service_provider',
    'design_office',
  ])
    tok[t] = await tokenFor(app, t);
  tok.employee = await tokenFor(app, 'employee@demo.mashaer.sa');
});
afterAll(() => app.close());

const call = apiCaller(() => app);

async function createQuestion(body: object) {
  const res = await call('POST', 'general/questions/store', tok.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function createForm(body: object) {
  const res = await call('POST', 'general/forms/store', tok.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; current_version: number };
}

async function sendTo(formId: number, email: string) {
  const uid = await userId(app, email);
  const res = await call('POST', 'general/forms/send-notification', tok.admin, {
    form_id: formId,
    user_ids: [uid],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0].filling_id as number;
}

const saveSignature = async (token: string) => {
  const res = await call('POST', 'profile/signature', token, { signature: SIGNATURE });
  expect(res.statusCode, res.body).toBe(200);
};

// ------------------------------------------------------------------------------------------------

describe('questions', () => {
  let id: number;

  it('401 without a token, 403 without tamplate-question-index', async () => {
    expect((await call('POST', 'general/questions', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/questions', tok.raft_company, {})).statusCode).toBe(403);
    expect((await call('POST', 'general/questions/store', tok.design_office, {})).statusCode).toBe(403);
  });

  it('stores a choice question with bilingual options, with an audit row', async () => {
    const res = await call('POST', 'general/questions/store', tok.admin, {
      title: 'لون الخيمة',
      title_en: 'Tent colour',
      type: 'single_choice',
      is_required: 1,
      options: [
        { value: 'white', label: 'أبيض', label_en: 'White' },
        { value: 'beige', label: 'بيج', label_en: 'Beige' },
      ],
      unit_price_halalas: 500,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Added successfully',
      data: { title_en: 'Tent colour', type: 'single_choice', is_required: 1, unit_price_halalas: null },
    });
    id = res.json().data.id;
    const rows = await auditRows(app, { table: 'questions' });
    expect(rows.at(-1)).toMatchObject({ event: 'created', record_id: String(id) });
  });

  it('422 per field: options for choices, price for priced items, required titles (ar and en)', async () => {
    const before = (await auditRows(app, { table: 'questions' })).length;
    const a = await call('POST', 'general/questions/store', tok.admin, {
      title: '',
      title_en: 'x',
      type: 'multiple_choice',
      options: [],
    });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors).toMatchObject({
      title: ['This field is required'],
      options: ['Please add at least two options'],
    });
    const b = await call(
      'POST',
      'general/questions/store',
      tok.admin,
      { title: 'س', title_en: 'q', type: 'priced_item' },
      'ar',
    );
    expect(b.json().errors).toEqual({ unit_price_halalas: ['يرجى إدخال سعر الوحدة'] });
    const c = await call('POST', 'general/questions/store', tok.admin, {
      title: 'س',
      title_en: 'q',
      type: 'bogus',
    });
    expect(Object.keys(c.json().errors)).toEqual(['type']);
    const d = await call('POST', 'general/questions/store', tok.admin, {
      title: 'س',
      title_en: 'q',
      type: 'short_text',
      category_id: 999999,
    });
    expect(d.json().errors).toEqual({ category_id: ['The category does not exist'] });
    expect((await auditRows(app, { table: 'questions' })).length).toBe(before);
  });

  it('reads, lists with filters, updates; 404 for a missing id', async () => {
    const e = await call('GET', `general/questions/edit/${id}`, tok.kdana);
    expect(e.json().data).toMatchObject({ id, options: [{ value: 'white' }, { value: 'beige' }] });
    const l = await call('POST', 'general/questions?page=1', tok.admin, {
      type: 'single_choice',
      search: 'Tent',
      paginate: 50,
    });
    expect(l.json().data.data.map((q: { id: number }) => q.id)).toContain(id);
    expect(l.json().filters.type.length).toBe(9);
    const u = await call('POST', `general/questions/update/${id}`, tok.admin, {
      title: 'لون الخيمة',
      title_en: 'Tent color',
      type: 'short_text',
    });
    expect(u.statusCode).toBe(200);
    expect(u.json().data).toMatchObject({ title_en: 'Tent color', options: null });
    expect((await call('GET', 'general/questions/edit/2147483000', tok.admin)).statusCode).toBe(404);
    expect(
      (
        await call('POST', 'general/questions/update/2147483000', tok.admin, {
          title: 'a',
          title_en: 'b',
          type: 'date',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes an unused question; refuses one a form uses', async () => {
    const used = await createQuestion({ title: 'مستخدم', title_en: 'Used', type: 'short_text' });
    await createForm({ name: 'نموذج الحذف', name_en: 'Delete form', type: 'general', question_ids: [used] });
    const refused = await call('DELETE', `general/questions/delete/${used}`, tok.admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Cannot delete: other records use it');
    const ok = await call('DELETE', `general/questions/delete/${id}`, tok.admin);
    expect(ok.statusCode).toBe(200);
    expect((await call('DELETE', `general/questions/delete/${id}`, tok.admin)).statusCode).toBe(404);
  });
});

describe('question categories', () => {
  let id: number;
  it('§5: "Please select users" / "Please select user types", Arabic in Arabic', async () => {
    const en = await call('POST', 'general/question_category/store', tok.admin, {
      name: 'أ',
      name_en: 'A',
      audience: 'users',
      user_ids: [],
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ user_ids: ['Please select users'] });
    const ar = await call(
      'POST',
      'general/question_category/store',
      tok.admin,
      { name: 'أ', name_en: 'A', audience: 'types' },
      'ar',
    );
    expect(ar.json().errors).toEqual({ type_ids: ['يرجى اختيار أنواع المستخدمين'] });
    const arUsers = await call(
      'POST',
      'general/question_category/store',
      tok.admin,
      { name: 'أ', name_en: 'A', audience: 'users' },
      'ar',
    );
    expect(arUsers.json().errors).toEqual({ user_ids: ['يرجى اختيار المستخدمين'] });
  });

  it('the forms list counts each form’s own questions and signers', async () => {
    const res = await call('POST', 'general/forms?page=1', tok.admin, { paginate: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data.data as { id: number; questions_count: number; signers_count: number }[];
    const db = await query<{ id: number; questions: number; signers: number }>(
      app.ctx.db,
      sql`select f.id, (select count(*)::int from form_questions q where q.form_id = f.id) as questions,
                 (select count(*)::int from form_signers s where s.form_id = f.id) as signers from forms f`,
    );
    expect(new Set(db.map((r) => r.questions)).size).toBeGreaterThan(1);
    for (const r of db)
      expect(listed.find((l) => l.id === r.id)).toMatchObject({
        questions_count: r.questions,
        signers_count: r.signers,
      });
  });

  it('the list counts the questions of each category (what filtering questions by it finds)', async () => {
    const res = await call('POST', 'general/question_category?page=1', tok.admin, { paginate: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.data as { id: number; questions_count: number }[];
    expect(rows.length).toBeGreaterThan(0);
    let someNonZero = false;
    for (const c of rows) {
      const q = await call('POST', 'general/questions?page=1', tok.admin, { category_id: c.id, paginate: 5 });
      expect(c.questions_count).toBe(q.json().data.total);
      if (c.questions_count > 0) someNonZero = true;
    }
    expect(someNonZero).toBe(true);
  });

  it('stores, reads, updates, lists and destroys; 401/403/404', async () => {
    const company = await userId(app, 'raft_company@demo.mashaer.sa');
    const s = await call('POST', 'general/question_category/store', tok.admin, {
      name: 'فئة اختبار',
      name_en: 'Test category',
      audience: 'users',
      user_ids: [company, company],
      type_ids: [3],
    });
    expect(s.statusCode).toBe(201);
    id = s.json().data.id;
    expect(s.json().data).toMatchObject({ audience: 'users', user_ids: [company], type_ids: [] });
    const dup = await call('POST', 'general/question_category/store', tok.admin, {
      name: 'فئة اختبار',
      name_en: 'Other',
      audience: 'all',
    });
    expect(dup.json().errors).toEqual({ name: ['This item already exists'] });
    const unknown = await call('POST', 'general/question_category/store', tok.admin, {
      name: 'ب',
      name_en: 'B',
      audience: 'users',
      user_ids: [2147483000],
    });
    expect(unknown.json().errors).toEqual({ user_ids: ['One of the chosen users does not exist'] });
    const g = await call('GET', `general/question_category/getbyid/${id}`, tok.admin);
    expect(g.json().data).toMatchObject({ id, user_ids: [company] });
    const u = await call('POST', `general/question_category/update/${id}`, tok.admin, {
      name: 'فئة اختبار',
      name_en: 'Test category',
      audience: 'types',
      type_ids: [3, 4],
    });
    expect(u.json().data).toMatchObject({ audience: 'types', user_ids: [], type_ids: [3, 4] });
    const l = await call('POST', 'general/question_category?page=1', tok.admin, {
      audience: 'types',
      paginate: 50,
    });
    expect(l.json().data.data.some((c: { id: number }) => c.id === id)).toBe(true);
    expect((await call('POST', 'general/question_category', null, {})).statusCode).toBe(401);
    expect((await call('POST', 'general/question_category', tok.raft_company, {})).statusCode).toBe(403);
    expect((await call('GET', 'general/question_category/getbyid/2147483000', tok.admin)).statusCode).toBe(
      404,
    );
    const opts = await call('GET', 'general/question_category/get-data', tok.admin);
    expect(opts.statusCode, opts.body).toBe(200);
    expect(opts.json().data.users.some((u: { value: number }) => u.value === company)).toBe(true);
    expect(opts.json().data.user_types.length).toBe(11);
    expect((await call('GET', 'general/question_category/get-data', tok.raft_company)).statusCode).toBe(403);
    const q = await call('GET', 'general/question_category/get_questions', tok.admin);
    expect(q.statusCode).toBe(200);
    expect(
      q.json().data.find((c: { name_en: string }) => c.name_en === 'Civil defence').questions.length,
    ).toBeGreaterThan(0);
    const d = await call('DELETE', `general/question_category/destroy/${id}`, tok.admin);
    expect(d.statusCode).toBe(200);
    expect((await auditRows(app, { table: 'question_categories' })).map((r) => r.event)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    expect((await call('DELETE', `general/question_category/destroy/${id}`, tok.admin)).statusCode).toBe(404);
  });
});

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
      signers: [{ type_id: 5, signer_num: 1, user_id: await userId(app, 'gov@demo.mashaer.sa') }],
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
      (await auditRows(app, { table: 'forms' })).some(
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
    const kdanaUser = await userId(app, 'kdana@demo.mashaer.sa');
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

// ------------------------------------------------------------------------------------------------

describe('answering and signing engine', () => {
  let text: number;
  let choice: number;
  let priced: number;
  let file: number;
  let formId: number;
  let filling: number;

  beforeAll(async () => {
    text = await createQuestion({
      title: 'اسم المستلم',
      title_en: 'Receiver name',
      type: 'short_text',
      is_required: 1,
    });
    choice = await createQuestion({
      title: 'الحالة',
      title_en: 'Condition',
      type: 'single_choice',
      is_required: 1,
      options: [
        { value: 'ok', label: 'سليم', label_en: 'OK' },
        { value: 'bad', label: 'تالف', label_en: 'Bad' },
      ],
    });
    priced = await createQuestion({
      title: 'خيمة',
      title_en: 'Tent',
      type: 'priced_item',
      unit_price_halalas: 12345,
    });
    file = await createQuestion({ title: 'مرفق', title_en: 'Attachment', type: 'file' });
    formId = (
      await createForm({
        name: 'محضر',
        name_en: 'Record',
        type: 'general',
        question_ids: [text, choice, priced, file],
        signers: [
          { type_id: 3, signer_num: 1 },
          { type_id: 5, signer_num: 2 },
        ],
      })
    ).id;
    filling = await sendTo(formId, 'raft_company@demo.mashaer.sa');
  });

  it('send-notification starts a general filling and notifies the user; only general forms; 403/422', async () => {
    const [n] = await query<{ link: string }>(
      app.ctx.db,
      sql`select link from notifications where user_id = (select id from users where email = 'raft_company@demo.mashaer.sa') order by id desc limit 1`,
    );
    expect(n.link).toBe(`/forms/fill/${filling}`);
    expect(await sendTo(formId, 'raft_company@demo.mashaer.sa')).toBe(filling);
    const lock = await call('POST', 'general/forms/send-notification', tok.admin, {
      form_id: 4,
      user_ids: [1],
    });
    expect(lock.json().errors).toEqual({ form_id: ['Only general forms can be sent'] });
    expect(
      (
        await call('POST', 'general/forms/send-notification', tok.raft_company, {
          form_id: formId,
          user_ids: [1],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/forms/send-notification', tok.admin, { form_id: formId, user_ids: [] }))
        .statusCode,
    ).toBe(422);
  });

  it('the filling is read by its organisation (employee too) and authorities; 404 for another company', async () => {
    const mine = await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {
      filling_id: filling,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.questions.map((q: { question_id: number }) => q.question_id)).toEqual([
      text,
      choice,
      priced,
      file,
    ]);
    expect(mine.json().data.filling).toMatchObject({ status: 'draft', version: 1 });
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.employee, { filling_id: filling }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.kdana, { filling_id: filling }))
        .statusCode,
    ).toBe(200);
    const other = await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_office, {
      filling_id: filling,
    });
    expect(other.statusCode).toBe(404);
    const bySubject = await call('POST', 'general/forms/form-with-answerd-q', tok.raft_company, {
      form_id: formId,
      subject_type: 'general',
      subject_id: await userId(app, 'raft_company@demo.mashaer.sa'),
    });
    expect(bySubject.json().data.filling.id).toBe(filling);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {})).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', null, { filling_id: filling }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', 'general/forms/form-update-answer', tok.raft_office, {
          filling_id: filling,
          answers: [],
        })
      ).statusCode,
    ).toBe(404);
    const list = await call('POST', 'general/forms/fillings?page=1', tok.raft_office, { paginate: 100 });
    expect(list.json().data.data.some((f: { id: number }) => f.id === filling)).toBe(false);
    const own = await call('POST', 'general/forms/fillings?page=1', tok.raft_company, { paginate: 100 });
    expect(own.json().data.data.some((f: { id: number }) => f.id === filling)).toBe(true);
  });

  it('required answers and value rules are enforced, nothing written on 422', async () => {
    const r = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: choice, value: 'purple' },
        { question_id: priced, value: { quantity: -1 } },
        { question_id: 2147483000, value: 'x' },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      [`answers.${text}`]: ['This field is required'],
      [`answers.${choice}`]: ['The value is invalid'],
      [`answers.${priced}`]: ['The value is invalid'],
      'answers.2147483000': ['The question is not part of this form'],
    });
    const [{ n }] = await query<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from form_answers where filling_id = ${filling}`,
    );
    expect(n).toBe(0);
  });

  it('file answers go through the upload (magic bytes checked) and belong to the filling', async () => {
    const bad = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'x.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' } },
    );
    const b = await app.inject({
      method: 'POST',
      url: '/api/general/forms/upload-answer-attach',
      headers: { ...auth(tok.raft_company), ...bad.headers },
      payload: bad.payload,
    });
    expect(b.statusCode).toBe(422);
    expect(Object.keys(b.json().errors)).toEqual(['file']);
    const wrongQ = await multipart(
      { filling_id: String(filling), question_id: String(text) },
      { file: { name: 'a.pdf', data: PDF } },
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/general/forms/upload-answer-attach',
          headers: { ...auth(tok.raft_company), ...wrongQ.headers },
          payload: wrongQ.payload,
        })
      ).statusCode,
    ).toBe(422);
    const other = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'a.pdf', data: PDF } },
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/general/forms/upload-answer-attach',
          headers: { ...auth(tok.raft_office), ...other.headers },
          payload: other.payload,
        })
      ).statusCode,
    ).toBe(404);
    const good = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'محضر.pdf', data: PDF } },
    );
    const g = await app.inject({
      method: 'POST',
      url: '/api/general/forms/upload-answer-attach',
      headers: { ...auth(tok.raft_company), ...good.headers },
      payload: good.payload,
    });
    expect(g.statusCode, g.body).toBe(200);
    const fileId = g.json().data.file_id;
    const dl = await call(
      'GET',
      `general/forms/answer-file?filling_id=${filling}&file_id=${fileId}`,
      tok.kdana,
    );
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (
        await call(
          'GET',
          `general/forms/answer-file?filling_id=${filling}&file_id=${fileId}`,
          tok.raft_office,
        )
      ).statusCode,
    ).toBe(404);
    // A file that is not this filling's upload for this question is refused as an answer.
    const [foreign] = await query<{ id: number }>(
      app.ctx.db,
      sql`insert into files (entity, entity_id, field, original_name, mime, size, sha256, storage_key)
          values ('user', 1, 'stamp', 'x.png', 'image/png', 1, 'x', 'foreign-key-1') returning id`,
    );
    const stray = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: text, value: 'أحمد' },
        { question_id: choice, value: 'ok' },
        { question_id: file, value: foreign.id },
      ],
    });
    expect(stray.json().errors).toEqual({
      [`answers.${file}`]: ['The file was not found, please upload it again'],
    });
    const ok = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: text, value: '  أحمد  ' },
        { question_id: choice, value: 'ok' },
        { question_id: priced, value: { quantity: 3, unit_price_halalas: 1 } },
        { question_id: file, value: { file_id: fileId } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The client's price is ignored: 3 × 123.45 SAR.
    expect(ok.json().data).toMatchObject({
      status: 'answered',
      total_halalas: 37035,
      invalidated_signatures: 0,
    });
    expect(ok.json().data.answers_hash).toMatch(/^[0-9a-f]{64}$/);
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, { filling_id: filling })
    ).json().data;
    expect(view.questions.find((q: { question_id: number }) => q.question_id === text)).toMatchObject({
      value: 'أحمد',
    });
    expect(view.questions.find((q: { question_id: number }) => q.question_id === priced)).toMatchObject({
      quantity: 3,
      line_total_halalas: 37035,
    });
    expect(view.questions.every((q: { answer_id: number | null }) => q.answer_id !== null)).toBe(true);
    const audits = await auditRows(app, { table: 'form_fillings' });
    expect(audits.at(-1)).toMatchObject({
      event: 'answered',
      record_id: String(filling),
      new_value: { status: 'answered', total_halalas: 37035 },
    });
  });

  it('editing the form makes a new version and never changes the answered filling', async () => {
    const extra = await createQuestion({
      title: 'سؤال جديد',
      title_en: 'New question',
      type: 'date',
      is_required: 1,
    });
    const u = await call('POST', `general/forms/update/${formId}`, tok.admin, {
      name: 'محضر معدل',
      name_en: 'Record (edited)',
      type: 'general',
      question_ids: [text, extra],
      signers: [{ type_id: 5, signer_num: 1 }],
    });
    expect(u.statusCode).toBe(200);
    expect(u.json().data.current_version).toBe(2);
    await call('POST', `general/questions/update/${text}`, tok.admin, {
      title: 'اسم آخر',
      title_en: 'Another title',
      type: 'short_text',
      is_required: 1,
    });
    const view = (
      await call('POST', 'general/forms/form-with-answerd-q', tok.raft_company, { filling_id: filling })
    ).json().data;
    expect(view.form.name_en).toBe('Record');
    expect(view.filling.version).toBe(1);
    expect(view.questions.map((q: { question_id: number }) => q.question_id)).toEqual([
      text,
      choice,
      priced,
      file,
    ]);
    expect(view.questions[0].title_en).toBe('Receiver name');
    expect(view.signers.map((s: { type_id: number }) => s.type_id)).toEqual([3, 5]);
    // A filling started now pins the newest definition (version 3: the question's title changed too).
    const fresh = await sendTo(formId, 'service_provider@demo.mashaer.sa');
    const fv = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.service_provider, {
        filling_id: fresh,
      })
    ).json().data;
    expect(fv.filling.version).toBe(3);
    expect(fv.questions.map((q: { title_en: string }) => q.title_en)).toEqual([
      'Another title',
      'New question',
    ]);
    const destroy = await call('DELETE', `general/forms/destroy/${formId}`, tok.admin);
    expect(destroy.statusCode).toBe(422);
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
    await dropProfileMarks(app, 'raft_company@demo.mashaer.sa');
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
    const audits = (await auditRows(app, { table: 'form_fillings' })).filter(
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
    await app.ctx.db.execute(
      sql`update form_answers set value = '"زور"' where filling_id = ${filling} and question_id = ${text}`,
    );
    expect((await check()).json().data.genuine).toBe(false);
    await app.ctx.db.execute(
      sql`update form_answers set value = '"أحمد"' where filling_id = ${filling} and question_id = ${text}`,
    );
    expect((await check()).json().data.genuine).toBe(true);
  });

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
    expect(await isFullySigned(app.ctx.db, fid)).toBe(true);
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
      app.ctx.db,
      sql`select signer_num, invalidated_at is not null as invalidated from form_signatures where filling_id = ${fid} order by id`,
    );
    expect(rows).toEqual([
      { signer_num: 1, invalidated: true },
      { signer_num: 1, invalidated: false },
      { signer_num: 2, invalidated: false },
    ]);
  });

  it('a company signer signs only its own organisation’s fillings; a named signer only themself', async () => {
    // Form 4 (lock) names the kdana demo user for turn 1 (set above); another kdana user may not sign.
    const other = await query<{ id: number }>(
      app.ctx.db,
      sql`insert into users (name, email, phone, password_hash, type_id, status, is_acknowledged)
          select 'كدانة ٢', 'kdana2@test.sa', '500000077', password_hash, 5, 'active', true from users where email = 'kdana@demo.mashaer.sa' returning id`,
    );
    await app.ctx.db.execute(
      sql`insert into user_roles (user_id, role_id) select ${other[0].id}, role_id from user_roles where user_id = (select id from users where email = 'kdana@demo.mashaer.sa')`,
    );
    const k2 = await tokenFor(app, 'kdana2@test.sa');
    await saveSignature(k2);
    const { startFilling, saveAnswers } = await import('../../src/modules/templates/engine.service');
    const company = await userId(app, 'raft_company@demo.mashaer.sa');
    // No request may run inside this transaction: PGlite is one session.
    const v = (await call('GET', 'general/forms/edit/4', tok.admin)).json().data;
    const fid = await app.ctx.db.transaction(async (tx) => {
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
      app.ctx.db,
      sql`select count(*)::int as n from form_signatures where filling_id = ${fid}`,
    );
    expect(n).toBe(1);
  });

  it('in a form with categories a user answers only the questions meant for them', async () => {
    // Demo form 2 (readiness): civil-defence questions are for gov, electrical ones for companies.
    const company = await userId(app, 'raft_company@demo.mashaer.sa');
    const { startFilling } = await import('../../src/modules/templates/engine.service');
    const f = await app.ctx.db.transaction((tx) =>
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
