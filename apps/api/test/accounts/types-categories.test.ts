import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, auth, createTestApp, type TestApp, tokenFor } from '../helpers';

let app: TestApp;
let admin: string;
let company: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  company = await tokenFor(app, 'raft_company');
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  lang: 'ar' | 'en' = 'en',
) => app.inject({ method, url: `/api/general${url}`, payload, headers: token ? auth(token, lang) : {} });

describe('user types (list, edit, update only)', () => {
  it('lists the types, searchable', async () => {
    const res = await call('POST', '/types?page=1', admin, { paginate: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(11);
    const found = await call('POST', '/types', admin, { search: 'consultant' });
    expect(found.json().data.data).toEqual([expect.objectContaining({ code: 'consultant' })]);
  });

  it('edits and updates the names only, with an audit row; the code stays', async () => {
    expect((await call('GET', '/types/edit/8', admin)).json().data).toMatchObject({
      id: 8,
      code: 'consultant',
    });
    const res = await call('POST', '/types/update/8', admin, {
      name_ar: 'مكتب استشاري',
      name_en: 'Consulting office',
      code: 'admin',
      is_authority: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'consultant',
      name_en: 'Consulting office',
      is_authority: false,
    });
    expect((await auditRows(app, { table: 'user_types' })).at(-1)).toMatchObject({
      event: 'updated',
      record_id: '8',
      old_value: { name_en: 'Consultant' },
      new_value: { name_en: 'Consulting office' },
    });
  });

  it('422 per field in both languages; 404 missing; no store or delete', async () => {
    const ar = await call('POST', '/types/update/8', admin, { name_ar: '', name_en: 'x' }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ name_ar: ['هذا الحقل مطلوب'] });
    const en = await call('POST', '/types/update/8', admin, { name_en: '' });
    expect(en.json().errors).toEqual({
      name_ar: ['This field is required'],
      name_en: ['This field is required'],
    });
    expect((await call('GET', '/types/edit/999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/types/store', admin, { name_ar: 'a', name_en: 'b' })).statusCode).toBe(404);
    expect((await call('DELETE', '/types/delete/8', admin)).statusCode).toBe(404);
  });

  it('401 and 403 (user-type-index)', async () => {
    expect((await call('POST', '/types', null, {})).statusCode).toBe(401);
    expect((await call('POST', '/types', company, {})).statusCode).toBe(403);
    expect((await call('POST', '/types/update/8', company, { name_ar: 'a', name_en: 'b' })).statusCode).toBe(
      403,
    );
  });
});

describe('categories (full CRUD, destroy/{id})', () => {
  let id: number;

  it('stores, lists, edits and updates, with audit rows', async () => {
    const res = await call('POST', '/categories/store', admin, { name: 'فئة أ', name_en: 'Category A' });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect((await auditRows(app, { table: 'categories' })).at(-1)).toMatchObject({ event: 'created' });
    const list = await call('POST', '/categories?page=1', admin, { search: 'Category' });
    expect(list.json().data.data).toEqual([expect.objectContaining({ id, name_en: 'Category A' })]);
    expect((await call('GET', `/categories/edit/${id}`, admin)).json().data).toMatchObject({
      id,
      name: 'فئة أ',
    });
    const upd = await call('POST', `/categories/update/${id}`, admin, {
      name: 'فئة ب',
      name_en: 'Category B',
    });
    expect(upd.statusCode).toBe(200);
    expect((await auditRows(app, { table: 'categories' })).at(-1)).toMatchObject({
      event: 'updated',
      old_value: { name_en: 'Category A' },
      new_value: { name_en: 'Category B' },
    });
  });

  it('refuses a duplicate (422, ar and en) and writes nothing', async () => {
    const before = (await auditRows(app, { table: 'categories' })).length;
    const en = await call('POST', '/categories/store', admin, { name: 'فئة ب', name_en: 'other' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ name: ['The category already exists'] });
    const ar = await call('POST', '/categories/store', admin, { name: 'x', name_en: 'CATEGORY B' }, 'ar');
    expect(ar.json().errors).toEqual({ name_en: ['التصنيف موجود مسبقاً'] });
    expect((await auditRows(app, { table: 'categories' })).length).toBe(before);
  });

  it('destroys, audited; then 404', async () => {
    const res = await call('DELETE', `/categories/destroy/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await auditRows(app, { table: 'categories' })).at(-1)).toMatchObject({ event: 'deleted' });
    expect((await call('GET', `/categories/edit/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/categories/destroy/${id}`, admin)).statusCode).toBe(404);
  });

  it('401 and 403 (user-category-index)', async () => {
    expect((await call('POST', '/categories', null, {})).statusCode).toBe(401);
    expect((await call('POST', '/categories/store', company, { name: 'a', name_en: 'b' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', '/categories/destroy/1', company)).statusCode).toBe(403);
  });
});
