import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, userId } from '../helpers';
import { templatesApp } from './templates-fixture';

const t = templatesApp();
const { tok, call, createQuestion, createForm } = t;
const app = t.app;

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
    const rows = await auditRows(app(), { table: 'questions' });
    expect(rows.at(-1)).toMatchObject({ event: 'created', record_id: String(id) });
  });

  it('422 per field: options for choices, price for priced items, required titles (ar and en)', async () => {
    const before = (await auditRows(app(), { table: 'questions' })).length;
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
    expect((await auditRows(app(), { table: 'questions' })).length).toBe(before);
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
      app().ctx.db,
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
    const company = await userId(app(), 'raft_company@demo.mashaer.sa');
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
    expect((await auditRows(app(), { table: 'question_categories' })).map((r) => r.event)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    expect((await call('DELETE', `general/question_category/destroy/${id}`, tok.admin)).statusCode).toBe(404);
  });
});
